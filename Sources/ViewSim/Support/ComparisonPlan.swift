// Models how SwiftUI's graph compares a view's new value with its old one without
// reflection: the view type's stored fields are laid out once (label, offset, type)
// and each field gets a rule fixed by its type — plain data by bytes, `Equatable`
// with `==`, references by identity, dynamic properties as inputs.
// A struct or tuple field that is neither plain data nor `Equatable` gets a plan of
// its own, which compares as reflection compares nested values (`==`, identity, field
// by field; no byte rule below the view's own fields); when it holds a field only
// reflection compares (a closure), the plan explains it field by field instead
// (`Rule.explained`). An array of such values is compared element by element
// (`Rule.elements`).
// Simplifies: a plan only proves a value *unchanged*. When any field may have
// changed (or cannot be compared by the plan: a closure, an existential, an enum
// with a payload that is not `Equatable`, a type with a custom mirror), the
// comparison explains what changed: from the plan's fields when they can all be
// read and compared as reflection would (`explainsChanges`), else by the
// reflective path of `ValueComparison`, to which the plan contributes its byte rule.
// An optional dynamic property nested in a field's struct (`Binding<Int>?`) is
// compared as reflection compares it: a change only when it became nil.
// viewsim's model: a field of plain data (no references, no closures: `_isPOD`)
// whose bytes can all be laid out (integers, floating point, `Bool`, enums without
// payloads, structs and tuples of those) is equal when its bytes are equal, as in
// SwiftUI's graph; so `-0.0` and `0.0` differ and a NaN equals the same NaN, and a
// custom `==` of such a field is not used. A view that is `Equatable` is still
// compared with its own `==`.
// Lesson: lesson1 (a child offered an unchanged value is skipped).
@_spi(Reflection) import Swift

/// How to compare the values of one view (or custom modifier) type: one rule per
/// stored field, computed once per type from its layout.
package final class ComparisonPlan: Sendable {
    /// How one field is compared.
    package enum Rule: Sendable {
        /// Plain data: equal when these byte ranges (relative to the value) are
        /// equal. The ranges leave out padding, whose bytes are undefined.
        case bytes([Range<Int>])
        /// A reference (a class instance, an optional one, a metatype): the same
        /// bits are the same object; different bits are explained by reflection.
        case reference(Range<Int>)
        /// An `Equatable` field: compared with its `==`.
        case equatable(any FieldTest)
        /// A struct that is neither `Equatable` nor plain data: compared field by
        /// field with its own plan, as reflection would compare it.
        case nested(ComparisonPlan)
        /// A struct or tuple the plan cannot prove unchanged (it holds a closure, an
        /// existential, an enum with a payload…) but explains field by field with
        /// its own plan, exactly as reflection explains it (`ValueComparison`), so
        /// that only the fields that may differ are reflected, never the whole value.
        case explained(ComparisonPlan)
        /// An array whose elements are not `Equatable` (so neither is the array), which
        /// reflection compares element by element: the test says whether both arrays
        /// have as many elements and each is unchanged by the element type's plan
        /// (`ElementsTest`), which explains a difference as reflection does.
        case elements(any ElementsComparing)
        /// A dynamic property (`@State`, `@Binding`, …): the test says whether its
        /// input changed; it is not part of the value.
        case dynamic(any FieldTest)
        /// An optional dynamic property in a struct nested in the view value
        /// (`Binding<Int>?`): reflection skips it while it holds a value and
        /// compares it as an optional when it does not, so the test (equal or not,
        /// as reflection decides) says it changed only when it became nil.
        case optionalDynamic(any FieldTest)
        /// A field the plan cannot prove unchanged (a closure, an existential, an
        /// enum with a payload that is not `Equatable`). `mayBeDynamic`: the
        /// value may hold a dynamic property (an existential, an optional one), so
        /// even whether it counts as a field is known only by reflection.
        case reflective(mayBeDynamic: Bool)
    }

    /// One stored field of the type, in declaration order.
    package struct Field: Sendable {
        package let label: String
        package let offset: Int
        package let rule: Rule
        /// Reads the field's value from the field's address (never used on a
        /// `.reference` field, which may be `weak`).
        package let reader: any FieldReader
        /// Whether the field is a closure (which never compares equal).
        package let isClosure: Bool
        /// What linking property wrappers finds in the field (`ViewGraph.link`).
        package var linkRole: LinkRole = .unknown
    }

    /// What `Mirror`, walking a value to link its property wrappers, finds in a field.
    package enum LinkRole: Sendable {
        /// A dynamic property (its type is one): linked.
        case link
        /// Never a dynamic property nor one nesting others (a struct, enum, tuple or
        /// closure, or optionals of those, that is not a `DynamicProperty`).
        case none
        /// Known only from the value (a reference, an existential, a custom
        /// `DynamicProperty` whose fields are linked too): linked by reflection.
        case unknown
    }

    /// The type's stored fields, in the order `Mirror` lists them.
    package let fields: [Field]
    /// `==` of the type itself, when it is `Equatable`.
    package let viewEquals: (any FieldTest)?
    /// How many fields are not dynamic properties (`ViewComparison.fieldsCompared`).
    package let fieldsCompared: Int
    /// The dynamic properties whose values come from the parent (`@Binding`,
    /// `@ObservedObject`), compared as inputs (`ViewComparison.inputs`).
    package let inputs: [SkipReason.Input]
    /// Whether some field can never be proven unchanged: comparisons then go
    /// straight to reflection.
    package let needsReflection: Bool
    /// Whether a changed value can be explained from the plan's fields, exactly as
    /// `Mirror` would explain it, without reflecting the value itself: the type is
    /// compared field by field (not by its `==`), has fields, lists them as
    /// `Mirror` does, and no field may hold a dynamic property unless its type
    /// says so (an existential, an optional one).
    package let explainsChanges: Bool
    /// Whether the type's property wrappers can be linked from the plan's fields:
    /// the fields are listed as `Mirror` lists them and none is `LinkRole.unknown`.
    package let linksByPlan: Bool

    /// One check of `provesUnchanged`, flat and free of references so that the
    /// loop over them retains nothing.
    struct Step {
        enum Kind: UInt8 { case bytes, equal, inputUnchanged }
        let kind: Kind
        /// `bytes`: the byte range compared; otherwise the field's offset (`start`).
        let start: Int
        let end: Int
        /// The index in `tests` of the field's test.
        let test: Int
    }

    /// Byte ranges of all byte and reference fields (merged), then the `==` of
    /// `Equatable` fields, then dynamic properties, then the view's own `==`.
    let steps: [Step]
    /// The tests the steps refer to.
    let tests: [any FieldTest]

    /// The deepest nesting of structs the byte layout follows.
    static let layoutDepthLimit = 8
    /// The deepest nesting of structs compared with plans of their own: reflection
    /// gives up below `ValueComparison.depthLimit` (8) levels, so a plan's struct (at
    /// most 6 levels down) and its fields (at most 7) are all compared in full by
    /// reflection too, and a plan says what it says; deeper values are left to it.
    static let nestingLimit = ValueComparison.depthLimit - 2

    /// The plan for `type`, or nil when its fields cannot be laid out (not a struct,
    /// a custom mirror, a layout the runtime does not describe).
    ///
    /// `sample` is a value of `type`; it only tells how `Mirror` shows the type.
    package init?(for type: Any.Type, sample: Any) {
        guard !(sample is any CustomReflectable), Mirror(reflecting: sample).displayStyle == .struct else { return nil }
        var fields: [Field] = []
        var inputs: [SkipReason.Input] = []
        let laidOut = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            let label = String(cString: name)
            fields.append(
                Field(
                    label: label, offset: offset, rule: Self.rule(for: fieldType, kind: kind, at: offset),
                    reader: Self.reader(for: fieldType), isClosure: kind == .function,
                    linkRole: Self.linkRole(of: fieldType, kind: kind)))
            if let input = (fieldType as? any DynamicPropertyLink.Type)?._parentInputKind {
                inputs.append(SkipReason.Input(label: label, kind: input))
            }
            return true
        }
        guard laidOut else { return nil }
        self.fields = fields
        self.inputs = inputs
        fieldsCompared = fields.count { if case .dynamic = $0.rule { false } else { true } }
        // viewsim's model: "equatable unless plain data" (see `SkipReason.Comparison`).
        let viewEquals =
            ValueComparison.usesEquals(type) ? (type as? any Equatable.Type).map { Self.equalityTest($0) } : nil
        self.viewEquals = viewEquals
        // An `Equatable` view is compared with its `==`, so only fields that may be
        // dynamic properties need reflection; otherwise every field must be provable.
        needsReflection = fields.contains {
            switch $0.rule {
            case .reflective(let mayBeDynamic): return mayBeDynamic || viewEquals == nil
            case .explained: return viewEquals == nil
            default: return false
            }
        }
        let mirroredLabels = Mirror(reflecting: sample).children.map(\.label)
        let fitsMirror = mirroredLabels == fields.map { Optional($0.label) }
        linksByPlan = fitsMirror && !fields.contains { $0.linkRole == .unknown }
        explainsChanges =
            viewEquals == nil && !fields.isEmpty && fitsMirror
            && !fields.contains {
                guard case .reflective(let mayBeDynamic) = $0.rule else { return false }
                return mayBeDynamic
            }
        var ranges: [Range<Int>] = []
        var tests: [any FieldTest] = []
        var equalSteps: [Step] = []
        var dynamicSteps: [Step] = []
        for field in fields {
            switch field.rule {
            case .bytes(let fieldRanges) where viewEquals == nil: ranges += fieldRanges
            case .reference(let range) where viewEquals == nil: ranges.append(range)
            case .equatable(let test) where viewEquals == nil:
                equalSteps.append(Step(kind: .equal, start: field.offset, end: field.offset, test: tests.count))
                tests.append(test)
            case .nested(let plan) where viewEquals == nil:
                equalSteps.append(Step(kind: .equal, start: field.offset, end: field.offset, test: tests.count))
                tests.append(NestedTest(plan: plan))
            case .elements(let test) where viewEquals == nil:
                equalSteps.append(Step(kind: .equal, start: field.offset, end: field.offset, test: tests.count))
                tests.append(test)
            case .dynamic(let test):
                dynamicSteps.append(
                    Step(kind: .inputUnchanged, start: field.offset, end: field.offset, test: tests.count))
                tests.append(test)
            default:
                // An `Equatable` view's fields are compared by its `==`; a reflective
                // field of another view sets `needsReflection`.
                break
            }
        }
        var steps = Self.merged(ranges).map { Step(kind: .bytes, start: $0.lowerBound, end: $0.upperBound, test: 0) }
        steps += equalSteps + dynamicSteps
        if let viewEquals {
            steps.append(Step(kind: .equal, start: 0, end: 0, test: tests.count))
            tests.append(viewEquals)
        }
        self.steps = steps
        self.tests = tests
    }

    /// The plan for a struct nested in a view value at `depth`, comparing as
    /// `ValueComparison`'s reflection compares nested values: fields with `==` when
    /// `Equatable`, references by identity, structs field by field, dynamic
    /// properties skipped. Nil when it cannot be laid out.
    private init?(nested type: Any.Type, depth: Int) {
        var fields: [Field] = []
        let laidOut = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            fields.append(
                Field(
                    label: String(cString: name), offset: offset,
                    rule: Self.rule(for: fieldType, kind: kind, at: offset, depth: depth),
                    reader: Self.reader(for: fieldType), isClosure: kind == .function))
            return true
        }
        guard laidOut else { return nil }
        var ranges: [Range<Int>] = []
        var steps: [Step] = []
        var tests: [any FieldTest] = []
        var needsReflection = false
        for field in fields {
            switch field.rule {
            case .reference(let range): ranges.append(range)
            case .equatable(let test):
                steps.append(Step(kind: .equal, start: field.offset, end: field.offset, test: tests.count))
                tests.append(test)
            case .nested(let plan):
                steps.append(Step(kind: .equal, start: field.offset, end: field.offset, test: tests.count))
                tests.append(NestedTest(plan: plan))
            case .elements(let test):
                steps.append(Step(kind: .equal, start: field.offset, end: field.offset, test: tests.count))
                tests.append(test)
            case .dynamic:
                // Reflection skips dynamic properties nested in a value.
                break
            case .optionalDynamic(let test):
                steps.append(Step(kind: .equal, start: field.offset, end: field.offset, test: tests.count))
                tests.append(test)
            case .bytes, .reflective, .explained:
                needsReflection = true
            }
        }
        self.fields = fields
        self.steps =
            Self.merged(ranges).map { Step(kind: .bytes, start: $0.lowerBound, end: $0.upperBound, test: 0) } + steps
        self.tests = tests
        self.needsReflection = needsReflection
        explainsChanges = false
        linksByPlan = false
        viewEquals = nil
        fieldsCompared = 0
        inputs = []
    }

    /// Whether `old` and `new` (addresses of two values of the plan's type) are
    /// certainly unchanged under viewsim's comparison rules, dynamic properties
    /// included. False means "maybe changed": reflection decides and explains.
    package func provesUnchanged(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        if needsReflection { return false }
        return steps.withUnsafeBufferPointer { steps in
            tests.withUnsafeBufferPointer { tests in
                for step in steps {
                    switch step.kind {
                    case .bytes:
                        if !Self.bytesEqual(old, new, CollectionOfOne(step.start..<step.end)) { return false }
                    case .equal:
                        if !tests[step.test](old + step.start, new + step.start) { return false }
                    case .inputUnchanged:
                        if tests[step.test](old + step.start, new + step.start) { return false }
                    }
                }
                return true
            }
        }
    }

    /// The byte ranges of field `index` when the byte rule decides it, else nil.
    package func byteRanges(ofField index: Int) -> [Range<Int>]? {
        guard viewEquals == nil, fields.indices.contains(index), case .bytes(let ranges) = fields[index].rule else {
            return nil
        }
        return ranges
    }

    // MARK: - Building

    /// The rule for a field of type `type` at `offset`, in the view value itself
    /// (`depth` 0: plain data compares by bytes) or in a struct nested `depth`
    /// levels inside it (as reflection compares it: no byte rule, `==` for
    /// `Equatable` values).
    static func rule(for type: Any.Type, kind: _MetadataKind, at offset: Int, depth: Int = 0) -> Rule {
        if let link = type as? any DynamicPropertyLink.Type { return .dynamic(inputChangedTest(link)) }
        let range = offset..<(offset + layoutSize(of: type))
        switch kind {
        case .function:
            // A closure never compares equal.
            return .reflective(mayBeDynamic: false)
        case .existential:
            // An existential may hold anything, a dynamic property included.
            return .reflective(mayBeDynamic: true)
        case .class, .foreignClass, .objcClassWrapper, .metatype, .existentialMetatype:
            return .reference(range)
        case .optional:
            // `Mirror` and dynamic casts see through optionals: an optional dynamic
            // property counts as one when it holds a value. An optional reference
            // may be `weak`, so it is compared by its bits and never loaded.
            if depth > 0, let test = optionalLinkTest(type) { return .optionalDynamic(test) }
            switch optionalBase(of: type) {
            case .reference: return .reference(range)
            case .reflective(let mayBeDynamic): return .reflective(mayBeDynamic: mayBeDynamic)
            case .value: break
            }
        default:
            break
        }
        if depth == 0, isPOD(type), let ranges = byteLayout(of: type, kind: kind, at: offset, depth: 0) {
            return .bytes(merged(ranges))
        }
        if let equatable = type as? any Equatable.Type { return .equatable(equalityTest(equatable)) }
        if let array = type as? any ArrayWrapping.Type, let test = array.elementsTest(depth: depth + 1) {
            return .elements(test)
        }
        guard let plan = nestedPlan(for: type, kind: kind, depth: depth + 1) else {
            return .reflective(mayBeDynamic: false)
        }
        return plan.needsReflection ? .explained(plan) : .nested(plan)
    }

    /// A plan for a struct or tuple value at `depth` (one that is not `Equatable`),
    /// comparing it field by field as reflection does, or nil (another kind, a
    /// custom mirror, too deep, a layout the runtime does not describe). Its
    /// `needsReflection` says whether it proves the value unchanged (`Rule.nested`)
    /// or only explains it (`Rule.explained`).
    ///
    /// `Mirror` lists a struct's stored properties and a tuple's elements (`.0`,
    /// `.1` or their labels) with the names `_forEachField` gives them, in the
    /// same order, which is what `ValueComparison.explainNested` relies on.
    static func nestedPlan(for type: Any.Type, kind: _MetadataKind, depth: Int) -> ComparisonPlan? {
        guard kind == .struct || kind == .tuple, depth <= nestingLimit, !(type is any CustomReflectable.Type) else {
            return nil
        }
        return ComparisonPlan(nested: type, depth: depth)
    }

    /// What linking finds in a field of `type` (of kind `kind`), whatever its value.
    static func linkRole(of type: Any.Type, kind: _MetadataKind) -> LinkRole {
        if type is any DynamicPropertyLink.Type { return .link }
        var base = type
        var baseKind = kind
        if kind == .optional {
            // Casts see through optionals, so what counts is the wrapped type.
            for _ in 0..<layoutDepthLimit {
                guard let optional = base as? any OptionalWrapping.Type else { break }
                base = optional.wrappedType
            }
            if base is any OptionalWrapping.Type || base is any DynamicPropertyLink.Type { return .unknown }
            baseKind = metadataKind(of: base)
        }
        switch baseKind {
        case .struct, .enum, .tuple, .function:
            return base is any DynamicProperty.Type ? .unknown : .none
        default:
            return .unknown
        }
    }

    /// What an optional (of any depth) wraps, as far as its rule is concerned.
    enum OptionalBase {
        case reference
        case reflective(mayBeDynamic: Bool)
        case value
    }

    static func optionalBase(of type: Any.Type) -> OptionalBase {
        var wrapped: Any.Type = type
        for _ in 0..<layoutDepthLimit {
            guard let optional = wrapped as? any OptionalWrapping.Type else { break }
            wrapped = optional.wrappedType
        }
        if wrapped is any DynamicPropertyLink.Type || wrapped is any OptionalWrapping.Type {
            return .reflective(mayBeDynamic: true)
        }
        if wrapped is AnyClass { return .reference }
        switch metadataKind(of: wrapped) {
        case .class, .foreignClass, .objcClassWrapper, .metatype, .existentialMetatype: return .reference
        case .existential: return .reflective(mayBeDynamic: true)
        case .function: return .reflective(mayBeDynamic: false)
        default: return .value
        }
    }

    /// The byte ranges that hold `type`'s data at `offset`, leaving out padding;
    /// nil when some part cannot be laid out (an enum larger than a byte, which may
    /// carry a payload; a type the runtime does not describe).
    static func byteLayout(of type: Any.Type, kind: _MetadataKind, at offset: Int, depth: Int) -> [Range<Int>]? {
        guard depth < layoutDepthLimit else { return nil }
        let size = layoutSize(of: type)
        switch kind {
        case .opaque, .metatype, .existentialMetatype:
            return size == 0 ? [] : [offset..<(offset + size)]
        case .enum:
            // A one-byte enum stores every case (payload or not) in its whole byte.
            return size <= 1 ? (size == 0 ? [] : [offset..<(offset + size)]) : nil
        case .struct, .tuple:
            var ranges: [Range<Int>] = []
            var complete = true
            let described = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, fieldKind in
                guard let inner = byteLayout(of: fieldType, kind: fieldKind, at: offset + fieldOffset, depth: depth + 1)
                else {
                    complete = false
                    return false
                }
                ranges += inner
                return true
            }
            return described && complete ? ranges : nil
        default:
            return nil
        }
    }

    /// Sorts and joins adjacent ranges, so that runs of fields compare at once.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = result.last, last.upperBound == range.lowerBound {
                result[result.count - 1] = last.lowerBound..<range.upperBound
            } else {
                result.append(range)
            }
        }
        return result
    }

    // MARK: - Comparing

    /// Whether the bytes in `ranges` are the same in both values.
    @inline(__always)
    static func bytesEqual<Ranges: Sequence<Range<Int>>>(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ ranges: Ranges)
        -> Bool
    {
        for range in ranges {
            var index = range.lowerBound
            while index + 8 <= range.upperBound {
                if a.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    != b.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                {
                    return false
                }
                index += 8
            }
            while index < range.upperBound {
                if a.load(fromByteOffset: index, as: UInt8.self) != b.load(fromByteOffset: index, as: UInt8.self) {
                    return false
                }
                index += 1
            }
        }
        return true
    }

    static func equalityTest<T: Equatable>(_ type: T.Type) -> any FieldTest {
        // The commonest fields get a test compiled for their type: a generic one runs
        // unspecialised, copying both values through their value witnesses before `==`
        // (about 190 instructions a field, measured, against a few for two equal strings).
        if type == String.self { return StringEqualityTest() }
        if type == Color.self { return ColorEqualityTest() }
        return EqualityTest<T>()
    }

    static func reader(for type: Any.Type) -> any FieldReader {
        func make<T>(_: T.Type) -> any FieldReader { TypedFieldReader<T>() }
        return _openExistential(type, do: make)
    }

    /// For `Optional<Link>` (one level, `Link` a dynamic property), the test of
    /// `Rule.optionalDynamic`; nil for any other type.
    static func optionalLinkTest(_ type: Any.Type) -> (any FieldTest)? {
        guard let optional = type as? any OptionalWrapping.Type,
            let link = optional.wrappedType as? any DynamicPropertyLink.Type
        else { return nil }
        func make<Link: DynamicPropertyLink>(_: Link.Type) -> (any FieldTest)? {
            ObjectIdentifier(Optional<Link>.self) == ObjectIdentifier(type) ? OptionalLinkTest<Link>() : nil
        }
        return make(link)
    }

    static func inputChangedTest<Link: DynamicPropertyLink>(_ type: Link.Type) -> any FieldTest {
        InputChangedTest<Link>()
    }

    // MARK: - Type facts

    static func layoutSize(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }

    static func isPOD(_ type: Any.Type) -> Bool {
        func pod<T>(_ type: T.Type) -> Bool { _isPOD(type) }
        return _openExistential(type, do: pod)
    }

    /// The kind of `type`, as `_forEachField` reports it for a field.
    static func metadataKind(of type: Any.Type) -> _MetadataKind {
        func probe<T>(_: T.Type) -> _MetadataKind {
            var kind = _MetadataKind.unknown
            _ = _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, fieldKind in
                kind = fieldKind
                return false
            }
            return kind
        }
        return _openExistential(type, do: probe)
    }
}

/// A test on two values of one type, given by their addresses: whether they are
/// equal, or for a dynamic property, whether its input changed.
package protocol FieldTest: Sendable {
    func callAsFunction(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

/// `==` of an `Equatable` type.
struct EqualityTest<T: Equatable>: FieldTest {
    func callAsFunction(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
    }
}

/// `==` of a `String`, compiled for it (see `ComparisonPlan.equalityTest`).
struct StringEqualityTest: FieldTest {
    func callAsFunction(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: String.self).pointee == b.assumingMemoryBound(to: String.self).pointee
    }
}

/// `==` of a `Color`, compiled for it (see `ComparisonPlan.equalityTest`).
struct ColorEqualityTest: FieldTest {
    func callAsFunction(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Color.self).pointee == b.assumingMemoryBound(to: Color.self).pointee
    }
}

/// Whether a nested struct is unchanged, by its own plan.
struct NestedTest: FieldTest {
    let plan: ComparisonPlan
    func callAsFunction(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { plan.provesUnchanged(a, b) }
}

/// Compares two arrays (given by their addresses) whose elements are not `Equatable`,
/// as reflection compares them, and explains a difference as it does.
package protocol ElementsComparing: FieldTest {
    /// Appends what reflection finds different between the arrays at `a` and `b`, at
    /// `path` and `depth` (`ValueComparison.diff`); false when it cannot be told
    /// without reflection (an element's reference differs).
    func explain(
        _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, path: String, depth: Int, into changes: inout [FieldChange],
        limit: Int
    ) -> Bool
}

/// Whether two arrays whose elements are not `Equatable` are unchanged as reflection
/// compares them: as many elements, and each unchanged by the element type's plan
/// (`Rule.nested`: a struct or tuple compared field by field).
struct ElementsTest<Element>: ElementsComparing {
    let element: ComparisonPlan

    func explain(
        _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, path: String, depth: Int, into changes: inout [FieldChange],
        limit: Int
    ) -> Bool {
        guard changes.count < limit else { return true }
        let old = a.assumingMemoryBound(to: [Element].self).pointee
        let new = b.assumingMemoryBound(to: [Element].self).pointee
        guard old.count == new.count else {
            // What `diff` writes for collections of different lengths.
            changes.append(FieldChange(path: path, old: TraceValue(old), new: TraceValue(new), uncomparable: nil))
            return true
        }
        guard !old.isEmpty else { return true }
        let stride = MemoryLayout<Element>.stride
        return old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes in
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return false }
                for index in 0..<old.count {
                    let oldElement = oldBase + index * stride
                    let newElement = newBase + index * stride
                    if element.provesUnchanged(oldElement, newElement) { continue }
                    guard
                        ValueComparison.explainNested(
                            element, oldElement, newElement, path: "\(path)[\(index)]", depth: depth + 1,
                            into: &changes, limit: limit)
                    else { return false }
                    if changes.count >= limit { return true }
                }
                return true
            }
        }
    }

    func callAsFunction(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let old = a.assumingMemoryBound(to: [Element].self).pointee
        let new = b.assumingMemoryBound(to: [Element].self).pointee
        guard old.count == new.count else { return false }
        guard !old.isEmpty else { return true }
        let stride = MemoryLayout<Element>.stride
        return old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes in
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return false }
                for index in 0..<old.count
                where !element.provesUnchanged(oldBase + index * stride, newBase + index * stride) {
                    return false
                }
                return true
            }
        }
    }
}

/// An array, seen from its type: the test of `ComparisonPlan.Rule.elements` for it.
protocol ArrayWrapping {
    /// The test for an array field whose elements reflection compares at `depth`, or nil
    /// when the element type has no plan that proves an element unchanged.
    static func elementsTest(depth: Int) -> (any ElementsComparing)?
}

extension Array: ArrayWrapping {
    static func elementsTest(depth: Int) -> (any ElementsComparing)? {
        let kind = ComparisonPlan.metadataKind(of: Element.self)
        guard case .nested(let plan) = ComparisonPlan.rule(for: Element.self, kind: kind, at: 0, depth: depth) else {
            return nil
        }
        return ElementsTest<Element>(element: plan)
    }
}

/// Whether a dynamic property's input changed from the old value (`a`) to the new (`b`).
struct InputChangedTest<Link: DynamicPropertyLink>: FieldTest {
    func callAsFunction(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        b.assumingMemoryBound(to: Link.self).pointee._inputChanged(from: a.assumingMemoryBound(to: Link.self).pointee)
    }
}

/// Whether an optional dynamic property nested in a value is unchanged as
/// reflection compares it: skipped while the new value holds one, compared as an
/// optional (nil equals nil) when it does not.
struct OptionalLinkTest<Link: DynamicPropertyLink>: FieldTest {
    func callAsFunction(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        b.assumingMemoryBound(to: Link?.self).pointee != nil || a.assumingMemoryBound(to: Link?.self).pointee == nil
    }
}

/// A struct whose one field tells `_forEachField` the kind of `T`.
private struct KindProbe<T> {
    var value: T
}

/// An optional, seen from its type: what it wraps.
protocol OptionalWrapping {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalWrapping {
    static var wrappedType: Any.Type { Wrapped.self }
}
