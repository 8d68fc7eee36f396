// Renders the trace as text: each frame as a tree of causes and effects, so that
// every body evaluation sits under what caused it (the tree is `CauseTree`'s). The
// same rendering is used by the CLI, the README and the golden tests.
// Simplifies: an event with several causes is shown under the most recent one and
// names the others.

/// What the text rendering of a trace includes.
public struct TraceTextOptions: Sendable {
    /// Show every inserted primitive (Text, modifiers…), not just views with bodies.
    public var showAllInsertions = false
    /// Show attribute changes of built-in views and modifiers.
    public var showAttributeChanges = true
    /// Fold each run of three or more alike frames (same events, only values
    /// such as an animation's samples differ) into its first frame, a line
    /// `… 41 frames like it (frames 12–52, …): <the values that moved>`, and its
    /// last frame. Off by default: the unfolded text lists every frame.
    public var foldsRepeatedFrames = false
    /// The columns a line may take: longer lines wrap with a hanging indent
    /// that keeps the tree's guides (see ``TextTree/render(width:)``). `nil`,
    /// the default, never wraps: one event a line, for files, diff and grep.
    public var width: Int?
    /// List a diagnostic's cycle and hint under it. `viewsim run` turns this off
    /// and prints them flat, one hop a line, with the step's summary; the tree
    /// then says where to find them.
    public var showsDiagnosticDetails = true

    public init(
        showAllInsertions: Bool = false, showAttributeChanges: Bool = true, foldsRepeatedFrames: Bool = false,
        width: Int? = nil, showsDiagnosticDetails: Bool = true
    ) {
        self.showAllInsertions = showAllInsertions
        self.showAttributeChanges = showAttributeChanges
        self.foldsRepeatedFrames = foldsRepeatedFrames
        self.width = width
        self.showsDiagnosticDetails = showsDiagnosticDetails
    }
}

extension Trace {
    /// The whole trace, or one step, as text.
    ///
    /// ```text
    /// step 1 · tap the heart
    /// └─ frame 1 · t=0.0167s
    ///    └─ ▶ tap "heart"
    ///       └─ ▷ onTapGesture #4 action
    ///          └─ ✎ Heart._isOn: false → true
    ///             └─ ● Heart #2 body: _isOn changed.
    /// ```
    ///
    /// When the recording policy dropped frames, the text starts with a line
    /// saying how many and why, followed by the diagnostics they held:
    ///
    /// ```text
    /// … 35400 earlier frames (6016200 events) not kept: recording is .lastFrames(600), which keeps the last 600 frames in which something happened
    /// ```
    public func text(step: Int? = nil, options: TraceTextOptions = TraceTextOptions()) -> String {
        let header = droppedFramesTree().map { $0.render(width: options.width) } ?? ""
        return header + textTrees(step: step, options: options).map { $0.render(width: options.width) }.joined()
    }

    /// The line that says which frames the recording policy did not keep, with
    /// their diagnostics; nil when every frame was kept.
    public func droppedFramesTree() -> TextTree? {
        guard dropped.frames > 0 else { return nil }
        let frames = "\(dropped.frames) \(frames.isEmpty ? "" : "earlier ")frame\(dropped.frames == 1 ? "" : "s")"
        let events = "\(dropped.events) event\(dropped.events == 1 ? "" : "s")"
        let why: String
        switch recording {
        case .lastFrames(let count):
            why =
                "recording is \(recording), which keeps the last \(count) frame\(count == 1 ? "" : "s") in which something happened"
        case .off:
            why = "recording is .off, which keeps only counts and diagnostics"
        case .all:
            why = "recording is .all"
        }
        var details = dropped.diagnostics.map {
            TextTree("\(TraceGlyph.diagnostic.symbol) frame \($0.frame): \($0.diagnostic.message)")
        }
        if dropped.diagnosticsBeyondLimit > 0 {
            details.append(TextTree("… and \(dropped.diagnosticsBeyondLimit) more diagnostics, counted only"))
        }
        return TextTree("… \(frames) (\(events)) not kept: \(why)", details)
    }

    /// The trace as one tree per step.
    public func textTrees(step: Int? = nil, options: TraceTextOptions = TraceTextOptions()) -> [TextTree] {
        steps.filter { step == nil || $0.index == step }.map { record in
            let records = self.frames(inStep: record.index)
            let frames =
                options.foldsRepeatedFrames
                ? FrameFolding.trees(of: records, options: options, in: self)
                : records.map { textTree(frame: $0, options: options) }
            return TextTree(
                "step \(record.index) · \(record.title)", frames.isEmpty ? [TextTree(emptyStepLine(record))] : frames)
        }
    }

    /// What a step without kept frames says: nothing happened, or its frames
    /// were not kept (it ran before the first kept frame).
    private func emptyStepLine(_ step: StepRecord) -> String {
        if dropped.frames > 0, let range = step.frames, range.lowerBound < (frames.first?.index ?? Int.max) {
            return "(its frames were not kept)"
        }
        return "(nothing happened)"
    }

    /// One frame as a tree of causes and effects.
    public func textTree(frame: FrameRecord, options: TraceTextOptions = TraceTextOptions()) -> TextTree {
        textTree(frame: frame, options: options, style: .full)
    }

    /// One frame as a tree of causes and effects, showing what `style` asks for
    /// (a step summary shows less than the full trace).
    package func textTree(frame: FrameRecord, options: TraceTextOptions, style: FrameTextStyle) -> TextTree {
        // Events hidden by the options or the style pass their place in the tree to their effects.
        let tree = CauseTree(
            events: frame.events, including: { TraceText.isShown($0, options: options) && style.shows($0) })
        // A run of skipped siblings, when the style groups them, is one item.
        enum Item {
            case event(Int, parentPass: Int)
            case skips([TraceEvent], parentPass: Int)
        }
        func items(_ effects: [Int], parentPass: Int) -> [Item] {
            guard style.groupsSkips else { return effects.map { .event($0, parentPass: parentPass) } }
            var result: [Item] = []
            var run: [Int] = []
            func flush() {
                if run.count == 1 {
                    result.append(.event(run[0], parentPass: parentPass))
                } else if !run.isEmpty {
                    result.append(.skips(run.map { tree.events[$0] }, parentPass: parentPass))
                }
                run = []
            }
            for effect in effects {
                let event = tree.events[effect]
                if event.isSkip, tree.children[effect].isEmpty, !style.keepsSkip(event) {
                    run.append(effect)
                } else {
                    flush()
                    result.append(.event(effect, parentPass: parentPass))
                }
            }
            flush()
            return result
        }
        // One event: its line, its details, then its effects (built without recursion).
        func node(_ item: Item) -> (line: String, leading: [TextTree], children: [Item]) {
            switch item {
            case .skips(let skips, let parentPass):
                let names = skips.compactMap(\.node).map(\.description).joined(separator: ", ")
                let pass = skips[0].pass != parentPass ? "  [pass \(skips[0].pass)]" : ""
                return (
                    "\(TraceGlyph.bodySkipped.symbol) \(skips.count) skipped, their values or inputs unchanged: \(names)\(pass)",
                    [], []
                )
            case .event(let position, let parentPass):
                let event = tree.events[position]
                var line = TraceText.line(for: event) + (style.annotation(event) ?? "")
                if event.pass != parentPass { line += "  [pass \(event.pass)]" }
                let others = tree.otherCauses(of: position)
                var detail = TraceText.details(for: event).filter { style.showsDetail(event, $0.line) }
                if !options.showsDiagnosticDetails, case .diagnostic(let diagnostic) = event.kind, !detail.isEmpty {
                    let cycle =
                        diagnostic.cycle.isEmpty
                        ? "how to fix it" : "its cycle (\(diagnostic.cycle.count) hops) and how to fix it"
                    detail = [TextTree("\(cycle): under What happened, above")]
                }
                if !others.isEmpty {
                    detail.append(TextTree("also caused by \(others.map(TraceText.cycleStep).joined(separator: "; "))"))
                }
                return (line, detail, items(tree.children[position], parentPass: event.pass))
            }
        }
        let passes = frame.passes > 1 ? " · \(frame.passes) passes" : ""
        return TextTree(
            "frame \(frame.index) · t=\(ValueFormatter.number(frame.time))s\(passes)",
            TextTree.build(items(tree.roots, parentPass: 1), node))
    }

    /// A few lines that summarise a step: what ran, what was skipped, what went wrong.
    ///
    /// The content runs of a node viewsim adds itself (`NodeRef.isInternal`, a
    /// KeyframeAnimator's per-frame clock) are left out of the counts and lists
    /// and summed up in one line per step, with the animator they drive. Control
    /// characters in names and messages show as their pictures (`␛`, `<U+009B>`).
    public func summary(step: Int) -> [String] {
        let frames = self.frames(inStep: step)
        let events = frames.flatMap(\.events)
        var lines: [String] = []
        let all = bodyEvaluations(inStep: step)
        let evaluations = all.filter { !$0.node.isInternal }
        if evaluations.isEmpty {
            lines.append("No body ran.")
        } else {
            var counts: [(String, Int)] = []
            for evaluation in evaluations {
                if let index = counts.firstIndex(where: { $0.0 == evaluation.node.label }) {
                    counts[index].1 += 1
                } else {
                    counts.append((evaluation.node.label, 1))
                }
            }
            let list = counts.map { $0.1 == 1 ? $0.0 : "\($0.0) ×\($0.1)" }.joined(separator: ", ")
            lines.append(
                "\(evaluations.count) body evaluation\(evaluations.count == 1 ? "" : "s") in \(frames.count) frame\(frames.count == 1 ? "" : "s"): \(list)"
            )
        }
        if let clocks = Self.internalClockLine(all) { lines.append(clocks) }
        let skips = bodySkips(inStep: step)
        if !skips.isEmpty {
            var names: [String] = []
            for skip in skips where !names.contains(skip.node.label) { names.append(skip.node.label) }
            lines.append("\(skips.count) skipped (value unchanged): \(names.joined(separator: ", "))")
        }
        let draws = canvasDraws(inStep: step)
        if !draws.isEmpty {
            var counts: [(String, Int)] = []
            for draw in draws {
                let name = draw.node.description
                if let index = counts.firstIndex(where: { $0.0 == name }) {
                    counts[index].1 += 1
                } else {
                    counts.append((name, 1))
                }
            }
            let list = counts.map { $0.1 == 1 ? $0.0 : "\($0.0) ×\($0.1)" }.joined(separator: ", ")
            lines.append("\(draws.count) canvas draw\(draws.count == 1 ? "" : "s"): \(list)")
        }
        let writes = events.filter { [.stateWrite, .objectWillChange, .observationChange].contains($0.kind.name) }.count
        let actions = events.filter { $0.kind.name == .actionRun }.count
        if writes + actions > 0 {
            lines.append(
                "\(writes) change\(writes == 1 ? "" : "s") to state or models, \(actions) action\(actions == 1 ? "" : "s") run"
            )
        }
        for diagnostic in diagnostics(inStep: step) {
            lines.append("\(TraceGlyph.diagnostic.symbol) \(diagnostic.message)")
        }
        return lines.map { ControlPictures.shown($0) }
    }

    /// "On its internal clock, KeyframeAnimator<Value, …> #7 ran its content 122 times
    /// in 121 frames (viewsim's model: …)", owners in the order their clocks first
    /// ran; nil when no internal clock ran.
    static func internalClockLine(_ evaluations: [BodyEvaluation]) -> String? {
        var owners: [(owner: NodeRef, runs: Int, frames: [Int])] = []
        for evaluation in evaluations {
            guard let owner = evaluation.node.internalClockOwner else { continue }
            if let index = owners.firstIndex(where: { $0.owner.id == owner.id }) {
                owners[index].runs += 1
                if owners[index].frames.last != evaluation.frame { owners[index].frames.append(evaluation.frame) }
            } else {
                owners.append((owner, 1, [evaluation.frame]))
            }
        }
        guard !owners.isEmpty else { return nil }
        let runs = owners.enumerated().map { offset, entry in
            "\(entry.owner) ran \(offset == 0 ? "its content " : "")\(entry.runs == 1 ? "once" : "\(entry.runs) times")"
                + (entry.frames.count > 1 ? " in \(entry.frames.count) frames" : "")
        }
        return "On \(owners.count == 1 ? "its internal clock" : "their internal clocks"), "
            + runs.joined(separator: ", ")
            + " (viewsim's model: KeyframeAnimator is driven by an internal per-frame clock; SwiftUI does not document how it is driven)"
    }
}

/// How each trace event reads in text.
package enum TraceText {
    package static func isShown(_ event: TraceEvent, options: TraceTextOptions) -> Bool {
        switch event.kind {
        case .inserted(_, _, _, let hasBody):
            return hasBody || options.showAllInsertions
        case .attributeChanged:
            return options.showAttributeChanges
        default:
            return true
        }
    }

    /// The one-line description of an event; control characters in the names and
    /// labels it holds show as their pictures (``ControlPictures``), values' as well.
    package static func line(for event: TraceEvent) -> String {
        ControlPictures.shown(rawLine(for: event))
    }

    /// The one-line description of an event, with names and labels as given.
    private static func rawLine(for event: TraceEvent) -> String {
        event.glyph.symbol + " " + rawText(for: event)
    }

    /// The line's words after its glyph (the glyph is the vocabulary's: ``TraceEvent/glyph``).
    private static func rawText(for event: TraceEvent) -> String {
        switch event.kind {
        case .script(let label):
            return label
        case .timelineEntry(let node, let previous, let entry):
            return "\(node) reaches entry \(entry)" + (previous.map { " (was \($0))" } ?? "")
        case .stateWrite(let node, let property, let old, let new, let invalidates):
            return TraceValue.change(from: old, to: new, name: property)
                + (invalidates ? "" : "  (never read, so nothing is invalidated)") + " · \(node)"
        case .stateWriteIgnored(_, let property, let value):
            return "\(property) = \(value): equal to the current value, ignored"
        case .stateWriteDropped(_, let property, let during):
            return "\(property) write dropped: written while \(during.label).body ran"
        case .objectWillChange(let object, let property, let old, let new):
            if let property, let old, let new {
                return TraceValue.change(from: old, to: new, name: "\(object).\(property)") + "  (objectWillChange)"
            }
            return "\(object).objectWillChange.send()"
        case .observationChange(let node, let change):
            if !change.properties.isEmpty { return "\(change)  (Observation; \(node) read it)" }
            if change.object != nil { return "Observation, read by \(node): \(change)" }
            return "Observation: a property that \(node) read has changed"
        case .environmentChange(let node, let property, let old, let new):
            return "environment \(property) of \(node): " + TraceValue.change(from: old, to: new, name: "")
        case .bodyEvaluated(let node, let reasons):
            if node.label == "TimelineView" {
                // Not a body, so not a `_printChanges` line: say what moved it.
                return "\(node) content runs: \(timelineReasons(reasons))"
            }
            return "\(node) body: "
                + ChangeReason.printChangesLine(typeName: node.label, reasons: reasons)
                .dropFirst(node.label.count + 2)
        case .bodySkipped(let node, let reason):
            return "\(node) skipped: \(skipText(reason))"
        case .inserted(let node, _, let key, _):
            return "\(node) inserted" + (key.isEmpty || key == "single" ? "" : " \(key)")
        case .removed(let node, _, let count, let droppedState):
            return "\(node) removed" + (count > 1 ? " with \(count - 1) descendant\(count == 2 ? "" : "s")" : "")
                + (droppedState ? "; its state is dropped" : "")
        case .attributeChanged(let node, let name, let old, let new):
            return "\(node) " + TraceValue.change(from: old, to: new, name: name)
        case .valueChanged(let node, _, let old, let new):
            return "\(node) sees a new value: " + TraceValue.change(from: old, to: new, name: "")
        case .actionRun(let node, let label, let dispatch):
            // Only the second run in a frame says so: the first is the ordinary case, and lessons
            // before the one about the cap would otherwise repeat "1 of at most 2" on every line.
            return "\(actionName(label, node)) runs"
                + (dispatch.map {
                    $0 >= 2 ? " (its \($0 == 2 ? "2nd" : "\($0)th") run this frame; viewsim's model allows 2)" : ""
                } ?? "")
        case .actionSuppressed(let node, let label, let dispatch):
            return
                "\(actionName(label, node)) suppressed: it would be run \(dispatch) times this frame; viewsim's model allows 2, after OpenSwiftUI's UpdateCycleDetector"
        case .diagnostic(let diagnostic):
            return diagnostic.message
        case .printChanges(let line):
            return "_printChanges: \(line)"
        case .transaction(let node, let change):
            return "\(node): \(change)"
        case .animation(let node, let attribute, let phase):
            switch phase {
            case .started(let animation, let from, let to, let origin):
                return "\(node) \(attribute): \(from) → \(to) animates with \(animation)"
                    + (origin.map { ", from \($0)" } ?? "")
            case .merged(let animation, let previous, let to, let origin):
                return
                    "\(node) \(attribute) retargets to \(to): \(animation) merges with the running \(previous), keeping its value and velocity"
                    + (origin.map { " (\($0))" } ?? "")
            case .combined(let animation, let running, let to, let origin):
                return
                    "\(node) \(attribute) retargets to \(to): \(animation) runs along with \(running - 1) running animation\(running == 2 ? "" : "s"), blending from their current value"
                    + (origin.map { " (\($0))" } ?? "")
            case .frame(let sample):
                let presentation = sample.presentation
                let model = sample.model
                return "\(node) \(attribute) = \(presentation)" + (presentation == model ? "" : "  (model \(model))")
            case .logicallyComplete(let generation):
                return "\(node) \(attribute): animation #\(generation) is logically complete"
            case .finished:
                return "\(node) \(attribute): animation finished; the model value shows"
            case .changedWithoutAnimation(let from, let to, let ended?):
                return "\(node) \(attribute): \(from) → \(to), no animation: \(ended)"
            case .movedWithoutAnimation(let from, let to, let reason):
                return "\(node) \(attribute): \(from) → \(to) moved without animation: \(reason)"
            case .swappedWithoutTransition(let from, let to, let reason):
                return "\(node) \(attribute): \(from) → \(to) shows at once, no content transition: \(reason)"
            case .velocity(let handOff):
                return "\(node) \(attribute): \(handOff)"
            case .changedWithoutAnimation(let from, let to, nil):
                return
                    "\(node) \(attribute): \(from) → \(to) without an animation while one runs: the value jumps by the change and the running animation goes on"
            }
        case .completion(let criteria, let reason):
            return "withAnimation completion (\(criteria)) is due: \(reason)"
        case .canvasDrawn(let node, let causes, let items):
            return
                "\(node) draws: \(causes.map(\.description).joined(separator: ", ")) (\(items) item\(items == 1 ? "" : "s"))"
        case .task(let task, let phase):
            return "\(task) " + taskText(phase)
        case .lazyRows(let node, let first, let last, let created, let returned, let left, let scrolled):
            return lazyRowsText(node, first, last, created, returned, left, scrolled)
        case .transition(let node, let name, let phase):
            return "\(node) " + transitionText(name, phase)
        case .gesture(let node, let gesture, let phase):
            return "\(node) \(gesture) " + phase.text
        case .preference(let node, let change):
            return "\(node) " + change.text
        }
    }

    /// What a transition event says after the view's name: `"transition .opacity: willAppear →
    /// identity, easeInOut(0.35) from withAnimation in tap "show""`.
    package static func transitionText(_ name: String, _ phase: TransitionEventPhase) -> String {
        // The origin is on the animation events the phase change causes, right below.
        func animated(_ animation: Animation, _ origin: AnimationOrigin?) -> String { "with \(animation)" }
        switch phase {
        case .inserting(let animation, let origin):
            return "transition \(name): willAppear → identity \(animated(animation, origin))"
        case .removing(let animation, let origin):
            return
                "transition \(name): identity → didDisappear \(animated(animation, origin)); drawn, without its body, until it ends"
        case .reinserted(let animation, let origin, let replacing):
            return
                "transition \(name): didDisappear → identity \(animated(animation, origin)): re-added while \(replacing) was transitioning out, from its presented values (viewsim's model: new state)"
        case .inserted:
            return "transition \(name) ended: at identity"
        case .removalCompleted(let frames, let reason):
            return "removal completed after \(frames) frame\(frames == 1 ? "" : "s")"
                + (reason.map { ": \($0)" } ?? ": its transition \(name) ended, the view left the tree")
        case .withoutAnimation(let removal, let because):
            return
                "\(removal ? "removed" : "inserted") without animation (its transition \(name) did not run): \(because)"
        }
    }

    /// What a lazy container's window says: `"LazyVStack #4 rows 6–67 in view: 22 created as they
    /// scrolled into view, 6 left the view (kept with their state)"`.
    package static func lazyRowsText(
        _ node: NodeRef, _ first: Int, _ last: Int, _ created: Int, _ returned: Int, _ left: Int, _ scrolled: Bool
    ) -> String {
        func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }
        var parts: [String] = []
        if created > 0 {
            parts.append(
                "\(rows(created)) created as \(created == 1 ? "it" : "they") "
                    + (scrolled ? "scrolled into view" : "came into view"))
        }
        if returned > 0 { parts.append("\(rows(returned)) back in view (state kept)") }
        if left > 0 { parts.append("\(rows(left)) left the view (kept with their state)") }
        let window =
            last < first ? "no rows in view" : first == last ? "row \(first) in view" : "rows \(first)–\(last) in view"
        return "\(node) \(window)" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }

    /// What a task event says after the task's name: `"starts: id changed "a" → "ab""`.
    package static func taskText(_ phase: TaskPhase) -> String {
        switch phase {
        case .started(.appeared): return "starts: the view appeared"
        case .started(.idChanged(let old, let new)): return "starts: id changed \(old) → \(new)"
        case .started(.code): return "starts"
        case .suspended(let until, let what) where until.isFinite:
            return "sleeps until \(ValueFormatter.number(until)) s (\(what))"
        case .suspended(_, let what): return "sleeps forever (\(what) past Simulation.maximumTime)"
        case .resumed(let at): return "wakes (due at \(ValueFormatter.number(at)) s)"
        case .cancelled(.disappeared): return "is cancelled: the view disappeared"
        case .cancelled(.idChanged(let old, let new)): return "is cancelled: id changed \(old) → \(new)"
        case .cancelled(.code): return "is cancelled: cancel() was called"
        case .finished: return "finishes"
        case .threw(let error): return "ends: threw \(error)"
        }
    }

    /// Extra lines under an event: changed fields, a loop's cycle, a hint.
    package static func details(for event: TraceEvent) -> [TextTree] {
        switch event.kind {
        case .bodyEvaluated(_, let reasons):
            var lines: [TextTree] = []
            for reason in reasons {
                switch reason {
                case .selfChanged(let fields):
                    for field in fields {
                        if let note = field.uncomparable {
                            lines.append(TextTree("@self: \(field.path) — \(note)"))
                        } else {
                            lines.append(
                                TextTree(
                                    "@self: "
                                        + TraceValue.change(
                                            from: field.old, to: field.new, name: field.path, separator: " ")))
                        }
                    }
                case .timelineEntry(let old, let new):
                    lines.append(TextTree("entry: \(old.map(\.description) ?? "none") → \(new)"))
                case .unknown(let note):
                    lines.append(TextTree("@unknown: \(note)"))
                default:
                    break
                }
            }
            return lines
        case .diagnostic(let diagnostic):
            var lines: [TextTree] = []
            if !diagnostic.cycle.isEmpty {
                lines.append(
                    TextTree(
                        "cycle:",
                        diagnostic.cycle.enumerated().map { TextTree("\($0.offset + 1). \($0.element.description)") }))
            }
            if let hint = diagnostic.hint { lines.append(TextTree("to fix: \(hint)")) }
            return lines
        default:
            return []
        }
    }

    /// "onTapGesture action of Image #4", or ".onChange(of: Date) #3 action" when
    /// the node's label already names the action.
    package static func actionName(_ label: String, _ node: NodeRef) -> String {
        if MainQueue.isMainQueueLabel(label) {  // a hop: "DispatchQueue.main.async from CountModifier #11"
            return node.id == 0 ? "\(label) from the \(node.label)" : "\(label) from \(node)"
        }
        if node.id == 0 { return "\(node.label) \(label)" }  // not a view's action: "withAnimation completion"
        return node.label.contains(label) ? "\(node) action" : "\(label) action of \(node)"
    }

    /// A timeline's content is not a body, so its reasons are not `_printChanges`
    /// tokens: "@self" (a new TimelineView value) and "new entry".
    static func timelineReasons(_ reasons: [ChangeReason]) -> String {
        reasons.map { reason -> String in
            if case .timelineEntry = reason { return "new entry" }
            return reason.token
        }.joined(separator: ", ")
    }

    package static func skipText(_ reason: SkipReason) -> String {
        switch reason {
        case .valueUnchanged(let comparison, let fields):
            if fields == 0 { return "its value cannot change (it has no stored inputs), so its body is not run" }
            return "its value is unchanged (\(fields) field\(fields == 1 ? "" : "s") compared \(comparison.rawValue))"
        case .inputsUnchanged(let inputs):
            let list = inputs.map(\.description).joined(separator: ", ")
            return
                "its inputs are unchanged (\(list): the same \(inputs.count == 1 ? inputs[0].kind == .binding ? "binding" : "object" : "bindings and objects")), so its body is not run"
        case .timelineEntryUnchanged(let entry):
            return "the timeline is still at entry \(entry)"
        }
    }

    /// How an animation's origin names the event that was running: a script
    /// step's label, an action, or the event's short description.
    package static func causeName(_ event: TraceEvent) -> String {
        switch event.kind {
        case .script(let label): return label
        case .actionRun(let node, let label, _): return actionName(label, node)
        default: return cycleStep(event)
        }
    }

    /// A short description of an event, for cycles and cross references.
    package static func cycleStep(_ event: TraceEvent) -> String {
        switch event.kind {
        case .actionRun(let node, let label, _): return "\(actionName(label, node)) runs"
        case .stateWrite(_, let property, let old, let new, _):
            return "it writes " + TraceValue.change(from: old, to: new, name: property)
        case .objectWillChange(let object, let property, _, _):
            return "\(object)\(property.map { ".\($0)" } ?? "") changes"
        case .bodyEvaluated(let node, let reasons):
            if node.label == "TimelineView" { return "\(node) content runs (\(timelineReasons(reasons)))" }
            return "\(node) body runs (\(reasons.map(\.token).joined(separator: ", ")))"
        case .valueChanged(let node, _, let old, let new):
            return "\(node) sees a new value: " + TraceValue.change(from: old, to: new, name: "")
        case .actionSuppressed(let node, let label, _):
            return "\(actionName(label, node)) would run a third time: suppressed"
        case .timelineEntry(let node, _, let entry): return "\(node) reaches entry \(entry)"
        default: return line(for: event)
        }
    }
}
