// What `Simulation.velocity(of:attribute:)` read, and where it came from: a running
// animation, the samples a transaction with `tracksVelocity` left, or nothing (at rest);
// what the testing module's `assertVelocity` prints when it fails.
// Simplifies: the origin is a sentence, as the failure message shows it.

/// A velocity read from a view's animatable value, with where it came from.
///
/// ```swift
/// sim.velocityReading(of: "card", attribute: "offset")?.origin
/// // "the velocity DragGesture #12 tracked on .offset #3: the least-squares slope of its 7 samples of the last 100 ms"
/// ```
package struct VelocityReading: Equatable, Sendable {
    /// One number per component of the animatable data, per second.
    package let velocity: [Double]
    /// The node whose value it is.
    package let node: NodeRef
    /// Where it came from, as a sentence's end: "the running animation spring(…) of .offset #3".
    package let origin: String
}
