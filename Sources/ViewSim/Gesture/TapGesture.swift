// Models SwiftUI's `TapGesture(count:)`: it ends when the finger lifts for the
// `count`-th time without having moved. Simplifies: viewsim's model, as Apple does
// not document them: a tap fails once its finger moves more than 10 pt, and a
// multi-tap fails when the next tap does not come within 0.35 s. Lesson: lesson16.
import Foundation

/// A gesture that recognizes one or more taps.
///
/// ```swift
/// Circle().gesture(TapGesture(count: 2).onEnded { isZoomed.toggle() })
/// ```
nonisolated public struct TapGesture: PrimitiveGesture, Sendable {
    public typealias Value = Void
    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) { self.count = count }

    package func _makeRecognizer() -> GestureRecognizer {
        TapRecognizer(count: count, name: count == 1 ? "TapGesture" : "TapGesture(count: \(count))") { _ in () }
    }
}

/// A gesture that recognizes one or more taps and reports their location.
///
/// ```swift
/// Rectangle().gesture(SpatialTapGesture().onEnded { value in dot = value.location })
/// ```
nonisolated public struct SpatialTapGesture: PrimitiveGesture, Sendable {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }
    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate
    /// space of the gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    package func _makeRecognizer() -> GestureRecognizer {
        let space = coordinateSpace
        return TapRecognizer(
            count: count, name: count == 1 ? "SpatialTapGesture" : "SpatialTapGesture(count: \(count))"
        ) { location in
            Value(location: location(space))
        }
    }
}

/// Recognises `TapGesture` and `SpatialTapGesture`.
nonisolated final class TapRecognizer: GestureRecognizer {
    /// How far a tap's finger may move (viewsim's model).
    static let allowableMovement: CGFloat = 10
    /// The longest wait between the taps of a multi-tap (viewsim's model).
    static let maximumTapInterval = 0.35

    private let count: Int
    private let value: ((CoordinateSpace) -> CGPoint) -> Any
    private var taps = 0
    private var down: CGPoint?
    private var lastUp: Double?

    init(count: Int, name: String, value: @escaping ((CoordinateSpace) -> CGPoint) -> Any) {
        // viewsim's model: a count below 1 counts as 1.
        self.count = max(1, count)
        self.value = value
        super.init(name: name)
    }

    /// Waiting for the next tap of a multi-tap; not once it has ended or failed (too late), so a
    /// composite holding it (`simultaneously`) does not wait on it forever.
    package override var waitsAfterTouchUp: Bool { !isFinished && taps > 0 && taps < count }

    package override func recognize(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        switch input.phase {
        case .down:
            if let lastUp, input.time - lastUp > Self.maximumTapInterval + 1e-9 { return tooLate() }
            down = input.points.first
            return .possible
        case .move:
            guard let down, let point = input.points.first else { return .possible }
            let moved = hypot(point.x - down.x, point.y - down.y)
            if !(moved <= Self.allowableMovement) {
                return .failed(
                    "the finger moved \(ValueFormatter.number(Double(moved))) pt; a tap allows "
                        + "\(ValueFormatter.number(Double(Self.allowableMovement))) pt (viewsim's model)")
            }
            return .possible
        case .up:
            guard let point = down else { return .possible }
            taps += 1
            down = nil
            lastUp = input.time
            if taps >= count { return .ended(value { input.convert(point, $0) }) }
            return .possible
        case .idle:
            if let lastUp, taps < count, input.time - lastUp > Self.maximumTapInterval + 1e-9 { return tooLate() }
            return .possible
        }
    }

    private func tooLate() -> RecognizerOutput {
        .failed(
            "\(taps) of \(count) taps: the next tap did not come within "
                + "\(ValueFormatter.number(Self.maximumTapInterval)) s (viewsim's model)")
    }
}
