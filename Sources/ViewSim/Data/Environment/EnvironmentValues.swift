// Models SwiftUI's `EnvironmentValues`, `EnvironmentKey`, `@Environment` and
// `.environment(_:_:)`. Simplifies: values are kept per node; a change is pushed
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

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
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

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let link = EnvironmentLink()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (link.node?.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}

final class EnvironmentLink {
    weak var node: ViewNode?
}

extension Environment: DynamicPropertyLink {
    package func _link(node: ViewNode, label: String) {
        link.node = node
        let keyPath = self.keyPath
        let (record, _) = node.propertyRecord(label, kind: .environment) {
            PropertyRecord(label: label, kind: .environment) { "" }
        }
        record.describe = { [weak node] in
            ValueFormatter.describe((node?.environment ?? EnvironmentValues())[keyPath: keyPath])
        }
        record.environmentValue = { $0[keyPath: keyPath] }
    }

    package var _describedValue: String { ValueFormatter.describe(wrappedValue) }
    package var _kind: DynamicPropertyKind { .environment }
    package var _heldValue: Any? { wrappedValue }
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
