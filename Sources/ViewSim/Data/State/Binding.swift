// Models SwiftUI's `Binding`: read and write access to a value owned elsewhere.
// Simplifies: a binding remembers the value it saw when it was created; a child
// holding a binding is re-evaluated (reason `_name`) when that value or the
// location it points to differs. `Binding(get:set:)` has a new location every
// time, so it always counts as changed. Lesson: tests of bindings.

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// ```swift
/// struct Switch: View {
///     @Binding var isOn: Bool
///     var body: some View { Text(isOn ? "On" : "Off").onTapGesture { isOn.toggle() } }
/// }
/// // in the parent: Switch(isOn: $isOn)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let location: AnyLocation<Value>
    /// The value when the binding was made; compared when the view updates. nil for a
    /// location whose readers depend on it through Observation (a property of an
    /// `@Observable` object, `$model.name`): reading it here would make the body that
    /// makes the binding depend on the property.
    let snapshot: Value?

    init(location: AnyLocation<Value>) {
        self.location = location
        self.snapshot = location.takesSnapshot ? location.get(markingRead: false) : nil
    }

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set))
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value: value))
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public var wrappedValue: Value {
        get {
            // A read while the view holding the binding updates makes that view
            // depend on the bound value (not the value's owner).
            if let node = (location.graph ?? SimulationContext.current)?.evaluation?.node, node.graph.isUpdating {
                if let record = node.properties.first(where: {
                    $0.kind == .binding && ($0.storage as? AnyLocation<Value>)?.isSame(as: location) == true
                }) {
                    location.registerReader(node, label: record.label)
                } else {
                    // Read by a body that does not hold the binding (`$x.wrappedValue`
                    // in the state's owner): a read of the state itself, as in SwiftUI.
                    return location.get(markingRead: true)
                }
            }
            return location.get(markingRead: false)
        }
        nonmutating set { location.set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: ProjectedLocation(base: location, keyPath: keyPath))
    }
}

extension Binding: DynamicProperty {}

extension Binding: DynamicPropertyLink {
    package func _link(node: ViewNode, label: String) {
        let (record, _) = node.propertyRecord(label, kind: .binding) {
            PropertyRecord(label: label, kind: .binding) { "" }
        }
        let location = self.location
        record.storage = location
        record.describe = { ValueFormatter.describe(location.get(markingRead: false)) }
    }

    package func _inputChanged(from old: Any) -> Bool {
        guard let old = old as? Binding<Value> else { return true }
        if !location.isSame(as: old.location) { return true }
        guard let oldSnapshot = old.snapshot, let snapshot else { return false }
        return !ValueComparison.isEqual(oldSnapshot, snapshot)
    }

    package var _describedValue: String { ValueFormatter.describe(location.get(markingRead: false)) }
    package var _kind: DynamicPropertyKind { .binding }
    package static var _parentInputKind: DynamicPropertyKind? { .binding }
    /// The object whose property the binding reaches (`$model.name`), so the trace can name
    /// the property a write through it changed.
    package var _heldValue: Any? { location.heldObject }
}

/// Where a binding reads and writes.
package class AnyLocation<Value> {
    func get(markingRead: Bool) -> Value { neverBody(Self.self) }
    func set(_ newValue: Value) {}
    /// Records that `node` read the value through a binding named `label`.
    func registerReader(_ node: ViewNode, label: String) {}
    /// Whether two locations read and write the same storage.
    func isSame(as other: AnyLocation<Value>) -> Bool { self === other }
    /// The graph whose storage this is, when the location knows it (a `@State`):
    /// a read asks it which body is running, without looking up the current
    /// simulation (a task-local value) on every binding read.
    var graph: ViewGraph? { nil }
    /// Whether a binding keeps the value it saw when it was made (see `Binding.snapshot`).
    var takesSnapshot: Bool { true }
    /// The object whose property this is (`$model.name`), if any.
    var heldObject: AnyObject? { nil }
}

final class ConstantLocation<Value>: AnyLocation<Value> {
    let value: Value
    init(value: Value) { self.value = value }
    override func get(markingRead: Bool) -> Value { value }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ConstantLocation<Value> else { return false }
        return ValueComparison.isEqual(value, other.value)
    }
}

final class ClosureLocation<Value>: AnyLocation<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = set
    }
    override func get(markingRead: Bool) -> Value { getter() }
    override func set(_ newValue: Value) { setter(newValue) }
}

final class ProjectedLocation<Base, Value>: AnyLocation<Value> {
    let base: AnyLocation<Base>
    let keyPath: WritableKeyPath<Base, Value>
    init(base: AnyLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }
    override func get(markingRead: Bool) -> Value { base.get(markingRead: markingRead)[keyPath: keyPath] }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ProjectedLocation<Base, Value> else { return false }
        return other.keyPath == keyPath && base.isSame(as: other.base)
    }
    override func registerReader(_ node: ViewNode, label: String) { base.registerReader(node, label: label) }
    override var graph: ViewGraph? { base.graph }
    override var takesSnapshot: Bool { base.takesSnapshot }
    override var heldObject: AnyObject? { base.heldObject }
    override func set(_ newValue: Value) {
        var value = base.get(markingRead: false)
        value[keyPath: keyPath] = newValue
        base.set(value)
    }
}

/// viewsim's model, as in SwiftUI: a `Binding` is `Sendable` when its value is;
/// its location is only read and written by the thread that runs the
/// simulation (the simulated main actor).
extension Binding: @unchecked Sendable where Value: Sendable {}
