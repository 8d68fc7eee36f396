// Models reading the velocity of a view's animatable value, as SwiftUI's animations see it:
// a running animation's velocity, or the tracked velocity of a value a transaction with
// `tracksVelocity` (a gesture's) is moving, or zero at rest.
// Simplifies: the velocity is the components of the value's animatable data, per second.
import Foundation

extension Simulation {
    /// The velocity of a named view's animatable `attribute` now, one number per component
    /// of its animatable data, per second (`[dx, dy]` in points per second for `"offset"`):
    /// while a transaction with `tracksVelocity` changed it in the last frame, the velocity
    /// tracked from its samples (the least-squares slope of the last 100 ms, of the presented
    /// value, so with the motion of an animation running under the changes); else the
    /// running animation's velocity; else zeros (at rest).
    ///
    /// Nil when no view has that name or neither it nor a view inside it has the attribute.
    ///
    /// ```swift
    /// var drag = Transaction()
    /// drag.tracksVelocity = true
    /// sim.perform("drag") { withTransaction(drag) { offset.width += 20 } }   // each frame
    /// sim.velocity(of: "card", attribute: "offset")   // [1200, 0]
    /// sim.perform("release") { withAnimation(.spring) { offset = .zero } }
    /// sim.velocity(of: "card", attribute: "offset")   // [1200, 0]: the spring took it
    /// ```
    public func velocity(of name: String, attribute: String) -> [Double]? {
        velocityReading(of: name, attribute: attribute)?.velocity
    }

    /// `velocity(of:attribute:)` with where the velocity came from, for failure messages.
    package func velocityReading(of name: String, attribute: String) -> VelocityReading? {
        guard let node = graph.node(named: name) else { return nil }
        let now = graph.clock.time
        let frameDuration = 1 / Double(graph.clock.framesPerSecond)
        for member in node.subtree() {
            let reference = member.reference
            // The samples are presented values, so a recent tracked velocity includes the motion
            // of an animation running under the tracked changes (a drag that grabbed a spring).
            let tracker = member.transactions.velocity
            if let tracker, tracker.attribute == attribute, tracker.isRecent(at: now, frameDuration: frameDuration) {
                return VelocityReading(
                    velocity: tracker.components(at: now), node: reference,
                    origin:
                        "the velocity \(tracker.source) tracked on \(reference) \(attribute): the least-squares slope of its samples of the last 100 ms (\(tracker.sampleSummary(at: now)))"
                )
            }
            if let animator = member.animator, !animator.isFinished, animator.attribute == attribute {
                if let velocity = animator.velocityComponents(at: now) {
                    return VelocityReading(
                        velocity: velocity, node: reference,
                        origin:
                            "the running animation of \(reference) \(attribute), at t=\(ValueFormatter.number(now))s")
                }
                return VelocityReading(
                    velocity: animator.presentedDescription.numbers.map { _ in 0 }, node: reference,
                    origin:
                        "the running animation of \(reference) \(attribute), which does not report a velocity (read as 0)"
                )
            }
            if let tracker, tracker.attribute == attribute {
                let zeros: [Double] =
                    member.attributes.first { $0.name == attribute }?.value.numbers.map { _ in 0 }
                    ?? tracker.components(at: now).map { _ in 0 }
                return VelocityReading(
                    velocity: zeros, node: reference,
                    origin:
                        "\(reference) \(attribute) at rest: \(tracker.source) last changed it more than one frame ago and no animation runs"
                )
            }
            if let value = member.attributes.first(where: { $0.name == attribute })?.value {
                return VelocityReading(
                    velocity: value.numbers.map { _ in 0 }, node: reference,
                    origin:
                        "\(reference) \(attribute) at rest: no animation runs and no transaction with tracksVelocity changed it in the last frame"
                )
            }
        }
        return nil
    }
}
