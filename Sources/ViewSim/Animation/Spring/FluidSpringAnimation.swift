// Models SwiftUI's persistent spring behind `spring`, `smooth`, `snappy`, `bouncy`,
// `interactiveSpring` and `spring(_: Spring)`: integrated at a fixed 300 Hz step, merging
// with whatever it interrupts. Simplifies: follows OpenSwiftUI's reverse-engineered
// integrator (not Apple code); viewsim's additions are listed on the type.
import Foundation

/// A spring integrated at 300 steps per second with half-step (velocity Verlet)
/// updates, mass 1, stiffness min((2π/r)², 45 000) and damping 2·√stiffness·ζ.
///
/// - Merging: it always merges. It takes over the interrupted animation's current
///   offset and velocity (a non-finite velocity counts as zero), restarts its logical
///   completion clock, and when the previous spring had another response it blends
///   from that response to its own over `blendDuration` (smoothstep).
/// - Finishing: when velocity² and force² are both ≤ 0.0036 and the offset is within
///   1 % of the delta (or the delta is zero).
/// - Logical completion: `response` seconds after it started (or merged).
/// - Catch-up: if more than 1 s passed since the last step, integration resumes
///   1/60 s before `time` (at most about 300 steps per call).
///
/// viewsim's additions: a response of 0 (also from negative, NaN or infinite input)
/// finishes at once; the damping coefficient is capped at 570 (one step is 1/300 s,
/// so larger values would make the explicit integrator oscillate and diverge; only
/// springs with damping fraction above ~1.3 at the 45 000 stiffness cap, or far above
/// 1 at ordinary responses, are affected); and a diverging (non-finite) state finishes.
package struct FluidSpringAnimation: BuiltInAnimation {
    package let response: Double
    package let dampingFraction: Double
    package let blendDuration: TimeInterval

    /// Integration steps per second.
    package static let stepsPerSecond = 300.0
    /// The largest stiffness used, whatever the response.
    package static let maximumStiffness = 45_000.0
    /// The largest damping coefficient used (keeps the 1/300 s step stable).
    package static let maximumDamping = 570.0

    package init(response: Double, dampingFraction: Double, blendDuration: TimeInterval) {
        self.response = AnimationInputClamp.duration(response)
        self.dampingFraction = AnimationInputClamp.dampingFraction(dampingFraction)
        self.blendDuration = AnimationInputClamp.delay(blendDuration)
    }

    struct State<V: VectorArithmetic>: AnimationStateKey {
        var offset: V = .zero
        var velocity: V = .zero
        var force: V = .zero
        /// The time the integration has reached.
        var time: TimeInterval = 0
        /// When the spring started or last merged (for logical completion).
        var startTime: TimeInterval = 0
        var blendStart: TimeInterval = 0
        /// Previous response − this response, blended away over `blendDuration`.
        var blendInterval: Double = 0
        static var defaultValue: State { State() }
    }

    /// The response in effect at `time`, blending from a previous spring's response.
    private func effectiveResponse<V>(at time: TimeInterval, state: State<V>) -> Double {
        guard state.blendInterval != 0 else { return response }
        guard blendDuration > 0 else { return response }
        let progress = min(max((time - state.blendStart) / blendDuration, 0), 1)
        let smoothstep = progress * progress * (3 - 2 * progress)
        return response + state.blendInterval * (1 - smoothstep)
    }

    /// Specialised for the animatable data of the values viewsim animates itself (an opacity,
    /// an offset, a frame's `CGRect`, a color, …): a frame runs this integrator for every
    /// running spring (each entry of a combined animation, each superseded change still
    /// followed), and unspecialised it looked up the generic metadata of
    /// `AnimatablePair<…>` in every arithmetic step (about a third of case 5544's CPU time,
    /// fuzz seed 36). The generic entry point jumps to the specialisation for these types.
    @_specialize(exported:false,where V == Double)
    @_specialize(exported:false,where V == CGFloat)
    @_specialize(exported:false,where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(
        exported:false,where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    )
    @_specialize(
        exported:false,where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
    )
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let time = AnimationInputClamp.time(time)
        var state = context.state[State<V>.self]
        let r = effectiveResponse(at: time, state: state)
        guard r > 0, time.isFinite else { return nil }
        if time - state.startTime >= r - AnimationInputClamp.timeTolerance { context.isLogicallyComplete = true }

        let stiffness = min(springStiffness(response: r), Self.maximumStiffness)
        let damping = min(springDamping(fraction: dampingFraction, stiffness: stiffness), Self.maximumDamping)
        if time - state.time > 1 { state.time = time - 1.0 / 60 }
        let steps = max(0, Int(((time - state.time) * Self.stepsPerSecond - 1e-6).rounded(.up)))
        let dt = 1 / Self.stepsPerSecond
        for _ in 0..<steps {
            // Half-step velocity, position, new force, second half-step.
            let halfStep = state.force.scaled(by: dt / 2) + state.velocity
            state.offset += halfStep.scaled(by: dt)
            state.force = (value - state.offset).scaled(by: stiffness) - halfStep.scaled(by: damping)
            state.velocity = state.force.scaled(by: dt / 2) + halfStep
        }
        state.time += Double(steps) * dt
        context.state[State<V>.self] = state

        guard state.offset.magnitudeSquared.isFinite, state.velocity.magnitudeSquared.isFinite else { return nil }
        if max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) <= 0.0036 {
            let tolerance = value.scaled(by: 0.01).magnitudeSquared
            if tolerance == 0 || (value - state.offset).magnitudeSquared <= tolerance { return nil }
        }
        return state.offset
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[State<V>.self].velocity
    }

    /// Always `true`: takes over `previous`'s offset and velocity at `time`.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        let time = AnimationInputClamp.time(time)
        var state = context.state[State<V>.self]
        if let velocity = previous.velocity(value: value, time: time, context: context),
            velocity.magnitudeSquared.isFinite
        {
            state.velocity = velocity
        }
        state.offset = previous.animate(value: value, time: time, context: &context) ?? value
        state.time = time
        state.startTime = time
        if let spring = Self.fluidSpring(in: previous), spring.response != response {
            state.blendInterval = spring.response - response
            state.blendStart = time
        } else if Self.fluidSpring(in: previous) == nil {
            state.blendInterval = 0
        }
        context.state[State<V>.self] = state
        return true
    }

    /// The fluid spring `animation` is, directly or as `.default`.
    private static func fluidSpring(in animation: Animation) -> FluidSpringAnimation? {
        if let spring = animation.base as? FluidSpringAnimation { return spring }
        if let fallback = animation.base as? DefaultAnimation { return fallback.base.base as? FluidSpringAnimation }
        return nil
    }

    package var canFinish: Bool { response == 0 || dampingFraction > 0 }

    package var description: String {
        var text =
            "spring(response: \(ValueFormatter.number(response)), dampingFraction: \(ValueFormatter.number(dampingFraction))"
        if blendDuration != 0 { text += ", blendDuration: \(ValueFormatter.number(blendDuration))" }
        return text + ")"
    }
}

extension Animation {
    /// A persistent spring. Interrupting another animation, it keeps that animation's
    /// current value and velocity and retargets. `blendDuration` blends a change of
    /// response over that many seconds. A response of zero (or negative, NaN or
    /// infinite) is infinitely stiff and finishes at once.
    ///
    /// This overload is disfavoured: `.spring()` means `spring(duration: 0.5, bounce: 0)`.
    ///
    /// ```swift
    /// withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { offset = 100 }
    /// ```
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        Animation(
            FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A persistent spring with a perceptual duration and a bounce in [−1, 1]
    /// (0: no bounce, positive: bouncier, negative: overdamped).
    ///
    /// ```swift
    /// withAnimation(.spring(duration: 0.6, bounce: 0.2)) { offset = 100 }
    /// ```
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
        -> Animation
    {
        spring(response: duration, dampingFraction: springDampingFraction(bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring with the motion of `spring`.
    ///
    /// ```swift
    /// withAnimation(.spring(Spring(mass: 1, stiffness: 100, damping: 10))) { offset = 100 }
    /// ```
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A persistent spring with the default values: `spring(duration: 0.5, bounce: 0)`,
    /// which equals `.smooth` (response 0.5, damping fraction 1).
    ///
    /// ```swift
    /// withAnimation(.spring) { isOn.toggle() }
    /// ```
    public static var spring: Animation { spring() }

    /// A stiffer spring for interactive changes (disfavoured overload).
    ///
    /// ```swift
    /// withAnimation(.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)) { drag = location }
    /// ```
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A stiffer spring for interactive changes: `spring(duration: duration,
    /// bounce: 0.15 + extraBounce, blendDuration: blendDuration)`.
    ///
    /// ```swift
    /// withAnimation(.interactiveSpring(duration: 0.2)) { drag = location }
    /// ```
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// `interactiveSpring()`: duration 0.15, bounce 0.15, blend 0.25.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth spring with no bounce: `spring(duration: 0.5, bounce: 0)`.
    ///
    /// ```swift
    /// withAnimation(.smooth) { isOn.toggle() }
    /// ```
    public static var smooth: Animation { smooth() }

    /// A smooth spring: `spring(duration: duration, bounce: extraBounce)`.
    ///
    /// ```swift
    /// withAnimation(.smooth(duration: 0.3)) { isOn.toggle() }
    /// ```
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring with a little bounce: `spring(duration: 0.5, bounce: 0.15)`.
    ///
    /// ```swift
    /// withAnimation(.snappy) { isOn.toggle() }
    /// ```
    public static var snappy: Animation { snappy() }

    /// A snappy spring: `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    ///
    /// ```swift
    /// withAnimation(.snappy(extraBounce: 0.1)) { isOn.toggle() }
    /// ```
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: `spring(duration: 0.5, bounce: 0.3)`.
    ///
    /// ```swift
    /// withAnimation(.bouncy) { scale = 1.2 }
    /// ```
    public static var bouncy: Animation { bouncy() }

    /// A bouncy spring: `spring(duration: duration, bounce: 0.3 + extraBounce)`.
    ///
    /// ```swift
    /// withAnimation(.bouncy(duration: 0.8)) { scale = 1.2 }
    /// ```
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
