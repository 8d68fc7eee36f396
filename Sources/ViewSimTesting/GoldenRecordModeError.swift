// The error `GoldenRecordMode.from(environment:)` returns when VIEWSIM_RECORD holds
// something that is not a record mode; its description says which values work.
// Simplifies: a message only, no structured fields.

/// `VIEWSIM_RECORD` holds a value that is not a record mode.
public struct GoldenRecordModeError: Error, Equatable, CustomStringConvertible {
    public let description: String
}
