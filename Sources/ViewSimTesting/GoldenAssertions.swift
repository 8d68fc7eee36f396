// Golden files for text outputs (trace text, DOT, SVG): the expected text lives
// beside the test in __Snapshots__/<TestFile>/<name>.<ext> and is compared byte
// for byte; a failure shows a line diff of the first differences. The record mode
// (`GoldenRecordMode`, from VIEWSIM_RECORD; CI never records) says when the file
// is written instead.
//
// Why not pointfreeco/swift-snapshot-testing 1.19.7 (which does record modes, layout
// and diffs for text): not build time — clean `swift build --build-tests` on the
// shared 2-core machine took 137 s / 102 s without it and 123 s / 141 s with it (noise
// larger than its cost). Its behaviour: (1) it names files `<testName>.<name>.<ext>`,
// so a golden cannot be named by what it shows; (2) its default mode records missing
// snapshots on CI (no CI check); (3) resolving it adds swift-syntax, swift-custom-dump
// and xctest-dynamic-overlay checkouts, which ViewSimTesting's users would inherit.
// docs/ARCHITECTURE.md ("Goldens") has the figures.
// Simplifies: text only, compared byte for byte (no tolerance, no images).
import Foundation
import XCTest

/// Fails when `text` differs from the golden file `name` of the calling test file.
///
/// The file is `__Snapshots__/<TestFile>/<name>` beside the test file (`.txt` is
/// added when `name` has no extension; `name` may contain folders). What happens
/// when it is missing or differs depends on ``GoldenRecordMode``:
///
/// ```swift
/// assertGolden(run.trace.text(options: .init(foldsRepeatedFrames: true)), named: "lesson9.trace.txt")
/// // Golden file lesson9.trace.txt does not match the output (- golden, + output):
/// //
/// //   @@ -12,3 +12,3 @@
/// //      │  └─ ▶ tap "heart"
/// //   -  │     └─ ● Heart #2 body: _isOn changed.
/// //   +  │     └─ ● Heart #2 body: @self changed.
/// // …
/// ```
public func assertGolden(
    _ text: String, named name: String,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    switch GoldenRecordMode.current {
    case .failure(let error):
        FailureReporter.fail(error.description, sim: nil, scope: nil, at: FailureLocation(fileID, file, line, column))
    case .success(let mode):
        if let failure = verifyGolden(text, at: goldenURL(named: name, testFile: "\(file)"), mode: mode) {
            FailureReporter.fail(failure, sim: nil, scope: nil, at: FailureLocation(fileID, file, line, column))
        }
    }
}

/// Where the golden file `name` of the test file at `testFile` lives:
/// `<folder of testFile>/__Snapshots__/<testFile without .swift>/<name>`, with
/// `.txt` added when `name` has no extension.
public func goldenURL(named name: String, testFile: String) -> URL {
    let test = URL(fileURLWithPath: testFile)
    let last = name.split(separator: "/").last.map(String.init) ?? name
    let fileName = last.contains(".") ? name : name + ".txt"
    return test.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__", isDirectory: true)
        .appendingPathComponent(test.deletingPathExtension().lastPathComponent, isDirectory: true)
        .appendingPathComponent(fileName)
}

/// Compares `text` with the golden file at `url` and, as `mode` says, writes it;
/// nil when the check passes, else the failure message.
public func verifyGolden(_ text: String, at url: URL, mode: GoldenRecordMode) -> String? {
    let name = url.lastPathComponent
    let expected = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    // The folder after __Snapshots__ is named after the test file, by convention its class.
    let components = url.pathComponents
    let testFile = components.firstIndex(of: "__Snapshots__").flatMap {
        $0 + 1 < components.count - 1 ? components[$0 + 1] : nil
    }
    let filter = testFile ?? "<this test>"
    let record = "VIEWSIM_RECORD=missing swift test --filter \(filter)"
    switch (expected, mode) {
    case (nil, .never):
        return """
            No golden file \(name) (record mode never\(ProcessInfo.processInfo.environment["CI"] == nil ? "" : ": CI never records")).

              \(url.path)

            To fix, record it on your machine: \(record), then review the file and commit it.
            """
    case (nil, _):
        if let error = write(text, to: url) { return error }
        return """
            No golden file \(name): recorded it (record mode \(mode.rawValue)); re-run to compare.

              \(url.path)

            Review the file and commit it.
            """
    case (let expected?, .all):
        if let error = write(text, to: url) { return error }
        let change =
            expected == text
            ? "unchanged"
            : "changed (- old golden, + output):\n\n" + indented(goldenDiff(expected: expected, actual: text))
        return """
            Golden file \(name): recorded (record mode all), \(change)

              \(url.path)

            Run again without VIEWSIM_RECORD=all to compare; review the diff of the file before committing it.
            """
    case (let expected?, _):
        if expected == text { return nil }
        let diff = indented(goldenDiff(expected: expected, actual: text))
        if mode == .failed {
            if let error = write(text, to: url) { return error }
            return """
                Golden file \(name) did not match the output; re-recorded it (record mode failed). The change (- old golden, + output):

                \(diff)

                  \(url.path)

                Review the diff of the file before committing it; run again to compare.
                """
        }
        return """
            Golden file \(name) does not match the output (- golden, + output):

            \(diff)

              \(url.path)

            To fix, correct the code if the change is a bug; if it is intended, re-record with \
            VIEWSIM_RECORD=failed swift test --filter \(filter) and review the diff of the file.
            """
    }
}

/// Writes `text` to `url`, creating folders; nil on success, else what went wrong.
private func write(_ text: String, to url: URL) -> String? {
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return nil
    } catch {
        return
            "Could not write the golden file \(url.lastPathComponent) at \(url.path): \(error). Check that the folder is writable."
    }
}

private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
}
