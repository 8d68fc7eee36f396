// Models the velocity SwiftUI tracks for an animatable value changed in a transaction with
// `tracksVelocity` (a gesture's): the value's recent samples in simulated time and their
// least-squares slope, handed to the animation that starts on the value next.
// Simplifies: viewsim's rule (Apple documents none): the samples of the last 100 ms, at most 16.
import Foundation

/// The recent samples of one animatable value that a tracking transaction changed, and the
/// velocity they give.
///
/// viewsim's model (docs/ARCHITECTURE.md, "Velocity tracking"): the velocity is the
/// least-squares slope of the value against simulated time over the samples of the last
/// 100 ms. Why least squares rather than the last two samples: a drag's samples arrive once
/// per frame with the finger's jitter, and the slope of the last two amplifies one uneven step
/// into a velocity jump, while the fitted line over a short window smooths it and still follows
/// a change of speed within 100 ms. This is the estimate UIKit-era trackers use (Android's
/// `VelocityTracker` fits a polynomial over the last 100 ms); Apple does not document its own.
/// (docs/design/Gestures.md, decision 2.)
///
/// ```swift
/// let tracker = VelocityTracker<Double>(source: "DragGesture #12", attribute: "x")
/// tracker.add(0, at: 0)
/// tracker.add(20, at: 1.0 / 60)
/// tracker.add(40, at: 2.0 / 60)
/// tracker.velocity(at: 2.0 / 60)   // 1200
/// ```
final class VelocityTracker<Value: VectorArithmetic>: VelocityTracking {
    /// How far back samples count.
    static var window: TimeInterval { 0.1 }
    /// The most samples kept (a 100 ms window holds 7 at 60 fps, 13 at 120 fps).
    static var capacity: Int { 16 }

    private(set) var samples: [(time: TimeInterval, value: Value)] = []
    /// What tracks the velocity, for the trace (`"DragGesture #12"`).
    var source: String
    /// The attribute it samples (`"offset"`), as the animations of the value name it.
    let attribute: String

    init(source: String, attribute: String) {
        self.source = source
        self.attribute = attribute
        samples.reserveCapacity(Self.capacity)
    }

    /// Adds the value at `time`: a sample at the same time replaces the one there (the last
    /// write of a frame counts); a sample whose value is not finite is not kept. Drops samples
    /// past the capacity and older than the window.
    func add(_ value: Value, at time: TimeInterval) {
        guard time.isFinite, value.magnitudeSquared.isFinite else { return }
        if let last = samples.last, abs(last.time - time) <= FrameClock.tolerance {
            samples[samples.count - 1].value = value
            return
        }
        samples.append((time, value))
        let oldest = time - Self.window - FrameClock.tolerance
        let stale = samples.prefix { $0.time < oldest }.count
        let excess = max(stale, samples.count - Self.capacity)
        if excess > 0 { samples.removeFirst(excess) }
    }

    /// The time of the newest sample.
    var lastTime: TimeInterval? { samples.last?.time }

    /// The least-squares slope of the samples of the last 100 ms before `time`: zero with
    /// fewer than two, or when the slope is not finite.
    func velocity(at time: TimeInterval) -> Value {
        let oldest = time - Self.window - FrameClock.tolerance
        let recent = samples.filter { $0.time >= oldest && $0.time <= time + FrameClock.tolerance }
        guard recent.count >= 2 else { return .zero }
        let count = Double(recent.count)
        // Times relative to the newest sample keep the sums small (simulated time grows).
        let origin = recent[recent.count - 1].time
        let meanTime = recent.reduce(0) { $0 + ($1.time - origin) } / count
        var meanValue = Value.zero
        for sample in recent { meanValue += sample.value.scaled(by: 1 / count) }
        var spread = 0.0
        for sample in recent {
            let dt = sample.time - origin - meanTime
            spread += dt * dt
        }
        guard spread > 0 else { return .zero }
        var slope = Value.zero
        for sample in recent {
            slope += (sample.value - meanValue).scaled(by: (sample.time - origin - meanTime) / spread)
        }
        return slope.magnitudeSquared.isFinite ? slope : .zero
    }

    /// Whether the newest sample is at most one frame (`frameDuration`) before `time`: the
    /// value was still moving, so an animation starting now takes its velocity.
    func isRecent(at time: TimeInterval, frameDuration: TimeInterval) -> Bool {
        guard let last = lastTime else { return false }
        return time - last <= frameDuration + FrameClock.tolerance && time - last >= -FrameClock.tolerance
    }

    func components(at time: TimeInterval) -> [Double] {
        TraceValue.numbers(in: velocity(at: time))
    }

    func sampleSummary(at time: TimeInterval) -> String {
        let oldest = time - Self.window - FrameClock.tolerance
        let recent = samples.filter { $0.time >= oldest && $0.time <= time + FrameClock.tolerance }
        let shown = recent.map { sample in
            let numbers = TraceValue.numbers(in: sample.value).map(ValueFormatter.number)
            let value = numbers.count == 1 ? numbers[0] : "(" + numbers.joined(separator: ", ") + ")"
            return "\(value) at t=\(ValueFormatter.number(sample.time))s"
        }
        return "\(recent.count) sample\(recent.count == 1 ? "" : "s"): " + shown.joined(separator: ", ")
    }
}
