// Where a failing check was called from, in the forms both test libraries
// want: XCTest a file path and line, Swift Testing a file ID, path, line and
// column. Every `assert…` takes these as defaulted parameters.
// Simplifies: a column of 0 (never given by `#column`) is reported as 1.

/// The source location of an `assert…` call.
package struct FailureLocation {
    package let fileID: String
    package let filePath: StaticString
    package let line: UInt
    package let column: UInt

    package init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The location from an `assert…`'s `#fileID`, `#filePath`, `#line` and `#column` defaults.
    package init(_ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.init(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A short name for files about this failure: "ViewSimTests-HeartTests-line42",
    /// from the file ID ("ViewSimTests/HeartTests.swift") and the line.
    package var fileStem: String {
        var name = fileID
        if name.hasSuffix(".swift") { name.removeLast(".swift".count) }
        return name.replacingSlashes() + "-line\(line)"
    }
}

extension String {
    fileprivate func replacingSlashes() -> String { String(map { $0 == "/" ? "-" : $0 }) }
}
