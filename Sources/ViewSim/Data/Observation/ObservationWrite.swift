// Models one write of an `@Observable` property as the trace records it: the property, named,
// with its value before `willSet` and after `didSet`, shared by every view that read it.
// Simplifies: the values are read by the caller's closure (the model's getter, in the model's
// module) with no body reading; they become trace values only when printed
// (`ObservationChange.Property`), and the change's fields are made when the trace first reads
// them (compared when the views are told). The write is its change's storage.
import Foundation
import Synchronization

/// One write of one observable property, from `willSet` to `didSet`; the storage of its change.
///
/// ```swift
/// let write = ObservationWrite(name: name, subject: model) { model.count }   // old: 0
/// write.finish(model) { model.count }                                         // new: 1
/// write.change   // ObservationChange: "Counter.count: 0 → 1"
/// ```
///
/// The trace keeps every write (its changes' storage), so its stored properties are ordered to
/// pack: the flags in the old bytes' padding, the lock and what it guards last, the made fields
/// boxed (a 176-byte heap block; 240 with a second lock and the fields inline).
final class ObservationWrite: ObservationChange.Storage, @unchecked Sendable {
    private let name: ObservedPropertyName
    private let old: Any
    /// The value after the write, once `finish` has read it (`isFinished`). Not an optional: setting
    /// an `Any?` went through its enum's value witnesses (about 120 instructions).
    @exclusivity(unchecked) private var new: Any = ()
    /// The candidates' bits before the write, when several stored properties may be this one.
    private let bitsBefore: [[UInt8]]
    /// The candidates that changed (all of them until the write says otherwise).
    @exclusivity(unchecked) private var named: [ObservedPropertyName.Candidate]
    /// The old value's bytes, when it is plain data of at most 16 bytes (else nil).
    private let oldBytes: PlainBytes?
    /// Whether `finish` has read the new value.
    @exclusivity(unchecked) private var isFinished = false
    /// Whether the new value equals the old one, found at `didSet` where its type is known:
    /// plain data by its bits, an `Equatable` value by `==`, anything else (rarely) by
    /// `ValueComparison` when the change is made.
    @exclusivity(unchecked) private var isUnchanged: Bool?
    /// What the change is made from, set once by `change`, and its fields once made.
    private let made = Mutex(Made())

    /// What `change` finds when it is first asked for, and the fields made from it.
    private struct Made {
        /// The simulation's start date then.
        var epoch = Date(timeIntervalSinceReferenceDate: 0)
        /// The fields, once the trace has read them (boxed: most changes are never printed).
        var fields: MadeFields?
        /// Whether `change` has been asked for.
        var isMade = false
        /// Whether the write was finished then.
        var finished = false
        /// Whether the new value then equalled the old one.
        var unchanged = false
    }

    /// The change's fields, made when first read.
    private final class MadeFields {
        let fields: ObservationChange.Fields
        init(_ fields: ObservationChange.Fields) { self.fields = fields }
    }

    /// A write of `name`'s property of `subject`, whose value now `value()` reads.
    init<Subject, Member>(name: ObservedPropertyName, subject: Subject, value: () -> Member) {
        self.name = name
        let value = ObservationReadScope.notReading(value)
        old = value
        oldBytes = Self.bytes(of: value)
        // Only a property named among several candidates needs the bits before the write.
        bitsBefore = name.candidates.count > 1 ? Self.object(subject).map { name.candidateBits(of: $0) } ?? [] : []
        named = name.candidates
        super.init()
    }

    /// `subject` as an object when it is one. A class instance is one reference, so it is
    /// reinterpreted rather than cast: `as AnyObject` on a generic value goes through the
    /// runtime's bridging (about 3,000 instructions a write).
    private static func object<Subject>(_ subject: Subject) -> AnyObject? {
        guard Subject.self is AnyObject.Type else { return nil }
        guard MemoryLayout<Subject>.size == MemoryLayout<AnyObject>.size else { return subject as AnyObject }
        return unsafeBitCast(subject, to: AnyObject.self)
    }

    /// The write is done: its new value (`value()` reads it), and which candidate it changed.
    func finish<Subject, Member>(_ subject: Subject, value: () -> Member) {
        let value = ObservationReadScope.notReading(value)
        new = value
        isFinished = true
        // Plain data of a few words (an `Int`, a `Bool`) is compared by the bytes kept at
        // `willSet`, without casting the old value back from `Any` (a dynamic cast per write).
        if let oldBytes, let newBytes = Self.bytes(of: value) {
            isUnchanged = oldBytes == newBytes
        } else {
            isUnchanged = Self.equal(old, value)
        }
        guard !bitsBefore.isEmpty, let object = Self.object(subject) else { return }
        let after = name.candidateBits(of: object)
        let changed = name.candidates.indices.filter { bitsBefore[$0] != after[$0] }.map { name.candidates[$0] }
        if !changed.isEmpty { named = changed }
    }

    /// The change as the trace records it: the property named, its old and new values; no
    /// property when the value written equals the old one. Its storage is this write.
    var change: ObservationChange { change(appliedBy: nil) }

    /// The change, as ``change``, made by `graph` when it applies it: the simulation running
    /// now (`SimulationContext.current`) is then `graph.runningGraph`, known without reading
    /// the thread-local value while the graph is bound. Asked once per view the write told (all
    /// views of a wide update): only the first call, which makes the change, asks the graph.
    func change(appliedBy graph: ViewGraph?) -> ObservationChange {
        made.withLock { made in
            guard !made.isMade else { return }
            made.isMade = true
            // What the fields are made from is what the write knows now: a write not finished
            // yet is made from its old value and all its candidates, as `finish` leaves them.
            made.finished = isFinished
            // Compared now, as the values are now (a value compared by its fields may hold objects
            // that change later); the fields are made when the trace is first read, perhaps later
            // and elsewhere, so the simulation's start date (which dates are written against) is
            // read now too.
            made.unchanged =
                !named.isEmpty && (isUnchanged ?? ValueComparison.isEqual(old, isFinished ? new : old))
            let running = graph.map { $0.runningGraph } ?? SimulationContext.current
            made.epoch = running?.configuration.startDate ?? SimulationConfiguration.defaultStartDate
        }
        return ObservationChange(storage: self)
    }

    /// Up to 16 bytes of a value, zero beyond its size.
    private struct PlainBytes: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0
    }

    /// The bytes of `value` when its type is plain data of at most 16 bytes: equal bytes are
    /// what `equal` compares such a value by.
    private static func bytes<Member>(of value: Member) -> PlainBytes? {
        guard _isPOD(Member.self), MemoryLayout<Member>.size <= MemoryLayout<PlainBytes>.size else { return nil }
        var bytes = PlainBytes()
        withUnsafeBytes(of: value) { source in
            withUnsafeMutableBytes(of: &bytes) { $0.copyMemory(from: source) }
        }
        return bytes
    }

    /// Whether `old`, as a `Member`, equals `new`, when that is cheap to tell (nil otherwise).
    /// Not inlined: the cast's `Optional<Member>` made its metadata looked up on every
    /// `finish`, plain data included (about 300 instructions).
    @inline(never)
    private static func equal<Member>(_ old: Any, _ new: Member) -> Bool? {
        guard let before = old as? Member else { return nil }
        return equal(before, new)
    }

    /// Whether `a` equals `b`, when that is cheap to tell (nil otherwise).
    private static func equal<Member>(_ a: Member, _ b: Member) -> Bool? {
        if _isPOD(Member.self) {
            return withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
        }
        guard let equatable = Member.self as? any Equatable.Type else { return nil }
        func open<T: Equatable>(_ type: T.Type) -> Bool? {
            guard let a = a as? T, let b = b as? T else { return nil }
            return a == b
        }
        return open(equatable)
    }

    /// The change's fields, made when the trace first reads them (once, under the lock).
    override var fields: ObservationChange.Fields {
        made.withLock { made in
            if let fields = made.fields { return fields.fields }
            let fields = makeFields(finished: made.finished, unchanged: made.unchanged, epoch: made.epoch)
            made.fields = MadeFields(fields)
            return fields
        }
    }

    /// The change's fields from what `change` found. A write's change is only made by `change`,
    /// which sets them first. A write finished then is not written again: its new value and
    /// candidates are read as they stay.
    private func makeFields(finished: Bool, unchanged: Bool, epoch: Date) -> ObservationChange.Fields {
        let named = finished ? self.named : name.candidates
        guard !named.isEmpty else {
            // No stored property of the key path's type: the key path names no macro property.
            return .init(object: name.model, valueType: name.valueType, properties: [], compared: false)
        }
        if unchanged {
            return .init(object: name.model, valueType: name.valueType, properties: [], compared: true)
        }
        let property = named.map(\.name).joined(separator: " or ")
        return .init(
            object: name.model, valueType: name.valueType,
            properties: [
                ObservedObjectSnapshot.property(
                    named.count == 1 ? property : "(\(property))", old, finished ? new : old, epoch: epoch)
            ],
            compared: true)
    }
}
