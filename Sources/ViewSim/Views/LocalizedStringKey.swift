// Models SwiftUI's `LocalizedStringKey` and its string interpolation, so that
// `Text("\(value, specifier: "%03d")")` ports unchanged. Simplifies: no
// localisation; the key is the formatted string. Lesson: lesson10 (the counter).
import Foundation

/// A string a `Text` shows, built from a literal with interpolations that may
/// carry a printf-style `specifier`.
///
/// ```swift
/// Text("\(value, specifier: "%03d")")   // "007"
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The formatted string.
    public let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    /// Collects the literal parts and formatted values of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { output += literal }

        /// Appends `value` formatted with a printf-style specifier: `"%03d"`, `"%.2f"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }

        /// Appends `value` as `String(describing:)` would.
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }
    }
}

extension Text {
    /// A text that shows a formatted key: `Text("\(count, specifier: "%03d")")`.
    public init(_ key: LocalizedStringKey) {
        self.init(verbatim: key.key)
    }
}
