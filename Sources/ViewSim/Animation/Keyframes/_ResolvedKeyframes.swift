// Models SwiftUI's `_ResolvedKeyframes`: the tracks a `Keyframes` value resolves
// into against a timeline's initial value (and the velocity carried into it).
// Simplifies: the storage is viewsim's own (Apple's interface shows no members).
import Foundation

/// The resolved tracks of a keyframe timeline, in declaration order, with the
/// initial value and velocity they were resolved against. You never create one:
/// `KeyframeTimeline` does (its initialiser is internal), and each `KeyframeTrack`
/// appends itself.
///
/// ```swift
/// // Inside KeyframeTimeline.init:
/// var resolved = _ResolvedKeyframes(initialValue: 0.0)
/// KeyframeTrack { LinearKeyframe(1.0, duration: 1) }._resolve(into: &resolved)   // one track
/// ```
public struct _ResolvedKeyframes<Value> {
    /// The timeline's initial value; each track starts from its property in it.
    let initialValue: Value
    /// The velocity carried over from a previous run (empty: at rest).
    let initialVelocity: KeyframeVelocity<Value>
    /// The tracks, in declaration order.
    var tracks: [any AnyResolvedKeyframeTrack<Value>] = []

    init(initialValue: Value, initialVelocity: KeyframeVelocity<Value> = KeyframeVelocity()) {
        self.initialValue = initialValue
        self.initialVelocity = initialVelocity
    }

    /// Resolves a track's keyframes against the property at `keyPath` and appends it.
    mutating func appendTrack<Property: Animatable>(
        _ keyPath: WritableKeyPath<Value, Property>, keyframes: _ResolvedKeyframeTrackContent<Property>
    ) {
        let path = KeyframeTrackPath<Property>(
            keyframes: keyframes.keyframes,
            initialValue: initialValue[keyPath: keyPath].animatableData,
            initialVelocity: initialVelocity.velocity(at: keyPath) ?? .zero
        )
        tracks.append(ResolvedKeyframeTrack(keyPath: keyPath, path: path))
    }
}
