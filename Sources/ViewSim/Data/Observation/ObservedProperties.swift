// Models the table an Observation registrar keeps for one model: per property, the readers
// that registered it, and the writes in progress between `willSet` and `didSet`.
// Simplifies: a property is found by its key path's identity (each literal in the macro's
// expansion is one instance), else by `==` once, after which that instance is known too; the
// readers of a property are kept in graph order (by view id), so a write notifies views in the
// order the graph updates them, whatever order they read in.
// viewsim's engine: the object keeps its first property in place, and each property its first
// key paths and its one reader in place (`Slots`, `KnownKeyPaths`, `Readers`): a model read and
// written through one property, by one view, reaches no allocation but this object.
import Synchronization

/// The observable properties of one model instance: who reads each, and its writes.
///
/// ```swift
/// let slot = properties.slot(for: \ModelData.landmarks, of: model)   // found or added
/// properties.register(reader, slot: slot)                            // a body read it
/// properties.willSet(model, keyPath: \ModelData.landmarks)           // its readers are told
/// ```
@usableFromInline
final class ObservedProperties: @unchecked Sendable {
    /// A reader and its place in graph order. The reader is not retained: it unregisters
    /// before it goes away.
    struct Registration {
        unowned(unsafe) let reader: ObservationReader
        let order: Int
    }

    /// One property: how it is named, who reads it, its open writes. Kept in place (see
    /// `Slots`, `KnownKeyPaths`, `Readers`): a property with one reader allocates nothing of its own.
    struct Slot {
        /// The property's name, model and value type, found when the slot was made.
        let name: ObservedPropertyName
        /// The key path instances known to name this property; `first` is the one first met.
        var keyPaths: KnownKeyPaths
        /// Its readers, in graph order.
        var readers = Readers()
        /// Writes between their `willSet` and `didSet` (see `Writes`).
        var writes = Writes()

        init(first keyPath: AnyKeyPath, name: ObservedPropertyName) {
            self.name = name
            keyPaths = KnownKeyPaths(first: keyPath)
        }

        /// What `Slots` holds before a model's first property is met.
        static var placeholder: Slot { Slot(first: \ObservedProperties.self, name: .placeholder) }
    }

    /// The writes of one property between their `willSet` and `didSet` (nil: one nobody read):
    /// the innermost kept apart, the outer ones (a write nested in another's, rare) in an array,
    /// so a property's first write allocates nothing.
    struct Writes {
        /// How many writes are open.
        private var count = 0
        /// The innermost open write.
        private var innermost: ObservationWrite?
        /// The open writes around it, innermost last.
        private var outer: [ObservationWrite?] = []

        mutating func append(_ write: ObservationWrite?) {
            if count > 0 { outer.append(innermost) }
            innermost = write
            count += 1
        }

        /// The innermost open write, closed; nil when none is open or nobody read it.
        mutating func popLast() -> ObservationWrite? {
            guard count > 0 else { return nil }
            count -= 1
            let last = innermost
            innermost = count > 0 ? outer.removeLast() : nil
            return last
        }
    }

    /// Guards `table`.
    private let lock = Mutex(())
    /// The slots, guarded by `lock` (only `withSlots` touches it). The lock already keeps its
    /// accesses apart, so the runtime's exclusivity check is not made again (about 100
    /// instructions an access, several per write).
    @exclusivity(unchecked) private var table = Slots()

    /// Runs `body` on the slots, holding the lock.
    private func withSlots<T>(_ body: (inout Slots) -> T) -> T {
        lock.withLock { _ in body(&table) }
    }

    /// The slot of `keyPath`'s property, made the first time it is met.
    func slot<Subject, Member>(for keyPath: KeyPath<Subject, Member>, of subject: Subject) -> Int {
        if let known = withSlots({ Self.find(keyPath, in: &$0) }) { return known }
        let name = ObservedPropertyName.shared(keyPath, of: subject)
        return withSlots { slots in
            if let known = Self.find(keyPath, in: &slots) { return known }
            slots.append(Slot(first: keyPath, name: name))
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

    /// Each key path instance found equal to another, mapped to that other, guarded by a lock;
    /// and for that other, every instance found equal to it, so that a slot learns them all at
    /// once (a model's first write meets two: the `_modify` accessor's `willSet` and `didSet`).
    private final class KeyPathAliases: @unchecked Sendable {
        /// How many instances the map keeps (more would be key paths made at run time).
        private static let limit = 4_096
        /// How many entries `first` keeps.
        private static let firstLimit = 16

        /// The instances found equal to one instance (`equal`), `equal` first.
        private final class Group {
            var members: [AnyKeyPath]
            init(_ equal: AnyKeyPath) { members = [equal] }
        }

        /// An instance, the one it was found equal to, and that one's group. The instance is
        /// kept with its entry, so that its identifier is not reused while the entry exists.
        private struct Entry {
            let instance: AnyKeyPath
            let equal: AnyKeyPath
            let group: Group
        }

        private let lock = Mutex(())
        /// Guarded by `lock`: every entry, by its instance's identity.
        @exclusivity(unchecked) private var table: [ObjectIdentifier: Entry] = [:]
        /// Guarded by `lock`: the groups, by the identity of the instance the others were found equal to.
        @exclusivity(unchecked) private var groups: [ObjectIdentifier: Group] = [:]
        /// Guarded by `lock`: the first entries, searched by identity before the table (a program
        /// has a few; hashing an identifier cost about 300 instructions a model's first write).
        @exclusivity(unchecked) private var first: [Entry] = []

        /// Runs `body` holding the lock.
        private func locked<T>(_ body: () -> T) -> T {
            lock.withLock { _ in body() }
        }

        /// The instance `keyPath` was found equal to, if it was, and every instance found equal
        /// to that one (itself first).
        func equal(to keyPath: AnyKeyPath) -> (equal: AnyKeyPath, all: [AnyKeyPath])? {
            locked {
                var found: Entry?
                for entry in first where entry.instance === keyPath {
                    found = entry
                    break
                }
                if found == nil, first.count == Self.firstLimit { found = table[ObjectIdentifier(keyPath)] }
                guard let found else { return nil }
                return (found.equal, found.group.members)
            }
        }

        /// `instance` was found equal to `other`.
        func note(_ instance: AnyKeyPath, equalTo other: AnyKeyPath) {
            locked {
                guard table.count < Self.limit, table[ObjectIdentifier(instance)] == nil else { return }
                let group = groups[ObjectIdentifier(other)] ?? Group(other)
                groups[ObjectIdentifier(other)] = group
                group.members.append(instance)
                let entry = Entry(instance: instance, equal: other, group: group)
                table[ObjectIdentifier(instance)] = entry
                if first.count < Self.firstLimit { first.append(entry) }
            }
        }
    }

    /// The slot whose key paths include `keyPath` by identity, else by `==` (then it is
    /// remembered by identity too).
    private static func find(_ keyPath: AnyKeyPath, in slots: inout Slots) -> Int? {
        if let index = slots.firstIndex(where: { $0.keyPaths.contains(identical: keyPath) }) { return index }
        if let (_, all) = aliases.equal(to: keyPath) {
            // The slot may have been made with any of the instances found equal to `equal`.
            if let index = slots.firstIndex(where: { $0.keyPaths.containsAny(of: all) }) {
                slots.update(index) { slot in
                    for alias in all { slot.keyPaths.learn(alias) }
                    slot.keyPaths.learn(keyPath)
                }
                return index
            }
        }
        for index in slots.indices {
            let known = slots.read(index) { $0.keyPaths.first }
            guard known == keyPath else { continue }
            aliases.note(keyPath, equalTo: known)
            slots.update(index) { $0.keyPaths.append(keyPath) }
            return index
        }
        return nil
    }

    /// Adds `reader` to the readers of `slot`, in graph order.
    func register(_ reader: ObservationReader, slot: Int) {
        withSlots { $0.update(slot) { $0.readers.insert(Registration(reader: reader, order: reader.order)) } }
    }

    /// Removes `reader` from the readers of `slot`.
    func unregister(_ reader: ObservationReader, slot: Int) {
        withSlots { $0.update(slot) { $0.readers.remove(reader) } }
    }

    /// The readers of `slot`, in graph order (a copy).
    func readers(of slot: Int) -> [Registration] { withSlots { $0.read(slot) { $0.readers.all } } }

    /// `keyPath`'s property will change: when someone read it, its value now (`value()`, read
    /// by the caller's closure) is kept and each reader is told, in graph order. The slot is
    /// found, its readers copied and, when nobody read it, the write noted in one hold of the lock.
    @usableFromInline
    func willSet<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>, value: () -> Member) {
        var found = withSlots { slots in Self.readersOrNoted(keyPath, in: &slots) }
        if found == nil {
            let slot = slot(for: keyPath, of: subject)
            found = withSlots { slots in Self.readersOrNoted(slot: slot, in: &slots) }
        }
        guard let (slot, readers, name) = found, let name else { return }
        let write = ObservationWrite(name: name, subject: subject, value: value)
        withSlots { $0.update(slot) { $0.writes.append(write) } }
        readers.each { $0.reader.notify(write) }
    }

    /// The slot of `keyPath` (nil when not known yet) with its readers and name; when nobody read
    /// it, its unread write is noted and no name is given (nothing more to do).
    private static func readersOrNoted(_ keyPath: AnyKeyPath, in slots: inout Slots) -> (
        slot: Int, readers: Readers, name: ObservedPropertyName?
    )? {
        guard let slot = find(keyPath, in: &slots) else { return nil }
        return readersOrNoted(slot: slot, in: &slots)
    }

    private static func readersOrNoted(slot: Int, in slots: inout Slots) -> (
        slot: Int, readers: Readers, name: ObservedPropertyName?
    ) {
        slots.update(slot) { found in
            guard !found.readers.isEmpty else {
                found.writes.append(nil)
                return (slot, Readers(), nil)
            }
            return (slot, found.readers, found.name)
        }
    }

    /// `keyPath`'s property has changed: the write of its `willSet` takes its new value
    /// (`value()`, read by the caller's closure). The slot is found and its write taken in one
    /// hold of the lock.
    @usableFromInline
    func didSet<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>, value: () -> Member) {
        var found = withSlots { slots -> (write: ObservationWrite?, known: Bool) in
            guard let slot = Self.find(keyPath, in: &slots) else { return (nil, false) }
            return (slots.update(slot) { $0.writes.popLast() }, true)
        }
        if !found.known {
            let slot = slot(for: keyPath, of: subject)
            found.write = withSlots { $0.update(slot) { $0.writes.popLast() } }
        }
        found.write?.finish(subject, value: value)
    }
}
