// Models asking "which task am I?" from inside a task's own code, for the
// package's tools (the fuzzer logs what each task did under its trace number).
// Simplifies: only tasks viewsim started are known; child tasks answer with their
// parent (they inherit `SimulatedTask.current`).

extension TaskRef {
    /// The task whose code runs now, as the trace names it; nil outside a task
    /// viewsim started (a main-queue job, a body, a script).
    ///
    /// ```swift
    /// .task { log.append("began \(TaskRef.current?.id ?? 0)") }   // "began 1"
    /// ```
    package static var current: TaskRef? { SimulatedTask.current?.reference }
}
