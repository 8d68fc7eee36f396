// Models `Task { … }` and `Task.detached { … }` started from a view's body or
// action, a model, or a script in a SwiftUI app: the task runs on the main actor
// (or wherever its operation is isolated), after the current update.
// In a simulation the task is a real Swift task whose jobs run on the
// simulation's executor (SimulatedExecutor.swift), in simulated time; these
// initialisers also give it a number and record its start and end in the trace.
// Anywhere else they are the standard library's.
// Simplifies: the operation is wrapped in a closure that records the task's end;
// the wrapper is main-actor code when the operation is, so a main-actor task
// starts in order with the main queue's work. For an operation isolated to
// another actor, the wrapper's first job runs on the global executor (captured
// by the simulation) and then goes to that actor: one hop more than the
// standard library, within the same frame. The standard library's own
// initialisers are reached through `ViewSimSystemTime`.
internal import ViewSimSystemTime

extension Task where Failure == Never {
    /// Runs `operation` as a new top-level task; inside a simulation, in
    /// simulated time and in the trace.
    ///
    /// ```swift
    /// Button("Load") {
    ///     Task { await model.load() }   // ↗ task 1 (Task of Feed #4) starts
    /// }
    /// ```
    ///
    /// viewsim's model: the task's jobs run on the simulation's main actor in the
    /// frame they are due, once the update has settled; its writes are caused by
    /// its start, or by its last wake-up. Outside a simulation this is the
    /// standard library's `Task.init(priority:operation:)`.
    @discardableResult
    public init(
        name: String? = nil, priority: TaskPriority? = nil,
        @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success
    ) {
        guard let graph = SimulationDriving.executor?.graph else {
            self = SystemTime.task(name: name, priority: priority, operation: operation)
            return
        }
        let origin = graph.currentCodeOrigin
        let task = graph.beginTask(label: name ?? "Task", node: origin.node, start: .code, cause: origin.cause)
        let isMainActor = SimulatedTask.isMainActor(operation)
        // `operation` was sent to this initialiser; the wrapper below is its only user.
        nonisolated(unsafe) let operation = operation
        if isMainActor {
            self = task.start {
                SystemTime.task(name: name, priority: priority) { @MainActor in
                    let result = await operation()
                    task.finished()
                    return result
                }
            }
        } else {
            self = task.start {
                SystemTime.task(name: name, priority: priority) {
                    let result = await operation()
                    task.finished()
                    return result
                }
            }
        }
        graph.attach(task, to: self)
    }

    /// Runs `operation` as a new detached task; inside a simulation, in
    /// simulated time and in the trace, like `Task { … }`.
    @discardableResult
    public static func detached(
        priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success
    ) -> Task<Success, Never> {
        guard let graph = SimulationDriving.executor?.graph else {
            return Task<Success, Never>.detached(name: nil, priority: priority, operation: operation)
        }
        let origin = graph.currentCodeOrigin
        let task = graph.beginTask(label: "Task.detached", node: origin.node, start: .code, cause: origin.cause)
        let handle = Task<Success, Never>.detached(name: nil, priority: priority) { [operation] in
            await task.runDetached { await operation() }
        }
        graph.attach(task, to: handle)
        return handle
    }
}

extension Task where Failure == any Error {
    /// Runs a throwing `operation` as a new top-level task; inside a simulation,
    /// in simulated time and in the trace (a throw is recorded as its end).
    ///
    /// ```swift
    /// Task {
    ///     try await Task.sleep(for: .seconds(1))   // ⋯ sleeps until 1 s
    ///     toast = nil
    /// }
    /// ```
    @discardableResult
    public init(
        name: String? = nil, priority: TaskPriority? = nil,
        @_inheritActorContext @_implicitSelfCapture operation:
            sending @escaping @isolated(any) () async throws
            -> Success
    ) {
        guard let graph = SimulationDriving.executor?.graph else {
            self = SystemTime.throwingTask(name: name, priority: priority, operation: operation)
            return
        }
        let origin = graph.currentCodeOrigin
        let task = graph.beginTask(label: name ?? "Task", node: origin.node, start: .code, cause: origin.cause)
        let isMainActor = SimulatedTask.isMainActor(throwing: operation)
        // `operation` was sent to this initialiser; the wrapper below is its only user.
        nonisolated(unsafe) let operation = operation
        if isMainActor {
            self = task.start {
                SystemTime.throwingTask(name: name, priority: priority) { @MainActor in
                    do {
                        let result = try await operation()
                        task.finished()
                        return result
                    } catch {
                        task.threw(error)
                        throw error
                    }
                }
            }
        } else {
            self = task.start {
                SystemTime.throwingTask(name: name, priority: priority) {
                    do {
                        let result = try await operation()
                        task.finished()
                        return result
                    } catch {
                        task.threw(error)
                        throw error
                    }
                }
            }
        }
        graph.attach(task, to: self)
    }

    /// Runs a throwing `operation` as a new detached task; inside a simulation,
    /// in simulated time and in the trace.
    @discardableResult
    public static func detached(
        priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async throws -> Success
    ) -> Task<Success, any Error> {
        guard let graph = SimulationDriving.executor?.graph else {
            return Task<Success, any Error>.detached(name: nil, priority: priority, operation: operation)
        }
        let origin = graph.currentCodeOrigin
        let task = graph.beginTask(label: "Task.detached", node: origin.node, start: .code, cause: origin.cause)
        let handle = Task<Success, any Error>.detached(name: nil, priority: priority) { [operation] in
            try await task.runDetachedThrowing { try await operation() }
        }
        graph.attach(task, to: handle)
        return handle
    }
}
