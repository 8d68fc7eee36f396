// Models the preferences a fuzz case sets and reads, as data: four keys with
// different reduce rules (max, sum, append to an array, last wins), a setter's
// value (a constant, read from a source, or a `transformPreference` of what its
// content set), and the fuzzer's own model of the value a reader of a key sees
// (the reduce of the setters below it in tree order), known only where the tree
// between them never changes (no conditional, list, lazy row or source-derived
// value on the way). Simplifies: every value is an `Int` (or an array of them).
import Foundation
import ViewSim

/// One of the fuzz preference keys, by its reduce rule.
public enum FuzzPreferenceKey: Int, Codable, Equatable, Sendable, CaseIterable, CustomStringConvertible {
    /// `FuzzMaxKey`: `value = max(value, next)`, default 0.
    case max
    /// `FuzzSumKey`: `value += next`, default 0.
    case sum
    /// `FuzzAppendKey`: `value += next` on `[Int]`, default `[]`.
    case append
    /// `FuzzLastKey`: `value = next` (the last setter in tree order wins), default 0.
    case last

    public var description: String { "." + name }

    var name: String {
        switch self {
        case .max: return "max"
        case .sum: return "sum"
        case .append: return "append"
        case .last: return "last"
        }
    }

    /// The trace's name of the key type.
    var typeName: String {
        switch self {
        case .max: return "FuzzMaxKey"
        case .sum: return "FuzzSumKey"
        case .append: return "FuzzAppendKey"
        case .last: return "FuzzLastKey"
        }
    }
}

/// What a preference setter contributes.
public enum FuzzPreferenceValue: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `.preference(key:value:)` with a constant (`[c]` for the append key).
    case constant(Int)
    /// `.preference(key:value:)` with the value read from a source.
    case source(FuzzSource)
    /// `.transformPreference(key) { $0 &+= c }` (`$0.append(c)` for the append key).
    case transform(Int)

    public var description: String {
        switch self {
        case .constant(let value): return ".constant(\(value))"
        case .source(let source): return ".source(\(source))"
        case .transform(let value): return ".transform(\(value))"
        }
    }
}

/// A value of one of the fuzz keys, for the model: an `Int` or, for the append key, its array.
struct FuzzPreferenceModelValue: Equatable {
    var number = 0
    var list: [Int] = []

    func text(_ key: FuzzPreferenceKey) -> String { key == .append ? "\(list)" : "\(number)" }

    /// `reduce(value: &self, nextValue: { next })` of `key`.
    mutating func reduce(_ key: FuzzPreferenceKey, _ next: FuzzPreferenceModelValue) {
        switch key {
        case .max: number = Swift.max(number, next.number)
        case .sum: number = number &+ next.number
        case .append: list += next.list
        case .last: number = next.number
        }
    }
}

extension FuzzNode {
    /// The fuzzer's own model of the value of `key` that this subtree produces: nil when it sets none,
    /// `.unknown` when a setter of `key` sits where the tree may change or its value is read from a source.
    enum PreferenceModel: Equatable {
        case none
        case value(FuzzPreferenceModelValue)
        case unknown
    }

    func preferenceModel(_ key: FuzzPreferenceKey) -> PreferenceModel {
        switch self {
        case .preferenceSet(let set, let child):
            guard set.key == key else { return child.preferenceModel(key) }
            switch set.value {
            case .constant(let value):
                return .value(FuzzPreferenceModelValue(number: value, list: [value]))
            case .source: return .unknown
            case .transform(let value):
                var content: FuzzPreferenceModelValue
                switch child.preferenceModel(key) {
                case .unknown: return .unknown
                case .none: content = FuzzPreferenceModelValue()
                case .value(let inner): content = inner
                }
                content.number = content.number &+ value
                content.list.append(value)
                return .value(content)
            }
        case .stack, .layout, .stateHost, .stateObjectHost, .environmentWrite, .environmentReader, .animated,
            .transaction, .transitioned, .geometryReader, .gestured, .task, .timeline, .onChangeLoop,
            .preferenceReader, .anchored, .environmentModel:
            var result: FuzzPreferenceModelValue?
            for child in children {
                switch child.preferenceModel(key) {
                case .unknown: return .unknown
                case .none: continue
                case .value(let next):
                    if var accumulated = result {
                        accumulated.reduce(key, next)
                        result = accumulated
                    } else {
                        result = next
                    }
                }
            }
            return result.map { .value($0) } ?? .none
        default:
            // Anything else: unknown when a setter of `key` is below it.
            return containsSetter(of: key) ? .unknown : .none
        }
    }

    /// Whether a setter of `key` is in this subtree.
    func containsSetter(of key: FuzzPreferenceKey) -> Bool {
        if case .preferenceSet(let set, _) = self, set.key == key { return true }
        return children.contains { $0.containsSetter(of: key) }
    }

    /// What each modelled preference reader in the tree must last deliver, by name (the model's text
    /// of the value, as `"\(value)"` prints it).
    var preferenceExpectations: [String: String] {
        var result: [String: String] = [:]
        func walk(_ node: FuzzNode) {
            if case .preferenceReader(let key, let name, let child) = node {
                switch child.preferenceModel(key) {
                case .unknown: break
                case .none: result[name] = FuzzPreferenceModelValue().text(key)
                case .value(let value): result[name] = value.text(key)
                }
            }
            node.children.forEach(walk)
        }
        walk(self)
        return result
    }
}

/// A setter: `key` set (or transformed) as `value` says.
public struct FuzzPreferenceSet: Codable, Equatable, Sendable, CustomStringConvertible {
    public var key: FuzzPreferenceKey
    public var value: FuzzPreferenceValue

    public init(_ key: FuzzPreferenceKey, _ value: FuzzPreferenceValue) {
        self.key = key
        self.value = value
    }

    public var description: String { "FuzzPreferenceSet(.\(key.name), \(value))" }
}

// MARK: - Keys

/// `max` of the values, default 0.
struct FuzzMaxKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

/// The sum of the values, default 0.
struct FuzzSumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = value &+ nextValue() }
}

/// The values appended in tree order, default `[]`.
struct FuzzAppendKey: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// The last value in tree order, default 0.
struct FuzzLastKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
}

/// A view's bounds, for `.anchorPreference(…, value: .bounds)`; the last one set wins.
struct FuzzBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = nextValue() ?? value }
}

/// A view's centre, for `.anchorPreference(…, value: .center)`; the last one set wins.
struct FuzzCenterKey: PreferenceKey {
    static let defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        value = nextValue() ?? value
    }
}
