// Models why a `withAnimation(_:completionCriteria:_:completion:)` completion
// became due. Lesson: lesson10 (completions).

/// Why a completion was called.
///
/// ```swift
/// sim.trace.completions().first?.reason   // .logicallyCompleted(node: .opacity #6, attribute: "opacity")
/// ```
public enum CompletionReason: Equatable, Sendable, CustomStringConvertible {
    /// The animation of `attribute` of `node` logically completed.
    case logicallyCompleted(node: NodeRef, attribute: String)
    /// The animation of `attribute` of `node` finished.
    case finished(node: NodeRef, attribute: String)
    /// The change started no animation, so the completion is due at once.
    case noAnimation
    /// The view whose animation it waited for was removed.
    case viewRemoved

    /// `"the animation of .opacity #6 opacity logically completed"`.
    public var description: String {
        switch self {
        case .logicallyCompleted(let node, let attribute):
            return "the animation of \(node) \(attribute) logically completed"
        case .finished(let node, let attribute): return "the animation of \(node) \(attribute) finished"
        case .noAnimation: return "the change started no animation"
        case .viewRemoved: return "the view was removed"
        }
    }
}
