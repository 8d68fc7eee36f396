// Models what an update overlay draws over one frame: the views whose bodies ran
// in that frame, each with the cause of its first run there, its run and skip
// counts from the start of the run through that frame (the trace's
// `bodyEvaluated` and `bodySkipped` events, as Compose's recomposition counts),
// and its laid-out screen frame in that frame.
// Simplifies: internal nodes (`NodeRef.isInternal`) are left out; a view's frame
// is the presented frame layout gave it (a view whose body is another view has
// its content's frame: viewsim lays it out as its content), without effects such
// as `.offset` or `.scaleEffect`; a view with no frame on screen in that frame
// (removed in it, in a lazy row out of view, or a run that did not record display
// lists) has none. Counts miss the frames the trace dropped, and say so.
// Lesson: `viewsim render --overlay updates`.
import Foundation

/// The views whose bodies ran in one frame, with their cause, counts and frame.
///
/// ```swift
/// let updates = sim.updates(inFrame: 12)
/// for update in updates.updates {
///     print(update.node, update.cause, update.runs, update.skips, update.frame ?? .zero)
///     // SubView #7 @self 3 1 (171.5, 401, 50, 50)
/// }
/// ```
public struct FrameUpdates: Equatable, Sendable {
    /// One view whose body ran in the frame.
    public struct Update: Equatable, Sendable {
        /// The view.
        public let node: NodeRef
        /// The family of the reasons of its first run in the frame.
        public let cause: UpdateCause
        /// The reasons of its first run in the frame, as the trace lists them.
        public let reasons: [ChangeReason]
        /// How many times its body ran in this frame.
        public let runsInFrame: Int
        /// How many times its body ran from the start of the run through this frame.
        public let runs: Int
        /// How many times it was skipped from the start of the run through this frame.
        public let skips: Int
        /// Its laid-out (presented) frame in screen coordinates in this frame; nil when it had none
        /// on screen (removed in the frame, in a lazy row out of view, or display lists not recorded).
        public let frame: CGRect?
    }

    /// The frame's number.
    public let frame: Int
    /// The views whose bodies ran in the frame, in the order of their first run there.
    public let updates: [Update]
    /// How many frames the trace dropped (`Trace.dropped.frames`, a run recorded with
    /// `TraceRecording.lastFrames`): the counts miss their events; 0 when they are complete.
    public let droppedFrames: Int

    /// The updates of frame `frame` (none: no body ran in it).
    public init(frame: Int, updates: [Update] = [], droppedFrames: Int = 0) {
        self.frame = frame
        self.updates = updates
        self.droppedFrames = droppedFrames
    }

    /// The updates of every frame of `trace` in which a body ran, by frame number, in one walk.
    ///
    /// - Parameter geometry: for each frame, the screen frames of the views whose bodies ran in it
    ///   (by node id), as the graph recorded them; a view missing from it has no frame.
    package static func byFrame(in trace: Trace, geometry: [Int: [Int: CGRect]]) -> [Int: FrameUpdates] {
        var runs: [Int: Int] = [:]
        var skips: [Int: Int] = [:]
        var result: [Int: FrameUpdates] = [:]
        let dropped = trace.dropped.frames
        for record in trace.frames {
            var order: [NodeRef] = []
            var first: [Int: [ChangeReason]] = [:]
            var inFrame: [Int: Int] = [:]
            for event in record.events {
                switch event.kind {
                case .bodyEvaluated(let node, let reasons) where !node.isInternal:
                    runs[node.id, default: 0] += 1
                    inFrame[node.id, default: 0] += 1
                    if first[node.id] == nil {
                        first[node.id] = reasons
                        order.append(node)
                    }
                case .bodySkipped(let node, _) where !node.isInternal:
                    skips[node.id, default: 0] += 1
                default: break
                }
            }
            guard !order.isEmpty else { continue }
            let frames = geometry[record.index] ?? [:]
            let updates = order.map { node in
                let reasons = first[node.id] ?? []
                return Update(
                    node: node, cause: UpdateCause(reasons: reasons), reasons: reasons,
                    runsInFrame: inFrame[node.id] ?? 0, runs: runs[node.id] ?? 0, skips: skips[node.id] ?? 0,
                    frame: frames[node.id])
            }
            result[record.index] = FrameUpdates(frame: record.index, updates: updates, droppedFrames: dropped)
        }
        return result
    }
}
