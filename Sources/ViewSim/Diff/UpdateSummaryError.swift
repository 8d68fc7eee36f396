// Models what can be wrong with a trace or baseline an update summary reads:
// not JSON, another schema or version, a field missing or of the wrong type.
// Simplifies: one message that says what was wrong and what to do.

/// Why a trace JSON document or a baseline file could not be read as an ``UpdateSummary``.
///
/// ```swift
/// do { _ = try UpdateSummary(json: data, source: "a.json") }
/// catch let error as UpdateSummaryError { print(error) }
/// // a.json is not a viewsim trace: its "schema" is missing, not "viewsim.trace". …
/// ```
public struct UpdateSummaryError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
