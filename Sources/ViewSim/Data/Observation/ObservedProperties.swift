// Models the table an Observation registrar keeps for one model: per property, the readers
// that registered it, and the writes in progress between `willSet` and `didSet`.
// Simplifies: a property is found by its key path's identity (each literal in the macro's
// expansion is one instance), else by `==` once, after which that instance is known too; the
// readers of a property are kept in graph order (by view id), so a write notifies views in the
// order the graph updates them, whatever order they read in.
import Synchronization

/// The observable properties of one model instance: who reads each, and its writes.
///
/// ```swift
/// let slot = properties.slot(for: \ModelData.landmarks, of: model)   // found or added
/// properties.register(reader, slot: slot)                            // a body read it
/// properties.willSet(model, keyPath: \ModelData.landmarks)           // its readers are told
/// ```
final class ObservedProperties: @unchecked Sendable {
    /// A reader and its place in graph order. The reader is not retained: it unregisters
    /// before it goes away.
    struct Registration {
        unowned(unsafe) let reader: ObservationReader
        let order: Int
    }

    struct Slot {
        /// The key path instances known to name this property; the first is the one first met.
        var keyPaths: [AnyKeyPath]
        /// The property's name, model and value type, found when the slot was made.
        let name: ObservedPropertyName
        /// Its readers, in graph order.
        var readers: [Registration] = []
        /// Writes between their `willSet` and `didSet` (nil: one nobody read), innermost last.
        var writes: [ObservationWrite?] = []
    }

    /// Guards `table`.
    private let lock = Mutex(())
    /// The slots, guarded by `lock` (only `withSlots` touches it). The lock already keeps its
    /// accesses apart, so the runtime's exclusivity check is not made again (about 100
    /// instructions an access, several per write).
    @exclusivity(unchecked) private var table: [Slot] = []

    /// Runs `body` on the slots, holding the lock.
    private func withSlots<T>(_ body: (inout [Slot]) -> T) -> T {
        lock.withLock { _ in body(&table) }
    }

    /// The slot of `keyPath`'s property, made the first time it is met.
    func slot<Subject, Member>(for keyPath: KeyPath<Subject, Member>, of subject: Subject) -> Int {
        if let known = withSlots({ Self.find(keyPath, in: &$0) }) { return known }
        let name = ObservedPropertyName(keyPath, of: subject)
        return withSlots { slots in
            if let known = Self.find(keyPath, in: &slots) { return known }
            slots.append(Slot(keyPaths: Self.keyPaths(startingWith: keyPath), name: name))
            return slots.count - 1
        }
    }

    /// Key path instances found equal (`==`) to another, across every model: an instance maps
    /// to the one it was found equal to. The `@Observable` macro writes a literal per accessor
    /// (`\.value` in `get` and in `_modify` are two instances, each one instance for the
    /// process), and a model's slot is made at its first read, knowing only the getter's: its
    /// first write then compared the key paths (`==`, about 500 instructions) where this map
    /// answers by identity. The first write of every model paid it (every write, when each model
    /// is written once).
    private static let aliases = KeyPathAliases()

    /// Each key path instance found equal to another, mapped to that other, guarded by a lock.
    private final class KeyPathAliases: @unchecked Sendable {
        /// How many instances the map keeps (more would be key paths made at run time).
        private static let limit = 4_096
        private let lock = Mutex(())
        /// Guarded by `lock`. The instance is kept with its entry, so that its identifier is
        /// not reused while the entry exists.
        @exclusivity(unchecked) private var table: [ObjectIdentifier: (instance: AnyKeyPath, equal: AnyKeyPath)] = [:]

        /// Runs `body` on the table, holding the lock.
        private func withTable<T>(_ body: (inout [ObjectIdentifier: (instance: AnyKeyPath, equal: AnyKeyPath)]) -> T)
            -> T
        {
            lock.withLock { _ in body(&table) }
        }

        /// The instance `keyPath` was found equal to, if it was.
        func equal(to keyPath: AnyKeyPath) -> AnyKeyPath? {
            withTable { $0[ObjectIdentifier(keyPath)]?.equal }
        }

        /// `instance` was found equal to `other`.
        func note(_ instance: AnyKeyPath, equalTo other: AnyKeyPath) {
            withTable { table in
                guard table.count < Self.limit, table[ObjectIdentifier(instance)] == nil else { return }
                table[ObjectIdentifier(instance)] = (instance, other)
            }
        }
    }

    /// A slot's key paths, the first one given, with room for the instances found equal later
    /// (`find` appends them; growing the array cost about 450 instructions).
    private static func keyPaths(startingWith keyPath: AnyKeyPath) -> [AnyKeyPath] {
        var keyPaths: [AnyKeyPath] = []
        keyPaths.reserveCapacity(4)
        keyPaths.append(keyPath)
        return keyPaths
    }

    /// The slot whose key paths include `keyPath` by identity, else by `==` (then it is
    /// remembered by identity too).
    private static func find(_ keyPath: AnyKeyPath, in slots: inout [Slot]) -> Int? {
        for index in slots.indices where slots[index].keyPaths.contains(where: { $0 === keyPath }) { return index }
        if let equal = aliases.equal(to: keyPath) {
            for index in slots.indices where slots[index].keyPaths.contains(where: { $0 === equal }) {
                slots[index].keyPaths.append(keyPath)
                return index
            }
        }
        for index in slots.indices where slots[index].keyPaths[0] == keyPath {
            aliases.note(keyPath, equalTo: slots[index].keyPaths[0])
            slots[index].keyPaths.append(keyPath)
            return index
        }
        return nil
    }

    /// Adds `reader` to the readers of `slot`, in graph order.
    func register(_ reader: ObservationReader, slot: Int) {
        withSlots { slots in
            let order = reader.order
            var low = 0
            var high = slots[slot].readers.count
            while low < high {
                let middle = (low + high) / 2
                if slots[slot].readers[middle].order <= order { low = middle + 1 } else { high = middle }
            }
            slots[slot].readers.insert(Registration(reader: reader, order: order), at: low)
        }
    }

    /// Removes `reader` from the readers of `slot`.
    func unregister(_ reader: ObservationReader, slot: Int) {
        withSlots { slots in
            guard let index = slots[slot].readers.firstIndex(where: { $0.reader === reader }) else { return }
            slots[slot].readers.remove(at: index)
        }
    }

    /// The readers of `slot` (a copy: notifying may change them).
    func readers(of slot: Int) -> [Registration] { withSlots { $0[slot].readers } }

    /// `keyPath`'s property will change: when someone read it, its value now is kept and each
    /// reader is told, in graph order.
    func willSet<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        let slot = slot(for: keyPath, of: subject)
        let (readers, name) = withSlots { ($0[slot].readers, $0[slot].name) }
        guard !readers.isEmpty else {
            withSlots { $0[slot].writes.append(nil) }
            return
        }
        let write = ObservationWrite(name: name, subject: subject, keyPath: keyPath)
        withSlots { $0[slot].writes.append(write) }
        for registration in readers { registration.reader.notify(write) }
    }

    /// `keyPath`'s property has changed: the write of its `willSet` takes its new value.
    func didSet<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        let slot = slot(for: keyPath, of: subject)
        let write = withSlots { $0[slot].writes.popLast() ?? nil }
        write?.finish(subject, keyPath: keyPath)
    }
}
