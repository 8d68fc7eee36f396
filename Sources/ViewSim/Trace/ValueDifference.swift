// Models how the trace says what changed between two values: only the parts that
// changed, by path (`landmarks[3].isFavorite: false → true`), not both values whole.
// Simplifies: structs, enums, optionals, tuples and collections are compared part
// by part; a class instance by identity (its fields are not read: they may have
// changed since), a value that describes itself (`Angle`, `Color`) as a whole.
// The walk uses a work list, not recursion, and stops at fixed caps (depth, parts
// compared, changes listed), saying so. Lesson: every trace line with a change in it.
import Foundation

/// What changed between two values, as paths into them, each with its old and
/// new value as the trace prints them.
///
/// ```swift
/// struct Landmark: Identifiable { let id: Int; var isFavorite: Bool }
/// let difference = ValueDifference([Landmark(id: 1, isFavorite: false)], [Landmark(id: 1, isFavorite: true)])
/// difference?.text(name: "landmarks")   // "landmarks[id: 1].isFavorite: false → true"
/// ```
///
/// A collection lists its count when it changed and the elements inserted, removed
/// or changed: by `id` when its elements are `Identifiable`, else by index. A
/// dictionary's keys are taken in the order of their printed text, so the result
/// never depends on hashing.
public struct ValueDifference: Sendable, Equatable {
    /// One part of the value that changed.
    public struct Change: Sendable, Equatable {
        /// Where in the value: `.isFavorite`, `[3].isFavorite`, `[id: 1002]`, `.count`,
        /// `["key"]`; empty for the value itself (a set's elements).
        public let path: String
        /// The part before, as printed; nil when it was inserted.
        public let old: String?
        /// The part after, as printed; nil when it was removed.
        public let new: String?
    }

    /// The changes listed, in the order the values hold them (at most ``listedLimit``).
    public let changes: [Change]
    /// Further changes found but not listed.
    public let unlisted: Int
    /// Whether the comparison stopped at ``partLimit`` parts before it saw the whole value.
    public let isIncomplete: Bool

    /// The most changes listed; the rest are counted.
    public static let listedLimit = 6
    /// The most parts (fields, elements) compared; past it the difference says so.
    public static let partLimit = 4_096
    /// How deep into nested values the comparison goes; a deeper part that differs
    /// is listed whole.
    public static let depthLimit = 8

    /// The difference between two values, or nil when there is nothing to say part
    /// by part: the values are of different types, print as a whole (numbers,
    /// strings, class instances, values that describe themselves), or are equal.
    ///
    /// ```swift
    /// ValueDifference(Point(x: 1, y: 2), Point(x: 1, y: 3))?.changes   // [.y: 2 → 3]
    /// ValueDifference(1, 2)                                             // nil: print `1 → 2`
    /// ```
    public init?(_ old: Any, _ new: Any) {
        self.init(
            old, new,
            epoch: SimulationContext.current?.configuration.startDate ?? SimulationConfiguration.defaultStartDate)
    }

    /// The difference between two values; dates in them count from `epoch`.
    package init?(_ old: Any, _ new: Any, epoch: Date) {
        guard type(of: old) == type(of: new), !Self.isWhole(old) else { return nil }
        var walk = Walk(epoch: epoch)
        walk.run(old, new)
        guard !walk.changes.isEmpty,
            !(walk.changes.count == 1 && walk.changes[0].path.isEmpty
                && walk.changes[0].old != nil && walk.changes[0].new != nil)
        else { return nil }
        changes = Array(walk.changes.prefix(Self.listedLimit))
        unlisted = max(0, walk.changes.count - Self.listedLimit) + walk.uncounted
        isIncomplete = walk.isIncomplete
    }

    init(changes: [Change], unlisted: Int, isIncomplete: Bool) {
        self.changes = changes
        self.unlisted = unlisted
        self.isIncomplete = isIncomplete
    }

    /// The changes as one line. One change reads as its whole path after `name`:
    /// `landmarks[3].isFavorite: false → true`; several name the value once, then each
    /// path in it: `landmark: .isFavorite: false → true; .name: "A" → "B"`. With an
    /// empty `name` a path starts without its dot (`isFavorite: false → true`).
    /// `separator` goes between a path and its values.
    public func text(name: String, separator: String = ": ") -> String {
        let single = changes.count == 1 && unlisted == 0 && !isIncomplete
        var parts = changes.map { change -> String in
            var path = single || name.isEmpty ? name + change.path : change.path
            if name.isEmpty, path.hasPrefix(".") { path.removeFirst() }
            switch (change.old, change.new) {
            case (let old?, let new?): return "\(path)\(separator)\(old) → \(new)"
            case (nil, let new?): return "\(path)\(path.isEmpty ? "" : " ")inserted: \(new)"
            case (let old?, nil): return "\(path)\(path.isEmpty ? "" : " ")removed: \(old)"
            case (nil, nil): return path
            }
        }
        if unlisted > 0 { parts.append("… \(unlisted) more change\(unlisted == 1 ? "" : "s")") }
        if isIncomplete { parts.append("… (compared its first \(Self.partLimit) parts only)") }
        if single || name.isEmpty { return parts.joined(separator: "; ") }
        return name + separator + parts.joined(separator: "; ")
    }

    /// Whether a value prints as a whole rather than part by part.
    static func isWhole(_ value: Any) -> Bool {
        switch value {
        case is String, is Substring, is Bool, is Date, is CGSize, is CGPoint, is UnitPoint, is AnyKeyPath, is Any.Type:
            return true
        case is any BinaryInteger, is any BinaryFloatingPoint:
            return true
        case is any TraceDescribable, is any TraceNumbersConvertible:
            return true
        default:
            break
        }
        if type(of: value) is AnyClass { return true }
        if value is any Collection { return false }
        if value is any CustomStringConvertible { return true }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .tuple, .collection, .dictionary, .set: return false
        case .enum, .struct: return mirror.children.isEmpty
        default: return true
        }
    }

    /// `a == b` when the values are `Equatable` (of one type), nil when they are not.
    static func equalIfEquatable(_ a: Any, _ b: Any) -> Bool? {
        guard let a = a as? any Equatable else { return nil }
        func open<T: Equatable>(_ a: T) -> Bool { (b as? T).map { a == $0 } ?? false }
        return open(a)
    }

    /// One comparison: a work list of parts still to compare, and what it found.
    private struct Walk {
        let epoch: Date
        var changes: [Change] = []
        /// Changes counted without their text (past what could be listed).
        var uncounted = 0
        var isIncomplete = false
        var compared = 0

        init(epoch: Date) { self.epoch = epoch }

        /// A part to compare; without `old` it was inserted, without `new` removed.
        struct Part {
            let old: Any?
            let new: Any?
            let path: String
            let depth: Int
        }

        func text(_ value: Any) -> String {
            ValueFormatter.shortened(ValueFormatter.describe(value, epoch: epoch))
        }

        /// Records a change; only the first ones get their text (the rest are counted).
        mutating func record(_ path: String, old: Any?, new: Any?) {
            // Enough text for the listed changes and one more, to know the list is cut.
            guard changes.count <= ValueDifference.listedLimit else {
                uncounted += 1
                return
            }
            changes.append(Change(path: path, old: old.map(text), new: new.map(text)))
        }

        /// Records a change already in text.
        mutating func record(_ path: String, oldText: String?, newText: String?) {
            guard changes.count <= ValueDifference.listedLimit else {
                uncounted += 1
                return
            }
            changes.append(Change(path: path, old: oldText, new: newText))
        }

        mutating func run(_ old: Any, _ new: Any) {
            // Parts in the order the values hold them: a stack, children pushed last first.
            var stack = [Part(old: old, new: new, path: "", depth: 0)]
            while let part = stack.popLast() {
                compared += 1
                if compared > ValueDifference.partLimit {
                    isIncomplete = true
                    return
                }
                let children = compare(part)
                stack.append(contentsOf: children.reversed())
            }
        }

        /// Compares one part: records what differs in it as a whole, and returns
        /// its parts still to compare.
        mutating func compare(_ part: Part) -> [Part] {
            guard let a = part.old, let b = part.new else {
                record(part.path, old: part.old, new: part.new)
                return []
            }
            guard type(of: a) == type(of: b) else {
                record(part.path, old: a, new: b)
                return []
            }
            if let equal = ValueDifference.equalIfEquatable(a, b), equal { return [] }
            if ValueDifference.isWhole(a) || part.depth >= ValueDifference.depthLimit {
                if !ValueComparison.isEqual(a, b) { record(part.path, old: a, new: b) }
                return []
            }
            let mirrorA = Mirror(reflecting: a)
            let mirrorB = Mirror(reflecting: b)
            let depth = part.depth + 1
            switch mirrorA.displayStyle {
            case .optional:
                switch (mirrorA.children.first, mirrorB.children.first) {
                case (nil, nil): return []
                case (let x?, let y?): return [Part(old: x.value, new: y.value, path: part.path, depth: depth)]
                default:
                    record(part.path, old: a, new: b)
                    return []
                }
            case .enum:
                let caseA = mirrorA.children.first
                let caseB = mirrorB.children.first
                guard let caseA, let caseB, caseA.label == caseB.label else {
                    record(part.path, old: a, new: b)
                    return []
                }
                return [
                    Part(
                        old: caseA.value, new: caseB.value, path: part.path + ".\(caseA.label ?? "case")", depth: depth)
                ]
            case .collection:
                return elements(mirrorA, mirrorB, path: part.path, depth: depth)
            case .dictionary:
                return entries(mirrorA, mirrorB, path: part.path, depth: depth)
            case .set:
                members(mirrorA, mirrorB, path: part.path)
                return []
            default:
                // A struct or a tuple: its stored parts, by label (a tuple's by position).
                var parts: [Part] = []
                for (index, (childA, childB)) in zip(mirrorA.children, mirrorB.children).enumerated() {
                    if childB.value is any DynamicPropertyLink { continue }
                    parts.append(
                        Part(
                            old: childA.value, new: childB.value, path: part.path + ".\(childA.label ?? String(index))",
                            depth: depth))
                }
                return parts
            }
        }

        /// A collection's elements: the count when it changed, then by `id` when the
        /// elements are `Identifiable`, else by index (the extra ones inserted or removed).
        mutating func elements(_ a: Mirror, _ b: Mirror, path: String, depth: Int) -> [Part] {
            let limit = ValueDifference.partLimit
            let countA = a.children.count
            let countB = b.children.count
            if countA != countB { record(path + ".count", oldText: String(countA), newText: String(countB)) }
            let oldElements = Array(a.children.prefix(limit).map(\.value))
            let newElements = Array(b.children.prefix(limit).map(\.value))
            if countA > limit || countB > limit { isIncomplete = true }
            if let oldIDs = Self.ids(oldElements), let newIDs = Self.ids(newElements) {
                var newIndex: [AnyHashable: Int] = [:]
                for (index, id) in newIDs.enumerated() where newIndex[id] == nil { newIndex[id] = index }
                var oldIDSet = Set<AnyHashable>()
                var parts: [Part] = []
                for (index, id) in oldIDs.enumerated() {
                    oldIDSet.insert(id)
                    let label = "\(path)[id: \(text(id.base))]"
                    parts.append(
                        Part(
                            old: oldElements[index], new: newIndex[id].map { newElements[$0] }, path: label,
                            depth: depth))
                }
                for (index, id) in newIDs.enumerated() where !oldIDSet.contains(id) {
                    parts.append(
                        Part(old: nil, new: newElements[index], path: "\(path)[id: \(text(id.base))]", depth: depth))
                }
                return parts
            }
            var parts: [Part] = []
            for index in 0..<min(oldElements.count, newElements.count) {
                parts.append(
                    Part(old: oldElements[index], new: newElements[index], path: "\(path)[\(index)]", depth: depth))
            }
            for index in min(oldElements.count, newElements.count)..<max(oldElements.count, newElements.count) {
                parts.append(
                    Part(
                        old: index < oldElements.count ? oldElements[index] : nil,
                        new: index < newElements.count ? newElements[index] : nil, path: "\(path)[\(index)]",
                        depth: depth))
            }
            return parts
        }

        /// The ids of `elements` when every one is `Identifiable`, else nil.
        static func ids(_ elements: [Any]) -> [AnyHashable]? {
            func id<T: Identifiable>(_ element: T) -> AnyHashable { AnyHashable(element.id) }
            var ids: [AnyHashable] = []
            ids.reserveCapacity(elements.count)
            for element in elements {
                guard let identifiable = element as? any Identifiable else { return nil }
                ids.append(id(identifiable))
            }
            return ids
        }

        /// A dictionary's entries, keys in the order of their printed text.
        mutating func entries(_ a: Mirror, _ b: Mirror, path: String, depth: Int) -> [Part] {
            func keyed(_ mirror: Mirror) -> [(key: String, value: Any)] {
                mirror.children.prefix(ValueDifference.partLimit).map { child in
                    let pair = Mirror(reflecting: child.value).children.map(\.value)
                    return (pair.count == 2 ? text(pair[0]) : "?", pair.count == 2 ? pair[1] : child.value)
                }.sorted { $0.key < $1.key }
            }
            if a.children.count > ValueDifference.partLimit || b.children.count > ValueDifference.partLimit {
                isIncomplete = true
            }
            var old: [String: Any] = [:]
            var new: [String: Any] = [:]
            for entry in keyed(a) { old[entry.key] = entry.value }
            for entry in keyed(b) { new[entry.key] = entry.value }
            // Every key once, in the order of its text: changed, removed and inserted together.
            return Set(old.keys).union(new.keys).sorted().map { key in
                Part(old: old[key], new: new[key], path: "\(path)[\(key)]", depth: depth)
            }
        }

        /// A set's members, by their printed text in its order: the ones removed, then the ones inserted.
        mutating func members(_ a: Mirror, _ b: Mirror, path: String) {
            if a.children.count > ValueDifference.partLimit || b.children.count > ValueDifference.partLimit {
                isIncomplete = true
            }
            let old = a.children.prefix(ValueDifference.partLimit).map { text($0.value) }.sorted()
            let new = b.children.prefix(ValueDifference.partLimit).map { text($0.value) }.sorted()
            let oldSet = Set(old)
            let newSet = Set(new)
            for member in old where !newSet.contains(member) { record(path, oldText: member, newText: nil) }
            for member in new where !oldSet.contains(member) { record(path, oldText: nil, newText: member) }
        }
    }
}

extension ValueDifference {
    /// The difference between two trace values, when both are values of one type
    /// recorded as themselves (``TraceValue/value(_:)``) that differ part by part;
    /// nil for numbers, strings, names and other values that print whole.
    package init?(_ old: TraceValue, _ new: TraceValue) {
        guard case .value(let a) = old, case .value(let b) = new, a.style == .value, b.style == .value else {
            return nil
        }
        self.init(a.value, b.value, epoch: a.epoch)
    }
}

extension ValueDifference {
    /// Writes `"diff": [{"path", "old", "new"}, …]` (and `diffUnlisted`, `diffIncomplete`
    /// when they apply) into the event object `writer` is in (docs/trace-json.md).
    package func write(into writer: inout JSONWriter) {
        writer.key("diff")
        writer.beginArray()
        for change in changes {
            writer.beginObject()
            writer.key("path")
            writer.string(change.path)
            writer.key("old")
            writer.string(change.old)
            writer.key("new")
            writer.string(change.new)
            writer.endObject()
        }
        writer.endArray()
        if unlisted > 0 {
            writer.key("diffUnlisted")
            writer.integer(unlisted)
        }
        if isIncomplete {
            writer.key("diffIncomplete")
            writer.bool(true)
        }
    }
}
