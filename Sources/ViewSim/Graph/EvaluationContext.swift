// Models SwiftUI's "currently updating attribute": which body is running now.
// Simplifies: a single global stack, since viewsim runs on one thread.
// Lesson: lesson4 (a state write during a body is dropped with a warning).

/// The body evaluation in progress, if any.
package final class EvaluationContext {
    nonisolated(unsafe) package static var current: EvaluationContext?

    package let node: ViewNode
    let event: EventID
    let reasons: [ChangeReason]

    init(node: ViewNode, event: EventID, reasons: [ChangeReason]) {
        self.node = node
        self.event = event
        self.reasons = reasons
    }

    func printChanges() {
        node.graph.printChanges(for: node, reasons: reasons, cause: event)
    }

    static func reportDuplicateID(_ id: String) {
        SimulationContext.current?.reportDuplicateID(id, near: current?.node)
    }
}

/// The simulation whose code is running now; gives `Date.simNow` and value
/// formatting their reference time.
package enum SimulationContext {
    nonisolated(unsafe) package static var current: ViewGraph?

    static func with<T>(_ graph: ViewGraph, _ body: () throws -> T) rethrows -> T {
        let saved = current
        current = graph
        defer { current = saved }
        return try body()
    }
}
