// Models nothing in SwiftUI: the stored properties of an `@Observable` class, from
// its layout, found once per class, so a model is kept before a write and compared
// after it without `Mirror` (tens of thousands of instructions for a class).
// Simplifies: a subclass is left to `Mirror`; a reference property is kept as its
// bits, never loaded (it may be `weak` or `unowned`), and prints as `nil` or its type.
@_spi(Reflection) import Swift
import Synchronization

/// The stored properties of an `@Observable` class, from its layout (`_forEachField`),
/// found once per class: reading them is a load per property, where `Mirror` of a
/// class instance costs tens of thousands of instructions.
struct ModelLayout: @unchecked Sendable {
    struct Field {
        let label: String
        let offset: Int
        /// Reads a value property; nil for a reference, kept as its bits.
        let reader: (any FieldReader)?
        let size: Int
        let type: Any.Type
        /// Plain data: different bits are a different value.
        let isPOD: Bool
    }

    let fields: [Field]

    private static let cache = Mutex<[ObjectIdentifier: ModelLayout?]>([:])

    /// The layout of `type`, nil when the runtime does not describe its fields.
    static func of(_ type: AnyObject.Type) -> ModelLayout? {
        let id = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[id] }) { return known }
        let layout = ModelLayout(type)
        cache.withLock { $0[id] = layout }
        return layout
    }

    private init?(_ type: AnyObject.Type) {
        // A subclass's inherited properties are not in its own field list: Mirror then.
        guard _getSuperclass(type) == nil else { return nil }
        var fields: [Field] = []
        // `_EachFieldOptions.classType` is bit 0 (a `static var`, so spelled by its value).
        let laidOut = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) {
            name, offset, fieldType, kind in
            let label = String(cString: name)
            guard !label.hasPrefix("_$") else { return true }
            var isReference = false
            switch kind {
            case .class, .foreignClass, .objcClassWrapper, .existential, .function:
                isReference = true
            case .optional:
                if case .value = ComparisonPlan.optionalBase(of: fieldType) {
                    isReference = false
                } else {
                    isReference = true
                }
            default:
                isReference = false
            }
            fields.append(
                Field(
                    label: label, offset: offset, reader: isReference ? nil : ComparisonPlan.reader(for: fieldType),
                    size: ComparisonPlan.layoutSize(of: fieldType), type: fieldType,
                    isPOD: ComparisonPlan.isPOD(fieldType)))
            return true
        }
        guard laidOut else { return nil }
        self.fields = fields
    }

    /// The properties of `object`, in declaration order.
    func read(_ object: AnyObject) -> [(label: String, value: Any)] {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return withExtendedLifetime(object) {
            fields.map { field in
                if let reader = field.reader { return (field.label, reader.value(at: base + field.offset)) }
                let bits = Array(UnsafeRawBufferPointer(start: base + field.offset, count: field.size))
                return (field.label, ReferenceBits(bits: bits, type: field.type, name: Self.referenceName(field.type)))
            }
        }
    }

    /// The value of `object`'s field number `index`.
    func read(_ object: AnyObject, field index: Int) -> Any {
        let field = fields[index]
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return withExtendedLifetime(object) {
            if let reader = field.reader { return reader.value(at: base + field.offset) }
            let bits = Array(UnsafeRawBufferPointer(start: base + field.offset, count: field.size))
            return ReferenceBits(bits: bits, type: field.type, name: Self.referenceName(field.type))
        }
    }

    /// `Item` for a field of type `Item?` or `Item`.
    static func referenceName(_ type: Any.Type) -> String {
        var name = _typeName(type, qualified: false)
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = String(name.dropFirst(9).dropLast()) }
        return name
    }
}

/// A reference property of a model, kept as its bits: it may be `weak` or `unowned`,
/// which are stored differently from a strong reference, so it is never loaded.
struct ReferenceBits: Equatable {
    let bits: [UInt8]
    let type: Any.Type
    let name: String

    static func == (lhs: ReferenceBits, rhs: ReferenceBits) -> Bool { lhs.bits == rhs.bits }
}
