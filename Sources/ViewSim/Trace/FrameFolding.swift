// Folds runs of alike frames in the text trace, the way the cause → effect
// diagram folds an animation's per-frame events: frames whose events are the
// same in kind, node, attribute, pass and cause, and differ only in sampled
// values (an animation's presentation value, a timeline's date, a changed
// attribute), print as the first frame, one line for the frames between, and
// the last frame.
// Simplifies: frames compare whole (one different event ends a run), except that
// frames which only lack an attribute change fold between frames that have it;
// a frame with a diagnostic never folds; the fold line names at most
// `FrameFolding.maximumValuesNamed` values that moved, first → last.

/// How `Trace.text(options:)` folds runs of alike frames (see
/// ``TraceTextOptions/foldsRepeatedFrames``).
///
/// viewsim's model: two frames are alike when they belong to one step, took as
/// many update passes, and their events match one for one in kind, node,
/// attribute or property, pass and causes; only values may differ — an
/// animation's sampled value, a timeline's entry, a state write's old and new
/// value, a changed attribute or watched value, a changed field of `@self`.
/// Script steps, insertions, removals, actions, animation starts and ends and
/// diagnostics must match exactly (a frame with a diagnostic is never folded).
enum FrameFolding {
    /// The fewest alike frames in a row that fold: the first, one or more
    /// between, and the last.
    static let minimumRun = 3
    /// How many moving values the fold line names before "and N more".
    static let maximumValuesNamed = 3

    /// The text trees of `frames` (one step's, in order), with each run of at
    /// least `minimumRun` alike frames folded into its first frame, a line for
    /// the frames between, and its last frame.
    static func trees(of frames: [FrameRecord], options: TraceTextOptions, in trace: Trace) -> [TextTree] {
        let shapes = frames.map { Shape($0) }
        var trees: [TextTree] = []
        var start = 0
        // Each pass of the loop consumes at least one frame, so it runs at most
        // `frames.count` times.
        while start < frames.count {
            var end = start + 1
            if shapes[start].isFoldable {
                while end < frames.count, shapes[end].isFoldable, shapes[end].isAlike(shapes[start]) { end += 1 }
                // A run ends on a frame like its first: frames that only lack an
                // attribute change fold when they lie between such frames, not when
                // the attributes have stopped changing (that is news).
                while end - 1 > start, shapes[end - 1] != shapes[start] { end -= 1 }
            }
            if end - start >= minimumRun {
                trees.append(trace.textTree(frame: frames[start], options: options))
                trees.append(
                    TextTree(
                        foldLine(
                            between: Array(frames[(start + 1)..<(end - 1)]),
                            shapes: Array(shapes[(start + 1)..<(end - 1)]))))
                trees.append(trace.textTree(frame: frames[end - 1], options: options))
            } else {
                for index in start..<end { trees.append(trace.textTree(frame: frames[index], options: options)) }
            }
            start = end
        }
        return trees
    }

    /// "… 41 frames like it (frames 12–52, t=0.2–0.8667s): Heart #3 .scaleEffect 0.52 → 0.98; …"
    /// — the frames folded between a run's first and last, and the values that
    /// moved over them (first folded frame → last folded frame).
    static func foldLine(between frames: [FrameRecord], shapes: [Shape]) -> String {
        guard let first = frames.first, let last = frames.last,
            let firstShape = shapes.first, let lastShape = shapes.last
        else { return "…" }
        let count = frames.count
        let mixed = shapes.contains { $0 != firstShape }
        var line = "… \(count) frame\(count == 1 ? "" : "s") like \(mixed ? "these" : "it")"
        if first.index == last.index {
            line += " (frame \(first.index), t=\(ValueFormatter.number(first.time))s)"
        } else {
            line +=
                " (frames \(first.index)–\(last.index), t=\(ValueFormatter.number(first.time))–\(ValueFormatter.number(last.time))s)"
        }
        var moved: [String] = []
        var subjects: Set<String> = []
        // Each subject's first value in the first frame that has it, and in the last.
        let starts = shapes.flatMap { $0.values.compactMap { $0 } }
        func lastValue(of subject: String) -> Shape.Value? {
            for shape in shapes.reversed() {
                if let value = shape.values.first(where: { $0?.subject == subject }) { return value }
            }
            return nil
        }
        let pairs: [(Shape.Value?, Shape.Value?)] =
            mixed
            ? starts.map { ($0, lastValue(of: $0.subject)) }
            : Array(zip(firstShape.values, lastShape.values))
        for (from, to) in pairs {
            guard let from, let to, from.subject == to.subject, !subjects.contains(from.subject) else { continue }
            // A value that did not move over the folded frames is not news.
            let varies = shapes.contains { shape in
                shape.values.contains { $0?.subject == from.subject && $0?.value != from.value }
            }
            guard varies else { continue }
            subjects.insert(from.subject)
            moved.append(
                from.value == to.value
                    ? "\(from.subject) \(from.value) … \(to.value)" : "\(from.subject) \(from.value) → \(to.value)")
        }
        guard !moved.isEmpty else { return line }
        let named = moved.prefix(maximumValuesNamed).joined(separator: "; ")
        let more =
            moved.count > maximumValuesNamed
            ? "; and \(moved.count - maximumValuesNamed) more value\(moved.count - maximumValuesNamed == 1 ? "" : "s")"
            : ""
        return line + ": " + named + more
    }

    /// What a frame looks like with its values left out: the key its run is
    /// compared by, and the values that may differ within a run.
    struct Shape: Equatable {
        /// A value an event carries that may differ from frame to frame, with what
        /// it is the value of (`KeyframeAnimator<Value, …> #7 keyframes`).
        struct Value: Equatable {
            let subject: String
            let value: String
        }

        /// The step, passes and one key per event; equal keys mean alike frames.
        let key: [String]
        /// Whether the frame may fold at all (it has no diagnostic).
        let isFoldable: Bool
        /// For each event, its moving value, if it has one (compared by position).
        let values: [Value?]

        init(_ frame: FrameRecord) {
            let events = frame.events
            let base = events.first?.id ?? 0
            var key = ["step \(frame.step) · \(frame.passes) passes"]
            var values: [Value?] = []
            var foldable = true
            key.reserveCapacity(events.count + 1)
            values.reserveCapacity(events.count)
            for event in events {
                if event.kind.name == .diagnostic { foldable = false }
                // Causes relative to the frame's first event, so alike frames compare equal.
                let causes = event.causes.map { $0 >= base ? "\($0 - base)" : "before" }.joined(separator: ",")
                key.append("\(event.pass)|\(causes)|" + Self.kindKey(event))
                values.append(Self.movingValue(event))
            }
            self.key = key
            self.values = values
            isFoldable = foldable && !events.isEmpty
        }

        static func == (a: Shape, b: Shape) -> Bool { a.key == b.key }

        /// Whether the frames are alike but for which displayed attributes changed
        /// (a counter whose text changes in some frames and not in others): their
        /// keys without attribute changes are equal. viewsim's model, so that a
        /// value animating under a text that changes every few frames folds.
        func isAlike(_ other: Shape) -> Bool {
            self == other || (coreKey == other.coreKey && !coreKey.isEmpty)
        }

        /// The key without the entries of attribute changes.
        var coreKey: [String] { key.filter { !$0.contains("|attribute|") } }

        /// An event's kind with the values that may move left out; for kinds whose
        /// values must match for frames to be alike, its whole line.
        static func kindKey(_ event: TraceEvent) -> String {
            switch event.kind {
            case .script(let line) where TouchSampleText.parse(line) != nil:
                return "touch|" + (TouchSampleText.parse(line)?.subject ?? "")
            case .timelineEntry(let node, _, _):
                return "timeline|\(node.id)"
            case .stateWrite(let node, let property, _, _, let invalidates):
                return "write|\(node.id)|\(property)|\(invalidates)"
            case .environmentChange(let node, let property, _, _):
                return "environment|\(node.id)|\(property)"
            case .bodyEvaluated(let node, let reasons):
                let fields = reasons.map { reason -> String in
                    if case .selfChanged(let changes) = reason {
                        return "@self("
                            + changes.map { $0.path + ($0.uncomparable == nil ? "" : "?") }.joined(separator: ",") + ")"
                    }
                    return reason.token
                }
                return "body|\(node.id)|" + fields.joined(separator: ",")
            case .bodySkipped(let node, let reason):
                if case .timelineEntryUnchanged = reason { return "skip|\(node.id)|entry" }
                return "skip|\(node.id)|" + TraceText.skipText(reason)
            case .attributeChanged(let node, let name, _, _):
                return "attribute|\(node.id)|\(name)"
            case .valueChanged(let node, let label, _, _):
                return "value|\(node.id)|\(label)"
            case .animation(let node, let attribute, .frame):
                return "frame|\(node.id)|\(attribute)"
            case .canvasDrawn(let node, let causes, _):
                return "canvas|\(node.id)|" + causes.map(\.description).joined(separator: ",")
            default:
                return TraceText.line(for: event)
            }
        }

        /// The value an event carries that may move from frame to frame, if any.
        static func movingValue(_ event: TraceEvent) -> Value? {
            switch event.kind {
            case .script(let line):
                guard let touch = TouchSampleText.parse(line) else { return nil }
                return Value(subject: touch.subject, value: touch.points)
            case .animation(let node, let attribute, .frame(let sample)):
                return Value(subject: "\(node) \(attribute)", value: sample.presentation.description)
            case .attributeChanged(let node, let name, _, let new):
                return Value(subject: "\(node) \(name)", value: new.description)
            case .valueChanged(let node, let label, _, let new):
                return Value(subject: "\(node) \(label)", value: new.description)
            case .stateWrite(let node, let property, _, let new, _):
                return Value(subject: "\(property) of \(node)", value: new.description)
            case .environmentChange(let node, let property, _, let new):
                return Value(subject: "environment \(property) of \(node)", value: new.description)
            case .timelineEntry(let node, _, let entry):
                return Value(subject: "\(node) entry", value: entry.description)
            case .canvasDrawn(let node, _, let items):
                return Value(subject: "\(node) items", value: "\(items)")
            default:
                return nil
            }
        }
    }
}
