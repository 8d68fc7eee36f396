// Models SwiftUI's `TransitionPhase` (iOS 17): where a view is in its
// transition. Apple: a view appearing is first shown in `willAppear`, then
// moved at once to `identity`; a view removed goes from `identity` to
// `didDisappear`; removed while still coming in, it goes to `didDisappear`;
// added again while going out, it goes back to `identity`.
// Simplifies: nothing. Lesson: lesson 15 (planned, docs/design/Transitions.md).

/// An indication of which the current stage of a transition.
///
/// ```swift
/// content.opacity(phase.isIdentity ? 1 : 0).offset(y: phase.value * 20)
/// ```
@frozen
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the transition's starting look.
    case willAppear
    /// The view is in the hierarchy: its steady look.
    case identity
    /// The view has been removed: the transition's ending look.
    case didDisappear

    /// Whether the transition should leave the view as it is: true in `identity`.
    public var isIdentity: Bool { self == .identity }

    /// −1 in `willAppear`, 0 in `identity`, 1 in `didDisappear`: a factor for effects that
    /// differ by phase.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}
