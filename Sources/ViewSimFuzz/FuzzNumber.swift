// Formats numbers as Swift source, so a printed case compiles as written:
// `.nan`, `.infinity`, `-.infinity`, `1e+300`, `0.25`.
import Foundation

/// Formatting helpers for the Swift-like descriptions of cases.
enum FuzzNumber {
    /// A `Double` as a Swift expression.
    static func swift(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value == .infinity { return ".infinity" }
        if value == -.infinity { return "-.infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// An `Int` as a Swift expression (`.max` and `.min` by name).
    static func swift(_ value: Int) -> String {
        if value == .max { return "Int.max" }
        if value == .min { return "Int.min" }
        return String(value)
    }

    /// A list of doubles as a Swift array literal.
    static func swift(_ values: [Double]) -> String {
        "[" + values.map { swift($0) }.joined(separator: ", ") + "]"
    }

    /// A string as a Swift string literal.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
