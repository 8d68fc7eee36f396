// Models the velocity that SwiftUI's KeyframeAnimator carries from one keyframe
// run into the next ("the previous velocity will be preserved"). Simplifies: kept
// per track key path; a new track picks up a velocity only from a track on the
// exact same key path.
import Foundation

/// The velocities of a keyframe timeline's tracks at one moment, by key path.
///
/// A `KeyframeAnimator` whose trigger changes mid-run samples
/// `timeline.velocities(time:)` and passes it as the new timeline's initial velocity;
/// each new track then starts its first cubic or spring keyframe at the velocity of
/// the old track on the same key path (later tracks on a key path win).
///
/// ```swift
/// let velocity = old.velocities(time: 0.8)
/// velocity.velocity(at: \Stroke.trim)   // Optional(0.72)
/// let new = KeyframeTimeline(initialValue: old.value(time: 0.8), initialVelocity: velocity) { … }
/// ```
package struct KeyframeVelocity<Root>: CustomStringConvertible {
    /// One track's velocity: the `animatableData` velocity of the value at `keyPath`.
    package struct Entry {
        package var keyPath: AnyKeyPath
        package var label: String
        package var velocity: any VectorArithmetic
    }

    /// The velocities, in track order; at most one per key path.
    package private(set) var entries: [Entry] = []

    /// No velocity for any track: every track starts at rest.
    package init() {}

    /// Sets the velocity of the track at `keyPath`, replacing an earlier one.
    package mutating func set<V: Animatable>(_ velocity: V.AnimatableData, at keyPath: WritableKeyPath<Root, V>) {
        entries.removeAll { $0.keyPath == keyPath }
        entries.append(Entry(keyPath: keyPath, label: KeyframeTrackLabel.text(for: keyPath), velocity: velocity))
    }

    /// The velocity of the track at `keyPath`, or nil if no track there has one.
    package func velocity<V: Animatable>(at keyPath: WritableKeyPath<Root, V>) -> V.AnimatableData? {
        entries.last { $0.keyPath == keyPath }.flatMap { $0.velocity as? V.AnimatableData }
    }

    /// The sum of the tracks' squared velocity magnitudes (0: everything at rest).
    package var magnitudeSquared: Double {
        entries.reduce(0) { $0 + $1.velocity.magnitudeSquared }
    }

    /// `\Stroke.trim: 0.72, \Stroke.opacity: 0`, or `rest` with no tracks.
    package var description: String {
        guard !entries.isEmpty else { return "rest" }
        return entries.map { "\($0.label): \(ValueFormatter.describe($0.velocity))" }.joined(separator: ", ")
    }
}
