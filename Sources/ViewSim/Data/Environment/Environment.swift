// Models SwiftUI's `@Environment`: a value read by key path (`@Environment(\.colorScheme)`)
// or an `@Observable` object read by its type (`@Environment(Model.self)`, optional or not).
// Simplifies: a missing object stops the simulation (SwiftUI traps) before the reading body
// runs, with SwiftUI's message; reads of the object's properties are tracked by Observation.
import Observation

/// A property wrapper that reads a value, or an `@Observable` object, from a view's environment.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// @Environment(ModelData.self) private var modelData      // put there with .environment(modelData)
/// @Environment(Profile.self) private var profile: Profile? // nil when no ancestor sets one
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let source: Source
    let link = EnvironmentLink()

    /// Where the value comes from.
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// An object by its type; `read` is nil when the environment has none (only for
        /// the non-optional form: the optional form reads `.some(nil)`); `object` is the
        /// object itself, or nil, in either form.
        case object(typeName: String, read: (EnvironmentValues) -> Value?, object: (EnvironmentValues) -> AnyObject?)
    }

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.source = .keyPath(keyPath)
    }

    /// Reads the `@Observable` object of type `objectType` that an ancestor put in the
    /// environment with `.environment(_:)`.
    ///
    /// A view that reads it when no ancestor supplies one stops the simulation, as SwiftUI
    /// stops the app: the trace records SwiftUI's message ("No Observable object of type
    /// Model found. …") and the next call that throws throws
    /// `SimulationError.missingEnvironmentObject`.
    ///
    /// ```swift
    /// @Environment(ModelData.self) private var modelData
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        self.source = .object(
            typeName: _typeName(Value.self, qualified: false),
            read: { $0.object(of: Value.self, observableObject: false) },
            object: { $0.object(of: Value.self, observableObject: false) })
    }

    /// Reads the `@Observable` object of type `objectType` from the environment, or nil
    /// when no ancestor put one there.
    ///
    /// ```swift
    /// @Environment(Profile.self) private var profile: Profile?
    /// ```
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        self.source = .object(
            typeName: _typeName(T.self, qualified: false),
            read: { .some($0.object(of: T.self, observableObject: false)) },
            object: { $0.object(of: T.self, observableObject: false) })
    }

    public var wrappedValue: Value {
        let environment = link.node?.environment ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            return environment[keyPath: keyPath]
        case .object(let typeName, let read, _):
            if let value = read(environment) { return value }
            // The object the view last saw (an action that outlives a removed object), else
            // SwiftUI's trap: only reachable outside a simulation, which never runs a body
            // whose object is missing.
            if let last = link.lastObject as? Value { return last }
            fatalError(MissingEnvironmentObject(typeName: typeName, observableObject: false).message)
        }
    }
}

final class EnvironmentLink {
    weak var node: ViewNode?
    /// For an object: the one last read from the node's environment.
    var lastObject: AnyObject?
}

extension Environment: DynamicPropertyLink {
    package func _link(node: ViewNode, label: String) {
        link.node = node
        let (record, _) = node.propertyRecord(label, kind: .environment) {
            PropertyRecord(label: label, kind: .environment) { "" }
        }
        switch source {
        case .keyPath(let keyPath):
            record.describe = { [weak node] in
                ValueFormatter.describe((node?.environment ?? EnvironmentValues())[keyPath: keyPath])
            }
            record.environmentValue = { $0[keyPath: keyPath] }
        case .object(let typeName, let read, let object):
            if let current = object(node.environment) { link.lastObject = current }
            record.describe = { [weak node] in
                object(node?.environment ?? EnvironmentValues()).map(ValueFormatter.objectSummary) ?? "nil"
            }
            // Compared by identity: another object (or none) re-runs the readers.
            record.environmentValue = { object($0) as Any }
            record.missingObject = {
                read($0) == nil ? MissingEnvironmentObject(typeName: typeName, observableObject: false) : nil
            }
        }
    }

    package var _describedValue: String {
        if case .object(_, _, let object) = source {
            return object(link.node?.environment ?? EnvironmentValues()).map(ValueFormatter.objectSummary) ?? "nil"
        }
        return ValueFormatter.describe(wrappedValue)
    }
    package var _kind: DynamicPropertyKind { .environment }
    package var _heldValue: Any? {
        if case .object(_, _, let object) = source {
            return object(link.node?.environment ?? EnvironmentValues()) ?? link.lastObject
        }
        return wrappedValue
    }
}
