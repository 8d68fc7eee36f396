// Models what happens in SwiftUI to the transaction a task was started in: a
// `Task { … }` made inside `withAnimation` (or a `.task` view inserted by an
// animated update) runs its code after that transaction has ended, so the
// task's writes carry no animation unless they are wrapped in their own
// `withAnimation`. viewsim clears the transaction when a task starts running
// (Swift tasks would otherwise inherit it as a task-local value) and keeps what
// was dropped, so the trace can say why a task's write did not animate.
// Simplifies: only an animating transaction is kept (its animation and origin).

/// The animating transaction a task was started in, which its code does not carry.
///
/// ```swift
/// withAnimation(.spring) {
///     Task {
///         let items = await load()
///         self.items = items              // no animation: the transaction ended
///         withAnimation { isLoaded = true }   // animates with its own transaction
///     }
/// }
/// ```
///
/// The trace names it where a value changed without an animation:
/// `… jumps  (no animation: task 1 (Task from Feed #2) was started in spring from withAnimation in tap "load", a
/// transaction that ended before the task's code ran)`.
public struct EndedTransaction: Equatable, Sendable, CustomStringConvertible {
    /// The task that was started in the transaction.
    public let task: TaskRef
    /// The transaction's animation.
    public let animation: Animation
    /// Where the animation came from (`withAnimation in tap "load"`).
    public let origin: AnimationOrigin?

    public init(task: TaskRef, animation: Animation, origin: AnimationOrigin?) {
        self.task = task
        self.animation = animation
        self.origin = origin
    }

    /// `"task 1 (Task from Feed #2) was started in spring from withAnimation in tap \"load\", a transaction that
    /// ended before the task's code ran"`.
    public var description: String {
        let animation = origin.map { "\(self.animation) from \($0)" } ?? "\(self.animation)"
        return "\(task) was started in \(animation), a transaction that ended before the task's code ran"
    }
}
