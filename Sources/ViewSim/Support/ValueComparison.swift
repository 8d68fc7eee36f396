// Models how SwiftUI decides whether a view's value changed.
// Simplifies: an `Equatable` view is compared with `==`; any other view field by
// field, recursively: `Equatable` fields with `==`, class instances by identity,
// closures are never equal (they cannot be compared, so a new closure counts as a
// change — in SwiftUI a closure that captures context compares unequal too).
// Dynamic properties are not part of the value; they are compared as inputs.
// A view is first compared with its type's `ComparisonPlan` (laid out once per
// type, no reflection); when the plan cannot prove the value unchanged, a type
// whose fields the plan reads and compares exactly as reflection does (a view
// holding closures, which never compare equal) is explained from the plan, field
// by field, `Mirror` used only on the fields that may differ (a struct holding a
// closure too, by its own plan: `explainNested`); any other type is compared and
// explained with `Mirror`. Both explain a change in the same words.
// viewsim's model: a view field of plain data (`Int`, `Double`, `Bool`, enums
// without payloads, structs of those) is equal when its bytes are equal, as in
// SwiftUI's graph: `0.0` → `-0.0` is a change, a NaN that stays the same NaN is
// not, and such a field's own `==` is not used. An `Equatable` view uses its `==`.
// Lesson: lesson1 (a view with no fields never changes).

/// The result of comparing two values of a view.
package struct ViewComparison {
    package var fieldChanges: [FieldChange] = []
    package var dynamicChanges: [(label: String, kind: DynamicPropertyKind)] = []
    package var comparison: SkipReason.Comparison = .fieldwise
    package var fieldsCompared = 0
    /// The dynamic properties compared as inputs from the parent (`@Binding`, `@ObservedObject`).
    package var inputs: [SkipReason.Input] = []
    package var isUnchanged: Bool { fieldChanges.isEmpty && dynamicChanges.isEmpty }

    /// Why an unchanged view is skipped: its value compared equal, or (with no
    /// stored fields) its inputs from the parent are the same.
    package var skipReason: SkipReason {
        fieldsCompared == 0 && !inputs.isEmpty
            ? .inputsUnchanged(inputs)
            : .valueUnchanged(comparison: comparison, fields: fieldsCompared)
    }
}

package enum ValueComparison {
    /// The most field changes one comparison reports.
    static let reportLimit = 6
    static let depthLimit = 8

    /// Whether two values are equal under viewsim's comparison rules.
    package static func isEqual(_ a: Any, _ b: Any) -> Bool {
        var changes: [FieldChange] = []
        diff(a, b, path: "value", depth: 0, into: &changes, limit: 1)
        return changes.isEmpty
    }

    /// The differences between two values, field by field.
    package static func differences(_ a: Any, _ b: Any, path: String) -> [FieldChange] {
        var changes: [FieldChange] = []
        diff(a, b, path: path, depth: 0, into: &changes, limit: reportLimit)
        return changes
    }

    /// Compares two values of the same view type.
    ///
    /// The type's `ComparisonPlan` proves most unchanged values unchanged without
    /// reflection; anything else is compared (and explained) with `Mirror`.
    package static func compareViews(_ old: any View, _ new: any View) -> ViewComparison {
        func openOld<Old: View>(_ oldValue: Old) -> ViewComparison {
            func openNew<New: View>(_ newValue: New) -> ViewComparison { compareOpened(oldValue, newValue) }
            return openNew(new)
        }
        return openOld(old)
    }

    /// Compares a node's view with its new value, of the node's view type, with the
    /// comparison plan the node keeps (looked up in `ComparisonPlanCache` once per node).
    static func compareViews(_ old: any View, _ new: any View, of node: ViewNode) -> ViewComparison {
        func openOld<Old: View>(_ oldValue: Old) -> ViewComparison {
            func openNew<New: View>(_ newValue: New) -> ViewComparison { compareOpened(oldValue, newValue, node: node) }
            return openNew(new)
        }
        return openOld(old)
    }

    /// Compares two values of the same view or custom modifier type.
    package static func compareViews(_ old: Any, _ new: Any) -> ViewComparison {
        func openOld<Old>(_ oldValue: Old) -> ViewComparison {
            func openNew<New>(_ newValue: New) -> ViewComparison { compareOpened(oldValue, newValue) }
            return _openExistential(new, do: openNew)
        }
        return _openExistential(old, do: openOld)
    }

    /// Whether a view of `type` is compared with its `==`: viewsim's model of
    /// SwiftUI's "equatable unless plain data". An `Equatable` view is compared
    /// with `==` unless all its stored fields are plain data (no references, so no
    /// dynamic properties either), which are compared field by field; a view
    /// wrapped with `.equatable()` always uses `==`.
    ///
    /// ```swift
    /// struct Score: View, Equatable { let points: Int; … }   // plain data: field by field
    /// Score(points: 1).equatable()                           // always ==
    /// ```
    package static func usesEquals(_ type: Any.Type) -> Bool {
        guard type is any Equatable.Type else { return false }
        if type is any EquatableViewMarker.Type { return true }
        func plain<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return !_openExistential(type, do: plain)
    }

    /// How `==` decided: through `.equatable()` (an `EquatableView`), or the view's own.
    static func equatableKind(of type: Any.Type) -> SkipReason.Comparison {
        type is any EquatableViewMarker.Type ? .equatableView : .equatable
    }

    /// Compares two values with the plan of their type when there is one.
    private static func compareOpened<Old, New>(_ old: Old, _ new: New, node: ViewNode? = nil) -> ViewComparison {
        guard ObjectIdentifier(Old.self) == ObjectIdentifier(New.self),
            let plan = plan(for: Old.self, sample: old, keptBy: node)
        else {
            return compareViewsByReflection(old, new)
        }
        return withUnsafePointer(to: old) { oldPointer in
            withUnsafePointer(to: new) { newPointer in
                let oldAddress = UnsafeRawPointer(oldPointer)
                let newAddress = UnsafeRawPointer(newPointer)
                if plan.provesUnchanged(oldAddress, newAddress) { return unchanged(by: plan, type: Old.self) }
                if plan.explainsChanges, let result = explainByPlan(plan, oldAddress, newAddress) { return result }
                return compareViewsByReflection(old, new, plan: plan, oldAddress, newAddress)
            }
        }
    }

    /// The comparison of a value `plan` proved unchanged, of a view of `type`: what
    /// `compareViews` answers then, and what a child a container proved unchanged is skipped
    /// with (`PreviousChildren`, `ViewGraph.keepUnchanged(_:)`).
    static func unchanged(by plan: ComparisonPlan, type: @autoclosure () -> Any.Type) -> ViewComparison {
        var result = ViewComparison()
        result.comparison = plan.viewEquals == nil ? .fieldwise : equatableKind(of: type())
        result.fieldsCompared = plan.fieldsCompared
        result.inputs = plan.inputs
        return result
    }

    /// Whether `plan` (the plan of `New`) proves `new` unchanged from `old`, a value of the
    /// same type, read in place: `PreviousChildren`'s typed comparison of a container's child,
    /// made before the new value is boxed into `any View`.
    static func provesUnchanged<New: View>(_ old: any View, _ new: New, plan: ComparisonPlan) -> Bool {
        func openOld<Old: View>(_ oldValue: Old) -> Bool {
            guard Old.self == New.self else { return false }
            return withUnsafePointer(to: oldValue) { oldPointer in
                withUnsafePointer(to: new) { newPointer in
                    plan.provesUnchanged(UnsafeRawPointer(oldPointer), UnsafeRawPointer(newPointer))
                }
            }
        }
        return openOld(old)
    }

    /// The comparison plan of `type`, from `node` when it keeps the plan of its view
    /// type (`type`) already, else from the cache (and then kept by `node`).
    private static func plan<T>(for type: T.Type, sample: T, keptBy node: ViewNode?) -> ComparisonPlan? {
        guard let node, ObjectIdentifier(type) == node.viewType else {
            return ComparisonPlanCache.plan(for: type, sample: { sample })
        }
        if let kept = node.comparisonPlan { return kept }
        let plan = ComparisonPlanCache.plan(for: type, sample: { sample })
        node.comparisonPlan = .some(plan)
        return plan
    }

    /// Compares two values of the same view type with `Mirror`, field by field.
    ///
    /// With a `plan` (and the values' addresses), a field of plain data follows the
    /// plan's byte rule; without one, this is the comparison by reflection alone.
    package static func compareViewsByReflection(
        _ old: Any, _ new: Any, plan: ComparisonPlan? = nil,
        _ oldAddress: UnsafeRawPointer? = nil, _ newAddress: UnsafeRawPointer? = nil
    ) -> ViewComparison {
        var result = ViewComparison()
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        // A value with no fields to compare (a scalar, an enum) uses its `==` whatever it holds.
        let equatableOld = usesEquals(type(of: old)) || oldMirror.children.isEmpty ? old as? any Equatable : nil
        // The plan lists the fields `Mirror` lists; if it ever did not, it is not used.
        let planFits =
            plan.map { plan in
                plan.fields.count == oldMirror.children.count
                    && zip(plan.fields, oldMirror.children).allSatisfy { $0.label == $1.label }
            } ?? false
        var plainFields = 0
        for (index, (oldChild, newChild)) in zip(oldMirror.children, newMirror.children).enumerated() {
            let label = oldChild.label ?? "field"
            if let link = newChild.value as? any DynamicPropertyLink {
                if link._inputChanged(from: oldChild.value) { result.dynamicChanges.append((label, link._kind)) }
                if let input = type(of: link)._parentInputKind {
                    result.inputs.append(SkipReason.Input(label: label, kind: input))
                }
                continue
            }
            plainFields += 1
            guard equatableOld == nil else { continue }
            if planFits, let plan, let oldAddress, let newAddress, let ranges = plan.byteRanges(ofField: index) {
                // viewsim's model: plain data is equal when its bytes are.
                guard !ComparisonPlan.bytesEqual(oldAddress, newAddress, ranges) else { continue }
                let before = result.fieldChanges.count
                diff(
                    oldChild.value, newChild.value, path: label, depth: 1, into: &result.fieldChanges,
                    limit: reportLimit)
                if result.fieldChanges.count == before, before < reportLimit {
                    // Different bytes that `==` calls equal (`0.0` and `-0.0`).
                    result.fieldChanges.append(
                        FieldChange(
                            path: label, old: TraceValue(oldChild.value), new: TraceValue(newChild.value),
                            uncomparable: nil))
                }
                continue
            }
            diff(oldChild.value, newChild.value, path: label, depth: 1, into: &result.fieldChanges, limit: reportLimit)
        }
        result.fieldsCompared = plainFields
        if let equatable = equatableOld {
            result.comparison = equatableKind(of: type(of: old))
            if !equal(equatable, new) {
                // Explain which fields differ; if none do, `==` itself said no.
                for (oldChild, newChild) in zip(oldMirror.children, newMirror.children)
                where !(newChild.value is any DynamicPropertyLink) {
                    diff(
                        oldChild.value, newChild.value, path: oldChild.label ?? "field", depth: 1,
                        into: &result.fieldChanges, limit: reportLimit)
                }
                if result.fieldChanges.isEmpty {
                    result.fieldChanges.append(
                        FieldChange(
                            path: "==", old: .symbol(""), new: .symbol(""), uncomparable: "the view's == returned false"
                        ))
                }
            }
        }
        return result
    }

    /// What `compareViewsByReflection` finds for a type whose plan explains
    /// changes (`ComparisonPlan.explainsChanges`), without reflecting the values:
    /// each field is read from its address and only fields that may differ are
    /// compared as reflection compares them, in the same order, with the same
    /// limit. Nil when a reference field differs (it may be `weak`, so it is not
    /// read here): reflection explains that.
    private static func explainByPlan(_ plan: ComparisonPlan, _ old: UnsafeRawPointer, _ new: UnsafeRawPointer)
        -> ViewComparison?
    {
        var result = ViewComparison()
        for field in plan.fields {
            let oldField = old + field.offset
            let newField = new + field.offset
            switch field.rule {
            case .dynamic(let inputChanged):
                guard inputChanged(oldField, newField) else { continue }
                guard let link = field.reader.value(at: newField) as? any DynamicPropertyLink else { return nil }
                result.dynamicChanges.append((field.label, link._kind))
            case .reference(let range):
                guard ComparisonPlan.bytesEqual(old, new, CollectionOfOne(range)) else { return nil }
            case .bytes(let ranges):
                // viewsim's model: plain data is equal when its bytes are.
                guard !ComparisonPlan.bytesEqual(old, new, ranges) else { continue }
                let before = result.fieldChanges.count
                let a = field.reader.value(at: oldField)
                let b = field.reader.value(at: newField)
                diff(a, b, path: field.label, depth: 1, into: &result.fieldChanges, limit: reportLimit)
                if result.fieldChanges.count == before, before < reportLimit {
                    // Different bytes that `==` calls equal (`0.0` and `-0.0`).
                    result.fieldChanges.append(
                        FieldChange(path: field.label, old: TraceValue(a), new: TraceValue(b), uncomparable: nil))
                }
            case .equatable(let equal):
                // The field's `==`, which reflection uses too; it explains only a difference.
                guard !equal(oldField, newField) else { continue }
                diff(
                    field.reader.value(at: oldField), field.reader.value(at: newField), path: field.label, depth: 1,
                    into: &result.fieldChanges, limit: reportLimit)
            case .reflective where field.isClosure:
                // What `diff` finds for two closures, without reflecting them.
                guard result.fieldChanges.count < reportLimit else { continue }
                result.fieldChanges.append(
                    FieldChange(
                        path: field.label, old: .boxed(field.reader.value(at: oldField)),
                        new: .boxed(field.reader.value(at: newField)), uncomparable: closureNote))
            case .elements(let elements):
                // Arrays the element type's plan proves unchanged, or explains element by element.
                guard !elements(oldField, newField) else { continue }
                guard
                    elements.explain(
                        oldField, newField, path: field.label, depth: 1, into: &result.fieldChanges, limit: reportLimit)
                else { return nil }
            case .nested(let nested):
                // A nested plan proves what reflection would find unchanged, and explains a difference
                // field by field as reflection does.
                guard !nested.provesUnchanged(oldField, newField) else { continue }
                guard
                    explainNested(
                        nested, oldField, newField, path: field.label, depth: 1, into: &result.fieldChanges,
                        limit: reportLimit)
                else { return nil }
            case .explained(let nested):
                // A struct holding a closure (or another field only reflection compares):
                // explained field by field, as reflection explains it, without `Mirror`.
                guard
                    explainNested(
                        nested, oldField, newField, path: field.label, depth: 1, into: &result.fieldChanges,
                        limit: reportLimit)
                else { return nil }
            case .optionalDynamic:
                // Only in nested values; a view's own optional dynamic property is left to reflection.
                return nil
            case .reflective:
                diff(
                    field.reader.value(at: oldField), field.reader.value(at: newField), path: field.label, depth: 1,
                    into: &result.fieldChanges, limit: reportLimit)
            }
        }
        result.fieldsCompared = plan.fieldsCompared
        result.inputs = plan.inputs
        return result
    }

    /// Appends what `diff(old, new, path: path, depth: depth, …)` appends for two
    /// values of a struct or tuple type with a nested plan (`ComparisonPlan.Rule.nested`
    /// or `.explained`: not `Equatable`, no custom mirror, `depth` below the limit),
    /// reading the fields from their addresses (`old`, `new`) in `Mirror`'s order:
    /// a field the plan proves unchanged is skipped, a closure is a change (as
    /// `diff` finds it), a dynamic property is skipped, anything else is compared
    /// by `diff` itself. False when a reference field differs (it may be `weak`, so
    /// it is not read here): the caller leaves the whole value to reflection.
    static func explainNested(
        _ plan: ComparisonPlan, _ old: UnsafeRawPointer, _ new: UnsafeRawPointer, path: String, depth: Int,
        into changes: inout [FieldChange], limit: Int
    ) -> Bool {
        guard changes.count < limit else { return true }
        for field in plan.fields {
            let oldField = old + field.offset
            let newField = new + field.offset
            let name = "\(path).\(field.label)"
            switch field.rule {
            case .dynamic:
                // Reflection skips a dynamic property nested in a value.
                continue
            case .reference(let range):
                guard ComparisonPlan.bytesEqual(old, new, CollectionOfOne(range)) else { return false }
            case .equatable(let unchanged), .optionalDynamic(let unchanged):
                // Equal by `==`; an optional dynamic property is skipped while it holds a
                // value and a change when it became nil. Otherwise `diff` explains it.
                guard !unchanged(oldField, newField) else { continue }
                diff(
                    field.reader.value(at: oldField), field.reader.value(at: newField), path: name, depth: depth + 1,
                    into: &changes, limit: limit)
            case .nested(let nested):
                guard !nested.provesUnchanged(oldField, newField) else { continue }
                guard
                    explainNested(
                        nested, oldField, newField, path: name, depth: depth + 1, into: &changes, limit: limit)
                else { return false }
            case .elements(let elements):
                guard !elements(oldField, newField) else { continue }
                guard elements.explain(oldField, newField, path: name, depth: depth + 1, into: &changes, limit: limit)
                else { return false }
            case .explained(let nested):
                guard
                    explainNested(
                        nested, oldField, newField, path: name, depth: depth + 1, into: &changes, limit: limit)
                else { return false }
            case .reflective where field.isClosure:
                // What `diff` finds for two closures, without reflecting them.
                changes.append(
                    FieldChange(
                        path: name, old: .boxed(field.reader.value(at: oldField)),
                        new: .boxed(field.reader.value(at: newField)), uncomparable: closureNote))
            case .reflective, .bytes:
                // As reflection: a value that is a dynamic property (an existential may hold one) is skipped.
                let newValue = field.reader.value(at: newField)
                if newValue is any DynamicPropertyLink { continue }
                diff(
                    field.reader.value(at: oldField), newValue, path: name, depth: depth + 1, into: &changes,
                    limit: limit)
            }
            if changes.count >= limit { return true }
        }
        return true
    }

    /// Why two closures count as changed.
    static let closureNote = "a closure cannot be compared, so it counts as changed"

    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }

    private static func diff(
        _ a: Any, _ b: Any, path: String, depth: Int, into changes: inout [FieldChange], limit: Int
    ) {
        guard changes.count < limit else { return }
        func changed(_ note: String? = nil) {
            changes.append(FieldChange(path: path, old: TraceValue(a), new: TraceValue(b), uncomparable: note))
        }
        if let equatable = a as? any Equatable {
            if !equal(equatable, b) { changed() }
            return
        }
        guard type(of: a) == type(of: b) else { return changed() }
        if type(of: a) is AnyClass {
            if (a as AnyObject) !== (b as AnyObject) { changed() }
            return
        }
        if let typeA = a as? Any.Type, let typeB = b as? Any.Type {
            if ObjectIdentifier(typeA) != ObjectIdentifier(typeB) { changed() }
            return
        }
        guard depth < depthLimit else { return changed("nested too deeply to compare") }
        let mirrorA = Mirror(reflecting: a)
        let mirrorB = Mirror(reflecting: b)
        switch mirrorA.displayStyle {
        case .none:
            if mirrorA.children.isEmpty {
                // Functions and other opaque values cannot be compared.
                return changed(closureNote)
            }
        case .optional:
            let someA = mirrorA.children.first
            let someB = mirrorB.children.first
            switch (someA, someB) {
            case (nil, nil): return
            case (let x?, let y?):
                return diff(x.value, y.value, path: path, depth: depth + 1, into: &changes, limit: limit)
            default: return changed()
            }
        case .enum:
            let caseA = mirrorA.children.first?.label ?? String(describing: a)
            let caseB = mirrorB.children.first?.label ?? String(describing: b)
            if caseA != caseB { return changed() }
        case .set, .dictionary:
            // Hash order differs between instances; without `==` the values cannot be compared.
            return changed("a set or dictionary of non-Equatable values cannot be compared")
        case .collection:
            if mirrorA.children.count != mirrorB.children.count { return changed() }
        default:
            break
        }
        for (index, (childA, childB)) in zip(mirrorA.children, mirrorB.children).enumerated() {
            let name: String
            if mirrorA.displayStyle == .collection {
                name = "\(path)[\(index)]"
            } else if mirrorA.displayStyle == .enum {
                name = path
            } else {
                name = "\(path).\(childA.label ?? String(index))"
            }
            if childB.value is any DynamicPropertyLink { continue }
            diff(childA.value, childB.value, path: name, depth: depth + 1, into: &changes, limit: limit)
            if changes.count >= limit { return }
        }
    }
}
