// Models a diagnostic in an update summary: its kind, SwiftUI's (or viewsim's)
// message, the view it is about (by path) and how many times it was reported.
// Simplifies: node ids (`#7`) are taken out of the message so two runs compare.

/// A diagnostic of a summary, counted.
///
/// ```swift
/// summary.diagnostics.first?.description
/// // "updateLoop at ContentView › Growing: onChange(of: width) action tried to update multiple times per frame. (×1)"
/// ```
package struct DiagnosticCount: Equatable, Sendable, Decodable, CustomStringConvertible {
    /// The diagnostic's kind (`updateLoop`, `modifyingStateDuringUpdate`, …).
    package let kind: String
    /// Its message, without node ids.
    package let message: String
    /// The path of the view it is about (``ViewUpdates/path``); nil for none.
    package let path: String?
    /// How many times it was reported.
    package let count: Int

    package init(kind: String, message: String, path: String?, count: Int) {
        self.kind = kind
        self.message = message
        self.path = path
        self.count = count
    }

    /// The diagnostic on one line, without its count.
    package var description: String {
        "\(kind)" + (path.map { " at \($0)" } ?? "") + ": \(message)"
    }
}
