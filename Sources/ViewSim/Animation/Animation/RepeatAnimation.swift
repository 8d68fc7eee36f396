// Models SwiftUI's `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`.
// Simplifies: nothing. As Apple documents, a reversed pass counts towards the count;
// when the last pass ends the animation is removed, so the value shows the model value.
import Foundation

/// An animation that plays its base `repeatCount` times (or forever when `nil`).
///
/// With `autoreverses`, odd passes play backwards (`value − base`). When a pass ends
/// the frame shows that pass's end (the full delta after a forward pass, zero after a
/// reversed one) and the next pass starts from that frame's time. A count below 1 is
/// treated as 1. Logically complete when the last pass is; never merges.
package struct RepeatAnimation<Base: CustomAnimation>: BuiltInAnimation {
    package let base: Base
    /// The number of passes, or `nil` for forever.
    package let repeatCount: Int?
    package let autoreverses: Bool

    package init(base: Base, repeatCount: Int?, autoreverses: Bool) {
        self.base = base
        self.repeatCount = repeatCount.map(AnimationInputClamp.repeatCount)
        self.autoreverses = autoreverses
    }

    private struct Progress<V: VectorArithmetic>: AnimationStateKey {
        var pass = 0
        var passStart: TimeInterval = 0
        var baseState = AnimationState<V>()
        static var defaultValue: Progress { Progress() }
    }

    private func isReversed(_ pass: Int) -> Bool { autoreverses && pass % 2 == 1 }

    /// Specialised for `.default` repeated on a frame's `CGRect` and on a `Double` (an
    /// opacity, a rotation): the fuzzer's `repeatForever(.default)` feedback loops retarget
    /// a frame every frame, and unspecialised each call looked up `Progress<V>`'s metadata.
    @_specialize(
        exported:false,where
            Base == DefaultAnimation,
            V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    )
    @_specialize(exported:false,where Base == DefaultAnimation, V == Double)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let time = AnimationInputClamp.time(time)
        var progress = context.state[Progress<V>.self]
        if let repeatCount, progress.pass >= repeatCount { return nil }
        var inner = context.withState(progress.baseState)
        let reversed = isReversed(progress.pass)
        let result: V
        if let step = base.animate(value: value, time: max(0, time - progress.passStart), context: &inner) {
            progress.baseState = inner.state
            result = reversed ? value - step : step
            if let repeatCount, progress.pass == repeatCount - 1, inner.isLogicallyComplete {
                context.isLogicallyComplete = true
            }
        } else {
            progress.pass += 1
            progress.passStart = time
            progress.baseState = AnimationState()
            context.state[Progress<V>.self] = progress
            if let repeatCount, progress.pass >= repeatCount {
                context.isLogicallyComplete = true
                return nil
            }
            return reversed ? .zero : value
        }
        context.state[Progress<V>.self] = progress
        return result
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let progress = context.state[Progress<V>.self]
        let inner = context.withState(progress.baseState)
        let local = max(0, AnimationInputClamp.time(time) - progress.passStart)
        guard let velocity = base.velocity(value: value, time: local, context: inner) else { return nil }
        return isReversed(progress.pass) ? .zero - velocity : velocity
    }

    package var canFinish: Bool { repeatCount != nil && Animation(base).canFinish }

    /// `repeatForever` never returns `nil` nor sets `isLogicallyComplete`.
    package var canComplete: Bool { repeatCount != nil }

    package var description: String {
        let count = repeatCount.map { "repeatCount(\($0), " } ?? "repeatForever("
        return "\(base).\(count)autoreverses: \(autoreverses))"
    }
}

extension Animation {
    /// The same animation played `repeatCount` times. With `autoreverses`, every
    /// second pass plays backwards, and reversed passes count: a count of 1 plays
    /// forward once; a count of 2 plays forward, then back, then stops — and because
    /// the animation is then removed, the value jumps to its new (model) value.
    /// A count below 1 is treated as 1.
    ///
    /// ```swift
    /// withAnimation(.easeInOut.repeatCount(3)) { scale = 1.5 }   // forward, back, forward
    /// ```
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        func wrap<B: CustomAnimation>(_ base: B) -> Animation {
            Animation(RepeatAnimation(base: base, repeatCount: repeatCount, autoreverses: autoreverses))
        }
        return wrap(base)
    }

    /// The same animation repeated for as long as the view lives. It never finishes by
    /// itself (`canFinish` is `false`).
    ///
    /// ```swift
    /// .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 } }
    /// ```
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        func wrap<B: CustomAnimation>(_ base: B) -> Animation {
            Animation(RepeatAnimation(base: base, repeatCount: nil, autoreverses: autoreverses))
        }
        return wrap(base)
    }
}
