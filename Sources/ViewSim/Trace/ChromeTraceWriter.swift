// Models the trace as Chrome's Trace Event Format (the JSON that Perfetto and
// chrome://tracing open): frames as slices on a "frames" track, the script's
// steps, writes, bodies that ran or were skipped, actions, animation starts, task
// phases and canvas draws nested in them with their reasons as arguments, a flow
// arrow from each cause to each effect (the trace's typed causes), steps on a
// "steps" track, animations as async slices with counter tracks of their
// presented values, Swift tasks as async slices from their start to their end,
// diagnostics as instant events.
// Simplifies: times are simulated, not measured: a frame lasts 1/fps seconds and
// the slices nested in it share its time evenly, in the order they happened (a
// body's slice length says nothing about its cost). A slice's name shows control
// characters as their pictures (ControlPictures), as the trace text does; the
// arguments that hold a title or a message keep the real string, escaped.

extension Trace {
    /// The trace in Chrome's Trace Event Format, for Perfetto (ui.perfetto.dev)
    /// and chrome://tracing: a JSON object with a `traceEvents` array.
    ///
    /// Times (`ts`, `dur`, in microseconds) are the simulation's time, not the
    /// wall clock, so the file is the same bytes on every run. What it holds:
    ///
    /// - each frame in which something happened, a slice `frame 12` (`X`) on the
    ///   thread "frames", with its step and pass count as arguments;
    /// - inside it, one slice per event that causes or is caused
    ///   (``TraceEvent/isChromeSlice``): a script step, a write, a body run
    ///   (`Heart #2 body`) or skip, an action, an animation's start, a task's phase,
    ///   a canvas draw…, in order, with the reasons (`["@self", "_isOn"]`), the
    ///   event's id, its causes and its trace line as arguments;
    /// - a flow arrow (`s` → `f`, category `cause`, named `stateWrite → bodyEvaluated`)
    ///   from each such slice to each slice it caused, through the events that have
    ///   no slice (a transaction, a displayed value), so the frames read as a cause chain;
    /// - each step a slice on the thread "steps";
    /// - each animation an async slice (`b`/`e`, category `animation`) from the
    ///   frame it started to the frame it finished, with its retargets (`n`),
    ///   and a counter (`C`) of the value it presented each frame, an argument per
    ///   number (`value`; a color's `red`, `green`, `blue`, `opacity`);
    /// - each Swift task an async slice (`b`/`e`, category `task`, named
    ///   `task 2 (.task(id:) #4)`) from the frame it started to the end of the frame
    ///   it finished, was cancelled and ended, or threw (or of the trace), with a mark
    ///   (`n`) when it sleeps, wakes or is cancelled;
    /// - each diagnostic an instant event (`i`) with its message, cycle and hint.
    ///
    /// ```swift
    /// let sim = Simulation(ContentView())
    /// try sim.tap("heart")
    /// try sim.trace.chromeTrace().write(toFile: "heart.trace.json", atomically: true, encoding: .utf8)
    /// // then open heart.trace.json in ui.perfetto.dev
    /// ```
    ///
    /// - Parameter name: the process name the viewer shows (a lesson's name).
    public func chromeTrace(name: String = "viewsim") -> String {
        var chrome = ChromeTraceWriter(trace: self)
        return chrome.write(name: name)
    }
}

/// Writes one trace in the Trace Event Format.
struct ChromeTraceWriter {
    let trace: Trace
    private var writer: JSONWriter
    /// A frame's length in seconds of simulated time.
    private let secondsPerFrame: Double

    /// Every animated value seen so far, in the order it first animated; the
    /// dictionary only finds one.
    private var animations: [(name: String, open: Int?)] = []
    private var animationOrder = FirstSeenOrder<String>()
    /// Every task seen so far, in the order it first appears, with its async id
    /// while its slice is open; the dictionary only finds one by task number.
    private var tasks: [(name: String, open: Int?)] = []
    private var taskIndex: [Int: Int] = [:]
    /// Async ids, shared by animations and tasks so that no two slices share one.
    private var nextAsyncID = 1
    /// Each event drawn as a slice so far: the middle of its slice (where its flow
    /// events go) and its kind (which names its flows).
    private var slices: [EventID: (middle: Int, kind: TraceEventKind)] = [:]
    /// For each event not drawn as a slice that has causes, the nearest events among
    /// its causes (and theirs) that are: where an arrow through it starts.
    private var drawnCauses: [EventID: [EventID]] = [:]

    init(trace: Trace) {
        self.trace = trace
        writer = JSONWriter(capacity: 512 + trace.eventCount * 200)
        // Frame n is at n / fps seconds: any frame after the first gives the length.
        var seconds = 1.0 / 60
        if let frame = trace.frames.first(where: { $0.index > 0 }), frame.time > 0 {
            seconds = frame.time / Double(frame.index)
        }
        secondsPerFrame = seconds
    }

    private static let pid = 1
    private static let framesThread = 1
    private static let stepsThread = 2

    /// `ns` as microseconds, exactly (up to three decimals).
    private static func microseconds(_ ns: Int) -> String {
        let whole = ns / 1000
        let rest = ns % 1000
        guard rest != 0 else { return String(whole) }
        var fraction = String(rest)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }

    /// When frame `frame` starts, in nanoseconds (rounded once, so that frame 12
    /// at 60 fps starts at exactly 0.2 s, as the trace text says).
    private func start(of frame: Int) -> Int { Int((Double(frame) * secondsPerFrame * 1e9).rounded()) }

    /// The common fields of an event; its own fields and `args` follow. The name
    /// shows control characters as their pictures (`␛`, `<U+009B>`).
    private mutating func begin(_ phase: String, name: String, category: String, thread: Int, at ns: Int) {
        writer.beginObject()
        writer.key("name")
        writer.string(ControlPictures.shown(name))
        writer.key("cat")
        writer.string(category)
        writer.key("ph")
        writer.string(phase)
        writer.key("ts")
        writer.raw(Self.microseconds(ns))
        writer.key("pid")
        writer.integer(Self.pid)
        writer.key("tid")
        writer.integer(thread)
    }

    private mutating func metadata(_ name: String, thread: Int, value: String) {
        writer.beginObject()
        writer.key("name")
        writer.string(name)
        writer.key("ph")
        writer.string("M")
        writer.key("pid")
        writer.integer(Self.pid)
        writer.key("tid")
        writer.integer(thread)
        writer.key("args")
        writer.beginObject()
        writer.key("name")
        writer.string(ControlPictures.shown(value))
        writer.endObject()
        writer.endObject()
    }

    mutating func write(name: String) -> String {
        writer.beginObject()
        writer.key("displayTimeUnit")
        writer.string("ms")
        writer.key("otherData")
        writer.beginObject()
        writer.key("generator")
        writer.string("viewsim")
        writer.key("clock")
        writer.string("simulated")
        writer.key("framesPerSecond")
        writer.number((1 / secondsPerFrame * 1e6).rounded() / 1e6)
        writer.endObject()
        writer.key("traceEvents")
        writer.beginArray()
        metadata("process_name", thread: Self.framesThread, value: name)
        metadata("thread_name", thread: Self.framesThread, value: "frames")
        metadata("thread_name", thread: Self.stepsThread, value: "steps")
        writeSteps()
        for kept in trace.dropped.diagnostics {
            instant(kept.diagnostic, event: nil, at: start(of: kept.frame))
        }
        for frame in trace.frames { writeFrame(frame) }
        // Animations still running when the trace ends end with its last frame.
        let end = trace.frames.last.map { start(of: $0.index + 1) } ?? 0
        for index in animations.indices {
            if let id = animations[index].open { asyncEvent("e", index: index, id: id, at: end) }
        }
        // So do tasks still pending.
        for index in tasks.indices {
            if let id = tasks[index].open {
                taskEvent("e", name: tasks[index].name, id: id, at: end, args: [("text", "still pending")])
            }
        }
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }

    private mutating func writeSteps() {
        for step in trace.steps {
            let frames = trace.frames(inStep: step.index)
            guard let first = frames.first, let last = frames.last else { continue }
            begin(
                "X", name: "step \(step.index) · \(step.title)", category: "step", thread: Self.stepsThread,
                at: start(of: first.index))
            writer.key("dur")
            writer.raw(Self.microseconds(start(of: last.index + 1) - start(of: first.index)))
            writer.key("args")
            writer.beginObject()
            writer.key("step")
            writer.integer(step.index)
            writer.key("title")
            writer.string(step.title)
            writer.key("frames")
            writer.integer(frames.count)
            writer.endObject()
            writer.endObject()
        }
    }

    /// Whether an event gets a slice of its own inside its frame.
    private static func isSlice(_ event: TraceEvent) -> Bool {
        event.isChromeSlice
    }

    private mutating func writeFrame(_ frame: FrameRecord) {
        let events = frame.events
        let frameStart = start(of: frame.index)
        let frameNanoseconds = start(of: frame.index + 1) - frameStart
        begin("X", name: "frame \(frame.index)", category: "frame", thread: Self.framesThread, at: frameStart)
        writer.key("dur")
        writer.raw(Self.microseconds(frameNanoseconds))
        writer.key("args")
        writer.beginObject()
        writer.key("frame")
        writer.integer(frame.index)
        writer.key("time")
        writer.number(frame.time)
        writer.key("step")
        writer.integer(frame.step)
        writer.key("passes")
        writer.integer(frame.passes)
        writer.key("events")
        writer.integer(frame.eventCount)
        writer.endObject()
        writer.endObject()
        // The nested slices share the frame's time, leaving a margin at each end so
        // that a lone slice is strictly inside the frame.
        let margin = frameNanoseconds / 100
        let inner = frameNanoseconds - 2 * margin
        let sliceCount = events.reduce(0) { Self.isSlice($1) ? $0 + 1 : $0 }
        var slot = 0
        for event in events {
            if Self.isSlice(event) {
                let from = frameStart + margin + inner * slot / sliceCount
                let to = frameStart + margin + inner * (slot + 1) / sliceCount
                slot += 1
                slice(event, from: from, to: to)
                let middle = from + (to - from) / 2
                flows(to: event, at: middle)
                slices[event.id] = (middle, event.kind.name)
            } else {
                passCauses(of: event)
            }
            switch event.kind {
            case .diagnostic(let diagnostic):
                instant(diagnostic, event: event, at: frameStart + margin)
            case .animation(let node, let attribute, let phase):
                animation(event, node: node, attribute: attribute, phase: phase, frame: frame)
            case .task(let task, let phase):
                self.task(event, task: task, phase: phase, frame: frame)
            default:
                break
            }
        }
    }

    private mutating func slice(_ event: TraceEvent, from: Int, to: Int) {
        let node = event.node.map(\.description) ?? "?"
        let category = event.kind.name.chromeCategory
        let name: String
        var reasons: [String] = []
        switch event.kind {
        case .bodyEvaluated(let ref, let changeReasons):
            name = ref.label == "TimelineView" ? "\(node) content" : "\(node) body"
            reasons = changeReasons.map(\.token)
        case .bodySkipped(_, let reason):
            name = "\(node) skipped"
            reasons = [TraceText.skipText(reason)]
        case .actionRun(let ref, let label, _):
            name = TraceText.actionName(label, ref)
        case .canvasDrawn(_, let causes, _):
            name = "\(node) draws"
            reasons = causes.map(\.description)
        default:
            // A write, a script step, an animation's start, a task's phase…: its trace line.
            name = TraceText.line(for: event)
        }
        begin("X", name: name, category: category, thread: Self.framesThread, at: from)
        writer.key("dur")
        writer.raw(Self.microseconds(to - from))
        writer.key("args")
        writer.beginObject()
        writer.key("event")
        writer.integer(event.id)
        writer.key("pass")
        writer.integer(event.pass)
        writer.key("reasons")
        writer.beginArray()
        for reason in reasons { writer.string(reason) }
        writer.endArray()
        writer.key("causes")
        writer.beginArray()
        for cause in event.causes { writer.integer(cause) }
        writer.endArray()
        writer.key("text")
        writer.string(TraceText.line(for: event))
        writer.endObject()
        writer.endObject()
    }

    /// The nearest events drawn as slices among `event`'s causes (and theirs, through
    /// the events that are not drawn), each once, in the order of its causes.
    private func drawnSources(of event: TraceEvent) -> [EventID] {
        var sources: [EventID] = []
        for cause in event.causes where cause != event.id {
            if slices[cause] != nil {
                if !sources.contains(cause) { sources.append(cause) }
            } else if let through = drawnCauses[cause] {
                for source in through where !sources.contains(source) { sources.append(source) }
            }
        }
        return sources
    }

    /// Keeps, for an event without a slice, where an arrow through it starts.
    private mutating func passCauses(of event: TraceEvent) {
        guard !event.causes.isEmpty else { return }
        let sources = drawnSources(of: event)
        if !sources.isEmpty { drawnCauses[event.id] = sources }
    }

    /// A flow arrow from each slice that caused `event` to `event`'s slice (whose middle
    /// is at `middle`): a flow start (`s`) in the middle of the cause's slice and a flow
    /// end (`f`, bound to the slice around it: `bp` `e`) in the middle of the effect's,
    /// both on the frames thread, named after the two kinds (`stateWrite → bodyEvaluated`),
    /// with an id made of the two events' ids (``flowID(cause:effect:)``).
    private mutating func flows(to event: TraceEvent, at middle: Int) {
        for source in drawnSources(of: event) {
            // A cause is an earlier event, so its slice is earlier: a flow runs forwards.
            guard let cause = slices[source], cause.middle < middle else { continue }
            let name = "\(cause.kind.jsonName) → \(event.kind.name.jsonName)"
            let id = Self.flowID(cause: source, effect: event.id)
            flowEvent("s", name: name, id: id, at: cause.middle)
            flowEvent("f", name: name, id: id, at: middle)
        }
    }

    /// A flow's id: the cause's event id and the effect's, as one hexadecimal number
    /// (the effect's in the low 32 bits) in a string, the way Chrome writes ids:
    /// event 5 causing event 42 is `"0x50000002a"`. Unique for each pair of events, and
    /// the same on every run.
    static func flowID(cause: EventID, effect: EventID) -> String {
        let low = String(effect, radix: 16)
        return "0x" + String(cause, radix: 16) + String(repeating: "0", count: max(0, 8 - low.count)) + low
    }

    private mutating func flowEvent(_ phase: String, name: String, id: String, at ns: Int) {
        begin(phase, name: name, category: "cause", thread: Self.framesThread, at: ns)
        writer.key("id")
        writer.string(id)
        if phase == "f" {
            writer.key("bp")
            writer.string("e")
        }
        writer.endObject()
    }

    private mutating func instant(_ diagnostic: Diagnostic, event: TraceEvent?, at ns: Int) {
        begin(
            "i", name: "\(TraceGlyph.diagnostic.symbol) \(diagnostic.kind.rawValue)",
            category: TraceEventKind.diagnostic.chromeCategory, thread: Self.framesThread, at: ns)
        writer.key("s")
        writer.string("t")
        writer.key("args")
        writer.beginObject()
        writer.key("message")
        writer.string(diagnostic.message)
        writer.key("event")
        writer.integer(event?.id)
        writer.key("node")
        writer.string(diagnostic.node?.description)
        writer.key("cycle")
        writer.beginArray()
        for hop in diagnostic.cycle { writer.string(hop.description) }
        writer.endArray()
        writer.key("hint")
        writer.string(diagnostic.hint)
        writer.endObject()
        writer.endObject()
    }

    private mutating func asyncEvent(_ phase: String, index: Int, id: Int, at ns: Int, args: [(String, String)] = []) {
        begin(
            phase, name: animations[index].name, category: TraceEventKind.animation.chromeCategory,
            thread: Self.framesThread, at: ns)
        writer.key("id")
        writer.integer(id)
        if !args.isEmpty {
            writer.key("args")
            writer.beginObject()
            for (key, value) in args {
                writer.key(key)
                writer.string(value)
            }
            writer.endObject()
        }
        writer.endObject()
    }

    private mutating func animation(
        _ event: TraceEvent, node: NodeRef, attribute: String, phase: AnimationPhase, frame: FrameRecord
    ) {
        let key = "\(node.id) \(attribute)"
        let (index, isNew) = animationOrder.position(of: key)
        if isNew { animations.append(("\(node) \(attribute)", nil)) }
        let frameStart = start(of: frame.index)
        let text = TraceText.line(for: event)
        switch phase {
        case .started(_, let from, _, _):
            if animations[index].open == nil {
                animations[index].open = nextAsyncID
                asyncEvent("b", index: index, id: nextAsyncID, at: frameStart, args: [("text", text)])
                nextAsyncID += 1
            } else if let id = animations[index].open {
                asyncEvent("n", index: index, id: id, at: frameStart, args: [("text", text)])
            }
            counter(index, from, attribute: attribute, at: frameStart)
        case .merged, .combined, .logicallyComplete, .changedWithoutAnimation, .movedWithoutAnimation,
            .swappedWithoutTransition, .velocity:
            if let id = animations[index].open {
                asyncEvent("n", index: index, id: id, at: frameStart, args: [("text", text)])
            }
        case .frame(let sample):
            counter(index, sample.presentation, attribute: attribute, at: frameStart)
        case .finished:
            if let id = animations[index].open {
                asyncEvent("e", index: index, id: id, at: start(of: frame.index + 1), args: [("text", text)])
                animations[index].open = nil
            }
        }
    }

    private mutating func taskEvent(_ phase: String, name: String, id: Int, at ns: Int, args: [(String, String)]) {
        begin(phase, name: name, category: TraceEventKind.task.chromeCategory, thread: Self.framesThread, at: ns)
        writer.key("id")
        writer.integer(id)
        writer.key("args")
        writer.beginObject()
        for (key, value) in args {
            writer.key(key)
            writer.string(value)
        }
        writer.endObject()
        writer.endObject()
    }

    /// A task's slice: opened by its first event in the trace (its start, unless
    /// the frame was dropped), marked when it sleeps, wakes or is cancelled, closed
    /// at the end of the frame it ended in.
    private mutating func task(_ event: TraceEvent, task: TaskRef, phase: TaskPhase, frame: FrameRecord) {
        let index: Int
        if let known = taskIndex[task.id] {
            index = known
        } else {
            index = tasks.count
            taskIndex[task.id] = index
            tasks.append((task.description, nil))
        }
        let frameStart = start(of: frame.index)
        let text = TraceText.line(for: event)
        let id: Int
        if let open = tasks[index].open {
            id = open
        } else {
            id = nextAsyncID
            nextAsyncID += 1
            tasks[index].open = id
            taskEvent(
                "b", name: tasks[index].name, id: id, at: frameStart,
                args: [
                    ("task", String(task.id)), ("label", task.label), ("view", task.node.description), ("text", text),
                ])
            if case .started = phase { return }
        }
        switch phase {
        case .started, .suspended, .resumed, .cancelled:
            taskEvent("n", name: tasks[index].name, id: id, at: frameStart, args: [("text", text)])
        case .finished, .threw:
            taskEvent("e", name: tasks[index].name, id: id, at: start(of: frame.index + 1), args: [("text", text)])
            tasks[index].open = nil
        }
    }

    /// A counter sample of the value an animated attribute presents (its finite
    /// numbers): one `C` event with an argument per number, named by
    /// ``TraceValue/numberNames(attribute:)`` (`value`; a color's `red` … `opacity`),
    /// which Perfetto shows as a track per argument (`Heart #2 foreground red`).
    private mutating func counter(_ index: Int, _ value: TraceValue, attribute: String, at ns: Int) {
        let numbers = value.numbers
        guard !numbers.isEmpty, numbers.allSatisfy(\.isFinite) else { return }
        begin("C", name: animations[index].name, category: "value", thread: Self.framesThread, at: ns)
        writer.key("args")
        writer.beginObject()
        for (name, number) in zip(value.numberNames(attribute: attribute), numbers) {
            writer.key(name)
            writer.number(number)
        }
        writer.endObject()
        writer.endObject()
    }
}
