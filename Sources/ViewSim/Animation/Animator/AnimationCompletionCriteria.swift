// Models SwiftUI's `AnimationCompletionCriteria` (iOS 17): when a `withAnimation`
// completion fires. Simplifies: nothing; the graph maps it onto `AnimatorEvent`s.
import Foundation

/// When an animation's completion handler runs.
///
/// ```swift
/// withAnimation(.bouncy, completionCriteria: .removed) { scale = 2 } completion: { scale = 1 }
/// ```
public struct AnimationCompletionCriteria: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    private let kind: Kind

    /// The animation has logically completed but may still be in its long tail. Later
    /// animations merged or combined with it are ignored: it fires when the animations
    /// created by its own change logically complete (`AnimatorEvent.logicallyCompleted`).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

    /// The entire animation is finished and removed. If later changes add animations to
    /// the same values, it waits for all of them (`AnimatorEvent.finished`).
    public static let removed = AnimationCompletionCriteria(kind: .removed)

    /// `"logicallyComplete"` or `"removed"`.
    public var description: String {
        switch kind {
        case .logicallyComplete: "logicallyComplete"
        case .removed: "removed"
        }
    }
}
