// Models SwiftUI's `@AppStorage`: a value kept in the app's user defaults under a key, which
// re-runs every view holding the key when it changes. Simplifies (viewsim's model): the store is
// the simulation's own (`SimulationConfiguration.appStorage`), never the process's
// `UserDefaults`; a `store:` argument is not honoured (a `notModelled` diagnostic says so).
import Foundation

/// A property wrapper type that reflects a value from user defaults and invalidates a view on a
/// change in value in that user default.
///
/// ```swift
/// struct Settings: View {
///     @AppStorage("username") private var username = "Anonymous"
///     @AppStorage("launchCount") private var launchCount = 0
///     var body: some View {
///         Text("\(username): \(launchCount)").onTapGesture { launchCount += 1 }
///     }
/// }
/// ```
///
/// In a simulation the values live in the simulation's store, which starts with
/// `SimulationConfiguration.appStorage` (empty by default): they survive the view being
/// re-created, and two views with the same key see each other's writes and both re-run. A write
/// is traced as a `@State` write is, with the key (`✎ Settings.launchCount (@AppStorage
/// "launchCount") 0 → 1`). Outside a simulation the property is plain storage.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let property: StorageProperty<Value>
    /// Whether a `store:` was given (not honoured).
    let hasCustomStore: Bool

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>, store: UserDefaults?) {
        self.property = StorageProperty(key: key, defaultValue: defaultValue, codec: codec, kind: .appStorage)
        self.hasCustomStore = store != nil
    }

    /// The value for the key, or the default when the store has none.
    public var wrappedValue: Value {
        get { property.value }
        nonmutating set { property.set(newValue) }
    }

    /// A binding to the stored value: `Toggle("Sounds", isOn: $soundsOn)`.
    public var projectedValue: Binding<Value> { property.binding }

    /// Creates a property that reads and writes a user default; `wrappedValue` when missing.
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(), store: store)
    }

    /// Creates a property that reads and writes a user default; `wrappedValue` when missing.
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(), store: store)
    }

    /// Creates a property that reads and writes a user default; `wrappedValue` when missing.
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(), store: store)
    }

    /// Creates a property that reads and writes a user default; `wrappedValue` when missing.
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(), store: store)
    }

    /// Creates a property that reads and writes a user default; `wrappedValue` when missing.
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(), store: store)
    }

    /// Creates a property that reads and writes a user default; `wrappedValue` when missing.
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(), store: store)
    }

    /// Creates a property that reads and writes a `RawRepresentable` user default, stored as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(), store: store)
    }

    /// Creates a property that reads and writes a `RawRepresentable` user default, stored as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(), store: store)
    }

    /// Creates a property that reads and writes an optional user default (nil when missing).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(Bool.self), store: store)
    }

    /// Creates a property that reads and writes an optional user default (nil when missing).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(Int.self), store: store)
    }

    /// Creates a property that reads and writes an optional user default (nil when missing).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(Double.self), store: store)
    }

    /// Creates a property that reads and writes an optional user default (nil when missing).
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(String.self), store: store)
    }

    /// Creates a property that reads and writes an optional user default (nil when missing).
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(URL.self), store: store)
    }

    /// Creates a property that reads and writes an optional user default (nil when missing).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(Data.self), store: store)
    }

    /// Creates a property that reads and writes an optional `RawRepresentable` user default (nil when missing).
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: optionalRawCodec(R.self), store: store)
    }

    /// Creates a property that reads and writes an optional `RawRepresentable` user default (nil when missing).
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: optionalRawCodec(R.self), store: store)
    }
}

extension AppStorage: DynamicPropertyLink {
    package func _link(node: ViewNode, label: String) {
        property.link(node: node, label: label)
        if hasCustomStore { node.graph.reportNotModelled(.appStorageStore, node: node.reference) }
    }

    package var _describedValue: String { ValueFormatter.describe(property.value) }
    package var _kind: DynamicPropertyKind { .appStorage }
}

/// viewsim's model, as in SwiftUI: the property is only used by the thread running the simulation.
extension AppStorage: @unchecked Sendable where Value: Sendable {}
