// The graph's handle on a node's velocity tracker, whatever the tracked value's type:
// what the node keeps (an optional, nil for every value never changed in a tracking
// transaction) and what `Simulation.velocity(of:attribute:)` reads.
// Simplifies: the velocity is read as numbers, the components of the animatable data.
import Foundation

/// A node's velocity tracker, whatever its value's type (what the graph keeps on the node).
protocol VelocityTracking: AnyObject {
    /// What tracks the velocity, for the trace.
    var source: String { get }
    /// The attribute it samples (`"offset"`).
    var attribute: String { get }
    /// Whether the newest sample is at most one frame before `time`.
    func isRecent(at time: TimeInterval, frameDuration: TimeInterval) -> Bool
    /// The velocity at `time` as numbers (`[dx, dy]` for an offset).
    func components(at time: TimeInterval) -> [Double]
    /// The samples the velocity at `time` is fitted to, for messages:
    /// `"7 samples: (0, 0) at t=0s, (20, 0) at t=0.0167s, …"`.
    func sampleSummary(at time: TimeInterval) -> String
}
