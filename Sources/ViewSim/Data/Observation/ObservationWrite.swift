// Models one write of an `@Observable` property as the trace records it: the property, named,
// with its value before `willSet` and after `didSet`, shared by every view that read it.
// Simplifies: the values are read through the key path (the model's getter) with no body
// reading; they become trace values only when printed (`ObservationChange.Property`), and the
// change's fields are made when the trace first reads them (compared when the views are told).
import Foundation
import Synchronization

/// One write of one observable property, from `willSet` to `didSet`.
///
/// ```swift
/// let write = ObservationWrite(name: name, subject: model, keyPath: \.count)   // old: 0
/// write.finish(model, keyPath: \.count)                                         // new: 1
/// write.change   // ObservationChange: "Counter.count: 0 → 1"
/// ```
final class ObservationWrite: @unchecked Sendable {
    private let name: ObservedPropertyName
    private let old: Any
    @exclusivity(unchecked) private var new: Any?
    /// The candidates' bits before the write, when several stored properties may be this one.
    private let bitsBefore: [[UInt8]]
    /// The candidates that changed (all of them until the write says otherwise).
    @exclusivity(unchecked) private var named: [ObservedPropertyName.Candidate]

    init<Subject, Member>(name: ObservedPropertyName, subject: Subject, keyPath: KeyPath<Subject, Member>) {
        self.name = name
        let value = ObservationReadScope.notReading { subject[keyPath: keyPath] }
        old = value
        oldBytes = Self.bytes(of: value)
        // Only a property named among several candidates needs the bits before the write.
        bitsBefore = name.candidates.count > 1 ? Self.object(subject).map { name.candidateBits(of: $0) } ?? [] : []
        named = name.candidates
    }

    /// `subject` as an object when it is one. A class instance is one reference, so it is
    /// reinterpreted rather than cast: `as AnyObject` on a generic value goes through the
    /// runtime's bridging (about 3,000 instructions a write).
    private static func object<Subject>(_ subject: Subject) -> AnyObject? {
        guard Subject.self is AnyObject.Type else { return nil }
        guard MemoryLayout<Subject>.size == MemoryLayout<AnyObject>.size else { return subject as AnyObject }
        return unsafeBitCast(subject, to: AnyObject.self)
    }

    /// Whether the new value equals the old one, found at `didSet` where its type is known:
    /// plain data by its bits, an `Equatable` value by `==`, anything else (rarely) by
    /// `ValueComparison` when the change is made.
    @exclusivity(unchecked) private var isUnchanged: Bool?

    /// The write is done: its new value, and which candidate it changed.
    func finish<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        let value = ObservationReadScope.notReading { subject[keyPath: keyPath] }
        new = value
        // Plain data of a few words (an `Int`, a `Bool`) is compared by the bytes kept at
        // `willSet`, without casting the old value back from `Any` (a dynamic cast per write).
        if let oldBytes, let newBytes = Self.bytes(of: value) {
            isUnchanged = oldBytes == newBytes
        } else if let before = old as? Member {
            isUnchanged = Self.equal(before, value)
        }
        guard !bitsBefore.isEmpty, let object = Self.object(subject) else { return }
        let after = name.candidateBits(of: object)
        let changed = name.candidates.indices.filter { bitsBefore[$0] != after[$0] }.map { name.candidates[$0] }
        if !changed.isEmpty { named = changed }
    }

    /// The change as the trace records it: the property named, its old and new values; no
    /// property when the value written equals the old one.
    var change: ObservationChange {
        lock.withLock { state in
            if let made = state { return made }
            let new = self.new ?? old
            // Compared now, as the values are now (a value compared by its fields may hold objects
            // that change later); the fields are made when the trace is first read, perhaps later
            // and elsewhere, so the simulation's start date (which dates are written against) is
            // read now too.
            let made = ObservationChange(
                making: Made(
                    name: name, old: old, new: new, named: named,
                    unchanged: !named.isEmpty && (isUnchanged ?? ValueComparison.isEqual(old, new)),
                    epoch: SimulationContext.current?.configuration.startDate
                        ?? SimulationConfiguration.defaultStartDate
                ).fields)
            state = made
            return made
        }
    }

    private let lock = Mutex<ObservationChange?>(nil)

    /// The old value's bytes, when it is plain data of at most 16 bytes (else nil).
    private let oldBytes: PlainBytes?

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

    /// What the change is made from: copies of what the write knew when the views were told,
    /// not the write itself (which keeps the change). viewsim's model, as for
    /// `ObservationChange.Property`: the values are only read, to print them.
    private struct Made: @unchecked Sendable {
        let name: ObservedPropertyName
        let old: Any
        let new: Any
        let named: [ObservedPropertyName.Candidate]
        let unchanged: Bool
        let epoch: Date

        @Sendable func fields() -> ObservationChange.Fields {
            guard !named.isEmpty else {
                // No stored property of the key path's type: the key path names no macro property.
                return .init(object: name.model, valueType: name.valueType, properties: [], compared: false)
            }
            if unchanged { return .init(object: name.model, valueType: name.valueType, properties: [], compared: true) }
            let property = named.map(\.name).joined(separator: " or ")
            return .init(
                object: name.model, valueType: name.valueType,
                properties: [
                    ObservedObjectSnapshot.property(
                        named.count == 1 ? property : "(\(property))", old, new, epoch: epoch)
                ],
                compared: true)
        }
    }
}
