// Models Apple's `ObservationRegistrar`: the object an `@Observable` model keeps to report the
// reads and writes of its properties. viewsim's records them per property, in viewsim's graph:
// a body's reads stay registered while they do not change, and a write is named
// (`ModelData.landmarks`) with its old and new values.
// Simplifies: the same public API as Apple's; what it does is viewsim's model (see
// `ObservedProperties`); `Codable` and `Hashable` as Apple's (nothing encoded, all equal).
// Apple's registrar is kept alongside and told of writes and of reads outside bodies, for
// what tracks through Apple's Observation itself (`Observations`).
// viewsim's engine: `willSet`, `didSet` and `withMutation` are inlinable, so the model's module
// (where the macro's expansion calls them with a literal key path) reads the old and new values
// with a closure specialised for the model and the member: a direct call of the property's getter,
// not the key path runtime's generic projection.
import Observation
import ViewSimObservationBridge

/// Provides storage for tracking and access to data changes: the registrar that the
/// `@Observable` macro gives a model in code that imports viewsim.
///
/// Apple's macro writes the calls; you rarely call it yourself:
///
/// ```swift
/// @Observable final class Counter { var count = 0 }
/// // the macro's expansion, in part:
/// //   let _$observationRegistrar = Observation.ObservationRegistrar()
/// //   var count: Int {
/// //       get { access(keyPath: \.count); return _count }
/// //       set { withMutation(keyPath: \.count) { _count = newValue } }
/// //   }
/// ```
///
/// viewsim's model: a read made while a body runs is recorded on that view, and stays
/// registered until the body reads something else or the view goes away; a write notifies the
/// views that read the property in the order of the view graph, and the trace names it
/// (`Counter.count: 0 → 1`).
public struct ObservationRegistrar: Sendable {
    /// The model's properties, their readers and their pending writes.
    @usableFromInline let properties: ObservedProperties
    /// Apple's registrar, told of every write and of every read no view's body made: so what
    /// tracks with Apple's Observation (Swift 6.2's `Observations` sequence) sees these models too.
    @usableFromInline let apple = AppleObservationRegistrar()

    /// Creates an instance of the observation registrar.
    public init() { properties = ObservedProperties() }

    /// Registers access to a specific property for observation.
    public func access<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        guard let reader = ObservationReadScope.current else {
            apple.access(subject, keyPath: keyPath)
            return
        }
        if reader.isSilent { return }
        reader.read(properties, slot: properties.slot(for: keyPath, of: subject))
        if reader.alsoTellsApple { apple.access(subject, keyPath: keyPath) }
    }

    /// A property's value will change: the views that read it are told, in graph order.
    ///
    /// Inlinable: the value before the write is read by a closure made in the caller's module,
    /// where the key path is the macro's literal (its getter called directly).
    @inlinable
    public func willSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        properties.willSet(subject, keyPath: keyPath) { subject[keyPath: keyPath] }
        apple.willSet(subject, keyPath: keyPath)
    }

    /// A property's value has changed: its new value completes the write the trace records.
    ///
    /// Inlinable, as ``willSet(_:keyPath:)``: the new value is read in the caller's module.
    @inlinable
    public func didSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        properties.didSet(subject, keyPath: keyPath) { subject[keyPath: keyPath] }
        apple.didSet(subject, keyPath: keyPath)
    }

    /// Identifies mutations to the transactions registered for observers.
    @inlinable
    public func withMutation<Subject: Observable, Member, T>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
    ) rethrows -> T {
        willSet(subject, keyPath: keyPath)
        defer { didSet(subject, keyPath: keyPath) }
        return try mutation()
    }
}

extension ObservationRegistrar: Codable {
    /// A new registrar: like Apple's, a registrar encodes nothing.
    public init(from decoder: any Decoder) throws { self.init() }

    /// Encodes nothing, as Apple's registrar.
    public func encode(to encoder: any Encoder) {}
}

extension ObservationRegistrar: Hashable {
    /// Registrars are all equal, as Apple's are: a model's `==` is not changed by its registrar.
    public static func == (lhs: ObservationRegistrar, rhs: ObservationRegistrar) -> Bool { true }

    /// Hashes nothing, as Apple's registrar.
    public func hash(into hasher: inout Hasher) {}
}
