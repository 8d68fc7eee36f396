// Models SwiftUI's `@Bindable`: bindings to the properties of an `@Observable` object
// (`$model.isFavorite`, `$model.items[i].isFavorite`), also as `@Bindable var m = m` in a body.
// Simplifies: a binding reads and writes the object's property through its key path, so the
// views that read it depend on it through Observation, and a write is traced as a direct write.
import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// ```swift
/// struct LandmarkDetail: View {
///     @Bindable var landmark: Landmark          // an @Observable class
///     var body: some View {
///         Toggle("Favorite", isOn: $landmark.isFavorite)
///     }
/// }
/// // in a body, from an environment object:
/// @Bindable var modelData = modelData
/// ```
///
/// viewsim's model: making a binding (`$landmark.isFavorite`) does not read the property, so
/// the body that makes it does not depend on it; the views that read the bound value do.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object, which makes bindings to its properties.
    public var projectedValue: Bindable<Value> { self }

    /// Creates a bindable object from an observable object (`@Bindable var model: Model`).
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable object from an observable object (`Bindable(model).name`).
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the value at `keyPath`: `$model.name`, `$model.items[2].isFavorite`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The wrapped object's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: DynamicProperty {}

extension Bindable: DynamicPropertyLink {
    /// Nothing to keep in the graph: the object is the storage.
    package func _link(node: ViewNode, label: String) {}

    /// Another object from the parent is a change of the view's inputs (`_model`).
    package func _inputChanged(from old: Any) -> Bool {
        guard let old = old as? Bindable<Value> else { return true }
        return !ValueComparison.isEqual(old.wrappedValue, wrappedValue)
    }

    package var _describedValue: String { ValueFormatter.describe(wrappedValue) }
    package var _kind: DynamicPropertyKind { .bindable }
    package static var _parentInputKind: DynamicPropertyKind? { .bindable }
    package var _heldValue: Any? { wrappedValue }
}

/// viewsim's model, as in SwiftUI: a `Bindable` is `Sendable` when its object is.
extension Bindable: Sendable where Value: Sendable {}

/// A property of an object, reached through its key path: where `$model.name` reads and writes.
final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value> {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    /// Reads through the object's getter: in a body, Observation records the read.
    override func get(markingRead: Bool) -> Value { object[keyPath: keyPath] }
    /// Writes through the object's setter, as `model.name = newValue` would.
    override func set(_ newValue: Value) { object[keyPath: keyPath] = newValue }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return other.object === object && other.keyPath == keyPath
    }
    override var takesSnapshot: Bool { false }
    override var heldObject: AnyObject? { object }
}
