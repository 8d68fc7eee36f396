// Models SwiftUI's "currently updating attribute" (which body is running now) and
// the "current" simulation that SwiftUI-shaped code without a receiver — `Date.simNow`,
// `Simulation.random`, `Self._printChanges()`, `withAnimation` — talks to.
// Simplifies: SwiftUI keeps this in @MainActor-isolated (main thread) state, because
// an app has one graph on one thread. viewsim may run many simulations at once in one
// process (parallel tests), so nothing here is process-wide:
// - the running simulation is a thread-local value (`SimulationContext.current`, a pthread
//   key), set by the graph for the length of a frame: once per frame, not per body. Code
//   a frame starts for later (a `Task`, a `.task`) runs on the simulation's executor, in
//   that simulation's frames on the thread that drives it, where the value is set again;
// - the body in progress is state owned by that simulation's graph
//   (`ViewGraph.evaluation`), read per body and per property access without a
//   task-local lookup where the caller already knows its graph.
// Thread-local and task-local values do not follow the code onto a new `Thread`:
// `StackSegments.CarriedContext` sets them again where deep trees hop.
// See docs/ARCHITECTURE.md, "What is current". Lesson: lesson4 (a state write during
// a body is dropped with a warning).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
/// viewsim's model: "current" is a thread-local value, set while the simulation runs a
/// frame (`ViewGraph.runFrame`, a loose frame), so two simulations on two threads each see
/// their own, and a simulation run inside another's frame (a nested one) sees itself until it
/// returns. Outside a frame there is none. A `Task` started in a frame sees its simulation
/// when its code runs: its jobs run on that simulation's executor, in its frames, on the
/// thread that drives it; a job resumed on a thread that drives no simulation sees none.
/// (A task-local value cost about 570 instructions a frame to bind, the runtime allocating
/// and freeing an entry each time; a pthread key costs about a fifth of that.)
package enum SimulationContext {
    /// A graph wrapped so it can be a task-local value (the `step` binding) or carried to
    /// another thread (`StackSegments.CarriedContext`).
    ///
    /// `@unchecked Sendable` holds because the reference only reaches code running for that
    /// graph: `Simulation.step` binds it on the thread that drives the simulation, and a
    /// stack segment carries it only to a thread the caller waits for.
    package struct GraphReference: @unchecked Sendable {
        let graph: ViewGraph
    }

    /// The thread-local slot: the graph running a frame on this thread, unretained (the
    /// caller of `with` holds the graph while its body runs).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "viewsim: pthread_key_create failed (\(status)) for the running simulation")
        return key
    }()

    /// The simulation running a frame on this thread, if any.
    package static var current: ViewGraph? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<ViewGraph>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The simulation whose `step` body runs on this thread or task (test or lesson
    /// code between frames). Only `Simulation.random` reads it: everything else
    /// that is "current" (the clock, the body in progress) exists only in a frame.
    @TaskLocal static var step: GraphReference?

    /// The simulation running a frame, else the one whose `step` body runs.
    static var running: ViewGraph? { current ?? step?.graph }

    /// Runs `body` with `graph` as the current simulation.
    static func with<T>(_ graph: ViewGraph, _ body: () throws -> T) rethrows -> T {
        graph.contextBindings += 1
        defer { graph.contextBindings -= 1 }
        return try installing(graph, body)
    }

    /// Runs `body` with `graph` (nil: none) as this thread's current simulation, then
    /// restores the one before: `with` for a frame, and a stack segment's thread, given the
    /// simulation of the thread that waits for it (`StackSegments.CarriedContext`).
    static func installing<T>(_ graph: ViewGraph?, _ body: () throws -> T) rethrows -> T {
        let saved = pthread_getspecific(key)
        pthread_setspecific(key, graph.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) })
        defer { pthread_setspecific(key, saved) }
        return try withExtendedLifetime(graph) { try body() }
    }
}
