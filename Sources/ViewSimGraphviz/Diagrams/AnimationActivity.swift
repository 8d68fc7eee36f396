// What the marked frames did to one animated value of one node: the animations
// that started, merged or combined on it, the presented values frame by frame
// (first and last kept), completions and jumps. Simplifies: the per-frame values
// are folded to a count. Lesson: lesson3, lesson10, lesson12 view-graph diagrams.
import ViewSim

/// The animation activity of one attribute of one node, folded for display.
struct AnimationActivity: Equatable {
    /// One animation that started on the value, or took over (merged) or joined
    /// (combined) the running one.
    struct Change: Equatable {
        /// `started`, `merged` or `combined`.
        let kind: String
        /// The animation as written in code: `easeInOut(duration: 0.35)`.
        let animation: String
        /// The value it started from (only for `started`).
        let from: String?
        /// The model value it heads for.
        let to: String
        /// Where the animation came from: `withAnimation in tap "heart"`.
        let origin: AnimationOrigin?
        /// The trace event that recorded it.
        let event: EventID
    }

    /// What animates: `"trim(to:)"`, `"opacity"`, `"animatableData"`.
    let attribute: String
    var changes: [Change] = []
    /// The presented value in the first and last frame sampled, and how many frames.
    var firstPresented: String?
    var lastPresented: String?
    var lastModel: String?
    var frames = 0
    var logicallyComplete = 0
    var finished = 0
    /// Changes made without an animation while one ran: the value jumped.
    var jumps: [(from: String, to: String)] = []

    nonisolated static func == (lhs: AnimationActivity, rhs: AnimationActivity) -> Bool {
        lhs.attribute == rhs.attribute && lhs.changes == rhs.changes && lhs.firstPresented == rhs.firstPresented
            && lhs.lastPresented == rhs.lastPresented && lhs.lastModel == rhs.lastModel && lhs.frames == rhs.frames
            && lhs.logicallyComplete == rhs.logicallyComplete && lhs.finished == rhs.finished
            && lhs.jumps.map { [$0.from, $0.to] } == rhs.jumps.map { [$0.from, $0.to] }
    }

    /// Folds one phase of the value's animation into the activity.
    mutating func add(_ phase: AnimationPhase, event: EventID) {
        switch phase {
        case .started(let animation, let from, let to, let origin):
            changes.append(
                Change(
                    kind: "started", animation: animation.description, from: from.description, to: to.description,
                    origin: origin, event: event))
        case .merged(let animation, _, let to, let origin):
            changes.append(
                Change(
                    kind: "merged", animation: animation.description, from: nil, to: to.description, origin: origin,
                    event: event))
        case .combined(let animation, _, let to, let origin):
            changes.append(
                Change(
                    kind: "combined", animation: animation.description, from: nil, to: to.description, origin: origin,
                    event: event))
        case .frame(let sample):
            let presentation = sample.presentation
            let model = sample.model
            if firstPresented == nil { firstPresented = presentation.description }
            lastPresented = presentation.description
            lastModel = model.description
            frames += 1
        case .logicallyComplete:
            logicallyComplete += 1
        case .finished:
            finished += 1
        case .changedWithoutAnimation(let from, let to, _), .movedWithoutAnimation(let from, let to, _),
            .swappedWithoutTransition(let from, let to, _):
            jumps.append((from.description, to.description))
        case .velocity:
            // Said by the start it follows (its own line in the text trace); the diagram
            // shows the animation's values, not its velocity.
            break
        }
    }

    /// The values the animation went through: the first start value, then each target.
    var targets: [String] {
        var values: [String] = []
        if let from = changes.first?.from {
            values.append(from)
        } else if let first = firstPresented {
            values.append(first)
        }
        for change in changes { values.append(change.to) }
        for jump in jumps { values.append(jump.to) }
        return values
    }
}
