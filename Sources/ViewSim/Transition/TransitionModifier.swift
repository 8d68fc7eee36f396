// Models SwiftUI's `.transition(_:)`: the transition a view uses when it is
// inserted or removed, read by the container that inserts or removes it (a
// trait, SwiftUI's `TransitionTraitKey`; the default is `.opacity`).
// Simplifies: the trait is found down the modifiers, custom views' bodies and
// the structural views (`if`, `AnyView`, `Group`) at the top of the inserted
// view, up to a container of several views (see `ViewGraph+Transitions`).
// Lesson: lesson 15.

/// `.transition(_:)`.
nonisolated public struct _TransitionModifier: PrimitiveModifier {
    public var transition: AnyTransition
    package var _label: String { ".transition(\(transition.name))" }
    package var _traceName: String { ".transition" }
}

nonisolated extension View {
    /// Associates a transition with the view, used when it is inserted or removed.
    ///
    /// ```swift
    /// if isShowing { Card().transition(.move(edge: .bottom).combined(with: .opacity)) }
    /// ```
    public func transition(_ t: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: t))
    }

    /// Associates a transition (iOS 17 `Transition`) with the view.
    public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}
