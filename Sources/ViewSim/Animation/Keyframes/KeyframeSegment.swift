// Models one resolved keyframe of a SwiftUI keyframe track: where it starts, how
// long it lasts, and the value and velocity along it (jump, unit curve, cubic
// Hermite or spring). Simplifies: evaluated in closed form in `animatableData`
// space; the spring math is `Spring`'s, the timing curves are `UnitCurve`'s.
import Foundation

/// A keyframe placed on its track's time line, with the values it runs between.
///
/// Segment times are local: 0 is the segment's start, `duration` its end.
///
/// ```swift
/// // CubicKeyframe(1, duration: 2) from 0 at rest, ending at rest:
/// segment.value(at: 1)      // 0.5
/// segment.velocity(at: 1)   // 0.75
/// ```
nonisolated struct KeyframeSegment<Value: Animatable> {
    typealias Data = Value.AnimatableData

    /// How the value moves from `from` over the segment.
    enum Motion {
        /// At `end` from the segment's start (a move, or any zero-duration keyframe).
        case jump
        /// `from + (end − from)·curve(t / duration)`.
        case curve(UnitCurve)
        /// The cubic Hermite curve from `from` to `end` with these velocities (per second).
        case hermite(startVelocity: Data, endVelocity: Data)
        /// The spring's pull from `from` towards `target`, starting at `initialVelocity`.
        case spring(Spring, target: Data, initialVelocity: Data)
    }

    /// The declared keyframe.
    var keyframe: KeyframeSpec<Value>
    /// The keyframe's position in its track.
    var index: Int
    /// When the segment starts, in track time.
    var startTime: TimeInterval
    /// How long it lasts (0 for a jump).
    var duration: TimeInterval
    /// The value at the segment's start.
    var from: Data
    var motion: Motion
    /// The value at the segment's end (for a spring cut short, not its target).
    var end: Data
    /// The velocity at the segment's end.
    var endVelocity: Data

    /// The value `time` seconds into the segment (clamped to [0, duration]); exactly
    /// `end` at the segment's end.
    func value(at time: TimeInterval) -> Data {
        let t = min(max(time, 0), duration)
        if t >= duration { return end }
        switch motion {
        case .jump:
            return end
        case .curve(let curve):
            return from + (end - from).scaled(by: curve.value(at: t / duration))
        case .hermite(let startVelocity, let endVelocity):
            let s = t / duration
            let (s2, s3) = (s * s, s * s * s)
            // Hermite basis: h01 = 3s² − 2s³ (h00 = 1 − h01), h10 = s³ − 2s² + s, h11 = s³ − s².
            return from + (end - from).scaled(by: 3 * s2 - 2 * s3)
                + startVelocity.scaled(by: (s3 - 2 * s2 + s) * duration)
                + endVelocity.scaled(by: (s3 - s2) * duration)
        case .spring(let spring, let target, let initialVelocity):
            return from + spring.value(target: target - from, initialVelocity: initialVelocity, time: t)
        }
    }

    /// The velocity (per second) `time` seconds into the segment (clamped to
    /// [0, duration]); zero for a jump, and zero where it is not finite.
    func velocity(at time: TimeInterval) -> Data {
        let t = min(max(time, 0), duration)
        switch motion {
        case .jump:
            return .zero
        case .curve(let curve):
            let rate = curve.velocity(at: t / duration) / duration
            return KeyframeInputClamp.velocity((end - from).scaled(by: rate))
        case .hermite(let startVelocity, let endVelocity):
            let s = t / duration
            let s2 = s * s
            // Derivatives of the basis with respect to s, divided by d(s)/dt = 1/duration.
            return (end - from).scaled(by: (6 * s - 6 * s2) / duration)
                + startVelocity.scaled(by: 3 * s2 - 4 * s + 1)
                + endVelocity.scaled(by: 3 * s2 - 2 * s)
        case .spring(let spring, let target, let initialVelocity):
            return KeyframeInputClamp.velocity(
                spring.velocity(target: target - from, initialVelocity: initialVelocity, time: t))
        }
    }

    /// How far through the segment `time` is, in [0, 1] (1 for a jump).
    func progress(at time: TimeInterval) -> Double {
        guard duration > 0 else { return 1 }
        return min(max(time / duration, 0), 1)
    }
}
