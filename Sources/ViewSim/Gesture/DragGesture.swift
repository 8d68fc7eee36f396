// Models SwiftUI's `DragGesture`: it begins once the touch has moved
// `minimumDistance` from where it went down, reports each new location, and ends
// when the finger lifts. Simplifies: with several fingers it follows their centroid
// (as UIKit's pan recognizer does), so a pinch does not drag; the velocity is viewsim's model
// (`TouchVelocity`: least squares over the last 100 ms); the predicted end projects
// it with a scroll view's normal deceleration, as Apple's WWDC 2018 "Designing
// Fluid Interfaces" describes. Lesson: lesson16.
import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// ```swift
/// Circle()
///     .offset(offset)
///     .gesture(DragGesture().onChanged { value in offset = value.translation })
/// ```
nonisolated public struct DragGesture: PrimitiveGesture, Sendable {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The current drag velocity, in points per second.
        public var velocity: CGSize

        /// The total translation from the start of the drag gesture to the current
        /// event: `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of where the final
        /// location will be if dragging stopped now.
        public var predictedEndLocation: CGPoint { TouchVelocity.predictedEnd(of: location, velocity: velocity) }

        /// A prediction, based on the current drag velocity, of what the final
        /// translation will be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        package init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the
    /// gesture succeeds and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    package func _makeRecognizer() -> GestureRecognizer {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace)
    }
}

/// Recognises a `DragGesture`.
nonisolated final class DragRecognizer: GestureRecognizer {
    private let minimumDistance: CGFloat
    private let space: CoordinateSpace
    private var start: (global: CGPoint, local: CGPoint)?
    private var velocity = TouchVelocity()
    private var last: DragGesture.Value?
    private var isActive = false
    private var farthest: CGFloat = 0

    init(minimumDistance: CGFloat, space: CoordinateSpace) {
        // viewsim's model: a minimum distance that is NaN or negative counts as 0.
        self.minimumDistance = minimumDistance.isNaN ? 0 : max(0, minimumDistance)
        self.space = space
        let shown = minimumDistance == 10 ? "" : "(minimumDistance: \(ValueFormatter.number(Double(minimumDistance))))"
        super.init(name: "DragGesture" + shown)
    }

    package override func recognize(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        switch input.phase {
        case .down:
            guard start == nil, let point = input.centroid else { return .possible }
            start = (point, input.convert(point, space))
            velocity.add(point, at: input.time)
            return step(point, input)
        case .move:
            guard start != nil, let point = input.centroid else { return .possible }
            velocity.add(point, at: input.time)
            return step(point, input)
        case .up:
            guard start != nil else { return .failed("the touch never went down") }
            guard isActive, var value = last else {
                let moved = ValueFormatter.number(Double(farthest))
                return .failed(
                    "the touch moved \(moved) pt, less than its minimumDistance "
                        + "\(ValueFormatter.number(Double(minimumDistance)))")
            }
            value.velocity = velocity.velocity
            value.time = input.date
            return .ended(value)
        case .idle:
            return .possible
        }
    }

    private func step(_ point: CGPoint, _ input: GestureInput) -> RecognizerOutput {
        guard let start else { return .possible }
        let distance = hypot(point.x - start.global.x, point.y - start.global.y)
        farthest = max(farthest, distance.isFinite ? distance : 0)
        let value = DragGesture.Value(
            time: input.date, location: input.convert(point, space), startLocation: start.local,
            velocity: velocity.velocity)
        last = value
        if !isActive, distance >= minimumDistance { isActive = true }
        return isActive ? .changed(value) : .possible
    }
}
