// Models the stores behind `@AppStorage` (the app's `UserDefaults`) and `@SceneStorage` (a
// scene's saved state): values by key, one store of each per simulation, and the views that
// hold a property with each key. Simplifies (viewsim's model): a store starts with
// `SimulationConfiguration.appStorage`/`.sceneStorage` and lives as long as the simulation;
// a write invalidates every view holding the key (SwiftUI observes the default), traced as a
// `@State` write is.

/// One simulation's `@AppStorage` or `@SceneStorage` values, and who holds each key.
package final class StorageStore {
    let kind: DynamicPropertyKind
    /// The stored form of each value (what `UserDefaults` keeps: a raw value for an enum).
    private var values: [String: Any]
    /// The properties holding each key, in the order they were linked.
    private var holders: [String: [(node: WeakNode, label: String)]] = [:]

    init(kind: DynamicPropertyKind, initial: [String: any Sendable]) {
        self.kind = kind
        self.values = initial.mapValues { $0 as Any }
    }

    /// The stored form of the value for `key`, if any.
    func value(forKey key: String) -> Any? { values[key] }

    /// Records that `node`'s property `label` holds `key`: a write to the key re-runs it.
    func hold(_ key: String, node: ViewNode, label: String) {
        var list = holders[key] ?? []
        list.removeAll { $0.node.node == nil || $0.node.node?.isRemoved == true }
        if !list.contains(where: { $0.node.node === node && $0.label == label }) {
            list.append((WeakNode(node), label))
        }
        holders[key] = list
    }

    /// The views holding `key` now, in node order.
    private func liveHolders(of key: String) -> [(node: ViewNode, label: String)] {
        (holders[key] ?? []).compactMap { holder in
            guard let node = holder.node.node, !node.isRemoved else { return nil }
            return (node, holder.label)
        }.sorted { $0.node.id < $1.node.id }
    }

    /// Writes `key` from `node`'s property `label`, as a `@State` write is made: dropped with
    /// SwiftUI's warning during a body, ignored when equal, else stored and traced, and every
    /// view holding the key re-runs (reason `_label`). `encoded` is the stored form (nil
    /// removes the key: an optional property set to nil).
    func write<Value>(_ newValue: Value, encoded: Any?, old: Value, key: String, from node: ViewNode, label: String) {
        let graph = node.graph
        let wrapper = kind == .appStorage ? "@AppStorage" : "@SceneStorage"
        let property = "\(node.typeName).\(label) (\(wrapper) \"\(key)\")"
        if let evaluating = graph.evaluation {
            graph.recordDroppedWrite(property: property, node: node, during: evaluating.node)
            return
        }
        graph.openLooseFrameIfNeeded()
        let epoch = graph.clock.startDate
        if ValueComparison.isEqual(old, newValue) {
            graph.record(
                .stateWriteIgnored(node: node.reference, property: property, value: TraceValue(newValue, epoch: epoch)),
                causes: graph.activeCause.map { [$0] } ?? [])
            return
        }
        values[key] = encoded
        let readers = liveHolders(of: key)
        let event = graph.record(
            .stateWrite(
                node: node.reference, property: property, old: TraceValue(old, epoch: epoch),
                new: TraceValue(newValue, epoch: epoch), invalidates: !readers.isEmpty),
            causes: graph.activeCause.map { [$0] } ?? [])
        let current = Transaction.currentWithFlushID
        let transaction = current?.transaction
        let kind = self.kind
        graph.enqueueWrite(flushID: current?.flushID) {
            for reader in readers where !reader.node.isRemoved {
                graph.invalidate(
                    reader.node, reason: .property(reader.label, kind), cause: event, transaction: transaction)
            }
        }
    }
}

/// How a storage property's value is kept in the store, as `UserDefaults` keeps it.
struct StorageCodec<Value> {
    /// The value for a stored form, or nil when the form is not one this property reads.
    let decode: (Any) -> Value?
    /// The stored form of a value; nil removes the key (an optional set to nil).
    let encode: (Value) -> Any?

    /// A value stored as itself (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`).
    static func plain() -> StorageCodec<Value> {
        StorageCodec(decode: { $0 as? Value }, encode: { $0 })
    }

    /// An optional stored as its wrapped value, removed when nil.
    static func optional<Wrapped>(_ type: Wrapped.Type) -> StorageCodec<Wrapped?> {
        StorageCodec<Wrapped?>(decode: { ($0 as? Wrapped).map { .some($0) } }, encode: { $0 })
    }
}

extension StorageCodec where Value: RawRepresentable {
    /// A `RawRepresentable` value stored as its raw value.
    static func raw() -> StorageCodec<Value> {
        StorageCodec(decode: { ($0 as? Value.RawValue).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

/// An optional `RawRepresentable` value stored as its raw value, removed when nil.
func optionalRawCodec<R: RawRepresentable>(_ type: R.Type) -> StorageCodec<R?> {
    StorageCodec<R?>(
        decode: { ($0 as? R.RawValue).flatMap(R.init(rawValue:)).map { .some($0) } },
        encode: { $0?.rawValue })
}

/// The part of `@AppStorage` and `@SceneStorage` that connects one property value to its store.
final class StorageLink<Value> {
    weak var node: ViewNode?
    var label = ""
    /// The value written outside a simulation, where the property is plain storage.
    var local: Value?
}

/// The behaviour `@AppStorage` and `@SceneStorage` share: a key, a default, a codec and a store.
struct StorageProperty<Value> {
    let key: String
    let defaultValue: Value
    let codec: StorageCodec<Value>
    let link = StorageLink<Value>()
    let kind: DynamicPropertyKind

    private var store: StorageStore? {
        guard let graph = link.node?.graph else { return nil }
        return kind == .appStorage ? graph.appStorage : graph.sceneStorage
    }

    var value: Value {
        if let store {
            return store.value(forKey: key).flatMap(codec.decode) ?? defaultValue
        }
        return link.local ?? defaultValue
    }

    func set(_ newValue: Value) {
        guard let node = link.node, let store else {
            link.local = newValue
            return
        }
        store.write(newValue, encoded: codec.encode(newValue), old: value, key: key, from: node, label: link.label)
    }

    func link(node: ViewNode, label: String) {
        link.node = node
        link.label = label
        let kind = self.kind
        let (record, _) = node.propertyRecord(label, kind: kind) { PropertyRecord(label: label, kind: kind) { "" } }
        let key = self.key
        let codec = self.codec
        let defaultValue = self.defaultValue
        let graph = node.graph
        record.describe = {
            let store = kind == .appStorage ? graph.appStorage : graph.sceneStorage
            return ValueFormatter.describe(store.value(forKey: key).flatMap(codec.decode) ?? defaultValue)
        }
        store?.hold(key, node: node, label: label)
    }

    /// A binding that reads and writes through the property (`$count`).
    var binding: Binding<Value> {
        Binding(location: StorageLocation(property: self))
    }
}

/// Where `$count` of an `@AppStorage`/`@SceneStorage` property reads and writes.
final class StorageLocation<Value>: AnyLocation<Value> {
    let property: StorageProperty<Value>
    init(property: StorageProperty<Value>) { self.property = property }
    override func get(markingRead: Bool) -> Value { property.value }
    override func set(_ newValue: Value) { property.set(newValue) }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? StorageLocation<Value> else { return false }
        return other.property.key == property.key && other.property.kind == property.kind
            && other.property.link.node === property.link.node
    }
}
