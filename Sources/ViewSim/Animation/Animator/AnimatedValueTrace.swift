// Models how an animated value appears in the trace and on its node: a built-in
// modifier or leaf shows its attributes (the animated ones are the trace value),
// any other `Animatable` value its animatable data. Decided once per animation,
// when it starts, so sampling a frame needs no dynamic cast, lookup or formatting.
// Simplifies: the value's type, not each value, decides how it is described.
// Lesson: every animation frame in a trace (lesson3's trim, lesson10's modifier).
import Foundation

/// How one animation's values are recorded: made once when the animation starts,
/// then applied to the presented value every frame.
///
/// For a built-in modifier or leaf (`.opacity`, `.trim`, a `Color`) the value is
/// read through its attributes, and the trace value is the animated attributes'
/// values (one value, or a `.list` of several); for an `Animatable` view or
/// custom modifier it is the animatable data.
///
/// ```swift
/// let trace = AnimatedValueTrace<_OpacityEffect>(names: ["opacity"])
/// trace.describe(_OpacityEffect(opacity: 0.25))   // .number(0.25)
/// trace.attributes(of: _OpacityEffect(opacity: 0.25))  // [opacity: 0.25]
/// ```
nonisolated package struct AnimatedValueTrace<Value: Animatable> {
    /// Reads a built-in value's displayed attributes; nil for other values.
    private let reader: ((Value) -> [NodeAttribute])?
    /// The animated attributes' names; empty: all of them.
    package let names: [String]
    /// The simulation's start, for values boxed with dates inside.
    private let epoch: Date
    /// Whether `TraceValue(_:)` boxes `Value.AnimatableData` (an `AnimatablePair`,
    /// a custom vector) rather than recording a typed case (a `Double`): it
    /// depends only on the type, so it is found once and the data is then boxed
    /// directly, without trying every typed case first.
    private let boxesData: Bool

    /// A trace for values of `Value`, reading attributes when `Value` is a
    /// built-in modifier or view (the one dynamic check, made here).
    package init(names: [String] = [], epoch: Date? = nil) {
        reader = Self.attributeReader()
        self.names = names
        self.epoch =
            epoch ?? SimulationContext.current?.configuration.startDate ?? SimulationConfiguration.defaultStartDate
        if case .value = TraceValue(Value.AnimatableData.zero, epoch: self.epoch) {
            boxesData = true
        } else {
            boxesData = false
        }
    }

    /// The same trace, naming other animated attributes.
    package func naming(_ names: [String]) -> AnimatedValueTrace {
        AnimatedValueTrace(reader: reader, names: names, epoch: epoch, boxesData: boxesData)
    }

    private init(reader: ((Value) -> [NodeAttribute])?, names: [String], epoch: Date, boxesData: Bool) {
        self.reader = reader
        self.names = names
        self.epoch = epoch
        self.boxesData = boxesData
    }

    /// Whether values are read through displayed attributes (a built-in modifier or leaf).
    package var showsAttributes: Bool { reader != nil }

    /// What a built-in value shows on its node; nil for other values.
    package func attributes(of value: Value) -> [NodeAttribute]? {
        reader?(value)
    }

    /// The animated part of `value`, as the trace records it.
    package func describe(_ value: Value) -> TraceValue {
        if let attributes = reader?(value) { return describe(attributes: attributes) }
        if boxesData { return .value(TraceValueBox(value.animatableData, epoch: epoch)) }
        return TraceValue(value.animatableData, epoch: epoch)
    }

    /// The animated attributes' values: one value, or a `.list` of several.
    package func describe(attributes: [NodeAttribute]) -> TraceValue {
        if names.isEmpty {
            return attributes.count == 1 ? attributes[0].value : .list(attributes.map(\.value))
        }
        if attributes.count == 1, names.contains(attributes[0].name) { return attributes[0].value }
        let shown = attributes.filter { names.contains($0.name) }
        return shown.count == 1 ? shown[0].value : .list(shown.map(\.value))
    }

    /// The names of the attributes that differ between two values; empty when the
    /// values have no attributes.
    package func changedNames(from old: Value, to new: Value) -> [String] {
        guard let reader else { return [] }
        let before = reader(old)
        return reader(new).filter { attribute in before.first { $0.name == attribute.name }?.value != attribute.value }
            .map(\.name)
    }

    /// A reader of `Value`'s attributes when it is a built-in modifier (checked
    /// first) or view. The checks run once, here: the reader is made for the
    /// opened type, where its conformance is known, and cast once to a function of
    /// `Value` (the same type), so reading needs no cast per value.
    private static func attributeReader() -> ((Value) -> [NodeAttribute])? {
        if let modifier = Value.self as? any PrimitiveModifier.Type { return modifierReader(modifier) }
        if let view = Value.self as? any PrimitiveView.Type { return viewReader(view) }
        return nil
    }

    private static func modifierReader<M: PrimitiveModifier>(_: M.Type) -> ((Value) -> [NodeAttribute])? {
        let read: (M) -> [NodeAttribute] = { $0._attributes }
        return read as? (Value) -> [NodeAttribute]
    }

    private static func viewReader<V: PrimitiveView>(_: V.Type) -> ((Value) -> [NodeAttribute])? {
        let read: (V) -> [NodeAttribute] = { $0._attributes }
        return read as? (Value) -> [NodeAttribute]
    }
}
