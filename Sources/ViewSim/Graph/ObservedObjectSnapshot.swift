// Models nothing in SwiftUI: how viewsim names the `@Observable` property that
// changed. Observation's willSet gives the key path's root type only; this finds
// the objects of that type a view holds (stored, in `@State`, in `@Environment`),
// keeps their stored properties before the write, and compares them when the
// change is applied. Simplifies: objects reached through other objects are not
// searched (the search is bounded and reads no class's fields but the model's); a
// view whose fields are all references, wrappers and plain data is read through
// its layout (`ObjectFields`), any other with `Mirror`.
@_spi(Reflection) import Swift

/// The stored properties of one `@Observable` object, as they were before a write.
struct ObservedObjectSnapshot {
    let object: AnyObject
    let properties: [(label: String, value: Any)]

    /// The most values the search looks at in one view (fields, wrapped values, parts).
    static let searchLimit = 64
    /// How deep into a view's fields the search goes.
    static let searchDepth = 4

    /// `object`'s stored properties now, without the registrar the macro adds.
    init(_ object: AnyObject) {
        self.object = object
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
    static func forEachObject(ofType type: Any.Type, in view: any View, fields: ObjectFields, _ body: (AnyObject) -> Void) {
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
                              Swift.type(of: held) is AnyClass, ObjectIdentifier(Swift.type(of: held)) == wanted else { continue }
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
                if ObjectIdentifier(valueType) == wanted, !found.contains(where: { $0 === object }) { found.append(object) }
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

    /// A property that differs now from the snapshot, and its type.
    typealias Changed = (property: ObservationChange.Property, type: Any.Type)

    /// The properties that differ now from the snapshot, named without the macro's
    /// leading `_`. A property whose bits are the same as before (an array still
    /// sharing its storage, an untouched number) is unchanged without being compared.
    func changed() -> [Changed] {
        let now = ObservedObjectSnapshot(object)
        var changed: [Changed] = []
        for (before, after) in zip(properties, now.properties) where before.label == after.label {
            guard !Self.sameBits(before.value, after.value), !ValueComparison.isEqual(before.value, after.value) else { continue }
            let name = before.label.hasPrefix("_") ? String(before.label.dropFirst()) : before.label
            changed.append((ObservationChange.Property(name: name, old: TraceValue(before.value), new: TraceValue(after.value)),
                            Swift.type(of: after.value)))
        }
        return changed
    }

    /// `changed`'s properties; when some have the type Observation reported
    /// (`valueType`), only those (the others changed since, but not in this write).
    static func named(_ changed: [Changed], valueType: Any.Type?) -> [ObservationChange.Property] {
        if let valueType {
            let matching = changed.filter { ObjectIdentifier($0.type) == ObjectIdentifier(valueType) }
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

/// Where a view type keeps what may be an `@Observable` object, from its layout:
/// its reference fields and its property wrappers (`@State`, `@Environment`), read
/// without `Mirror`. Nil `accesses` when a field may hold an object some other way
/// (an optional, an existential, a collection, a struct with references inside):
/// such a view is searched with `Mirror`.
struct ObjectFields {
    enum Access {
        /// A strong reference to an instance of the field's class.
        case reference(offset: Int, type: ObjectIdentifier)
        /// A property wrapper whose held value may be the object.
        case wrapper(offset: Int, reader: any FieldReader)
    }

    let accesses: [Access]?

    /// The fields of `type`; nil accesses when the layout does not say enough.
    init(of type: Any.Type) {
        var accesses: [Access] = []
        var readable = true
        let laidOut = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            if fieldType is any DynamicPropertyLink.Type {
                accesses.append(.wrapper(offset: offset, reader: ComparisonPlan.reader(for: fieldType)))
            } else if kind == .class {
                accesses.append(.reference(offset: offset, type: ObjectIdentifier(fieldType)))
            } else if fieldType == String.self || ComparisonPlan.isPOD(fieldType) {
                // Holds no object.
            } else {
                readable = false
            }
            return readable
        }
        let isPlainStruct = ComparisonPlan.metadataKind(of: type) == .struct && !(type is any CustomReflectable.Type)
        self.accesses = laidOut && readable && isPlainStruct ? accesses : nil
    }
}
