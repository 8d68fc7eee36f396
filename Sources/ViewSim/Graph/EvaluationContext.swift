// Models SwiftUI's "currently updating attribute" (which body is running now) and
// the "current" simulation that SwiftUI-shaped code without a receiver — `Date.simNow`,
// `Simulation.random`, `Self._printChanges()`, `withAnimation` — talks to.
// Simplifies: SwiftUI keeps this in @MainActor-isolated (main thread) state, because
// an app has one graph on one thread. viewsim may run many simulations at once in one
// process (parallel tests), so nothing here is process-wide:
// - the running simulation is a task-local value (`SimulationContext.current`), bound
//   by the graph for the length of a frame: once per frame, not per body;
// - the body in progress is state owned by that simulation's graph
//   (`ViewGraph.evaluation`), read per body and per property access without a
//   task-local lookup where the caller already knows its graph.
// Task-local values follow the calling thread in synchronous code too, but not onto a
// new `Thread`: `StackSegments.CarriedContext` re-binds them where deep trees hop.
// See docs/ARCHITECTURE.md, "What is current". Lesson: lesson4 (a state write during
// a body is dropped with a warning).

/// The body evaluation in progress, if any.
package struct EvaluationContext {
    /// The body being evaluated by the simulation running on this thread or task
    /// (its graph's ``ViewGraph/evaluation``); nil outside a body. Code that knows its
    /// graph reads `graph.evaluation` instead, which needs no task-local lookup.
    package static var current: EvaluationContext? { SimulationContext.current?.evaluation }

    package let node: ViewNode
    let event: EventID
    let reasons: [ChangeReason]

    func printChanges(toStandardOutput: Bool = true) {
        node.graph.printChanges(for: node, reasons: reasons, cause: event, toStandardOutput: toStandardOutput)
    }

    static func reportDuplicateID(_ id: String) {
        guard let graph = SimulationContext.current else { return }
        graph.reportDuplicateID(id, near: graph.evaluation?.node)
    }
}

/// The simulation whose code is running now; gives `Date.simNow`,
/// `Simulation.random` and value formatting their simulation.
///
/// viewsim's model: "current" is a task-local value, bound while the simulation
/// runs a frame (`ViewGraph.runFrame`, a loose frame), so two simulations on two
/// threads or tasks each see their own. Outside a frame there is none.
package enum SimulationContext {
    /// The running simulation's graph, wrapped so it can be a task-local value.
    ///
    /// `@unchecked Sendable` holds because the reference only reaches code running
    /// for that graph: the task-local is bound by the graph on the thread that runs
    /// its frame and carried (by `StackSegments`) only to a thread the caller waits
    /// for. A `Task { … }` started from a body or an action inherits it and outlives
    /// the frame, but its jobs run on the simulation's executor, on the thread that
    /// drives the simulation (docs/ARCHITECTURE.md, "Time and tasks"); only a task
    /// resumed on a thread that drives nothing could read it elsewhere.
    package struct GraphReference: @unchecked Sendable {
        let graph: ViewGraph
    }

    @TaskLocal static var binding: GraphReference?

    /// The simulation running a frame on this thread or task, if any.
    package static var current: ViewGraph? { binding?.graph }

    /// The simulation whose `step` body runs on this thread or task (test or lesson
    /// code between frames). Only `Simulation.random` reads it: everything else
    /// that is "current" (the clock, the body in progress) exists only in a frame.
    @TaskLocal static var step: GraphReference?

    /// The simulation running a frame, else the one whose `step` body runs.
    static var running: ViewGraph? { binding?.graph ?? step?.graph }

    /// Runs `body` with `graph` as the current simulation.
    static func with<T>(_ graph: ViewGraph, _ body: () throws -> T) rethrows -> T {
        graph.contextBindings += 1
        defer { graph.contextBindings -= 1 }
        return try $binding.withValue(GraphReference(graph: graph), operation: body)
    }
}
