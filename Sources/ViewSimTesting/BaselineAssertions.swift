// Update baselines: a test records what a simulation updated (UpdateSummary:
// per view, body runs and skips with their reasons, animations; diagnostics;
// frames) as a JSON file beside it, and later runs fail with the difference
// (UpdateDifference) when a view runs, skips or animates otherwise: the
// update-count regression gate a team puts in CI. Files live where goldens do
// (`__Snapshots__/<TestFile>/<name>`) and are written as the record mode
// (GoldenRecordMode, VIEWSIM_RECORD; CI never records) says.
// Simplifies: a baseline is compared as a summary, not byte for byte, so a
// re-formatted file still passes; what views drew is not part of it.
import Foundation
import ViewSim
import XCTest

/// Fails when what `sim` updated differs from the baseline file `name` of the
/// calling test file, with the difference; records the file as
/// ``GoldenRecordMode`` says (a missing baseline is recorded locally, never on CI).
///
/// The file is `__Snapshots__/<TestFile>/<name>` beside the test file (`.json`
/// is added when `name` has no extension). It works in an `XCTestCase` method
/// and in a Swift Testing `@Test` alike (the failure goes to the running one).
///
/// ```swift
/// let sim = makeSimulation(CheckoutView())
/// try sim.tap("pay")
/// assertUpdates(sim, matchBaseline: "checkout.json")
/// // Baseline checkout.json does not match the simulation (A: the baseline, B: the simulation):
/// //
/// //   CheckoutView › Total
/// //     body runs     1 → 3
/// //     reason _cart  0 → 2
/// // …
/// ```
///
/// `step` limits the check to one step of the run (`Simulation.step(_:_:)`'s index); nil checks them all.
public func assertUpdates(
    _ sim: Simulation, matchBaseline name: String, step: Int? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = FailureLocation(fileID, file, line, column)
    switch GoldenRecordMode.current {
    case .failure(let error):
        FailureReporter.fail(error.description, sim: nil, scope: nil, at: location)
    case .success(let mode):
        let url = baselineURL(named: name, testFile: "\(file)")
        if let failure = verifyUpdates(sim.trace, step: step, matchBaseline: url, mode: mode) {
            FailureReporter.fail(failure, sim: sim, scope: step.map { .step($0) }, at: location)
        }
    }
}

/// Where the baseline file `name` of the test file at `testFile` lives: as
/// ``goldenURL(named:testFile:)``, with `.json` added when `name` has no extension.
///
/// ```swift
/// baselineURL(named: "checkout", testFile: #filePath)  // …/__Snapshots__/CheckoutTests/checkout.json
/// ```
public func baselineURL(named name: String, testFile: String) -> URL {
    let last = name.split(separator: "/").last.map(String.init) ?? name
    return goldenURL(named: last.contains(".") ? name : name + ".json", testFile: testFile)
}

/// Compares what `trace` (or its step `step`) updated with the baseline file at
/// `url` and, as `mode` says, writes it; nil when the check passes, else the
/// failure message with the difference. The pure form of
/// ``assertUpdates(_:matchBaseline:step:fileID:file:line:column:)``, for
/// `#expect(verifyUpdates(…) == nil)` or `XCTAssertNil`.
///
/// ```swift
/// let url = baselineURL(named: "checkout.json", testFile: #filePath)
/// #expect(verifyUpdates(sim.trace, matchBaseline: url, mode: .never) == nil)
/// ```
public func verifyUpdates(_ trace: Trace, step: Int? = nil, matchBaseline url: URL, mode: GoldenRecordMode) -> String? {
    let name = url.lastPathComponent
    let summary: UpdateSummary
    do {
        summary = try UpdateSummary(trace: trace, step: step, source: "the simulation")
    } catch {
        return "Cannot summarize the simulation's updates: \(error)"
    }
    let components = url.pathComponents
    let testFile = components.firstIndex(of: "__Snapshots__").flatMap {
        $0 + 1 < components.count - 1 ? components[$0 + 1] : nil
    }
    let filter = testFile ?? "<this test>"
    let data = FileManager.default.contents(atPath: url.path)
    switch (data, mode) {
    case (nil, .never):
        return """
            No baseline \(name) (record mode never\(ProcessInfo.processInfo.environment["CI"] == nil ? "" : ": CI never records")).

              \(url.path)

            To fix, record it on your machine: VIEWSIM_RECORD=missing swift test --filter \(filter), then review the file and commit it.
            """
    case (nil, _):
        if let error = writeBaseline(summary, to: url) { return error }
        return """
            No baseline \(name): recorded it (record mode \(mode.rawValue)); re-run to compare.

              \(url.path)

            Review the file and commit it.
            """
    case (let data?, _):
        let baseline: UpdateSummary
        do {
            baseline = try UpdateSummary(json: data, source: "the baseline")
        } catch {
            if mode == .all || mode == .failed {
                if let error = writeBaseline(summary, to: url) { return error }
                return
                    "Baseline \(name) could not be read (\(error)); re-recorded it (record mode \(mode.rawValue)).\n\n  \(url.path)"
            }
            return """
                Baseline \(name) could not be read: \(error)

                  \(url.path)

                To fix, re-record it with VIEWSIM_RECORD=failed swift test --filter \(filter) and review the file.
                """
        }
        let difference = UpdateDifference(baseline, summary)
        let shown = indented(difference.text())
        switch mode {
        case .all:
            if let error = writeBaseline(summary, to: url) { return error }
            return """
                Baseline \(name): recorded (record mode all), \(difference.isEmpty ? "unchanged" : "changed (A: the old baseline, B: the simulation):")

                \(difference.isEmpty ? "" : shown)
                  \(url.path)

                Run again without VIEWSIM_RECORD=all to compare; review the diff of the file before committing it.
                """
        case _ where difference.isEmpty:
            return nil
        case .failed:
            if let error = writeBaseline(summary, to: url) { return error }
            return """
                Baseline \(name) did not match the simulation; re-recorded it (record mode failed). The change (A: the old baseline, B: the simulation):

                \(shown)
                  \(url.path)

                Review the diff of the file before committing it; run again to compare.
                """
        default:
            return """
                Baseline \(name) does not match the simulation (A: the baseline, B: the simulation):

                \(shown)
                  \(url.path)

                To fix, correct the code if the change is a regression; if it is intended, re-record with \
                VIEWSIM_RECORD=failed swift test --filter \(filter) and review the diff of the file.
                """
        }
    }
}

/// Writes `summary` to `url` as a baseline, creating folders; nil on success, else what went wrong.
private func writeBaseline(_ summary: UpdateSummary, to url: URL) -> String? {
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(summary.json().utf8).write(to: url, options: .atomic)
        return nil
    } catch {
        return
            "Could not write the baseline \(url.lastPathComponent) at \(url.path): \(error). Check that the folder is writable."
    }
}

private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(
        separator: "\n")
}
