// Models SwiftUI's `@StateObject` and `@ObservedObject`.
// Simplifies: a view subscribes to the object's `objectWillChange`; any
// notification invalidates it (reason `_name`), whether or not the body read the
// changed property — SwiftUI's rule for ObservableObject. Lesson: lesson2.

/// A property wrapper that instantiates an observable object once per view identity.
///
/// ```swift
/// @StateObject var quips = QuipDatabase()
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    let link = ObjectLink<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.make = thunk
    }

    /// The object. Outside an installed view each access makes a new instance, as
    /// SwiftUI warns.
    public var wrappedValue: ObjectType {
        if let object = link.object { return object }
        return make()
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: DynamicPropertyLink {
    package func _link(node: ViewNode, label: String) {
        let make = self.make
        let (record, _) = node.propertyRecord(label, kind: .stateObject) {
            let object = make()
            let record = PropertyRecord(label: label, kind: .stateObject) { ValueFormatter.objectSummary(object) }
            record.storage = object
            record.cancel = node.graph.observe(object, from: node, label: label, kind: .stateObject)
            return record
        }
        link.object = record.storage as? ObjectType
    }

    package var _describedValue: String { link.object.map(ValueFormatter.objectSummary) ?? "not installed" }
    package var _kind: DynamicPropertyKind { .stateObject }
}

/// A property wrapper that subscribes to an observable object owned elsewhere.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public let wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: DynamicPropertyLink {
    package func _link(node: ViewNode, label: String) {
        let object = wrappedValue
        let (record, isNew) = node.propertyRecord(label, kind: .observedObject) {
            PropertyRecord(label: label, kind: .observedObject) { ValueFormatter.objectSummary(object) }
        }
        if isNew || record.storage !== object {
            record.cancel?()
            record.storage = object
            record.describe = { ValueFormatter.objectSummary(object) }
            record.cancel = node.graph.observe(object, from: node, label: label, kind: .observedObject)
        }
    }

    package func _inputChanged(from old: Any) -> Bool {
        guard let old = old as? ObservedObject<ObjectType> else { return true }
        return old.wrappedValue !== wrappedValue
    }

    package var _describedValue: String { ValueFormatter.objectSummary(wrappedValue) }
    package var _kind: DynamicPropertyKind { .observedObject }
    package static var _parentInputKind: DynamicPropertyKind? { .observedObject }
}

final class ObjectLink<ObjectType: AnyObject> {
    var object: ObjectType?
}
