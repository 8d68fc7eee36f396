// Models how a touch's velocity is estimated from its samples. Apple does not
// document UIKit's or SwiftUI's estimator; viewsim's model is the least-squares
// slope of position against time over the samples of the last 100 ms, the rule of
// the velocity trackers that do document theirs (Android's `VelocityTracker`). It
// follows a steady drag exactly and smooths one uneven sample. Lesson: lesson16.
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
    /// How far back samples count (viewsim's model: 100 ms).
    package static let window = 0.1
    /// The most samples kept (the window at up to 160 samples a second).
    package static let maximumSamples = 16

    private var samples: [(time: Double, point: CGPoint)] = []

    package init() {}

    /// Adds a sample; samples older than `window` before it are dropped.
    package mutating func add(_ point: CGPoint, at time: Double) {
        guard point.x.isFinite, point.y.isFinite, time.isFinite else { return }
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].point = point
        } else {
            samples.append((time, point))
        }
        samples.removeAll { time - $0.time > Self.window + 1e-9 }
        if samples.count > Self.maximumSamples { samples.removeFirst(samples.count - Self.maximumSamples) }
    }

    /// The least-squares slope of the samples, in points per second; zero with fewer than two.
    package var velocity: CGSize {
        guard samples.count >= 2 else { return .zero }
        let n = Double(samples.count)
        let meanT = samples.reduce(0) { $0 + $1.time } / n
        let meanX = samples.reduce(0) { $0 + Double($1.point.x) } / n
        let meanY = samples.reduce(0) { $0 + Double($1.point.y) } / n
        var tt = 0.0
        var tx = 0.0
        var ty = 0.0
        for sample in samples {
            let dt = sample.time - meanT
            tt += dt * dt
            tx += dt * (Double(sample.point.x) - meanX)
            ty += dt * (Double(sample.point.y) - meanY)
        }
        guard tt > 0 else { return .zero }
        let result = CGSize(width: tx / tt, height: ty / tt)
        return result.width.isFinite && result.height.isFinite ? result : .zero
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
