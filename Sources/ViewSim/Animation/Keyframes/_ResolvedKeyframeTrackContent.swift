// Models SwiftUI's `_ResolvedKeyframeTrackContent`: the flat list of keyframes that
// a track's builder content resolves into. Simplifies: the storage is viewsim's own
// (Apple's interface shows no members); only the keyframe types append to it.
import Foundation

/// The keyframes of one track, in order, as `KeyframeTrackContent._resolve(into:)`
/// collects them. You never create one: `KeyframeTrack` does (its initialiser is
/// internal).
///
/// ```swift
/// // Inside KeyframeTrack._resolve(into:):
/// var content = _ResolvedKeyframeTrackContent<Double>()
/// CubicKeyframe(1.0, duration: 2)._resolve(into: &content)   // one keyframe
/// ```
nonisolated public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    /// The declared keyframes, in order.
    var keyframes: [KeyframeSpec<Value>] = []

    init() {}

    mutating func append(_ keyframe: KeyframeSpec<Value>) {
        keyframes.append(keyframe)
    }
}
