// Models the trace queries about `Canvas` renderer runs: how often and why
// each canvas drew, per step or frame, to set against body evaluations.
// Simplifies: nothing. Lesson: lesson11 (the renderer runs every frame while no body runs).
import Foundation

/// One run of a canvas's renderer, as the trace recorded it.
public struct CanvasDraw: Sendable, Equatable {
    public let node: NodeRef
    public let frame: Int
    public let step: Int
    /// Why it ran (inserted, new value, timeline entry, size changed).
    public let causes: [CanvasDrawCause]
    /// How many items it drew.
    public let items: Int
}

extension Trace {
    /// Canvas renderer runs, optionally of one node id, in a step or a frame.
    ///
    /// ```swift
    /// sim.trace.canvasDraws(inStep: 1).count          // 60: one per frame under TimelineView(.animation)
    /// sim.trace.bodyEvaluations(inStep: 1).count      // 0
    /// ```
    public func canvasDraws(node id: Int? = nil, inStep step: Int? = nil, inFrame frame: Int? = nil) -> [CanvasDraw] {
        var result: [CanvasDraw] = []
        for record in frames where (step == nil || record.step == step) && (frame == nil || record.index == frame) {
            for event in record.events {
                guard case .canvasDrawn(let node, let causes, let items) = event.kind else { continue }
                if let id, node.id != id { continue }
                result.append(
                    CanvasDraw(node: node, frame: record.index, step: record.step, causes: causes, items: items))
            }
        }
        return result
    }
}
