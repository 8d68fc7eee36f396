// Models SwiftUI's `MoveKeyframe` (iOS 17): an immediate jump to a value, with no
// duration. Simplifies: nothing; the value after it is at rest.
import Foundation

/// A keyframe that immediately moves to its value without interpolating.
///
/// The jump happens at the keyframe's start time; the next keyframe starts from the
/// new value at rest.
///
/// ```swift
/// KeyframeTimeline(initialValue: 1.0) {
///     MoveKeyframe(0.0)
///     LinearKeyframe(1.0, duration: 2)
/// }.value(time: 0)   // 0
/// ```
nonisolated public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: KeyframeSpec<Value>

    /// A keyframe that jumps to `to`.
    public init(_ to: Value) {
        keyframe = KeyframeSpec(to: to, duration: 0, kind: .move)
    }

    /// The keyframe itself (it resolves directly).
    public var body: Self { return self }

    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(keyframe)
    }
}
