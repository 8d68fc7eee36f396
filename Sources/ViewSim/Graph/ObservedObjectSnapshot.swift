// Models nothing in SwiftUI: how viewsim names the `@Observable` property that
// changed. Observation's willSet gives the key path's root type only; this finds
// the objects of that type a view holds (stored, in `@State`, in `@Environment`),
// keeps their stored properties before the write, and compares them when the
// change is applied. Simplifies: objects reached through other objects are not
// searched (the search is bounded and reads no class's fields but the model's); a
// view whose fields are all references, wrappers and plain data is read through
// its layout (`ObjectFields`), any other with `Mirror` (a view's class field is
// loaded as a strong reference: an `unowned` one must still be alive); a model's
// reference properties are compared by their bits, never loaded.
import Foundation

/// The stored properties of one `@Observable` object, as they were before a write.
struct ObservedObjectSnapshot {
    let object: AnyObject
    let properties: [(label: String, value: Any)]

    /// The most values the search looks at in one view (fields, wrapped values, parts).
    static let searchLimit = 64
    /// How deep into a view's fields the search goes.
    static let searchDepth = 4

    /// `object`'s stored properties now, without the registrar the macro adds: read
    /// through its class's layout (``ModelLayout``), or with `Mirror` when the runtime
    /// does not describe it.
    init(_ object: AnyObject) {
        self.object = object
        if let layout = ModelLayout.of(type(of: object)) {
            properties = layout.read(object)
            return
        }
        properties = Mirror(reflecting: object).children.compactMap { child in
            guard let label = child.label, !label.hasPrefix("_$") else { return nil }
            return (label, child.value)
        }
    }

    /// One view's objects, by identity: most views hold one, which needs no array.
    enum List {
        case none
        case one(ObjectIdentifier)
        case many([ObjectIdentifier])

        var all: [ObjectIdentifier] {
            switch self {
            case .none: return []
            case .one(let object): return [object]
            case .many(let objects): return objects
            }
        }

        mutating func append(_ object: ObjectIdentifier) {
            switch self {
            case .none: self = .one(object)
            case .one(let first): self = .many([first, object])
            case .many(let objects): self = .many(objects + [object])
            }
        }
    }

    /// Calls `body` with each object of type `type` that `view` holds, each once, read
    /// through `fields` (the layout of the view's type) when it can, else found by
    /// ``objects(ofType:in:)``.
    static func forEachObject(
        ofType type: Any.Type, in view: any View, fields: ObjectFields, _ body: (AnyObject) -> Void
    ) {
        guard let accesses = fields.accesses else {
            objects(ofType: type, in: view).forEach(body)
            return
        }
        let wanted = ObjectIdentifier(type)
        var first: AnyObject?
        func add(_ object: AnyObject) {
            if let first, first === object { return }
            if first == nil { first = object }
            body(object)
        }
        func read<V: View>(_ view: V) {
            withUnsafeBytes(of: view) { bytes in
                guard let base = bytes.baseAddress else { return }
                for access in accesses {
                    switch access {
                    case .reference(let offset, let fieldType):
                        // Only a field of the model's class is loaded: a strong reference, one pointer.
                        if fieldType == wanted { add(base.load(fromByteOffset: offset, as: AnyObject.self)) }
                    case .wrapper(let offset, let reader):
                        guard let held = (reader.value(at: base + offset) as? any DynamicPropertyLink)?._heldValue,
                            Swift.type(of: held) is AnyClass, ObjectIdentifier(Swift.type(of: held)) == wanted
                        else { continue }
                        add(held as AnyObject)
                    }
                }
            }
        }
        read(view)
    }

    /// The objects of type `type` that `view` holds in its fields, in `@State`, in
    /// `@Environment` or inside structs, in field order, each once. Class instances of
    /// other types are not searched; the search stops at ``searchLimit`` values and
    /// ``searchDepth`` levels (a work list, not recursion).
    static func objects(ofType type: Any.Type, in view: Any) -> [AnyObject] {
        let wanted = ObjectIdentifier(type)
        var found: [AnyObject] = []
        var queue: [(value: Any, depth: Int)] = [(view, 0)]
        var next = 0
        while next < queue.count, next < searchLimit {
            let (value, depth) = queue[next]
            next += 1
            let valueType = Swift.type(of: value)
            if valueType is AnyClass {
                let object = value as AnyObject
                if ObjectIdentifier(valueType) == wanted, !found.contains(where: { $0 === object }) {
                    found.append(object)
                }
                continue
            }
            if let link = value as? any DynamicPropertyLink {
                if let held = link._heldValue { queue.append((held, depth)) }
                continue
            }
            guard depth < searchDepth else { continue }
            for child in Mirror(reflecting: value).children { queue.append((child.value, depth + 1)) }
        }
        return found
    }

    /// A property that differs now from the snapshot, its type and its value now.
    typealias Changed = (property: ObservationChange.Property, type: Any.Type, value: Any)

    /// The properties that differ now from the snapshot, named without the macro's
    /// leading `_`. A property whose bits are the same as before (an array still
    /// sharing its storage, an untouched number) is unchanged without being compared.
    func changed() -> [Changed] {
        let now = ObservedObjectSnapshot(object)
        var changed: [Changed] = []
        for (before, after) in zip(properties, now.properties) where before.label == after.label {
            guard !Self.sameBits(before.value, after.value), !ValueComparison.isEqual(before.value, after.value) else {
                continue
            }
            let name = before.label.hasPrefix("_") ? String(before.label.dropFirst()) : before.label
            let type = (after.value as? ReferenceBits)?.type ?? Swift.type(of: after.value)
            changed.append((Self.property(name, before.value, after.value), type, after.value))
        }
        return changed
    }

    /// The learned `field` of `object`'s layout, if it differs from `before`.
    static func changed(layout: ModelLayout, field: Int, before: Any, object: AnyObject) -> [ObservationChange.Property]
    {
        let after = layout.read(object, field: field)
        guard !sameBits(before, after) else { return [] }
        // viewsim's model: plain data whose bits differ has changed (as a view's fields).
        if !layout.fields[field].isPOD, ValueComparison.isEqual(before, after) { return [] }
        let label = layout.fields[field].label
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        return [property(name, before, after)]
    }

    /// A changed property, its values made trace values when read (dates count from
    /// the running simulation's start, taken now).
    static func property(_ name: String, _ old: Any, _ new: Any) -> ObservationChange.Property {
        property(
            name, old, new,
            epoch: SimulationContext.current?.configuration.startDate ?? SimulationConfiguration.defaultStartDate)
    }

    /// As `property(_:_:_:)`, with dates written against `epoch` (the simulation's start date).
    static func property(_ name: String, _ old: Any, _ new: Any, epoch: Date) -> ObservationChange.Property {
        ObservationChange.Property(name: name, old: old, new: new) { value in traceValue(value, epoch: epoch) }
    }

    /// A property's value as the trace records it; a reference (kept as its bits) as
    /// `nil` or its type's name, as the trace prints any class instance.
    static func traceValue(_ value: Any, epoch: Date) -> TraceValue {
        guard let reference = value as? ReferenceBits else { return TraceValue(value, epoch: epoch) }
        return .symbol(reference.bits.allSatisfy { $0 == 0 } ? "nil" : reference.name)
    }

    /// `changed`'s properties; when some have the type Observation reported
    /// (`valueType`), only those (the others changed since, but not in this write);
    /// when several of them do and the key path's value now is known (`current`),
    /// only those that hold it (another property of the same type written in the
    /// same action is not named; two that changed alike cannot be told apart).
    static func named(_ changed: [Changed], valueType: Any.Type?, current: Any? = nil) -> [ObservationChange.Property] {
        if let valueType {
            var matching = changed.filter { ObjectIdentifier($0.type) == ObjectIdentifier(valueType) }
            if matching.count > 1, let current {
                let holding = matching.filter { ValueComparison.isEqual($0.value, current) }
                if !holding.isEmpty { matching = holding }
            }
            if !matching.isEmpty { return matching.map(\.property) }
        }
        return changed.map(\.property)
    }

    /// Whether two values of one type have the same bits (so the same value).
    static func sameBits(_ a: Any, _ b: Any) -> Bool {
        func open<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
        }
        return _openExistential(a, do: open)
    }
}
