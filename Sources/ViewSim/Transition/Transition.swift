// Models SwiftUI's `Transition` protocol (iOS 17): a transition is a body of
// ordinary modifiers applied to the view (`content`) at a phase. viewsim runs
// it as Apple describes it: the body is evaluated at `willAppear` without
// animation, then at `identity` under the inserting transaction, so the
// modifiers inside animate by the ordinary path (docs/design/Transitions.md).
// Simplifies: nothing in the protocol; `apply(content:phase:)` is the graph's entry.
// Lesson: lesson 15 (planned).

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy.
///
/// ```swift
/// struct RotatingFade: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content.opacity(phase.isIdentity ? 1 : 0).rotationEffect(.degrees(phase.value * 30))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view the transition's body produces.
    associatedtype Body: View
    /// The content view type passed to `body(content:phase:)`.
    typealias Content = PlaceholderContentView<Self>
    /// The view `content` becomes at `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does (whether it moves the view).
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition has motion unless it says otherwise.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` with this transition applied at `phase` (the body around a real view).
    nonisolated public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        _TransitionApplied(transition: self, content: content, phase: phase)
    }
}
