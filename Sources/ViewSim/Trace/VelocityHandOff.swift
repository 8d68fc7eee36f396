// Models, for the trace, the velocity a value had from a transaction with `tracksVelocity`
// (a gesture's) when an animation started on it: where it came from, and whether the
// animation took it (it merges, as a spring does) or started at rest (it does not merge).
// Simplifies: the velocity is the components of the value's animatable data, per second.
import Foundation

/// The tracked velocity handed to an animation as it started, or dropped.
///
/// ```swift
/// // ◔ .offset #5 offset: velocity (1200, 0) pt/s from DragGesture #12, taken by spring(…)
/// // ◔ .offset #5 offset: velocity (1200, 0) pt/s from DragGesture #12 not used:
/// //     easeInOut(duration: 0.35) does not merge, so it starts at rest
/// ```
public struct VelocityHandOff: Equatable, Sendable, CustomStringConvertible {
    /// The velocity, one number per component of the value's animatable data, per second.
    public let velocity: [Double]
    /// `"pt/s"` for offsets, positions and frames, `"/s"` otherwise.
    public let unit: String
    /// What tracked it: `"DragGesture #12"`, `"a transaction with tracksVelocity"`.
    public let source: String
    /// The animation that started.
    public let animation: Animation
    /// Whether the animation started with the velocity (it merged with it).
    public let isUsed: Bool
    /// What the animation starts with when it does not take the velocity.
    public let instead: Instead

    /// What an animation that did not take the tracked velocity starts with.
    public enum Instead: String, Equatable, Sendable {
        /// Nothing was running: it starts at rest.
        case startsAtRest
        /// It does not merge with the running animation either: it runs along with it, which
        /// keeps its own motion.
        case runsAlongside
        /// It merged with the running animation (a `.speed(_:)` spring with its own base) but
        /// not with the tracked motion: it keeps the running animation's velocity.
        case keepsRunningVelocity
    }

    package init(
        velocity: [Double], unit: String, source: String, animation: Animation, isUsed: Bool,
        instead: Instead = .startsAtRest
    ) {
        self.velocity = velocity
        self.unit = unit
        self.source = source
        self.animation = animation
        self.isUsed = isUsed
        self.instead = instead
    }

    /// The unit of a velocity of `attribute`: points per second for a place or a size
    /// (offset, position, frame), per second otherwise.
    ///
    /// ```swift
    /// VelocityHandOff.unit(of: "offset")    // "pt/s"
    /// VelocityHandOff.unit(of: "opacity")   // "/s"
    /// ```
    package static func unit(of attribute: String) -> String {
        let lengths: Set<String> = ["offset", "position", "frame", "geometry", "width", "height", "x", "y"]
        let names = attribute.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return !names.isEmpty && names.allSatisfy { lengths.contains($0) } ? "pt/s" : "/s"
    }

    /// `"(1200, -300) pt/s"`, `"2.5/s"`: the velocity as the trace prints it.
    public var velocityText: String {
        let numbers = velocity.map(ValueFormatter.number)
        let value = numbers.count == 1 ? numbers[0] : "(" + numbers.joined(separator: ", ") + ")"
        return value + (unit == "/s" ? unit : " " + unit)
    }

    /// Why an animation that does not merge dropped the velocity.
    public var reason: String? {
        guard !isUsed else { return nil }
        let result: String
        switch instead {
        case .startsAtRest: result = "so it starts at rest"
        case .runsAlongside: result = "so it runs along with the running animation, which keeps its own motion"
        case .keepsRunningVelocity: result = "so it keeps the velocity of the animation it merged with"
        }
        if animation.base is any SpeedAdjustedAnimation {
            return
                "\(animation) cannot merge (an animation under .speed(_:) merges only with a running animation of its own base), \(result)"
        }
        return "\(animation) does not merge, \(result)"
    }

    /// `"velocity (1200, 0) pt/s from DragGesture #12, taken by spring(…)"`, or, dropped,
    /// `"velocity … from … not used: easeInOut(duration: 0.35) does not merge, so it starts at rest"`.
    public var description: String {
        let head = "velocity \(velocityText) from \(source)"
        guard let reason else { return head + ", taken by \(animation)" }
        return head + " not used: " + reason
    }
}
