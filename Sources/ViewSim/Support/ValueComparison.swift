// Models how SwiftUI decides whether a view's value changed.
// Simplifies: an `Equatable` view is compared with `==`; any other view field by
// field, recursively: `Equatable` fields with `==`, class instances by identity,
// closures are never equal (they cannot be compared, so a new closure counts as a
// change — in SwiftUI a closure that captures context compares unequal too).
// Dynamic properties are not part of the value; they are compared as inputs.
// Lesson: lesson1 (a view with no fields never changes).

/// The result of comparing two values of a view.
package struct ViewComparison {
    package var fieldChanges: [FieldChange] = []
    package var dynamicChanges: [(label: String, kind: DynamicPropertyKind)] = []
    package var comparison: SkipReason.Comparison = .fieldwise
    package var fieldsCompared = 0
    package var isUnchanged: Bool { fieldChanges.isEmpty && dynamicChanges.isEmpty }
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

    /// Compares two values of the same view (or custom modifier) type.
    package static func compareViews(_ old: Any, _ new: Any) -> ViewComparison {
        var result = ViewComparison()
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        let equatableOld = old as? any Equatable
        var plainFields = 0
        for (oldChild, newChild) in zip(oldMirror.children, newMirror.children) {
            let label = oldChild.label ?? "field"
            if let link = newChild.value as? any DynamicPropertyLink {
                if link._inputChanged(from: oldChild.value) { result.dynamicChanges.append((label, link._kind)) }
                continue
            }
            plainFields += 1
            if equatableOld == nil {
                diff(oldChild.value, newChild.value, path: label, depth: 1, into: &result.fieldChanges, limit: reportLimit)
            }
        }
        result.fieldsCompared = plainFields
        if let equatable = equatableOld {
            result.comparison = .equatable
            if !equal(equatable, new) {
                // Explain which fields differ; if none do, `==` itself said no.
                for (oldChild, newChild) in zip(oldMirror.children, newMirror.children) where !(newChild.value is any DynamicPropertyLink) {
                    diff(oldChild.value, newChild.value, path: oldChild.label ?? "field", depth: 1, into: &result.fieldChanges, limit: reportLimit)
                }
                if result.fieldChanges.isEmpty {
                    result.fieldChanges.append(FieldChange(path: "==", old: .symbol(""), new: .symbol(""), uncomparable: "the view's == returned false"))
                }
            }
        }
        return result
    }

    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }

    private static func diff(_ a: Any, _ b: Any, path: String, depth: Int, into changes: inout [FieldChange], limit: Int) {
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
                return changed("a closure cannot be compared, so it counts as changed")
            }
        case .optional:
            let someA = mirrorA.children.first, someB = mirrorB.children.first
            switch (someA, someB) {
            case (nil, nil): return
            case (let x?, let y?): return diff(x.value, y.value, path: path, depth: depth + 1, into: &changes, limit: limit)
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
