// Models SwiftUI's `.phaseAnimator(_:content:animation:)` and
// `.phaseAnimator(_:trigger:content:animation:)`: a PhaseAnimator around the
// modified view, which the content closure receives as a placeholder.
// Lesson: lesson8.

/// The modifier behind `.phaseAnimator`.
nonisolated public struct _PhaseAnimatorModifier<Phase: Equatable, Animated: View>: ViewModifier {
    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let animated: (PlaceholderContentView<Content>, Phase) -> Animated
    let animation: (Phase) -> Animation?

    public func body(content: Content) -> some View {
        if let trigger {
            PhaseAnimator(phases, trigger: trigger) { phase in
                animated(PlaceholderContentView(), phase)
            } animation: {
                animation($0)
            }
        } else {
            PhaseAnimator(phases) { phase in
                animated(PlaceholderContentView(), phase)
            } animation: {
                animation($0)
            }
        }
    }
}

nonisolated extension View {
    /// Cycles this view through `phases` for as long as it is in the tree.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .phaseAnimator([1.0, 1.3]) { content, scale in content.scaleEffect(scale) }
    /// ```
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(
            _PhaseAnimatorModifier(
                phases: Array(phases), trigger: nil,
                animated: { placeholder, phase in
                    content(PlaceholderContentView(), phase)
                }, animation: animation))
    }

    /// Runs this view through `phases` once, back to the first, each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(
            _PhaseAnimatorModifier(
                phases: Array(phases), trigger: AnimatorTrigger(trigger),
                animated: { placeholder, phase in
                    content(PlaceholderContentView(), phase)
                }, animation: animation))
    }
}
