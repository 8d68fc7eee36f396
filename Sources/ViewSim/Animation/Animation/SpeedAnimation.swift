// Models SwiftUI's `Animation.speed(_:)`: the base animation runs on `time · speed`.
// Simplifies: nothing; like SwiftUI, a sped-up animation merges only with a running
// animation of exactly its base type, so `.spring.speed(2)` never merges with itself.
import Foundation

/// An animation whose base runs `speed` times as fast. A speed that is not a
/// positive, finite number is treated as 1.
package struct SpeedAnimation<Base: CustomAnimation>: BuiltInAnimation {
    package let base: Base
    package let speed: Double

    package init(base: Base, speed: Double) {
        self.base = base
        self.speed = AnimationInputClamp.speed(speed)
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: AnimationInputClamp.time(time) * speed, context: &context)
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: AnimationInputClamp.time(time) * speed, context: context)?.scaled(by: speed)
    }

    /// Merges only when the previous animation is a bare `Base`; the base is asked at
    /// the sped-up time. A previous `.spring.speed(2)` is a `SpeedAnimation`, not a
    /// spring, so `.spring.speed(2)` interrupting it combines instead of merging.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previousBase = previous.base as? Base else { return false }
        return base.shouldMerge(
            previous: Animation(previousBase), value: value, time: AnimationInputClamp.time(time) * speed,
            context: &context)
    }

    package var canFinish: Bool { Animation(base).canFinish }
    package var canComplete: Bool { Animation(base).canComplete }

    package var description: String { "\(base).speed(\(ValueFormatter.number(speed)))" }
}

extension Animation {
    /// The same animation, `speed` times as fast: a one-second animation with speed 2
    /// takes half a second. A speed that is zero, negative, NaN or infinite is treated as 1.
    ///
    /// Modifiers apply from the outside in: in `.delay(2).speed(2)` the delay is sped
    /// up too, so the animation starts after 1 s and then runs twice as fast.
    ///
    /// ```swift
    /// withAnimation(.easeInOut.speed(2)) { scale = 2 }
    /// ```
    public func speed(_ speed: Double) -> Animation {
        func wrap<B: CustomAnimation>(_ base: B) -> Animation { Animation(SpeedAnimation(base: base, speed: speed)) }
        return wrap(base)
    }
}

/// An animation that runs another at a different speed, whatever its type
/// (for queries that look through `.speed(_:)`).
package protocol SpeedAdjustedAnimation {
    /// How much faster than its base it runs.
    var speed: Double { get }
    /// The animation it speeds up.
    var baseAnimation: Animation { get }
}

extension SpeedAnimation: SpeedAdjustedAnimation {
    package var baseAnimation: Animation { Animation(base) }
}
