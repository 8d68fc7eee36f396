// Models SwiftUI's `Animation.default`. Since the 2023 SDKs: a smooth spring, response 0.5,
// damping fraction 1 (OpenSwiftUI's binary-derived code, WWDC23); Apple's doc page says
// response 0.55, which viewsim does not follow. Before 2023: `easeInOut(duration: 0.35)`.
// Simplifies: `AnimationSemantics.current` stands in for the app's linked SDK.
import Foundation

/// The default animation: it forwards every call to the animation chosen by
/// `AnimationSemantics.current` (a smooth spring, or `easeInOut(duration: 0.35)`
/// under `.legacy`), including `shouldMerge`, so `.default` interrupting a running
/// spring merges with it.
package struct DefaultAnimation: BuiltInAnimation {
    package init() {}

    /// The animation `.default` stands for under the current semantics.
    package var base: Animation {
        switch AnimationSemantics.current {
        case .v2023: Self.spring
        case .legacy: Self.easeInOut
        }
    }

    /// Made once: `base` is read on every frame of every `.default` animation, and
    /// building the `Animation` box each time allocated.
    private static let spring = Animation.spring(response: 0.5, dampingFraction: 1, blendDuration: 0)
    private static let easeInOut = Animation.easeInOut(duration: 0.35)

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    package var canFinish: Bool { base.canFinish }

    package var description: String { "default" }
}

extension Animation {
    /// The animation `withAnimation` uses when you pass none.
    ///
    /// With the 2023 behaviour (viewsim's default) it is a smooth spring, response 0.5
    /// and damping fraction 1, the same motion as `.smooth`; with `.legacy` semantics it
    /// is `easeInOut(duration: 0.35)`. Its description is `"default"`, and it is not
    /// equal to the animation it stands for.
    ///
    /// ```swift
    /// withAnimation { isOn.toggle() }            // uses .default
    /// withAnimation(.default) { isOn.toggle() }  // the same
    /// ```
    public static let `default` = Animation(DefaultAnimation())
}
