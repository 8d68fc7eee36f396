// Models SwiftUI's `LongPressGesture`: its value is `true` while the finger is
// down (`updating` and `onChanged` see it at once), and it ends with `true` once
// the finger has stayed `minimumDuration` seconds within `maximumDistance`.
// Simplifies: the pressing value does not claim the touch (a gesture of higher
// priority can still win it, viewsim's model); only the end does. Lesson: lesson16.
import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// ```swift
/// Circle().gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in isArmed = true })
/// ```
nonisolated public struct LongPressGesture: PrimitiveGesture, Sendable {
    public typealias Value = Bool
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance
    /// that the interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    package func _makeRecognizer() -> GestureRecognizer {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// Recognises a `LongPressGesture`.
nonisolated final class LongPressRecognizer: GestureRecognizer {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var start: (time: Double, point: CGPoint)?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        // viewsim's model: NaN or negative limits count as 0; an infinite duration never ends.
        self.minimumDuration = minimumDuration.isNaN ? 0 : max(0, minimumDuration)
        self.maximumDistance = maximumDistance.isNaN ? 0 : max(0, maximumDistance)
        var name = "LongPressGesture"
        if minimumDuration != 0.5 { name += "(minimumDuration: \(ValueFormatter.number(minimumDuration)))" }
        super.init(name: name)
    }

    package override func recognize(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        switch input.phase {
        case .down:
            guard start == nil, let point = input.points.first else { return .possible }
            start = (input.time, point)
            return minimumDuration == 0 ? .ended(true) : .pressing(true)
        case .move:
            guard let start, let point = input.points.first else { return .possible }
            let moved = hypot(point.x - start.point.x, point.y - start.point.y)
            if !(moved <= maximumDistance) {
                return .failed(
                    "the finger moved \(ValueFormatter.number(Double(moved))) pt, more than its maximumDistance "
                        + "\(ValueFormatter.number(Double(maximumDistance)))")
            }
            return input.time - start.time >= minimumDuration - 1e-9 ? .ended(true) : .possible
        case .up:
            guard let start else { return .possible }
            if input.time - start.time >= minimumDuration - 1e-9 { return .ended(true) }
            return .failed(
                "the finger lifted after \(ValueFormatter.number(input.time - start.time)) s, before its "
                    + "minimumDuration \(ValueFormatter.number(minimumDuration)) s")
        case .idle:
            return .possible
        }
    }
}
