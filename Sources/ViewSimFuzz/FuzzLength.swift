// Models a number a layout modifier is given: fixed, unbounded (`.infinity`,
// where SwiftUI allows it), or read from a source, so a tap that changes the
// source changes the layout. Simplifies: a read length takes only eight values
// (`base + step × (value mod 8)`); the bad numbers (NaN, ±∞, huge, negative)
// come in as `base` or `step`.
import Foundation

/// A length or coordinate for a layout modifier, as data.
public enum FuzzLength: Codable, Equatable, Sendable, CustomStringConvertible {
    /// This number.
    case fixed(Double)
    /// `.infinity` (a flexible frame's maximum that fills its container).
    case unbounded
    /// `base + step × (value mod 8)`, with the value of `source`.
    case read(FuzzSource, base: Double, step: Double)

    /// The number, reading sources with `read`.
    func value(_ read: (FuzzSource) -> Int) -> CGFloat {
        switch self {
        case .fixed(let value): return CGFloat(value)
        case .unbounded: return .infinity
        case .read(let source, let base, let step):
            let slot = ((read(source) % 8) + 8) % 8
            return CGFloat(base + step * Double(slot))
        }
    }

    /// The numbers in it (for the shrinker and the sane-number tests).
    var numbers: [Double] {
        switch self {
        case .fixed(let value): return [value]
        case .unbounded: return []
        case .read(_, let base, let step): return [base, step]
        }
    }

    public var description: String {
        switch self {
        case .fixed(let value): return ".fixed(\(FuzzNumber.swift(value)))"
        case .unbounded: return ".unbounded"
        case .read(let source, let base, let step):
            return ".read(\(source), base: \(FuzzNumber.swift(base)), step: \(FuzzNumber.swift(step)))"
        }
    }
}
