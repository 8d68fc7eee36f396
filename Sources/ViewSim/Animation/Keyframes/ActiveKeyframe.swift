// Describes, for traces, which keyframe of each SwiftUI keyframe track is running at
// a moment and how far through it is ("CubicKeyframe(1, duration: 2) 40%").
// Simplifies: a viewsim-only view of a KeyframeTimeline; SwiftUI has no such API.
import Foundation

/// The keyframe a track is in at some time, and how far through it.
///
/// After a track's last keyframe it stays on that keyframe at 100 %.
///
/// ```swift
/// timeline.activeKeyframes(time: 0.8).first?.description   // "CubicKeyframe(1, duration: 2) 40%"
/// ```
package struct ActiveKeyframe: Hashable, Sendable, CustomStringConvertible {
    /// The track's key path, e.g. `\Stroke.trim`.
    package var track: String
    /// The keyframe's position in its track (0 is the first).
    package var index: Int
    /// The keyframe as written in code, e.g. `CubicKeyframe(1, duration: 2)`.
    package var keyframe: String
    /// How far through the keyframe, in [0, 1]; 1 for a move or any zero-length keyframe.
    package var progress: Double

    /// The progress as a whole percentage: 40 for 0.4.
    package var percent: Int { Int((progress * 100).rounded()) }

    /// `CubicKeyframe(1, duration: 2) 40%`.
    package var description: String { "\(keyframe) \(percent)%" }

    /// `\Stroke.trim: CubicKeyframe(1, duration: 2) 40%`.
    package var trackDescription: String { "\(track): \(description)" }
}
