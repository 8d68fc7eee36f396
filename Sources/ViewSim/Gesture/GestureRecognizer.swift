// Models the state machine behind every SwiftUI gesture: possible → active
// (changed, each new value) → ended, or failed. Simplifies: one recognizer tree per
// attached gesture and touch sequence; values are carried untyped between
// recognizers (each typed wrapper casts back once); callbacks are collected, not
// run, so that `GestureSession` can hold them back while a gesture of higher
// priority may still win. Lesson: lesson16.
import Foundation

/// What a recognizer reports for one touch sample.
nonisolated package enum RecognizerOutput {
    /// Nothing recognised yet (or nothing new).
    case possible
    /// The gesture is active with this value (the first time: it began).
    case changed(Any)
    /// A new value before the gesture is recognised (a long press's `true` while
    /// the finger is down): callbacks run, but the touch is not claimed.
    case pressing(Any)
    /// The gesture ended, recognised, with this final value.
    case ended(Any)
    /// The gesture failed: the touches did not match it, for this reason.
    case failed(String)

    /// Whether the gesture has become active or ended (it claims the touch).
    var claims: Bool {
        switch self {
        case .changed, .ended: return true
        case .possible, .pressing, .failed: return false
        }
    }
}

/// One touch sample as a recognizer sees it.
nonisolated package struct GestureInput {
    /// The phase of the touch sequence.
    package enum Phase: Equatable {
        /// Fingers went down (the first sample, or a later tap of a multi-tap).
        case down
        /// The fingers moved (or stayed, as time went on).
        case move
        /// All fingers lifted.
        case up
        /// Time passed with no finger down (a double tap's wait).
        case idle
    }
    package var phase: Phase
    /// Seconds of simulated time since the simulation started.
    package var time: Double
    /// The sample's date (`DragGesture.Value.time`).
    package var date: Date
    /// The fingers' positions in global (screen) coordinates; empty when none is down.
    package var points: [CGPoint]
    /// Converts a global point into a coordinate space of the gesture's view.
    package var convert: (CGPoint, CoordinateSpace) -> CGPoint
    /// The gesture's view's bounds, in its own coordinates (for unit anchors).
    package var bounds: CGRect

    /// The centroid of the fingers (the one finger of a drag).
    package var centroid: CGPoint? {
        guard !points.isEmpty else { return nil }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }
}

/// The callbacks one touch sample produced, in the order SwiftUI runs them
/// (inner modifiers of the gesture first).
nonisolated package struct GestureDelivery {
    /// `updating`, `onChanged` and `onEnded` bodies, each with the label the trace gives it.
    package var callbacks: [(label: String, run: () -> Void)] = []
    /// `@GestureState` resets, run when the gesture ends, fails or is cancelled.
    package var resets: [(label: String, run: () -> Void)] = []

    package init() {}

    /// A delivery of resets alone (a cancelled gesture's).
    package static func resets(_ resets: [(label: String, run: () -> Void)]) -> GestureDelivery {
        var delivery = GestureDelivery()
        delivery.resets = resets
        return delivery
    }
}

/// A recognizer for one gesture, fed the samples of one touch sequence.
///
/// Subclasses override `recognize(_:into:)`; `update(_:into:)` keeps the finished
/// state so that a recognizer reports its end or failure once.
nonisolated package class GestureRecognizer {
    /// The gesture as the trace names it: `DragGesture`, `TapGesture(count: 2)`.
    package let name: String
    /// Whether the recognizer ended or failed; it reports nothing more.
    package private(set) var isFinished = false
    /// Whether it has been active (reported a value).
    package private(set) var hasBegun = false
    /// Why it failed, once it has.
    package private(set) var failure: String?
    /// Whether it ended recognised.
    package private(set) var didEnd = false

    /// Internal, not `package`: with a `package` designated initialiser, Swift 6.3 warns
    /// "function call causes an infinite recursion" on every internal subclass that
    /// declares its own (the stub it synthesises for the initialiser not inherited).
    init(name: String) { self.name = name }

    /// Feeds one sample; callbacks it produces go into `delivery`.
    package final func update(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        guard !isFinished else { return .possible }
        let output = recognize(input, into: &delivery)
        switch output {
        case .possible, .pressing: break
        case .changed: hasBegun = true
        case .ended:
            hasBegun = true
            didEnd = true
            isFinished = true
        case .failed(let reason):
            failure = reason
            isFinished = true
        }
        return output
    }

    /// Stops the recognizer because another gesture won the touch (or the view
    /// left): its `@GestureState`s reset.
    package final func cancel(because reason: String, into delivery: inout GestureDelivery) {
        guard !isFinished else { return }
        isFinished = true
        failure = reason
        didCancel(into: &delivery)
    }

    /// The subclass's recognition of one sample.
    package func recognize(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        .possible
    }

    /// The subclass's clean-up when cancelled (reset `@GestureState`, cancel children).
    package func didCancel(into delivery: inout GestureDelivery) {}

    /// Whether the recognizer needs samples after the fingers lifted (a tap
    /// waiting for the next tap of a double tap).
    package var waitsAfterTouchUp: Bool { false }
}

/// A recognizer that never recognises (a gesture viewsim could not build).
nonisolated package final class NeverRecognizer: GestureRecognizer {
    private let reason: String
    package init(name: String, reason: String) {
        self.reason = reason
        super.init(name: name)
    }
    package override func recognize(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        .failed(reason)
    }
}
