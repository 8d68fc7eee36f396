// Models the trace as JSON, schema "viewsim.trace" version 1 (docs/trace-json.md,
// docs/trace.schema.json): steps, frames with their events (ids, kinds, nodes,
// causes, reasons, values), diagnostics with their cycles, and every animated
// value's presented values per frame. The same data the HTML report reads.
// Simplifies: values are written as their printed text plus the numbers they
// hold, not as their Swift type's fields; a node is its id and its label.

extension Trace {
    /// The version of the JSON schema ``json(step:)`` writes; it goes up when a
    /// field changes meaning or is removed (new optional fields keep it).
    public static let jsonSchemaVersion = 1

    /// The trace, or one step of it, as JSON (schema `viewsim.trace`, version 1,
    /// documented field by field in the repository's docs/trace-json.md).
    ///
    /// The text is the same bytes on every run: keys in a fixed order, numbers
    /// in one format, strings escaped so that the JSON can be embedded in an
    /// HTML `<script>` element. Its size grows with the number of events, and
    /// writing it uses no recursion.
    ///
    /// ```swift
    /// let sim = Simulation(ContentView())
    /// try sim.tap("heart")
    /// let json = sim.trace.json()
    /// // {"schema":"viewsim.trace","version":1,"step":null,"recording":".all", …,
    /// //  "frames":[{"index":0,"time":0,"step":0,"passes":1,"events":[{"id":1,"pass":0,
    /// //  "kind":"script","node":null,"causes":[],"text":"▶ appear","label":"appear"}, …
    /// ```
    ///
    /// - Parameter step: only this step's frames (and only this step in `steps`); nil for all.
    public func json(step: Int? = nil) -> String {
        var writer = JSONWriter(capacity: 256 + eventCount * 160)
        var animations = AnimationSamples()
        writer.beginObject()
        writer.key("schema")
        writer.string("viewsim.trace")
        writer.key("version")
        writer.integer(Self.jsonSchemaVersion)
        writeJSONHeader(step: step, into: &writer)
        writer.key("frames")
        writer.beginArray()
        for frame in frames where step == nil || frame.step == step {
            TraceJSON.frame(frame, into: &writer, animations: &animations)
        }
        writer.endArray()
        writer.key("animations")
        animations.write(into: &writer)
        writer.endObject()
        return writer.text + "\n"
    }

    /// The members both JSON forms write after their schema and version: `step`,
    /// `recording`, `eventCount`, `dropped` and `steps`.
    func writeJSONHeader(step: Int?, into writer: inout JSONWriter) {
        writer.key("step")
        writer.integer(step)
        writer.key("recording")
        writer.string(recording.description)
        writer.key("eventCount")
        writer.integer(frames.reduce(0) { step == nil || $1.step == step ? $0 + $1.eventCount : $0 })
        TraceJSON.dropped(dropped, step: step, into: &writer)
        TraceJSON.steps(steps, step: step, into: &writer)
    }
}

/// How each part of a trace event is written as JSON (the fields docs/trace-json.md lists).
package enum TraceJSON {
    /// The `kind` string of an event: the vocabulary's `TraceEventKind.jsonName`.
    package static func kindName(_ kind: TraceEvent.Kind) -> String {
        kind.name.jsonName
    }

    /// A frame whole: its index, time, step, passes and events, each with its
    /// place in the frame's cause tree (`CauseTree`); its animated values go
    /// into `animations`.
    static func frame(_ frame: FrameRecord, into writer: inout JSONWriter, animations: inout AnimationSamples) {
        writer.beginObject()
        writer.key("index")
        writer.integer(frame.index)
        writer.key("time")
        writer.number(frame.time)
        writer.key("step")
        writer.integer(frame.step)
        writer.key("passes")
        writer.integer(frame.passes)
        writer.key("events")
        writer.beginArray()
        let tree = CauseTree(events: frame.events)
        let orders = tree.orders
        for (position, event) in tree.events.enumerated() {
            TraceJSON.event(
                event, parent: tree.parents[position].map { tree.events[$0].id }, order: orders[position], into: &writer
            )
            animations.record(event, frame: frame)
        }
        writer.endArray()
        writer.endObject()
    }

    /// The `dropped` field: what a bounded recording policy left out (only
    /// `step`'s diagnostics when a step is asked for).
    static func dropped(_ dropped: DroppedFrames, step: Int?, into writer: inout JSONWriter) {
        writer.key("dropped")
        writer.beginObject()
        writer.key("frames")
        writer.integer(dropped.frames)
        writer.key("events")
        writer.integer(dropped.events)
        writer.key("diagnostics")
        writer.beginArray()
        for kept in dropped.diagnostics where step == nil || kept.step == step {
            writer.beginObject()
            writer.key("frame")
            writer.integer(kept.frame)
            writer.key("step")
            writer.integer(kept.step)
            writer.key("diagnostic")
            TraceJSON.diagnostic(kept.diagnostic, into: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.key("diagnosticsBeyondLimit")
        writer.integer(dropped.diagnosticsBeyondLimit)
        writer.endObject()
    }

    /// The `steps` field: every step, or only `step`.
    static func steps(_ steps: [StepRecord], step: Int?, into writer: inout JSONWriter) {
        writer.key("steps")
        writer.beginArray()
        for record in steps where step == nil || record.index == step {
            writer.beginObject()
            writer.key("index")
            writer.integer(record.index)
            writer.key("title")
            writer.string(record.title)
            writer.key("firstFrame")
            writer.integer(record.frames?.lowerBound)
            writer.key("lastFrame")
            writer.integer(record.frames?.upperBound)
            writer.endObject()
        }
        writer.endArray()
    }

    static func node(_ node: NodeRef, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.integer(node.id)
        writer.key("label")
        writer.string(node.label)
        writer.endObject()
    }

    static func node(_ node: NodeRef?, into writer: inout JSONWriter) {
        if let node { self.node(node, into: &writer) } else { writer.null() }
    }

    static func numbers(_ numbers: [Double], into writer: inout JSONWriter) {
        writer.beginArray()
        for number in numbers { writer.number(number) }
        writer.endArray()
    }

    /// A value: its type, its text as the trace prints it, and its numbers.
    static func value(_ value: TraceValue, into writer: inout JSONWriter) {
        let type: String
        switch value {
        case .number: type = "number"
        case .integer: type = "integer"
        case .bool: type = "bool"
        case .string: type = "string"
        case .text: type = "text"
        case .symbol: type = "symbol"
        case .date: type = "date"
        case .pair: type = "pair"
        case .list: type = "list"
        case .value: type = "value"
        }
        writer.beginObject()
        writer.key("type")
        writer.string(type)
        writer.key("text")
        writer.string(value.description)
        writer.key("numbers")
        numbers(value.numbers, into: &writer)
        writer.endObject()
    }

    static func value(_ value: TraceValue?, into writer: inout JSONWriter) {
        if let value { self.value(value, into: &writer) } else { writer.null() }
    }

    /// One event: the common fields (with `parentEvent` and `order`, its place in
    /// its frame's cause tree), then its kind's own.
    static func event(_ event: TraceEvent, parent: EventID?, order: Int, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.integer(event.id)
        writer.key("pass")
        writer.integer(event.pass)
        writer.key("kind")
        writer.string(kindName(event.kind))
        writer.key("node")
        node(event.node, into: &writer)
        writer.key("causes")
        writer.beginArray()
        for cause in event.causes { writer.integer(cause) }
        writer.endArray()
        writer.key("parentEvent")
        writer.integer(parent)
        writer.key("order")
        writer.integer(order)
        writer.key("text")
        writer.string(TraceText.line(for: event))
        fields(of: event.kind, into: &writer)
        writer.endObject()
    }

    private static func fields(of kind: TraceEvent.Kind, into writer: inout JSONWriter) {
        switch kind {
        case .script(let label):
            writer.key("label")
            writer.string(label)
        case .timelineEntry(_, let previous, let entry):
            writer.key("previous")
            value(previous, into: &writer)
            writer.key("entry")
            value(entry, into: &writer)
        case .stateWrite(_, let property, let old, let new, let invalidates):
            writer.key("property")
            writer.string(property)
            change(from: old, to: new, into: &writer)
            writer.key("invalidates")
            writer.bool(invalidates)
        case .stateWriteIgnored(_, let property, let current):
            writer.key("property")
            writer.string(property)
            writer.key("value")
            value(current, into: &writer)
        case .stateWriteDropped(_, let property, let during):
            writer.key("property")
            writer.string(property)
            writer.key("during")
            node(during, into: &writer)
        case .objectWillChange(let object, let property, let old, let new):
            writer.key("object")
            writer.string(object)
            writer.key("property")
            writer.string(property)
            change(from: old, to: new, into: &writer)
        case .observationChange(_, let change):
            observation(change, into: &writer)
        case .environmentChange(_, let property, let old, let new):
            writer.key("property")
            writer.string(property)
            change(from: old, to: new, into: &writer)
        case .bodyEvaluated(_, let reasons):
            writer.key("reasons")
            writer.beginArray()
            for reason in reasons { self.reason(reason, into: &writer) }
            writer.endArray()
        case .bodySkipped(_, let reason):
            writer.key("skip")
            skip(reason, into: &writer)
        case .inserted(_, let parent, let key, let hasBody):
            writer.key("parent")
            node(parent, into: &writer)
            writer.key("key")
            writer.string(key)
            writer.key("hasBody")
            writer.bool(hasBody)
        case .removed(_, let parent, let count, let droppedState):
            writer.key("parent")
            node(parent, into: &writer)
            writer.key("count")
            writer.integer(count)
            writer.key("droppedState")
            writer.bool(droppedState)
        case .attributeChanged(_, let name, let old, let new):
            writer.key("attribute")
            writer.string(name)
            change(from: old, to: new, into: &writer)
        case .valueChanged(_, let label, let old, let new):
            writer.key("label")
            writer.string(label)
            change(from: old, to: new, into: &writer)
        case .actionRun(_, let label, let dispatch):
            writer.key("label")
            writer.string(label)
            writer.key("dispatch")
            writer.integer(dispatch)
        case .actionSuppressed(_, let label, let dispatch):
            writer.key("label")
            writer.string(label)
            writer.key("dispatch")
            writer.integer(dispatch)
        case .diagnostic(let diagnostic):
            writer.key("diagnostic")
            self.diagnostic(diagnostic, into: &writer)
        case .printChanges(let line):
            writer.key("line")
            writer.string(line)
        case .transaction(_, let change):
            writer.key("transaction")
            transaction(change, into: &writer)
        case .animation(_, let attribute, let phase):
            writer.key("attribute")
            writer.string(attribute)
            writer.key("phase")
            self.phase(phase, into: &writer)
        case .completion(let criteria, let reason):
            writer.key("criteria")
            writer.string(criteria.description)
            writer.key("completion")
            completion(reason, into: &writer)
        case .canvasDrawn(_, let causes, let items):
            writer.key("drawCauses")
            writer.beginArray()
            for cause in causes { writer.string(cause.description) }
            writer.endArray()
            writer.key("items")
            writer.integer(items)
        case .transition(_, let name, let phase):
            writer.key("transition")
            writer.string(name)
            transitionPhase(phase, into: &writer)
        case .preference(_, let change):
            writer.key("key")
            writer.string(change.key)
            writer.key("old")
            if let old = change.old { value(old, into: &writer) } else { writer.null() }
            writer.key("new")
            value(change.new, into: &writer)
            writer.key("sources")
            writer.beginArray()
            for source in change.sources { writer.integer(source.id) }
            writer.endArray()
            writer.key("sourceCount")
            writer.integer(change.sourceCount)
            writer.key("geometry")
            writer.bool(change.isGeometry)
        case .gesture(_, let gesture, let phase):
            writer.key("gesture")
            writer.string(gesture)
            writer.key("phase")
            writer.string(phase.name)
            writer.key("detail")
            writer.string(phase.text)
        case .lazyRows(_, let first, let last, let created, let returned, let left, let scrolled):
            for (key, value) in [
                ("first", first), ("last", last), ("created", created), ("returned", returned), ("left", left),
            ] {
                writer.key(key)
                writer.integer(value)
            }
            writer.key("scrolled")
            writer.bool(scrolled)
        case .task(let task, let phase):
            writer.key("task")
            writer.beginObject()
            writer.key("id")
            writer.integer(task.id)
            writer.key("label")
            writer.string(task.label)
            writer.endObject()
            taskPhase(phase, into: &writer)
        }
    }

    /// A task event's `phase` and what goes with it (docs/trace-json.md, "task").
    private static func taskPhase(_ phase: TaskPhase, into writer: inout JSONWriter) {
        writer.key("phase")
        switch phase {
        case .started(let start):
            writer.string("started")
            switch start {
            case .appeared: reason("appeared", into: &writer)
            case .code: reason("code", into: &writer)
            case .idChanged(let old, let new):
                reason("idChanged", into: &writer)
                change(from: old, to: new, into: &writer)
            }
        case .suspended(let until, let what):
            writer.string("suspended")
            writer.key("until")
            if until.isFinite { writer.number(until) } else { writer.null() }
            writer.key("call")
            writer.string(what)
        case .resumed(let at):
            writer.string("resumed")
            writer.key("due")
            writer.number(at)
        case .cancelled(let cancellation):
            writer.string("cancelled")
            switch cancellation {
            case .disappeared: reason("disappeared", into: &writer)
            case .code: reason("code", into: &writer)
            case .idChanged(let old, let new):
                reason("idChanged", into: &writer)
                change(from: old, to: new, into: &writer)
            }
        case .finished:
            writer.string("finished")
        case .threw(let error):
            writer.string("threw")
            writer.key("error")
            writer.string(error)
        }
    }

    private static func reason(_ name: String, into writer: inout JSONWriter) {
        writer.key("reason")
        writer.string(name)
    }

    /// A change's `old` and `new` values (null when unknown), then, when both are known
    /// and differ part by part (``ValueDifference``), its optional `diff`:
    /// `[{"path": ".isFavorite", "old": "false", "new": "true"}]`, `old` null for an
    /// inserted part and `new` null for a removed one; then `diffUnlisted` when more
    /// changes were found than listed, and `diffIncomplete` when the comparison stopped
    /// at its cap. No `diff` when the values print whole.
    static func change(from old: TraceValue?, to new: TraceValue?, into writer: inout JSONWriter) {
        writer.key("old")
        value(old, into: &writer)
        writer.key("new")
        value(new, into: &writer)
        guard let old, let new, let difference = ValueDifference(old, new) else { return }
        difference.write(into: &writer)
    }

    /// An Observation change: the model (`object`), its first changed `property` (as
    /// `objectWillChange` names one), the key path's `valueType`, the
    /// `properties` that changed (each `name`, `old`, `new` and its optional `diff`), and
    /// whether it `compared` the model before and after (found it in the view's fields);
    /// `object` and `valueType` are null and `properties` empty when viewsim could not tell.
    static func observation(_ change: ObservationChange, into writer: inout JSONWriter) {
        writer.key("object")
        writer.string(change.object)
        // As objectWillChange names it: the (first) property, or null.
        writer.key("property")
        writer.string(change.properties.first?.name)
        writer.key("valueType")
        writer.string(change.valueType)
        writer.key("compared")
        writer.bool(change.compared)
        writer.key("properties")
        writer.beginArray()
        for property in change.properties {
            writer.beginObject()
            writer.key("name")
            writer.string(property.name)
            Self.change(from: property.old, to: property.new, into: &writer)
            writer.endObject()
        }
        writer.endArray()
    }

    /// A reason a body ran: its `_printChanges` token, its kind and its detail.
    private static func reason(_ reason: ChangeReason, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("token")
        writer.string(reason.token)
        switch reason {
        case .selfChanged(let fields):
            writer.key("kind")
            writer.string("self")
            writer.key("fields")
            writer.beginArray()
            for field in fields {
                writer.beginObject()
                writer.key("path")
                writer.string(field.path)
                change(from: field.old, to: field.new, into: &writer)
                writer.key("uncomparable")
                writer.string(field.uncomparable)
                writer.endObject()
            }
            writer.endArray()
        case .identity:
            writer.key("kind")
            writer.string("identity")
        case .property(let label, let kind):
            writer.key("kind")
            writer.string("property")
            writer.key("property")
            writer.string(label)
            writer.key("propertyKind")
            writer.string(kind.rawValue)
        case .dependencies:
            writer.key("kind")
            writer.string("dependencies")
        case .timelineEntry(let old, let new):
            writer.key("kind")
            writer.string("timelineEntry")
            writer.key("old")
            value(old, into: &writer)
            writer.key("new")
            value(new, into: &writer)
        case .unknown(let note):
            writer.key("kind")
            writer.string("unknown")
            writer.key("note")
            writer.string(note)
        }
        writer.endObject()
    }

    private static func skip(_ reason: SkipReason, into writer: inout JSONWriter) {
        writer.beginObject()
        switch reason {
        case .valueUnchanged(let comparison, let fields):
            writer.key("kind")
            writer.string("valueUnchanged")
            writer.key("text")
            writer.string(TraceText.skipText(reason))
            writer.key("comparison")
            writer.string(comparison.rawValue)
            writer.key("fields")
            writer.integer(fields)
        case .inputsUnchanged(let inputs):
            writer.key("kind")
            writer.string("inputsUnchanged")
            writer.key("text")
            writer.string(TraceText.skipText(reason))
            writer.key("inputs")
            writer.beginArray()
            for input in inputs { writer.string(input.description) }
            writer.endArray()
        case .timelineEntryUnchanged(let entry):
            writer.key("kind")
            writer.string("timelineEntryUnchanged")
            writer.key("text")
            writer.string(TraceText.skipText(reason))
            writer.key("entry")
            value(entry, into: &writer)
        }
        writer.endObject()
    }

    /// A diagnostic with its cycle: each hop an event (by id) or a body that
    /// writes what another reads.
    static func diagnostic(_ diagnostic: Diagnostic, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("kind")
        writer.string(diagnostic.kind.rawValue)
        writer.key("message")
        writer.string(diagnostic.message)
        writer.key("node")
        node(diagnostic.node, into: &writer)
        writer.key("hint")
        writer.string(diagnostic.hint)
        writer.key("cycle")
        writer.beginArray()
        for hop in diagnostic.cycle {
            writer.beginObject()
            switch hop {
            case .event(let event):
                writer.key("kind")
                writer.string("event")
                writer.key("event")
                writer.integer(event.id)
                writer.key("eventKind")
                writer.string(kindName(event.kind))
                writer.key("node")
                node(event.node, into: &writer)
            case .bodyWrite(let writerNode, let reader):
                writer.key("kind")
                writer.string("bodyWrite")
                writer.key("writer")
                node(writerNode, into: &writer)
                writer.key("reader")
                node(reader, into: &writer)
            }
            writer.key("text")
            writer.string(hop.description)
            writer.endObject()
        }
        writer.endArray()
        writer.key("cycleNodes")
        writer.beginArray()
        for id in diagnostic.cycleNodes { writer.integer(id) }
        writer.endArray()
        if !diagnostic.cycle.isEmpty {
            writer.key("cycleSummary")
            writer.string(diagnostic.cycleSummary)
        }
        writer.endObject()
    }

    private static func transaction(_ change: TransactionChange, into writer: inout JSONWriter) {
        func snapshot(_ snapshot: TransactionChange.Snapshot) {
            writer.beginObject()
            writer.key("animation")
            writer.string(snapshot.animation?.description)
            writer.key("origin")
            writer.string(snapshot.origin?.description)
            writer.key("disablesAnimations")
            writer.bool(snapshot.disablesAnimations)
            writer.endObject()
        }
        writer.beginObject()
        writer.key("text")
        writer.string(change.description)
        writer.key("animationChanged")
        writer.bool(change.animationChanged)
        writer.key("before")
        snapshot(change.before)
        writer.key("after")
        snapshot(change.after)
        writer.endObject()
    }

    /// A transition event's `phase` object: its kind (`inserting`, `removing`, `reinserted`,
    /// `inserted`, `removalCompleted`, `withoutAnimation`) and the values of that kind.
    private static func transitionPhase(_ phase: TransitionEventPhase, into writer: inout JSONWriter) {
        writer.key("phase")
        writer.beginObject()
        func animated(_ kind: String, _ animation: Animation, _ origin: AnimationOrigin?) {
            writer.key("kind")
            writer.string(kind)
            writer.key("animation")
            writer.string(animation.description)
            writer.key("origin")
            writer.string(origin?.description)
            writer.key("change")
            writer.string(phase.phaseChange)
        }
        switch phase {
        case .inserting(let animation, let origin): animated("inserting", animation, origin)
        case .removing(let animation, let origin): animated("removing", animation, origin)
        case .reinserted(let animation, let origin, let replacing):
            animated("reinserted", animation, origin)
            writer.key("replacing")
            writer.integer(replacing.id)
        case .inserted:
            writer.key("kind")
            writer.string("inserted")
        case .removalCompleted(let frames, let reason):
            writer.key("kind")
            writer.string("removalCompleted")
            writer.key("frames")
            writer.integer(frames)
            writer.key("reason")
            writer.string(reason)
        case .withoutAnimation(let removal, let because):
            writer.key("kind")
            writer.string("withoutAnimation")
            writer.key("removal")
            writer.bool(removal)
            writer.key("because")
            writer.string(because)
        }
        writer.endObject()
    }

    private static func phase(_ phase: AnimationPhase, into writer: inout JSONWriter) {
        writer.beginObject()
        switch phase {
        case .started(let animation, let from, let to, let origin):
            writer.key("kind")
            writer.string("started")
            writer.key("animation")
            writer.string(animation.description)
            writer.key("from")
            value(from, into: &writer)
            writer.key("to")
            value(to, into: &writer)
            writer.key("origin")
            writer.string(origin?.description)
        case .merged(let animation, let previous, let to, let origin):
            writer.key("kind")
            writer.string("merged")
            writer.key("animation")
            writer.string(animation.description)
            writer.key("previous")
            writer.string(previous.description)
            writer.key("to")
            value(to, into: &writer)
            writer.key("origin")
            writer.string(origin?.description)
        case .combined(let animation, let running, let to, let origin):
            writer.key("kind")
            writer.string("combined")
            writer.key("animation")
            writer.string(animation.description)
            writer.key("running")
            writer.integer(running)
            writer.key("to")
            value(to, into: &writer)
            writer.key("origin")
            writer.string(origin?.description)
        case .frame(let sample):
            writer.key("kind")
            writer.string("frame")
            writer.key("presentation")
            value(sample.presentation, into: &writer)
            writer.key("model")
            value(sample.model, into: &writer)
        case .logicallyComplete(let generation):
            writer.key("kind")
            writer.string("logicallyComplete")
            writer.key("generation")
            writer.integer(generation)
        case .finished:
            writer.key("kind")
            writer.string("finished")
        case .changedWithoutAnimation(let from, let to, let ended):
            writer.key("kind")
            writer.string("changedWithoutAnimation")
            writer.key("from")
            value(from, into: &writer)
            writer.key("to")
            value(to, into: &writer)
            if let ended {
                // The animating transaction a task was started in, which its write did not carry.
                writer.key("endedTransaction")
                writer.beginObject()
                writer.key("task")
                writer.integer(ended.task.id)
                writer.key("animation")
                writer.string(ended.animation.description)
                writer.key("origin")
                writer.string(ended.origin?.description)
                writer.key("text")
                writer.string(ended.description)
                writer.endObject()
            }
        case .movedWithoutAnimation(let from, let to, let reason):
            writer.key("kind")
            writer.string("movedWithoutAnimation")
            writer.key("from")
            value(from, into: &writer)
            writer.key("to")
            value(to, into: &writer)
            writer.key("because")
            writer.string(reason.description)
        case .swappedWithoutTransition(let from, let to, let reason):
            writer.key("kind")
            writer.string("swappedWithoutTransition")
            writer.key("from")
            value(from, into: &writer)
            writer.key("to")
            value(to, into: &writer)
            writer.key("because")
            writer.string(reason.description)
        case .velocity(let handOff):
            writer.key("kind")
            writer.string("velocity")
            writer.key("velocity")
            writer.beginArray()
            for component in handOff.velocity { writer.number(component) }
            writer.endArray()
            writer.key("unit")
            writer.string(handOff.unit)
            writer.key("source")
            writer.string(handOff.source)
            writer.key("animation")
            writer.string(handOff.animation.description)
            writer.key("used")
            writer.bool(handOff.isUsed)
            writer.key("because")
            writer.string(handOff.reason)
        }
        writer.endObject()
    }

    private static func completion(_ reason: CompletionReason, into writer: inout JSONWriter) {
        writer.beginObject()
        switch reason {
        case .logicallyCompleted(let node, let attribute):
            writer.key("kind")
            writer.string("logicallyCompleted")
            writer.key("node")
            self.node(node, into: &writer)
            writer.key("attribute")
            writer.string(attribute)
        case .finished(let node, let attribute):
            writer.key("kind")
            writer.string("finished")
            writer.key("node")
            self.node(node, into: &writer)
            writer.key("attribute")
            writer.string(attribute)
        case .noAnimation:
            writer.key("kind")
            writer.string("noAnimation")
        case .viewRemoved:
            writer.key("kind")
            writer.string("viewRemoved")
        }
        writer.key("text")
        writer.string(reason.description)
        writer.endObject()
    }
}
