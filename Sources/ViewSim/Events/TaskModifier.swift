internal import ViewSimSystemTime

// Models SwiftUI's `task(priority:_:)` and `task(id:priority:_:)`: an async
// action that starts when the view appears and is cancelled when it
// disappears; with an id, cancelled and restarted when the id changes
// (compared with `==`).
// Simplifies: the task starts as the view is inserted, and its first job runs
// once the update has settled (with the frame's other task work); `priority`
// is recorded, not scheduled by (viewsim runs one job at a time, in order).
// The task's closure is the one from the update that started it, as in SwiftUI.
// Lesson: lesson13 (a debounced search; a load cancelled when its view goes).

/// `.task(priority:_:)` and `.task(id:priority:_:)`.
nonisolated public struct _TaskModifier<ID: Equatable>: PrimitiveModifier {
    /// The id whose change restarts the task (`nil` for `.task` without an id).
    var id: ID?
    var priority: TaskPriority
    var action: @isolated(any) () async -> Void

    package var _label: String { id == nil ? ".task" : ".task(id:)" }
    package var _attributes: [NodeAttribute] {
        guard let id else { return [] }
        return [NodeAttribute("id", TraceValue(id))]
    }
    package var _recordsAttributeChanges: Bool { false }

    package func _didInsert(node: ViewNode) {
        start(node: node, reason: .appeared, cause: node.graph.activeCause)
    }

    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        guard let old = old as? Self, let id, let oldID = old.id, oldID != id else { return }
        let graph = node.graph
        let change = TaskCancellation.idChanged(old: TraceValue(oldID), new: TraceValue(id))
        // The new task is caused by the old one's cancellation, or, when the old one
        // has already ended, by what changed the id (not by the old task's last event).
        var cause = graph.activeCause
        if let running = graph.tasks.byNode[node.id], running.state != .ended {
            graph.cancelTask(running, change, cause: graph.activeCause)
            cause = running.lastEvent
        }
        start(node: node, reason: .idChanged(old: TraceValue(oldID), new: TraceValue(id)), cause: cause)
    }

    package func _willRemove(node: ViewNode) {
        let graph = node.graph
        guard let running = graph.tasks.byNode.removeValue(forKey: node.id) else { return }
        graph.cancelTask(running, .disappeared, cause: graph.activeCause)
    }

    private func start(node: ViewNode, reason: TaskStart, cause: EventID?) {
        let graph = node.graph
        let task = graph.beginTask(label: _label, node: node.reference, start: reason, cause: cause)
        graph.tasks.byNode[node.id] = task
        // The closure is `sending` in SwiftUI's signature; a modifier stores it, and the
        // graph hands it to exactly one task per start, on the simulation's thread.
        nonisolated(unsafe) let action = self.action
        let handle = graph.driving {
            task.start {
                SimulatedTask.isMainActor(action)
                    ? SystemTime.task(priority: priority) { @MainActor in
                        await action()
                        task.finished()
                    }
                    : SystemTime.task(priority: priority) {
                        await action()
                        task.finished()
                    }
            }
        }
        graph.attach(task, to: handle)
    }
}

nonisolated extension View {
    /// Adds an asynchronous task to perform before this view appears; SwiftUI
    /// cancels it when the view disappears.
    ///
    /// ```swift
    /// List(model.items) { Text($0.title) }
    ///     .task { await model.load() }   // ↗ task 1 (.task of Feed #4) starts: the view appeared
    /// ```
    ///
    /// - Parameters:
    ///   - name: a name for the task (SwiftUI uses it from iOS 26.4; viewsim
    ///     numbers tasks in the trace instead).
    ///   - priority: recorded; viewsim runs one job at a time, in order.
    ///   - file: where the modifier is written, for SwiftUI's default task name; unused.
    ///   - line: where the modifier is written, for SwiftUI's default task name; unused.
    ///   - action: the task's work, isolated as written (a view's body: the main actor).
    public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> ModifiedContent<Self, _TaskModifier<Int>> {
        modifier(_TaskModifier<Int>(id: nil, priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears or when `value` changes;
    /// SwiftUI cancels it when the view disappears, and cancels and restarts it
    /// when `value` changes (compared with `==`).
    ///
    /// ```swift
    /// .task(id: query) {
    ///     try? await Task.sleep(for: .milliseconds(300))   // typing again cancels this sleep
    ///     guard !Task.isCancelled else { return }
    ///     results = await search(query)
    /// }
    /// ```
    public func task<T: Equatable>(
        id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
        line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> ModifiedContent<Self, _TaskModifier<T>> {
        modifier(_TaskModifier<T>(id: value, priority: priority, action: action))
    }
}
