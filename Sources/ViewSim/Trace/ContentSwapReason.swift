// Models the trace's answer to "why did this text change at once?": a `Text`'s string or an
// `Image`'s name that changed under an explicit `.contentTransition(_:)` (or while a content
// transition ran) without transitioning.
// Simplifies: four reasons (no animation in the transaction, a transaction modifier removed
// it on the way down, a task's write outside the animating transaction it was started in, the
// transition is `.identity`).
import Foundation

/// Why a view's content changed at once instead of with its content transition.
///
/// ```swift
/// ContentSwapReason.noAnimation.description   // "the transaction had no animation"
/// ```
public enum ContentSwapReason: Equatable, Sendable, CustomStringConvertible {
    /// The transaction of the change had no animation (Apple: a content transition takes
    /// effect "only … within transactions that apply an Animation").
    case noAnimation
    /// A transaction modifier above the view removed the animation on the way down.
    case removed(by: NodeRef)
    /// A task's write made the change; the task was started in an animating transaction,
    /// which had ended before its code ran (the write carries no animation).
    case taskEnded(EndedTransaction)
    /// The content transition is `.identity`, which never animates.
    case identity

    /// `"the transaction had no animation"`, `"#5 .transaction removed the animation"`,
    /// `"the content transition is .identity"`.
    public var description: String {
        switch self {
        case .noAnimation: return "the transaction had no animation"
        case .removed(let node): return "\(node) removed the animation"
        case .taskEnded(let ended): return ended.description
        case .identity: return "the content transition is .identity"
        }
    }
}
