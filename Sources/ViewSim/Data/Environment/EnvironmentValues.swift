// Models SwiftUI's `EnvironmentValues`, `EnvironmentKey` and `.environment(_:_:)`
// (`@Environment` is in Environment.swift). Simplifies: values are kept per node; a change is pushed
// down the subtree and re-evaluates only the views whose `@Environment` value
// actually differs. Lesson: tests of environment dependencies.

/// A key for accessing values in the environment.
///
/// ```swift
/// struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated down the view tree.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    /// The objects put in the environment by type: `@Observable` ones with
    /// `.environment(_:)`, `ObservableObject`s with `.environmentObject(_:)` (SwiftUI keeps
    /// the two apart, so one class can be in both).
    private var objects: [EnvironmentObjectKey: AnyObject] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }

    /// The object of type `type` in this environment, if one was put there.
    package func object<T: AnyObject>(of type: T.Type, observableObject: Bool) -> T? {
        objects[EnvironmentObjectKey(type: ObjectIdentifier(type), observableObject: observableObject)] as? T
    }

    /// Puts `object` in the environment for its type, or removes the type's object (`nil`).
    package mutating func setObject<T: AnyObject>(_ object: T?, of type: T.Type, observableObject: Bool) {
        objects[EnvironmentObjectKey(type: ObjectIdentifier(type), observableObject: observableObject)] = object
    }
}

/// Where an environment object is kept: its type, and which of SwiftUI's two mechanisms put it there.
struct EnvironmentObjectKey: Hashable {
    let type: ObjectIdentifier
    let observableObject: Bool
}

/// The colour scheme of the environment.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The colour scheme of this environment.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether the view hierarchy is enabled for interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// `.environment(_:_:)`: sets an environment value for this view and its subtree.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: PrimitiveModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    package var _label: String { ".environment(\(ValueFormatter.describe(value)))" }
    package var _traceName: String { ".environment" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("environment", TraceValue(value))] }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
    package var _writesEnvironment: Bool { true }
}

nonisolated extension View {
    /// Sets the environment value at `keyPath` for this view and everything below it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<
        Self, _EnvironmentKeyWritingModifier<V>
    > {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}
