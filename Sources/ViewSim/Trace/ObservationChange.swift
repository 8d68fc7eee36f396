// Models what the trace says about an `@Observable` write: the model's type and
// the stored properties that changed (`ModelData.landmarks`), with their values.
// Simplifies: Observation reports only the changed property's key path (its root
// and value types); viewsim names the property by comparing the reading view's
// objects of that type before and after, and says so when it cannot tell.
// Lesson: the Observation lessons; docs/trace-json.md, "observationChange".

import Synchronization

/// What viewsim knows about a change Observation reported to a view.
///
/// ```swift
/// // @Observable final class ModelData { var landmarks: [Landmark] = … }
/// change.object                  // "ModelData"
/// change.properties.map(\.name)  // ["landmarks"]
/// change.description             // "ModelData.landmarks[id: 1002].isFavorite: false → true"
/// ```
public struct ObservationChange: Sendable, Equatable, CustomStringConvertible {
    /// One stored property of the model that changed.
    public struct Property: Sendable, Equatable {
        /// Its name as declared (`landmarks`; the macro's `_landmarks` storage without its `_`).
        public let name: String
        /// Its value before the first write since the views last updated.
        public var old: TraceValue { values.old }
        /// Its value when the change was applied.
        public var new: TraceValue { values.new }

        /// The two values: given as trace values, or kept as they were and made trace
        /// values only when read (recording a change then costs two copies, not two
        /// conversions; most changes are never printed).
        private let values: Values

        public init(name: String, old: TraceValue, new: TraceValue) {
            self.name = name
            values = .traced(old, new)
        }

        /// A property whose values become trace values when read, through `trace`.
        package init(name: String, old: Any, new: Any, trace: @escaping @Sendable (Any) -> TraceValue) {
            self.name = name
            values = .kept(KeptValues(old: old, new: new, trace: trace))
        }

        private enum Values: Sendable {
            case traced(TraceValue, TraceValue)
            case kept(KeptValues)

            var old: TraceValue {
                switch self {
                case .traced(let old, _): return old
                case .kept(let kept): return kept.trace(kept.old)
                }
            }

            var new: TraceValue {
                switch self {
                case .traced(_, let new): return new
                case .kept(let kept): return kept.trace(kept.new)
                }
            }
        }

        /// viewsim's model, as for `TraceValueBox`: copies taken when the change was
        /// applied, only read to print them, so they can be shared between threads.
        private final class KeptValues: @unchecked Sendable {
            let old: Any
            let new: Any
            let trace: @Sendable (Any) -> TraceValue

            init(old: Any, new: Any, trace: @escaping @Sendable (Any) -> TraceValue) {
                self.old = old
                self.new = new
                self.trace = trace
            }
        }

        public static func == (lhs: Property, rhs: Property) -> Bool {
            lhs.name == rhs.name && lhs.old == rhs.old && lhs.new == rhs.new
        }
    }

    /// The model's type, `ModelData`; nil when Observation did not say.
    public var object: String? { storage.fields.object }
    /// The type of the property Observation reported, `Array<Landmark>`; nil when it did not say.
    public var valueType: String? { storage.fields.valueType }
    /// The properties that changed, in declaration order; empty when viewsim could not tell which.
    public var properties: [Property] { storage.fields.properties }
    /// Whether viewsim found the model among the view's fields and compared its
    /// properties before and after: then no ``properties`` means an equal value was written.
    public var compared: Bool { storage.fields.compared }

    /// What a change says, as `init(object:valueType:properties:compared:)` takes it.
    package struct Fields: Sendable {
        let object: String?
        let valueType: String?
        let properties: [Property]
        let compared: Bool

        package init(object: String?, valueType: String?, properties: [Property], compared: Bool) {
            self.object = object
            self.valueType = valueType
            self.properties = properties
            self.compared = compared
        }
    }

    /// The fields, kept once and shared by every event of the views that read the same
    /// change (a wide update records one change per view), so an event stays one pointer.
    private let storage: Storage

    /// The fields, given or made when first read (then once, under a lock: a trace is read
    /// from any thread). viewsim's engine: each kind of storage is a subclass that gives
    /// `fields` (`GivenFields`, `FieldsMadeOnRead`); viewsim's registrar's write is the storage
    /// of its own change (`ObservationWrite`), so recording a change allocates nothing, and a
    /// write keeps only what it needs (it is kept by the trace: one per `@Observable` write).
    package class Storage: @unchecked Sendable {
        /// The change's fields. Each subclass gives them; this class is never made alone.
        var fields: Fields { preconditionFailure("ObservationChange.Storage is made through a subclass") }
    }

    /// Fields given when the change was made.
    private final class GivenFields: Storage, @unchecked Sendable {
        private let given: Fields

        init(_ fields: Fields) { given = fields }

        override var fields: Fields { given }
    }

    /// Fields that a closure makes when they are first read, once.
    private final class FieldsMadeOnRead: Storage, @unchecked Sendable {
        private let made = Mutex<Fields?>(nil)
        private let make: @Sendable () -> Fields

        init(_ make: @escaping @Sendable () -> Fields) { self.make = make }

        override var fields: Fields {
            made.withLock { made in
                if let made { return made }
                let fields = make()
                made = fields
                return fields
            }
        }
    }

    public init(object: String?, valueType: String?, properties: [Property], compared: Bool) {
        storage = GivenFields(Fields(object: object, valueType: valueType, properties: properties, compared: compared))
    }

    /// A change whose fields are made by `make` when first read. Recording an `@Observable`
    /// write then costs one object; most changes are never printed. `make` must give the same
    /// fields whenever it runs (it reads only what the write kept).
    package init(making make: @escaping @Sendable () -> Fields) {
        storage = FieldsMadeOnRead(make)
    }

    /// A change whose fields `storage` gives (`Storage.fields`).
    init(storage: Storage) {
        self.storage = storage
    }

    public static func == (lhs: ObservationChange, rhs: ObservationChange) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.object == rhs.object && lhs.valueType == rhs.valueType
                && lhs.properties == rhs.properties && lhs.compared == rhs.compared)
    }

    /// A change viewsim knows nothing about (no key path from Observation).
    static let unnamed = ObservationChange(object: nil, valueType: nil, properties: [], compared: false)

    /// `Type.property` for each changed property: `["ModelData.landmarks"]`.
    public var names: [String] { properties.map { "\(object ?? "?").\($0.name)" } }

    /// The changes, `ModelData.landmarks: 2 → 3` (`TraceValue.change(from:to:name:separator:)`),
    /// or what is known when the property could not be named.
    public var description: String {
        guard let object else { return "a property changed" }
        guard !properties.isEmpty else {
            let property = "a property of \(object)" + (valueType.map { " (type \($0))" } ?? "")
            if compared { return "\(property) was set, to an equal value: no stored property of \(object) changed" }
            return "\(property) changed; viewsim could not tell which (it found no \(object) in the view's fields)"
        }
        return properties.map { TraceValue.change(from: $0.old, to: $0.new, name: "\(object).\($0.name)") }.joined(
            separator: "; ")
    }
}
