// Runs scripts/perfetto-check against the built viewsim: Perfetto's own trace
// processor loads lesson 4's Chrome trace and finds the update loop's flow arrows
// in its `flow` table, and lesson 3's animated values as counter tracks. The
// trace processor needs the `perfetto` Python package and its
// trace_processor_shell (which the package downloads from Google's servers, or
// $TRACE_PROCESSOR_SHELL names); without them the test is skipped, printing why.
// ChromeTraceFlowTests checks the same JSON without Perfetto.
import Foundation
import XCTest

final class PerfettoCheckTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testPerfettosTraceProcessorFindsLesson4sLoopArrows() throws {
        let viewsim = try ViewSimExecutable.url()
        let script = Self.root.appendingPathComponent("scripts/perfetto-check")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "perfetto-check-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        // The PATH's python3, where pip installs the perfetto package.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--viewsim", viewsim.path]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let printed = try String(contentsOf: output, encoding: .utf8)
        if process.terminationStatus == 127 {
            let reason = "PerfettoCheckTests: skipped: no python3 to run scripts/perfetto-check (\(printed))"
            print(reason)
            throw XCTSkip(reason)
        }
        if process.terminationStatus == 77 {
            let reason = printed.split(separator: "\n").last { $0.contains("skipped") }.map(String.init) ?? printed
            print("PerfettoCheckTests: \(reason)")
            throw XCTSkip(reason)
        }
        print(printed)
        XCTAssertEqual(process.terminationStatus, 0, "scripts/perfetto-check failed:\n\(printed)")
        XCTAssertTrue(printed.contains("every check passed"), printed)
    }
}
