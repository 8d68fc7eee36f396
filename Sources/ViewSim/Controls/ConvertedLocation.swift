// Models a control's binding seen through a conversion: a `Slider`'s
// `Binding<Float>` read and written as a Double, a `Stepper`'s value read as
// what it shows. Simplifies: the location is the same as its base for
// dependencies and comparison, so the control re-runs when the bound value changes.

/// A location that reads and writes `base` through a conversion.
final class ConvertedLocation<Base, Value>: AnyLocation<Value> {
    let base: AnyLocation<Base>
    let toValue: (Base) -> Value
    /// Nil for a location that is only read (a stepper writes through its own closures).
    let toBase: ((Value) -> Base)?

    init(base: AnyLocation<Base>, toValue: @escaping (Base) -> Value, toBase: ((Value) -> Base)?) {
        self.base = base
        self.toValue = toValue
        self.toBase = toBase
    }

    override func get(markingRead: Bool) -> Value { toValue(base.get(markingRead: markingRead)) }
    override func set(_ newValue: Value) {
        guard let toBase else { return }
        base.set(toBase(newValue))
    }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ConvertedLocation<Base, Value> else { return false }
        return base.isSame(as: other.base)
    }
    override func registerReader(_ node: ViewNode, label: String) { base.registerReader(node, label: label) }
    override var graph: ViewGraph? { base.graph }
}

extension Binding {
    /// This binding seen through a conversion (same location for dependencies).
    func converted<Other>(
        _ toValue: @escaping (Value) -> Other, back toBase: ((Other) -> Value)? = nil
    ) -> Binding<Other> {
        Binding<Other>(location: ConvertedLocation(base: location, toValue: toValue, toBase: toBase))
    }
}
