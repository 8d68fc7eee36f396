// Models how SwiftUI lays one keyframe track out in time: keyframes back to back
// from the track's initial value, with the velocity rules of cubic keyframes
// (Catmull-Rom between cubics, matching the neighbour's velocity otherwise) and
// springs that keep the incoming velocity. Simplifies: see the rules on the type.
import Foundation

/// The resolved keyframes of one track: timed segments, sampled by time.
///
/// Resolution rules. Apple documents the outline (keyframes back to back, Catmull-Rom
/// between cubics, a cubic matching a neighbour of another kind, a spring running for
/// its duration before the next keyframe takes over); the exact formulas, the rest at
/// a track's ends and the velocity of a cubic before a spring are viewsim's choices.
///
/// - Segments run back to back from the track's initial value; each starts at the
///   value the previous one ended at.
/// - A nil cubic start velocity is the previous segment's end velocity (for the first
///   segment, the track's initial velocity: zero unless a `KeyframeAnimator` carries
///   one over). Between two cubic keyframes this is the Catmull-Rom velocity.
/// - A nil cubic end velocity is the next segment's initial velocity: for a linear
///   keyframe its curve's start slope, for a move (or any zero-duration keyframe) zero,
///   for a cubic or spring with a `startVelocity` that velocity, and otherwise the
///   Catmull-Rom velocity (pₖ₊₂ − pₖ) / (dₖ + dₖ₊₁) towards the next keyframe's value
///   (pₖ is this segment's start value, dₖ the durations). The last keyframe ends at rest.
/// - A spring keyframe pulls from its start value with the incoming velocity (unless it
///   has a `startVelocity`) for its duration; the next keyframe starts wherever the
///   spring got to, with the spring's velocity there.
/// - A linear keyframe ends with its curve's end slope; a move ends at rest.
///
/// ```swift
/// // 0 → CubicKeyframe(1, duration: 1) → CubicKeyframe(0, duration: 1):
/// path.velocity(at: 1)   // 0: (0 − 0) / (1 + 1), the Catmull-Rom velocity at the peak
/// ```
nonisolated struct KeyframeTrackPath<Value: Animatable> {
    typealias Data = Value.AnimatableData

    /// The segments in order; their start times never decrease.
    let segments: [KeyframeSegment<Value>]
    /// When the last segment ends.
    let duration: TimeInterval

    /// Resolves `keyframes` starting from `initialValue` moving at `initialVelocity`.
    init(keyframes: [KeyframeSpec<Value>], initialValue: Data, initialVelocity: Data) {
        var settling: [Spring: TimeInterval] = [:]
        func duration(of keyframe: KeyframeSpec<Value>) -> TimeInterval {
            switch keyframe.kind {
            case .move:
                return 0
            case .spring(let spring, _) where keyframe.duration == nil:
                if let cached = settling[spring] { return cached }
                let seconds = KeyframeInputClamp.settlingDuration(of: spring)
                settling[spring] = seconds
                return seconds
            default:
                return KeyframeInputClamp.duration(keyframe.duration ?? 0)
            }
        }

        var segments: [KeyframeSegment<Value>] = []
        segments.reserveCapacity(keyframes.count)
        var current = initialValue
        var velocity = KeyframeInputClamp.velocity(initialVelocity)
        var time: TimeInterval = 0
        var nextDuration = keyframes.first.map(duration(of:)) ?? 0
        for (index, keyframe) in keyframes.enumerated() {
            let length = nextDuration
            let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
            nextDuration = next.map(duration(of:)) ?? 0
            let from = current
            let target = keyframe.to.animatableData
            var motion = KeyframeSegment<Value>.Motion.jump
            var end = target
            var endVelocity = Data.zero
            if length > 0 {
                switch keyframe.kind {
                case .move:
                    break
                case .linear(let curve):
                    motion = .curve(curve)
                    endVelocity = KeyframeInputClamp.velocity(
                        (target - from).scaled(by: curve.velocity(at: 1) / length))
                case .cubic(let startVelocity, let givenEnd):
                    let start = KeyframeInputClamp.velocity(startVelocity) ?? velocity
                    endVelocity =
                        KeyframeInputClamp.velocity(givenEnd)
                        ?? Self.initialVelocity(of: next, lasting: nextDuration, after: from, target, lasting: length)
                    motion = .hermite(startVelocity: start, endVelocity: endVelocity)
                case .spring(let spring, let startVelocity):
                    let start = KeyframeInputClamp.velocity(startVelocity) ?? velocity
                    motion = .spring(spring, target: target, initialVelocity: start)
                    end = from + spring.value(target: target - from, initialVelocity: start, time: length)
                    endVelocity = KeyframeInputClamp.velocity(
                        spring.velocity(target: target - from, initialVelocity: start, time: length))
                }
            }
            segments.append(
                KeyframeSegment(
                    keyframe: keyframe, index: index, startTime: time, duration: length,
                    from: from, motion: motion, end: end, endVelocity: endVelocity))
            current = end
            velocity = endVelocity
            time = KeyframeInputClamp.endTime(start: time, duration: length)
        }
        self.segments = segments
        self.duration = time
    }

    /// The velocity a cubic segment from `from` to `to` (lasting `length`) ends with,
    /// given the keyframe after it: that keyframe's initial velocity.
    private static func initialVelocity(
        of next: KeyframeSpec<Value>?, lasting nextLength: TimeInterval,
        after from: Data, _ to: Data, lasting length: TimeInterval
    ) -> Data {
        guard let next, nextLength > 0 else { return .zero }
        let nextTarget = next.to.animatableData
        switch next.kind {
        case .move:
            return .zero
        case .linear(let curve):
            return KeyframeInputClamp.velocity((nextTarget - to).scaled(by: curve.velocity(at: 0) / nextLength))
        case .cubic(let startVelocity, _):
            return KeyframeInputClamp.velocity(startVelocity)
                ?? KeyframeInputClamp.velocity((nextTarget - from).scaled(by: 1 / (length + nextLength)))
        case .spring(_, let startVelocity):
            return KeyframeInputClamp.velocity(startVelocity)
                ?? KeyframeInputClamp.velocity((nextTarget - from).scaled(by: 1 / (length + nextLength)))
        }
    }

    /// The index of the segment active at `time`: the last one that has started
    /// (within `KeyframeInputClamp.timeTolerance`), or nil for an empty track.
    func segmentIndex(at time: TimeInterval) -> Int? {
        guard !segments.isEmpty else { return nil }
        let t = AnimationInputClamp.time(time) + KeyframeInputClamp.timeTolerance
        var (low, high) = (0, segments.count - 1)  // invariant: segments[low] has started
        while low < high {
            let middle = low + (high - low + 1) / 2
            if segments[middle].startTime <= t { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The active segment at `time` (track time) and the value there; before 0 the
    /// value is the value at 0, after the end the last segment's end value. Nil for an
    /// empty track.
    func sample(at time: TimeInterval) -> (segment: KeyframeSegment<Value>, value: Data)? {
        guard let index = segmentIndex(at: time) else { return nil }
        let segment = segments[index]
        return (segment, segment.value(at: AnimationInputClamp.time(time) - segment.startTime))
    }

    /// The velocity at `time`: zero once the track has ended (it holds its last value).
    func velocity(at time: TimeInterval) -> Data {
        let t = AnimationInputClamp.time(time)
        guard let index = segmentIndex(at: t), t + KeyframeInputClamp.timeTolerance < duration else { return .zero }
        let segment = segments[index]
        return segment.velocity(at: t - segment.startTime)
    }
}
