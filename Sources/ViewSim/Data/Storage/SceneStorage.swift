// Models SwiftUI's `@SceneStorage`: a value a scene saves and restores under a key, which
// re-runs every view holding the key when it changes. Simplifies (viewsim's model): one scene
// per simulation, whose saved state starts with `SimulationConfiguration.sceneStorage`.
import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// ```swift
/// struct Editor: View {
///     @SceneStorage("draft") private var draft = ""
///     var body: some View { Text(draft).onTapGesture { draft += "a" } }
/// }
/// ```
///
/// In a simulation the values live in the simulation's scene store, which starts with
/// `SimulationConfiguration.sceneStorage` (empty by default): they survive the view being
/// re-created, and views with the same key see each other's writes and re-run. A write is traced
/// as a `@State` write is, with the key. Outside a simulation the property is plain storage.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let property: StorageProperty<Value>

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        self.property = StorageProperty(key: key, defaultValue: defaultValue, codec: codec, kind: .sceneStorage)
    }

    /// The value for the key, or the default when the scene has none.
    public var wrappedValue: Value {
        get { property.value }
        nonmutating set { property.set(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { property.binding }

    /// Creates a property that reads and writes a scene value; `wrappedValue` when missing.
    public init(wrappedValue: Bool, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain())
    }

    /// Creates a property that reads and writes a scene value; `wrappedValue` when missing.
    public init(wrappedValue: Int, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain())
    }

    /// Creates a property that reads and writes a scene value; `wrappedValue` when missing.
    public init(wrappedValue: Double, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain())
    }

    /// Creates a property that reads and writes a scene value; `wrappedValue` when missing.
    public init(wrappedValue: String, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain())
    }

    /// Creates a property that reads and writes a scene value; `wrappedValue` when missing.
    public init(wrappedValue: URL, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain())
    }

    /// Creates a property that reads and writes a scene value; `wrappedValue` when missing.
    public init(wrappedValue: Data, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain())
    }

    /// Creates a property that reads and writes a `RawRepresentable` scene value, stored as its raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw())
    }

    /// Creates a property that reads and writes a `RawRepresentable` scene value, stored as its raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw())
    }

    /// Creates a property that reads and writes an optional scene value (nil when missing).
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(Bool.self))
    }

    /// Creates a property that reads and writes an optional scene value (nil when missing).
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(Int.self))
    }

    /// Creates a property that reads and writes an optional scene value (nil when missing).
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(Double.self))
    }

    /// Creates a property that reads and writes an optional scene value (nil when missing).
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(String.self))
    }

    /// Creates a property that reads and writes an optional scene value (nil when missing).
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(URL.self))
    }

    /// Creates a property that reads and writes an optional scene value (nil when missing).
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(Data.self))
    }

    /// Creates a property that reads and writes an optional `RawRepresentable` scene value (nil when missing).
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: optionalRawCodec(R.self))
    }

    /// Creates a property that reads and writes an optional `RawRepresentable` scene value (nil when missing).
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: optionalRawCodec(R.self))
    }
}

extension SceneStorage: DynamicPropertyLink {
    package func _link(node: ViewNode, label: String) {
        property.link(node: node, label: label)
    }

    package var _describedValue: String { ValueFormatter.describe(property.value) }
    package var _kind: DynamicPropertyKind { .sceneStorage }
}

/// viewsim's model, as in SwiftUI: the property is only used by the thread running the simulation.
extension SceneStorage: @unchecked Sendable where Value: Sendable {}
