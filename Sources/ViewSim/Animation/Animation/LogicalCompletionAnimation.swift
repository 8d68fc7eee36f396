// Models SwiftUI's `Animation.logicallyComplete(after:)` (iOS 17): marks logical
// completion at a fixed time without changing the motion or the end. Simplifies:
// merging follows the same bare-base rule as the other modifiers.
import Foundation

/// An animation that is logically complete `duration` seconds after it begins (or
/// earlier, if its base says so). It does not extend the base animation.
package struct LogicalCompletionAnimation<Base: CustomAnimation>: BuiltInAnimation {
    package let base: Base
    package let duration: TimeInterval

    package init(base: Base, duration: TimeInterval) {
        self.base = base
        self.duration = AnimationInputClamp.logicalDuration(duration)
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        if AnimationInputClamp.time(time) >= duration - AnimationInputClamp.timeTolerance {
            context.isLogicallyComplete = true
        }
        return result
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previousBase = previous.base as? Base else { return false }
        return base.shouldMerge(previous: Animation(previousBase), value: value, time: time, context: &context)
    }

    package var canFinish: Bool { Animation(base).canFinish }

    package var description: String { "\(base).logicallyComplete(after: \(ValueFormatter.number(duration)))" }
}

extension Animation {
    /// The same animation, reported as logically complete after `duration` seconds,
    /// for `withAnimation(_:completionCriteria: .logicallyComplete, …)`. A negative or
    /// NaN duration means at once; +∞ leaves the base animation's own logical completion.
    ///
    /// ```swift
    /// withAnimation(.bouncy.logicallyComplete(after: 0.2)) { scale = 2 } completion: { showNext = true }
    /// ```
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        func wrap<B: CustomAnimation>(_ base: B) -> Animation {
            Animation(LogicalCompletionAnimation(base: base, duration: duration))
        }
        return wrap(base)
    }
}
