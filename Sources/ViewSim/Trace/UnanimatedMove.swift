// Models the trace's answer to "why did this view's frame jump?": a frame change in a
// frame where an animated layout change ran, that did not animate itself.
// Simplifies: two reasons (no animation in the change's transaction, or a modifier
// removed it on the way down); a non-finite frame is a diagnostic instead.
import Foundation

/// Why a view's frame changed without an animation while another layout change animated.
///
/// ```swift
/// UnanimatedMove.noAnimation.description   // "the transaction had none"
/// ```
public enum UnanimatedMove: Equatable, Sendable, CustomStringConvertible {
    /// The transaction of the change that moved the view had no animation.
    case noAnimation
    /// A transaction modifier between the change and the view removed the animation.
    case removed(by: NodeRef)

    /// `"the transaction had none"`, `"#5 .transaction removed the animation"`.
    public var description: String {
        switch self {
        case .noAnimation: return "the transaction had none"
        case .removed(let node): return "\(node) removed the animation"
        }
    }
}
