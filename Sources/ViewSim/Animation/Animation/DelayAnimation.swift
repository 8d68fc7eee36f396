// Models SwiftUI's `Animation.delay(_:)`: the base animation runs on
// `max(0, time − delay)`. Simplifies: nothing; like SwiftUI, a delayed animation
// merges only with a running animation of exactly its base type.
import Foundation

/// An animation whose base starts `delay` seconds late. During the delay the base is
/// held at time 0 (so the value stays at its old value) and the velocity is zero.
package struct DelayAnimation<Base: CustomAnimation>: BuiltInAnimation {
    package let base: Base
    package let delay: TimeInterval

    package init(base: Base, delay: TimeInterval) {
        self.base = base
        self.delay = AnimationInputClamp.delay(delay)
    }

    private func baseTime(_ time: TimeInterval) -> TimeInterval {
        max(0, AnimationInputClamp.time(time) - delay)
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: baseTime(time), context: &context)
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard AnimationInputClamp.time(time) >= delay else { return .zero }
        return base.velocity(value: value, time: baseTime(time), context: context)
    }

    /// Merges only when the previous animation is a bare `Base` (not itself delayed or
    /// otherwise wrapped), asking the base at the delayed time, as SwiftUI does.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previousBase = previous.base as? Base else { return false }
        return base.shouldMerge(
            previous: Animation(previousBase), value: value, time: baseTime(time), context: &context)
    }

    package var canFinish: Bool { Animation(base).canFinish }
    package var canComplete: Bool { Animation(base).canComplete }

    package var description: String { "\(base).delay(\(ValueFormatter.number(delay)))" }
}

extension Animation {
    /// The same animation, started `delay` seconds later. A negative, NaN or
    /// infinite delay is treated as no delay.
    ///
    /// ```swift
    /// withAnimation(.easeIn.delay(0.5)) { opacity = 0 }
    /// ```
    public func delay(_ delay: TimeInterval) -> Animation {
        func wrap<B: CustomAnimation>(_ base: B) -> Animation { Animation(DelayAnimation(base: base, delay: delay)) }
        return wrap(base)
    }
}
