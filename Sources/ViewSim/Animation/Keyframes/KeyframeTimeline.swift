// Models SwiftUI's `KeyframeTimeline` (iOS 17): keyframes resolved against an
// initial value, sampled at any time or progress. Simplifies: adds viewsim-only
// (package) velocity and active-keyframe queries for KeyframeAnimator and traces.
import Foundation

/// A description of how a value changes over time, modeled with keyframes.
///
/// Like a video clip, a timeline has a `duration` (that of its longest track) and can
/// be scrubbed to any time. Each track starts from its property's value in
/// `initialValue`; tracks apply in declaration order, so a later track on the same
/// property wins; a track that has ended holds its last value. Before 0 the value is
/// the value at 0; after `duration` it is the end value.
///
/// ```swift
/// struct Stroke { var trim = 0.0; var opacity = 0.1 }
/// let timeline = KeyframeTimeline(initialValue: Stroke()) {
///     KeyframeTrack(\.trim) { CubicKeyframe(1, duration: 2) }
///     KeyframeTrack(\.opacity) {
///         LinearKeyframe(0.1, duration: 1.5)
///         CubicKeyframe(1, duration: 0.5)
///     }
/// }
/// timeline.duration                  // 2
/// timeline.value(time: 1).trim       // 0.5
/// timeline.value(progress: 1)        // Stroke(trim: 1, opacity: 1)
/// ```
public struct KeyframeTimeline<Value> {
    /// The value the tracks start from.
    let initialValue: Value
    /// The resolved tracks, in declaration order.
    let tracks: [any AnyResolvedKeyframeTrack<Value>]

    /// The duration of the content in seconds: that of the longest track (0 with no
    /// tracks or only empty tracks).
    public let duration: TimeInterval

    /// Creates a timeline from an initial value and keyframes.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1, duration: 1) }
    /// ```
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, initialVelocity: KeyframeVelocity(), keyframes: content())
    }

    /// Creates a timeline whose tracks start at the velocities in `initialVelocity`,
    /// as a `KeyframeAnimator` does when its trigger changes mid-run.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: current, initialVelocity: old.velocities(time: t)) { … }
    /// ```
    package init(
        initialValue: Value, initialVelocity: KeyframeVelocity<Value>,
        @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
    ) {
        self.init(initialValue: initialValue, initialVelocity: initialVelocity, keyframes: content())
    }

    /// Creates a timeline from a keyframes value (what a `KeyframeAnimator`'s
    /// `keyframes` closure returns).
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: value, keyframes: keyframes(value))
    /// ```
    package init(
        initialValue: Value, initialVelocity: KeyframeVelocity<Value> = KeyframeVelocity(),
        keyframes: some Keyframes<Value>
    ) {
        var resolved = _ResolvedKeyframes(initialValue: initialValue, initialVelocity: initialVelocity)
        keyframes._resolve(into: &resolved)
        self.initialValue = initialValue
        self.tracks = resolved.tracks
        self.duration = resolved.tracks.reduce(0) { max($0, $1.duration) }
    }

    /// The value at `time` seconds. A NaN or negative time is 0.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1, duration: 2) }.value(time: 0.5)   // 0.25
    /// ```
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(to: &value, time: time) }
        return value
    }

    /// The value at `progress` (0 is the start, 1 the end): `value(time: progress · duration)`.
    /// A NaN progress is 0.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1, duration: 2) }.value(progress: 0.5)   // 0.5
    /// ```
    public func value(progress: Double) -> Value {
        value(time: progress.isNaN ? 0 : progress * duration)
    }

    /// Each track's velocity at `time`, by key path (zero once a track has ended):
    /// what a `KeyframeAnimator` carries into the next run when its trigger changes.
    ///
    /// ```swift
    /// timeline.velocities(time: 1).velocity(at: \Stroke.trim)   // Optional(0.75)
    /// ```
    package func velocities(time: Double) -> KeyframeVelocity<Value> {
        var velocity = KeyframeVelocity<Value>()
        for track in tracks { track.recordVelocity(in: &velocity, time: time) }
        return velocity
    }

    /// The keyframe each non-empty track is in at `time`, in track order.
    ///
    /// ```swift
    /// timeline.activeKeyframes(time: 0.8).map(\.trackDescription)
    /// // ["\Stroke.trim: CubicKeyframe(1, duration: 2) 40%", "\Stroke.opacity: LinearKeyframe(0.1, duration: 1.5) 53%"]
    /// ```
    package func activeKeyframes(time: Double) -> [ActiveKeyframe] {
        tracks.compactMap { $0.activeKeyframe(time: time) }
    }

    /// The index of the keyframe each track is in at `time` (nil for an empty
    /// track): cheap to compare every frame, with nothing formatted.
    package func activeKeyframeIndices(time: Double) -> [Int?] {
        tracks.map { $0.activeKeyframeIndex(time: time) }
    }

    /// The active keyframes at `time` as one line, e.g.
    /// `\Stroke.trim: CubicKeyframe(1, duration: 2) 40%; \Stroke.opacity: MoveKeyframe(0.1) 100%`
    /// (`no keyframes` for a timeline without any).
    package func activeKeyframesDescription(time: Double) -> String {
        let active = activeKeyframes(time: time)
        guard !active.isEmpty else { return "no keyframes" }
        return active.map(\.trackDescription).joined(separator: "; ")
    }
}

extension KeyframeTimeline where Value: Animatable {
    /// The velocity of the whole value at `time`, as `animatableData`: each track's
    /// velocity written into its property, everything else zero.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1, duration: 2) }.velocity(time: 1)   // 0.5
    /// ```
    package func velocity(time: Double) -> Value.AnimatableData {
        var velocity = initialValue
        velocity.animatableData = .zero
        for track in tracks { track.writeVelocity(into: &velocity, time: time) }
        return velocity.animatableData
    }
}
