// Models SwiftUI's `.keyframeAnimator(initialValue:trigger:content:keyframes:)`
// and `.keyframeAnimator(initialValue:repeating:content:keyframes:)`: a
// KeyframeAnimator around the modified view, passed to the content closure as a
// placeholder. Lesson: lesson9.

/// The modifier behind `.keyframeAnimator`.
nonisolated public struct _KeyframeAnimatorModifier<Value, KeyframePath: Keyframes, Animated: View>: ViewModifier
where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnimatorTrigger?
    let repeating: Bool
    let animated: (PlaceholderContentView<Content>, Value) -> Animated
    let keyframes: (Value) -> KeyframePath

    public func body(content: Content) -> some View {
        if let trigger {
            KeyframeAnimator(initialValue: initialValue, trigger: trigger) { value in
                animated(PlaceholderContentView(), value)
            } keyframes: {
                keyframes($0)
            }
        } else {
            KeyframeAnimator(initialValue: initialValue, repeating: repeating) { value in
                animated(PlaceholderContentView(), value)
            } keyframes: {
                keyframes($0)
            }
        }
    }
}

nonisolated extension View {
    /// Plays keyframes on this view each time `trigger` changes.
    ///
    /// ```swift
    /// Image(systemName: "heart")
    ///     .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
    ///         content.scaleEffect(scale)
    ///     } keyframes: { _ in
    ///         SpringKeyframe(1.4, duration: 0.2)
    ///         SpringKeyframe(1.0)
    ///     }
    /// ```
    public func keyframeAnimator<Value, KeyframePath: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> some View where KeyframePath.Value == Value {
        modifier(
            _KeyframeAnimatorModifier(
                initialValue: initialValue, trigger: AnimatorTrigger(trigger), repeating: false,
                animated: { _, value in content(PlaceholderContentView(), value) }, keyframes: keyframes))
    }

    /// Loops keyframes on this view while it is in the tree (`repeating: true`).
    public func keyframeAnimator<Value, KeyframePath: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> some View where KeyframePath.Value == Value {
        modifier(
            _KeyframeAnimatorModifier(
                initialValue: initialValue, trigger: nil, repeating: repeating,
                animated: { _, value in content(PlaceholderContentView(), value) }, keyframes: keyframes))
    }
}
