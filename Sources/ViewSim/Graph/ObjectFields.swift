// Models nothing in SwiftUI: where a view type keeps what may be an `@Observable`
// model (its reference fields and property wrappers), from its layout, found once
// per type, so naming an Observation change reads two fields rather than `Mirror`.
// Simplifies: a view with any other non-plain field (an optional, an existential,
// a collection, a struct holding references) has no layout here: `Mirror` then.
@_spi(Reflection) import Swift

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
