// Models the recognition shared by the two-finger gestures (magnify, rotate): the
// two touches' distance or angle against the first sample, a threshold to begin,
// and a least-squares velocity of the amount. Simplifies: exactly two fingers,
// both down in the first sample and lifted together. Lesson: lesson16.
import Foundation

/// Recognises `MagnifyGesture`, `MagnificationGesture`, `RotateGesture` and `RotationGesture`.
nonisolated final class TwoFingerRecognizer: GestureRecognizer {
    enum Kind {
        /// Distance ratio; begins when |ratio − 1| ≥ the delta.
        case magnify(CGFloat)
        /// Angle in radians; begins when |angle| ≥ the delta.
        case rotate(Double)
    }

    /// What the value closure builds a gesture value from.
    struct Sample {
        var date: Date
        var amount: CGFloat
        var velocity: CGFloat
        var startAnchor: UnitPoint
        var startLocation: CGPoint
    }

    private let kind: Kind
    private let makeValue: (Sample) -> Any
    private var start: (distance: CGFloat, angle: Double, anchor: UnitPoint, location: CGPoint)?
    private var turned = 0.0
    private var lastAngle = 0.0
    private var velocity = TouchVelocity()
    private var isActive = false
    private var last: Sample?

    init(name: String, kind: Kind, value: @escaping (Sample) -> Any) {
        self.kind = kind
        makeValue = value
        super.init(name: name)
    }

    package override func recognize(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        switch input.phase {
        case .down:
            guard start == nil else { return .possible }
            guard input.points.count >= 2, let centroid = input.centroid else {
                return .failed("it needs two fingers; the touch had \(input.points.count)")
            }
            let (a, b) = (input.points[0], input.points[1])
            let local = input.convert(centroid, .local)
            let bounds = input.bounds
            let anchor = UnitPoint(
                x: bounds.width > 0 ? Double((local.x - bounds.minX) / bounds.width) : 0.5,
                y: bounds.height > 0 ? Double((local.y - bounds.minY) / bounds.height) : 0.5)
            start = (hypot(b.x - a.x, b.y - a.y), atan2(Double(b.y - a.y), Double(b.x - a.x)), anchor, local)
            lastAngle = start?.angle ?? 0
            velocity.add(CGPoint(x: amount(distance: start?.distance ?? 0), y: 0), at: input.time)
            return .possible
        case .move:
            guard let start, input.points.count >= 2 else { return .possible }
            let (a, b) = (input.points[0], input.points[1])
            let angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
            var step = angle - lastAngle
            if step > .pi { step -= 2 * .pi }
            if step < -.pi { step += 2 * .pi }
            turned += step
            lastAngle = angle
            let amount = amount(distance: hypot(b.x - a.x, b.y - a.y))
            velocity.add(CGPoint(x: amount, y: 0), at: input.time)
            let sample = Sample(
                date: input.date, amount: amount, velocity: velocity.velocity.width, startAnchor: start.anchor,
                startLocation: start.location)
            last = sample
            if !isActive { isActive = passes(amount) }
            return isActive ? .changed(makeValue(sample)) : .possible
        case .up:
            guard start != nil else { return .possible }
            guard isActive, var sample = last else {
                return .failed("the fingers did not \(isMagnify ? "pinch" : "turn") far enough to begin")
            }
            sample.date = input.date
            sample.velocity = velocity.velocity.width
            return .ended(makeValue(sample))
        case .idle:
            return .possible
        }
    }

    private var isMagnify: Bool {
        if case .magnify = kind { return true }
        return false
    }

    private func amount(distance: CGFloat) -> CGFloat {
        switch kind {
        case .magnify:
            guard let start, start.distance > 0 else { return 1 }
            let ratio = distance / start.distance
            return ratio.isFinite ? ratio : 1
        case .rotate:
            return CGFloat(turned)
        }
    }

    private func passes(_ amount: CGFloat) -> Bool {
        switch kind {
        case .magnify(let delta): return abs(amount - 1) >= (delta.isNaN ? 0 : delta)
        case .rotate(let delta): return abs(Double(amount)) >= (delta.isNaN ? 0 : abs(delta))
        }
    }
}
