// Models one keyframe as SwiftUI's keyframe types declare it (its kind, target,
// duration and velocities), before the track resolves it into a timed segment.
// Simplifies: velocities are kept as `animatableData` vectors, as SwiftUI interpolates them.
import Foundation

/// A declared keyframe: what `LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe` and
/// `MoveKeyframe` add to their track's resolved content.
///
/// ```swift
/// CubicKeyframe(1.0, duration: 2)   // KeyframeSpec(to: 1, duration: 2, kind: .cubic(nil, nil))
/// ```
nonisolated struct KeyframeSpec<Value: Animatable> {
    /// How the keyframe interpolates towards its value.
    enum Kind {
        /// Jumps at its start (`MoveKeyframe`).
        case move
        /// Interpolates along a unit curve (`LinearKeyframe`).
        case linear(timingCurve: UnitCurve)
        /// A cubic Hermite curve; nil velocities are derived (`CubicKeyframe`).
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        /// A spring pulling towards the value (`SpringKeyframe`).
        case spring(Spring, startVelocity: Value.AnimatableData?)
    }

    /// The keyframe's value.
    var to: Value
    /// The declared duration; nil only for a spring that lasts its settling duration.
    var duration: TimeInterval?
    var kind: Kind

    /// The keyframe as written in code, e.g. `CubicKeyframe(1, duration: 2)`.
    var description: String {
        let value = ValueFormatter.describe(to)
        let seconds = duration.map { ValueFormatter.number($0) }
        switch kind {
        case .move:
            return "MoveKeyframe(\(value))"
        case .linear(let curve):
            let timing = curve == .linear ? "" : ", timingCurve: \(curve)"
            return "LinearKeyframe(\(value), duration: \(seconds ?? "0")\(timing))"
        case .cubic(let start, let end):
            let velocities = Self.velocityArguments([("startVelocity", start), ("endVelocity", end)])
            return "CubicKeyframe(\(value), duration: \(seconds ?? "0")\(velocities))"
        case .spring(let spring, let start):
            let time = seconds.map { ", duration: \($0)" } ?? ""
            let velocities = Self.velocityArguments([("startVelocity", start)])
            return "SpringKeyframe(\(value)\(time), spring: \(spring)\(velocities))"
        }
    }

    private static func velocityArguments(_ arguments: [(String, Value.AnimatableData?)]) -> String {
        arguments.compactMap { label, velocity in
            velocity.map { ", \(label): \(ValueFormatter.describe($0))" }
        }.joined()
    }
}
