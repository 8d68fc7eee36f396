// Models a value the trace keeps boxed when its type is known to have no typed
// case (an angle, a colour): the same `.value` box `TraceValue(_:)` makes, without
// trying every typed case first (eleven dynamic casts, about 4,000 instructions,
// which a rotation or colour animation paid for every value in every frame).
// Simplifies: nothing; the box, its epoch and its text are what `TraceValue(_:)` makes.
import Foundation

extension TraceValue {
    /// `value` boxed, exactly as `TraceValue(_:)` boxes a value of a type it has
    /// no case for. Only for such types (not numbers, flags, strings, dates, sizes
    /// or points, which `TraceValue(_:)` records as typed cases).
    ///
    /// ```swift
    /// TraceValue.boxed(Angle.degrees(45))   // == TraceValue(Angle.degrees(45)), printed "45°"
    /// ```
    package static func boxed(_ value: Any) -> TraceValue {
        .value(
            TraceValueBox(
                value,
                epoch: SimulationContext.current?.configuration.startDate ?? SimulationConfiguration.defaultStartDate))
    }

    /// A shape style as `TraceValue(_:)` records it; a `Color` (the style that
    /// animates) without trying the typed cases.
    package static func style(_ style: any ShapeStyle) -> TraceValue {
        if let color = style as? Color { return .boxed(color) }
        return TraceValue(style)
    }
}
