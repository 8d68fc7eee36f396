// Helpers for the animation tests: run an animation or an animator frame by frame
// at 60 fps on the virtual clock, with a hard frame limit so no test can hang.
import Foundation
import ViewSim

/// The time of frame `index` at `fps` frames per second.
func frameTime(_ index: Int, fps: Double = 60) -> Double { Double(index) / fps }

/// `animation.animate(value: delta, …)` at every frame from t = 0 until it returns
/// nil (not included) or `limit` frames have run.
func animateFrames(_ animation: Animation, delta: Double = 1, fps: Double = 60, limit: Int = 3_000) -> [Double] {
    var context = AnimationContext<Double>()
    var results: [Double] = []
    for index in 0..<limit {
        guard let value = animation.animate(value: delta, time: frameTime(index, fps: fps), context: &context) else {
            break
        }
        results.append(value)
    }
    return results
}

/// One `animate` call at `time` in a fresh context.
func animateOnce(_ animation: Animation, delta: Double = 1, at time: Double) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: delta, time: time, context: &context)
}

/// The first frame time at which `animation`'s context reports logical completion.
func logicalCompletionTime(_ animation: Animation, delta: Double = 1, fps: Double = 60, limit: Int = 3_000) -> Double? {
    var context = AnimationContext<Double>()
    for index in 0..<limit {
        let time = frameTime(index, fps: fps)
        let result = animation.animate(value: delta, time: time, context: &context)
        if context.isLogicallyComplete || result == nil { return time }
    }
    return nil
}

/// A scripted animated value: a model value and, while animating, an animator.
struct AnimatedValue {
    var model: Double
    var animator: AnimatorState<Double>?
    var events: [AnimatorEvent] = []

    init(_ model: Double) { self.model = model }

    /// Sets a new model value with `animation` at `time` (nil: no animation).
    mutating func set(_ value: Double, animation: Animation?, at time: Double) {
        let delta = value - model
        model = value
        guard let animation else { return }
        if animator == nil {
            animator = AnimatorState(animation: animation, interval: delta, beginTime: time)
        } else {
            animator?.combine(animation: animation, interval: delta, at: time)
        }
        drain()
    }

    /// The presented value at `time` (removing the animator once it finishes).
    mutating func presentation(at time: Double) -> Double {
        guard var running = animator else { return model }
        let offset = running.sample(at: time)
        events += running.takeEvents()
        animator = offset == nil ? nil : running
        return model + (offset ?? 0)
    }

    private mutating func drain() {
        if var running = animator {
            events += running.takeEvents()
            animator = running
        }
    }
}

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
