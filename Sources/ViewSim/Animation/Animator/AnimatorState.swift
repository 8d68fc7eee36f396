// Models the animator SwiftUI keeps per animated attribute (OpenSwiftUI's `AnimatorState`):
// presentation = model − remaining delta; merge or combine on interruption; logical
// completion per change. Simplifies: no frame-phase re-basing (t = 0 at the begin time);
// a superseded change's logical completion fires at the latest when the animator finishes.
import Foundation

/// The running animation of one animatable value, on the delta model.
///
/// The graph creates it when a value changes inside an animated transaction, with
/// `interval = new − old`, and each frame adds `sample(at:)` to the model (new) value:
/// `presentation = model − interval + animate(interval, t − beginTime)`. When the value
/// changes again with an animation, `combine(animation:interval:at:)` either lets the new
/// animation take over (`shouldMerge` → `true`: state and elapsed time kept, `interval`
/// grows) or runs both in a `DefaultCombiningAnimation`.
///
/// ```swift
/// var animator = AnimatorState(animation: .easeInOut, interval: 100.0, beginTime: 0)
/// animator.sample(at: 0)      // −100: the value still shows its old value
/// animator.sample(at: 0.35)   // 0: at the model value
/// animator.sample(at: 0.4)    // nil: finished; remove the animator
/// animator.takeEvents()       // [#0 started easeInOut(duration: 0.35), #0 logically complete, #0 finished]
/// ```
package struct AnimatorState<Value: VectorArithmetic> {
    /// The animation running now (a `DefaultCombiningAnimation` after a combine).
    package private(set) var animation: Animation
    /// The total delta still being animated towards the model value.
    package private(set) var interval: Value
    /// When the running animation's clock started (kept across merges).
    package private(set) var beginTime: TimeInterval
    /// The generation of the most recent animation added (0 for the first).
    package private(set) var generation = 0
    /// Whether the most recent generation has logically completed.
    package private(set) var isLogicallyComplete = false
    /// Whether the animator has finished; the value shows its model value.
    package private(set) var isFinished = false

    private var context: AnimationContext<Value>
    private var superseded: [Fork] = []
    private var events: [AnimatorEvent] = []

    /// An earlier generation, still evaluated privately until it logically completes.
    private struct Fork {
        var generation: Int
        var animation: Animation
        var interval: Value
        var beginTime: TimeInterval
        var context: AnimationContext<Value>
        /// `false` when its animation can never finish nor logically complete
        /// (`Animation.canComplete`, e.g. a `repeatForever`): evaluating it each frame
        /// could not change what is reported, so it is not evaluated. It still completes
        /// when it is the oldest past `maximumSupersededGenerations` or the animator finishes.
        var isEvaluated: Bool
    }

    /// How many superseded changes are followed now (at most
    /// `maximumSupersededGenerations`), and how many of them are evaluated each frame.
    package var supersededCounts: (followed: Int, evaluated: Int) {
        (superseded.count, superseded.lazy.filter(\.isEvaluated).count)
    }

    /// Starts animating `interval` (new − old) with `animation` from `beginTime`.
    package init(
        animation: Animation, interval: Value, beginTime: TimeInterval,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.animation = animation
        self.interval = interval
        self.beginTime = Self.clampTime(beginTime)
        context = AnimationContext(environment: environment)
        events.append(.started(animation, generation: 0))
    }

    /// Starts animating `interval` with `animation` from `beginTime`, on a value that was
    /// moving at `initialVelocity` (a tracked velocity, per second): the animation is asked
    /// `shouldMerge(previous:value:time:context:)` with a `VelocityCarrierAnimation` (zero
    /// offset, that velocity), as if it interrupted a running animation of that velocity. A
    /// spring merges and starts with it; an animation that does not merge starts at rest.
    /// `tookVelocity` says which.
    ///
    /// ```swift
    /// let state = AnimatorState(animation: .spring, interval: -240.0, beginTime: 1, initialVelocity: 1200.0)
    /// state.tookVelocity        // true
    /// state.velocity(at: 1)     // 1200
    /// ```
    package init(
        animation: Animation, interval: Value, beginTime: TimeInterval, initialVelocity: Value,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.init(animation: animation, interval: interval, beginTime: beginTime, environment: environment)
        guard initialVelocity.magnitudeSquared.isFinite else { return }
        let carrier = Animation(VelocityCarrierAnimation(velocity: initialVelocity))
        var trial = context
        if animation.shouldMerge(previous: carrier, value: interval, time: 0, context: &trial) {
            context = trial
            context.isLogicallyComplete = false
            tookVelocity = true
        }
    }

    /// Whether the animation started with the initial velocity it was given (it merged
    /// with the carrier of that velocity).
    package private(set) var tookVelocity = false

    /// The most earlier changes still followed for their logical completion.
    /// viewsim's model: each is evaluated every frame, so a value re-targeted every
    /// frame by an animation that never completes (`repeatForever`) would cost
    /// more each frame; past this many, the oldest is reported logically complete.
    package static var maximumSupersededGenerations: Int { 8 }

    /// Whether the animator can finish by itself (`false` for `repeatForever` and
    /// undamped springs): "run until idle" must stop with a message instead.
    package var canFinish: Bool { isFinished || animation.canFinish }

    /// Adds a change of `interval` animated with `animation` at `time`.
    ///
    /// The new animation is asked `shouldMerge(previous:value:time:context:)` with the
    /// running animation, its delta and the time since `beginTime`. If it merges it takes
    /// over the state and elapsed time; otherwise both run in a `DefaultCombiningAnimation`.
    /// Either way `interval` grows by the new delta, so the presentation does not jump.
    /// After the animator finished, this starts afresh (with `interval` alone).
    ///
    /// With `trackedVelocity` (the velocity a transaction with `tracksVelocity` tracked on the
    /// presented value, which the running animation's motion is part of), an animation that
    /// merges is asked again with a carrier of the running animation's offset and that
    /// velocity; if it merges with that too, it starts from it (`tookVelocity`). Whether it
    /// merges or combines is decided with the running animation alone, as without it.
    @discardableResult
    package mutating func combine(
        animation new: Animation, interval newInterval: Value, at time: TimeInterval, trackedVelocity: Value? = nil
    )
        -> AnimatorEvent
    {
        let time = Self.clampTime(time)
        tookVelocity = false
        if isFinished {
            let untaken = events
            if let trackedVelocity {
                self = AnimatorState(
                    animation: new, interval: newInterval, beginTime: time, initialVelocity: trackedVelocity,
                    environment: context.environment)
            } else {
                self = AnimatorState(
                    animation: new, interval: newInterval, beginTime: time, environment: context.environment)
            }
            events = untaken + [.started(new, generation: 0)]
            return .started(new, generation: 0)
        }
        let elapsed = max(0, time - beginTime)
        let previous = animation
        if !isLogicallyComplete {
            superseded.append(
                Fork(
                    generation: generation, animation: previous, interval: interval, beginTime: beginTime,
                    context: context, isEvaluated: previous.canComplete || context.isLogicallyComplete))
            if superseded.count > Self.maximumSupersededGenerations {
                let oldest = superseded.removeFirst()
                events.append(.logicallyCompleted(generation: oldest.generation))
            }
        }
        generation += 1
        isLogicallyComplete = false
        var trial = context
        let event: AnimatorEvent
        if new.shouldMerge(previous: previous, value: interval, time: elapsed, context: &trial) {
            if let trackedVelocity, trackedVelocity.magnitudeSquared.isFinite {
                let carrier = Animation(VelocityCarrierAnimation(velocity: trackedVelocity, running: previous))
                var tracked = context
                if new.shouldMerge(previous: carrier, value: interval, time: elapsed, context: &tracked) {
                    trial = tracked
                    tookVelocity = true
                }
            }
            context = trial
            context.isLogicallyComplete = false
            animation = new
            event = .merged(new, previous: previous, generation: generation)
        } else {
            let combined = DefaultCombiningAnimation.combine(
                previous: previous, previousValue: interval, next: new, nextValue: newInterval, at: elapsed,
                context: &context)
            context.isLogicallyComplete = false
            animation = Animation(combined)
            event = .combined(new, count: combined.running, generation: generation)
        }
        interval += newInterval
        events.append(event)
        return event
    }

    /// The offset to add to the model value at `time`, or `nil` once finished (then
    /// remove the animator: the value shows the model value). A non-finite result
    /// finishes the animator too.
    package mutating func sample(at time: TimeInterval) -> Value? {
        guard !isFinished else { return nil }
        let elapsed = max(0, Self.clampTime(time) - beginTime)
        let output = animation.animate(value: interval, time: elapsed, context: &context)
        if !superseded.isEmpty { advanceSuperseded(to: time) }
        if !isLogicallyComplete, context.isLogicallyComplete {
            isLogicallyComplete = true
            events.append(.logicallyCompleted(generation: generation))
        }
        guard let output, output.magnitudeSquared.isFinite else {
            finish()
            return nil
        }
        return output - interval
    }

    /// Adds `sample(at:)` to `value` in place: `false` once finished (then `value`
    /// is left as it is). The graph's per-frame form, with no optional of the
    /// value's type to build.
    ///
    /// ```swift
    /// var shown = model
    /// if !animator.sample(at: now, addingTo: &shown) { /* finished: show the model */ }
    /// ```
    package mutating func sample(at time: TimeInterval, addingTo value: inout Value) -> Bool {
        guard let offset = sample(at: time) else { return false }
        value = value + offset
        return true
    }

    /// The velocity of the presented value at `time`, if the animation knows it.
    package func velocity(at time: TimeInterval) -> Value? {
        guard !isFinished else { return nil }
        return animation.velocity(value: interval, time: max(0, Self.clampTime(time) - beginTime), context: context)
    }

    /// The events since the last call, oldest first.
    package mutating func takeEvents() -> [AnimatorEvent] {
        // Most frames have none: return without touching the storage.
        if events.isEmpty { return [] }
        defer { events.removeAll() }
        return events
    }

    private mutating func advanceSuperseded(to time: TimeInterval) {
        var index = 0
        while index < superseded.count {
            guard superseded[index].isEvaluated else {
                index += 1
                continue
            }
            var fork = superseded[index]
            let elapsed = max(0, Self.clampTime(time) - fork.beginTime)
            let output = fork.animation.animate(value: fork.interval, time: elapsed, context: &fork.context)
            if output == nil || fork.context.isLogicallyComplete {
                events.append(.logicallyCompleted(generation: fork.generation))
                superseded.remove(at: index)
            } else {
                superseded[index] = fork
                index += 1
            }
        }
    }

    private mutating func finish() {
        isFinished = true
        for fork in superseded { events.append(.logicallyCompleted(generation: fork.generation)) }
        superseded.removeAll()
        if !isLogicallyComplete {
            isLogicallyComplete = true
            events.append(.logicallyCompleted(generation: generation))
        }
        events.append(.finished(lastGeneration: generation))
    }

    private static func clampTime(_ time: TimeInterval) -> TimeInterval {
        time.isFinite ? time : 0
    }
}
