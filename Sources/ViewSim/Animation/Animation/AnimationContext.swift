// Models SwiftUI's `AnimationContext` (iOS 17): what an animation sees besides the
// delta and the time — its state, the environment, and the logical-completion flag.
// Simplifies: `environment` is the environment the graph hands in (empty by default).
import Foundation

/// The context of one running animation: its persistent state, the environment
/// of the animated view, and whether it has logically completed.
///
/// ```swift
/// func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///     if time >= 0.3 { context.isLogicallyComplete = true }
///     return time > 1 ? nil : value.scaled(by: time)
/// }
/// ```
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state, kept from frame to frame.
    public var state: AnimationState<Value>

    /// Whether the animation has logically completed (it may still be in its long
    /// tail). Set it to `true` to fire `.logicallyComplete` completions.
    public var isLogicallyComplete: Bool

    /// The environment of the view being animated.
    public internal(set) var environment: EnvironmentValues

    /// Creates a context; the graph makes one per running animation.
    package init(
        state: AnimationState<Value> = AnimationState(),
        environment: EnvironmentValues = EnvironmentValues(),
        isLogicallyComplete: Bool = false
    ) {
        self.state = state
        self.environment = environment
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// A context with the same environment but another state, e.g. for a
    /// wrapped animation that keeps its own state.
    ///
    /// ```swift
    /// var inner = context.withState(AnimationState<V>())
    /// let value = base.animate(value: value, time: time, context: &inner)
    /// ```
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, environment: environment, isLogicallyComplete: false)
    }
}
