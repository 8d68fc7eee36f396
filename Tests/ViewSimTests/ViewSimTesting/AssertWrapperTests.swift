// Tests the thin XCTest wrappers: each `assert…` reports its verify function's
// message through XCTFail at the caller's file and line, and stays silent when
// the check passes. Failures are captured by overriding `recordFailure`, since
// XCTExpectFailure does not exist on Linux.
import ViewSim
import ViewSimTesting
import XCTest

private struct Lamp: View {
    @State private var isOn = false
    var body: some View {
        Text(isOn ? "on" : "off").onTapGesture { isOn.toggle() }.accessibilityIdentifier("lamp")
    }
}

final class AssertWrapperTests: XCTestCase {
    private var captured: [(message: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body` with failures captured instead of reported.
    private func capture(_ body: () -> Void) -> [(message: String, file: String, line: Int)] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    private func lamp() throws -> Simulation {
        let sim = makeSimulation(Lamp())
        try sim.step("switch on") { try sim.tap("lamp") }
        return sim
    }

    func testPassingAssertionsReportNothing() throws {
        let sim = try lamp()
        let failures = capture {
            assertBodyCount(sim, of: "Lamp", equals: 1, in: .lastStep)
            assertBodyReasons(sim, of: "Lamp", ["_isOn"], in: .lastStep)
            assertNoDiagnostics(sim)
            assertPrintedChanges(sim, [])
            assertStep(sim, evaluated: ["Lamp": "_isOn"])
        }
        XCTAssertEqual(failures.count, 0, failures.map(\.message).joined(separator: "\n\n"))
    }

    func testFailingAssertionsReportTheVerifyMessageAtTheCallersLine() throws {
        let sim = try lamp()
        let failures = capture {
            assertBodyCount(sim, of: "Lamp", equals: 3, in: .lastStep, file: "Caller.swift", line: 7)
            assertBodyReasons(sim, of: "Lamp", ["@self"], in: .lastStep, file: "Caller.swift", line: 8)
            assertSkipped(sim, "Lamp", in: .lastStep, file: "Caller.swift", line: 9)
            assertDiagnostic(sim, .updateLoop, file: "Caller.swift", line: 10)
            assertPrintedChanges(sim, ["Lamp: _isOn changed."], file: "Caller.swift", line: 11)
            assertStep(sim, evaluated: [:], file: "Caller.swift", line: 12)
        }
        XCTAssertEqual(failures.map(\.line), [7, 8, 9, 10, 11, 12])
        XCTAssertEqual(Set(failures.map(\.file)), ["Caller.swift"])
        XCTAssertTrue(
            failures.first?.message.contains("Lamp's body ran 1 time in step 1 (\"switch on\"), not 3.") == true,
            failures.first?.message ?? "")
        XCTAssertEqual(
            failures.first.map {
                $0.message.contains(verifyBodyCount(sim.trace, of: "Lamp", equals: 3, in: .lastStep) ?? "-")
            }, true)
        for failure in failures {
            XCTAssertTrue(
                failure.message.contains("(Expected: −, Actual: +)") && failure.message.contains("To fix, "),
                failure.message)
        }
    }
}
