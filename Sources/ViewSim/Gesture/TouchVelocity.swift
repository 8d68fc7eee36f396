// Models how a touch's velocity is estimated from its samples. Apple does not
// document UIKit's or SwiftUI's estimator; viewsim's model is the least-squares
// slope of position against time over the samples of the last 100 ms, fitted by
// `VelocityTracker` (which explains the rule and also tracks the values a gesture
// moves). Simplifies: one point (a centroid). Lesson: lesson16.
import Foundation

/// The samples of one moving point and their least-squares velocity.
///
/// ```swift
/// var velocity = TouchVelocity()
/// velocity.add(CGPoint(x: 0, y: 0), at: 0)
/// velocity.add(CGPoint(x: 20, y: 0), at: 1.0 / 60)
/// velocity.add(CGPoint(x: 40, y: 0), at: 2.0 / 60)
/// velocity.velocity   // (1,200, 0) pt/s
/// ```
nonisolated package struct TouchVelocity {
    /// The fit itself: the same least-squares rule, window (100 ms) and capacity as the
    /// velocity an animatable value tracks (`VelocityTracker`), over the touch's points.
    private let tracker = VelocityTracker<AnimatablePair<CGFloat, CGFloat>>(source: "touch", attribute: "location")

    package init() {}

    /// Adds a sample; samples older than 100 ms before it are dropped.
    package func add(_ point: CGPoint, at time: Double) {
        tracker.add(point.animatableData, at: time)
    }

    /// The least-squares slope of the samples, in points per second; zero with fewer than two.
    package var velocity: CGSize {
        guard let time = tracker.lastTime else { return .zero }
        let slope = tracker.velocity(at: time)
        return CGSize(width: slope.first, height: slope.second)
    }

    /// How far a throw at `velocity` carries once the finger lifts, in seconds of
    /// that velocity: `r / (1000 · (1 − r))` with `r = 0.998`, the projection Apple's
    /// WWDC 2018 session "Designing Fluid Interfaces" gives for the normal
    /// deceleration rate of a scroll view (≈ 0.499 s).
    package static let projectionSeconds = 0.998 / (1000 * (1 - 0.998))

    /// Where a point moving at `velocity` comes to rest: `point + velocity × projectionSeconds`.
    package static func predictedEnd(of point: CGPoint, velocity: CGSize) -> CGPoint {
        CGPoint(x: point.x + velocity.width * projectionSeconds, y: point.y + velocity.height * projectionSeconds)
    }
}
