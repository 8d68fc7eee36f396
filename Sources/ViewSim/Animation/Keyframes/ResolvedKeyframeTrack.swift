// Models one resolved `KeyframeTrack` inside a SwiftUI keyframe timeline: its key
// path into the root value and its timed segments.
// Simplifies: type-erased behind a protocol so a timeline can hold tracks of
// different property types; key paths are labelled for traces.
import Foundation

/// A resolved track, whatever the type of the property it animates.
protocol AnyResolvedKeyframeTrack<Root> {
    associatedtype Root
    /// When the track's last keyframe ends.
    var duration: TimeInterval { get }
    /// Writes the track's value at `time` into `root` (an empty track writes nothing).
    func apply(to root: inout Root, time: TimeInterval)
    /// Records the track's velocity at `time` (an empty track records nothing).
    func recordVelocity(in velocity: inout KeyframeVelocity<Root>, time: TimeInterval)
    /// Writes the track's velocity at `time` into `root`'s property (its `animatableData`).
    func writeVelocity(into root: inout Root, time: TimeInterval)
    /// The keyframe active at `time`, or nil for an empty track.
    func activeKeyframe(time: TimeInterval) -> ActiveKeyframe?
    /// The index of the keyframe active at `time` (nothing formatted), or nil for an empty track.
    func activeKeyframeIndex(time: TimeInterval) -> Int?
}

/// A track animating the property at `keyPath` of a `Root` value.
///
/// ```swift
/// // KeyframeTrack(\Stroke.trim) { CubicKeyframe(1, duration: 2) } from trim 0:
/// track.apply(to: &stroke, time: 1)   // stroke.trim == 0.5
/// ```
nonisolated struct ResolvedKeyframeTrack<Root, Value: Animatable>: AnyResolvedKeyframeTrack {
    let keyPath: WritableKeyPath<Root, Value>
    let path: KeyframeTrackPath<Value>

    var duration: TimeInterval { path.duration }

    func apply(to root: inout Root, time: TimeInterval) {
        guard let (segment, data) = path.sample(at: time) else { return }
        // The keyframe's value carries whatever is not animatable; its data is interpolated.
        var value = segment.keyframe.to
        value.animatableData = data
        root[keyPath: keyPath] = value
    }

    func recordVelocity(in velocity: inout KeyframeVelocity<Root>, time: TimeInterval) {
        guard !path.segments.isEmpty else { return }
        velocity.set(path.velocity(at: time), at: keyPath)
    }

    func writeVelocity(into root: inout Root, time: TimeInterval) {
        guard !path.segments.isEmpty else { return }
        root[keyPath: keyPath].animatableData = path.velocity(at: time)
    }

    func activeKeyframeIndex(time: TimeInterval) -> Int? {
        path.segmentIndex(at: time)
    }

    func activeKeyframe(time: TimeInterval) -> ActiveKeyframe? {
        guard let index = path.segmentIndex(at: time) else { return nil }
        let segment = path.segments[index]
        return ActiveKeyframe(
            track: KeyframeTrackLabel.text(for: keyPath),
            index: index,
            keyframe: segment.keyframe.description,
            progress: segment.progress(at: AnimationInputClamp.time(time) - segment.startTime)
        )
    }
}

/// Labels for key paths in traces.
enum KeyframeTrackLabel {
    /// `\Stroke.trim` for a stored property; `\Root.self` for a whole-value track; a
    /// computed property (whose description holds a run-dependent address) as
    /// `\Root.(computed)`.
    static func text(for keyPath: AnyKeyPath) -> String {
        let text = String(describing: keyPath)
        guard text.contains("0x") else { return text }
        return "\\\(_typeName(type(of: keyPath).rootType, qualified: false)).(computed)"
    }
}
