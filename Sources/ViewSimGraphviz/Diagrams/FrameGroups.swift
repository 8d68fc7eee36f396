// Merges the identical frames of a cause → effect diagram into one box with a
// count: a timeline that ticks five times the same way is drawn once, "×5".
// viewsim's model: two frames are identical when they draw the same events, in
// the same order, of the same kinds on the same nodes (same property, attribute,
// reasons), with the same causes, and the same number of update passes; frame
// index, time and the values that changed do not count. Simplifies: the box
// shows the first frame's values; the others are in the text trace.
// Lesson: lesson1 step 1, lesson9.
import ViewSim

/// The frames of a diagram in order, each group of identical frames drawn once.
///
/// ```swift
/// let groups = FrameGroups(frames: drawn, causes: { causes[$0] ?? [] })
/// for group in groups.groups { … group.events … group.frames }   // first frame's events
/// groups.representative(of: id)   // the event of the drawn frame standing for `id`
/// ```
struct FrameGroups {
    /// One box of the diagram: a frame, and the later frames identical to it.
    struct Group {
        /// The events drawn (those of the first frame), in trace order.
        let events: [TraceEvent]
        /// The passes of the first frame (the same in every frame of the group).
        let passes: Int
        /// Every frame of the group, first one first: index and time.
        var frames: [(index: Int, time: Double)]
    }

    /// The groups in the order of their first frames.
    private(set) var groups: [Group] = []
    /// For each event of a merged frame, the event that draws it (looked up only).
    private var representatives: [EventID: EventID] = [:]

    /// Groups `frames`, each given with the events it draws.
    ///
    /// - Parameters:
    ///   - frames: each frame's index, time, passes and drawn events, in order.
    ///   - causes: the drawn causes of a drawn event (folded causes already
    ///     replaced by their fold's first event).
    init(frames: [(index: Int, time: Double, passes: Int, events: [TraceEvent])], causes: (EventID) -> [EventID]) {
        var groupOfSignature: [String: Int] = [:]
        for frame in frames where !frame.events.isEmpty {
            let signature = self.signature(of: frame.events, passes: frame.passes, causes: causes)
            if let index = groupOfSignature[signature] {
                for (event, drawn) in zip(frame.events, groups[index].events) { representatives[event.id] = drawn.id }
                groups[index].frames.append((frame.index, frame.time))
            } else {
                groupOfSignature[signature] = groups.count
                groups.append(Group(events: frame.events, passes: frame.passes, frames: [(frame.index, frame.time)]))
            }
        }
    }

    /// The event that draws `event`: its counterpart in the first identical frame, or itself.
    func representative(of event: EventID) -> EventID { representatives[event] ?? event }

    /// What makes frames identical: each event's structural key and its causes,
    /// as places in the frame or as the drawn events outside it.
    private func signature(of events: [TraceEvent], passes: Int, causes: (EventID) -> [EventID]) -> String {
        var place: [EventID: Int] = [:]
        for (index, event) in events.enumerated() { place[event.id] = index }
        var parts = ["passes \(passes)"]
        for event in events {
            let drawnCauses = causes(event.id).map { cause in
                place[cause].map { "@\($0)" } ?? "e\(representative(of: cause))"
            }
            parts.append(Self.structuralKey(event) + " ← " + drawnCauses.joined(separator: ","))
        }
        return parts.joined(separator: "\n")
    }

    /// An event without its values: kind, node, and the names that say what
    /// changed. Kinds whose words carry more than values (diagnostics, transactions,
    /// animation starts) keep their whole text line.
    static func structuralKey(_ event: TraceEvent) -> String {
        switch event.kind {
        case .script(let text): return "script|\(text)"
        case .timelineEntry(let node, _, _): return "entry|\(node.id)"
        case .stateWrite(let node, let property, _, _, let invalidates):
            return "write|\(node.id)|\(property)|\(invalidates)"
        case .stateWriteIgnored(let node, let property, _): return "ignored|\(node.id)|\(property)"
        case .stateWriteDropped(let node, let property, let during):
            return "dropped|\(node.id)|\(property)|\(during.id)"
        case .objectWillChange(let object, let property, _, _): return "object|\(object)|\(property ?? "")"
        case .observationChange(let node, _): return "observation|\(node.id)"
        case .environmentChange(let node, let property, _, _): return "environment|\(node.id)|\(property)"
        case .bodyEvaluated(let node, let reasons):
            return "body|\(node.id)|\(reasons.map(\.token).joined(separator: ","))"
        case .bodySkipped(let node, let reason):
            if case .timelineEntryUnchanged = reason { return "skip|\(node.id)|entry" }
            return "skip|\(node.id)|\(FrameActivity.skipText(reason))"
        case .inserted(let node, let parent, let key, let hasBody):
            return "inserted|\(node.id)|\(parent?.id ?? -1)|\(key)|\(hasBody)"
        case .removed(let node, let parent, let count, let droppedState):
            return "removed|\(node.id)|\(parent?.id ?? -1)|\(count)|\(droppedState)"
        case .attributeChanged(let node, let name, _, _): return "attribute|\(node.id)|\(name)"
        case .valueChanged(let node, let label, _, _): return "value|\(node.id)|\(label)"
        case .actionRun(let node, let label, let dispatch): return "action|\(node.id)|\(label)|\(dispatch ?? -1)"
        case .actionSuppressed(let node, let label, let dispatch): return "suppressed|\(node.id)|\(label)|\(dispatch)"
        case .animation(let node, let attribute, .frame): return "frame|\(node.id)|\(attribute)"
        case .canvasDrawn(let node, let causes, _): return "canvas|\(node.id)|\(causes.count)"
        case .task, .lazyRows, .transition, .gesture, .preference: return "text|" + TraceText.line(for: event)
        case .diagnostic, .printChanges, .transaction, .animation, .completion:
            return "text|" + TraceText.line(for: event)
        }
    }

    /// The box label of a group: `frame 12 · t=0.2s`, or for identical frames
    /// `frames 12, 24, 36 (×3, the same events; drawn: frame 12 · t=0.2s)`;
    /// consecutive frames read as a range (`frames 2–121`).
    static func label(of group: Group) -> String {
        let passes = group.passes > 1 ? " · \(group.passes) update passes" : ""
        guard let first = group.frames.first else { return "" }
        let drawn = "frame \(first.index) · t=\(ValueFormatter.number(first.time))s\(passes)"
        guard group.frames.count > 1 else { return drawn }
        // Runs of consecutive frames as ranges: `2–121`, `12, 24, 36`.
        var runs: [(first: Int, last: Int)] = []
        for frame in group.frames {
            if let last = runs.last, last.last + 1 == frame.index {
                runs[runs.count - 1].last = frame.index
            } else {
                runs.append((frame.index, frame.index))
            }
        }
        let parts = runs.map { $0.first == $0.last ? "\($0.first)" : "\($0.first)–\($0.last)" }
        let list =
            parts.count <= 6
            ? parts.joined(separator: ", ")
            : parts.prefix(4).joined(separator: ", ") + ", … " + (parts.last ?? "")
        return "frames \(list) (×\(group.frames.count), the same events; drawn: \(drawn))"
    }
}
