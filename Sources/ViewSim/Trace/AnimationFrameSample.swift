// Models one frame's sample of an animated value in the trace: the value presented
// that frame and the model value it heads for. A frame of a built-in modifier or
// leaf (an opacity, a trim) keeps the presented value itself, typed, and describes
// it only when the trace is read (a renderer, a test): an animated frame then
// records no description per value, and the trace still reads the same.
// Simplifies: the description is made again at each read (it is not cached); it
// depends only on the value and how its animation describes it, never on when it
// is read.
import Foundation

/// One frame's sample of an animated value: the value shown and the model value.
///
/// A trace event `.animation(node:attribute:phase: .frame(sample))` holds one.
///
/// ```swift
/// if case .animation(_, "opacity", .frame(let sample)) = event.kind {
///     sample.presentation   // .number(0.3125): the value shown this frame
///     sample.model          // .number(1): the value the animation heads for
/// }
/// ```
public struct AnimationFrameSample: Equatable, Sendable {
    private let storage: FrameSampleStorage

    /// A sample of values already described.
    public init(presentation: TraceValue, model: TraceValue) {
        storage = DescribedFrameSample(presentation: presentation, model: model)
    }

    /// A sample that describes the presented value when it is read.
    init(storage: FrameSampleStorage) {
        self.storage = storage
    }

    /// The value shown this frame (the presentation value).
    public var presentation: TraceValue { storage.presentation }
    /// The value the animation heads for (the model value).
    public var model: TraceValue { storage.model }

    public static func == (lhs: AnimationFrameSample, rhs: AnimationFrameSample) -> Bool {
        lhs.storage === rhs.storage || (lhs.presentation == rhs.presentation && lhs.model == rhs.model)
    }
}

/// What a sample holds: values described already, or a typed value and how to describe it.
/// Immutable once made (so it is shared freely between threads).
class FrameSampleStorage: @unchecked Sendable {
    /// The model value's description.
    let model: TraceValue

    init(model: TraceValue) {
        self.model = model
    }

    /// The presented value's description.
    var presentation: TraceValue { preconditionFailure("a frame sample's storage describes its presented value") }
}

/// A sample whose presented value was described when it was recorded.
final class DescribedFrameSample: FrameSampleStorage, @unchecked Sendable {
    private let described: TraceValue

    init(presentation: TraceValue, model: TraceValue) {
        described = presentation
        super.init(model: model)
    }

    override var presentation: TraceValue { described }
}

/// A sample that keeps the presented value, typed, and describes it when read, the way
/// its animation describes every value (`AnimatedValueTrace`).
final class PresentedFrameSample<Value: Animatable>: FrameSampleStorage, @unchecked Sendable {
    private let value: Value
    private let trace: AnimatedValueTrace<Value>

    init(value: Value, trace: AnimatedValueTrace<Value>, model: TraceValue) {
        self.value = value
        self.trace = trace
        super.init(model: model)
    }

    override var presentation: TraceValue { trace.describe(value) }
}
