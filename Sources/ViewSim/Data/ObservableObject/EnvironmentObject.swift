// Models SwiftUI's `@EnvironmentObject`: an `ObservableObject` an ancestor supplied with
// `.environmentObject(_:)`, read by type; the view subscribes to its `objectWillChange`.
// Simplifies: a missing object stops the simulation (SwiftUI traps) before the reading body
// runs, with SwiftUI's message; another object re-subscribes when the body next reads it.

/// A property wrapper for an `ObservableObject` that a parent or ancestor view supplies.
///
/// ```swift
/// final class Store: ObservableObject { @Published var count = 0 }
/// struct Counter: View {
///     @EnvironmentObject var store: Store
///     var body: some View { Text("\(store.count)") }
/// }
/// // an ancestor: Counter().environmentObject(Store())
/// ```
///
/// A view that reads it when no ancestor supplies one stops the simulation, as SwiftUI stops
/// the app: the trace records SwiftUI's message and the next call that throws throws
/// `SimulationError.missingEnvironmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let link = EnvironmentObjectLink()

    public init() {}

    /// The object in the environment; reading it in `body` subscribes the view to it.
    public var wrappedValue: ObjectType {
        if let node = link.node, let object = node.environment.object(of: ObjectType.self, observableObject: true) {
            subscribe(node, to: object)
            return object
        }
        if let last = link.object as? ObjectType { return last }
        // Only reachable outside a simulation, which never runs a body whose object is missing.
        fatalError(
            MissingEnvironmentObject(typeName: _typeName(ObjectType.self, qualified: false), observableObject: true)
                .message)
    }

    /// Makes bindings to the object's properties: `$store.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an environment object.
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

    /// Subscribes `node` to `object`, in place of the object it observed before (if another).
    private func subscribe(_ node: ViewNode, to object: ObjectType) {
        link.object = object
        guard let record = link.record, record.storage !== object else { return }
        record.cancel?()
        record.storage = object
        record.describe = { ValueFormatter.objectSummary(object) }
        record.cancel = node.graph.observe(object, from: node, label: record.label, kind: .environmentObject)
    }
}

final class EnvironmentObjectLink {
    weak var node: ViewNode?
    weak var record: PropertyRecord?
    /// The object last read (an action that outlives a removed object still reaches it).
    var object: AnyObject?
}

extension EnvironmentObject: DynamicPropertyLink {
    package func _link(node: ViewNode, label: String) {
        link.node = node
        let (record, _) = node.propertyRecord(label, kind: .environmentObject) {
            PropertyRecord(label: label, kind: .environmentObject) { "nil" }
        }
        link.record = record
        let typeName = _typeName(ObjectType.self, qualified: false)
        record.environmentValue = { $0.object(of: ObjectType.self, observableObject: true) as Any }
        record.missingObject = {
            $0.object(of: ObjectType.self, observableObject: true) == nil
                ? MissingEnvironmentObject(typeName: typeName, observableObject: true) : nil
        }
        if let object = node.environment.object(of: ObjectType.self, observableObject: true) {
            subscribe(node, to: object)
        }
    }

    package var _describedValue: String { link.object.map(ValueFormatter.objectSummary) ?? "nil" }
    package var _kind: DynamicPropertyKind { .environmentObject }
    package var _heldValue: Any? { link.object }
}
