// Tests the XCTest wrappers of the animation checks: each `assert…` reports its
// verify function's message through XCTFail at the caller's file and line, and
// stays silent when the check passes. Failures are captured by overriding
// `recordFailure`, since XCTExpectFailure does not exist on Linux.
import ViewSim
import ViewSimTesting
import XCTest

private struct Lamp: View {
    @State private var isOn = false
    var body: some View {
        Text("lamp").opacity(isOn ? 1 : 0)
            .onTapGesture {
                withAnimation(.linear(duration: 0.1)) {
                    isOn.toggle()
                } completion: {
                }
            }
            .accessibilityIdentifier("lamp")
    }
}

final class AnimationAssertWrapperTests: XCTestCase {
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

    private func capture(_ body: () -> Void) -> [(message: String, file: String, line: Int)] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    private func lamp() throws -> Simulation {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(Lamp(), configuration: configuration)
        try sim.step("switch on") {
            try sim.tap("lamp")
            try sim.runUntilIdle()
        }
        return sim
    }

    func testPassingAssertionsReportNothing() throws {
        let sim = try lamp()
        let failures = capture {
            assertPresentation(sim, "opacity", of: "lamp", at: 4.0 / 60, equals: "0.5")
            assertPresentation(sim, "opacity", of: "lamp", at: 4.0 / 60, equals: 0.5)
            assertAnimation(
                sim, "opacity", of: "lamp", animation: "linear(duration: 0.1)", origin: .hasPrefix("withAnimation"),
                as: .started)
            assertNoAnimation(sim, "opacity", of: "lamp", in: .step(0))
            assertCompletions(sim, fired: [.logicallyComplete: .frame(8)])
        }
        XCTAssertEqual(failures.count, 0, failures.map(\.message).joined(separator: "\n\n"))
    }

    func testFailingAssertionsReportTheVerifyMessageAtTheCallersLine() throws {
        let sim = try lamp()
        let failures = capture {
            assertPresentation(sim, "opacity", of: "lamp", at: 4.0 / 60, equals: "0.6", file: "Caller.swift", line: 11)
            assertPresentation(sim, "opacity", of: "lamp", at: 4.0 / 60, equals: 0.6, file: "Caller.swift", line: 12)
            assertAnimation(sim, "opacity", of: "lamp", animation: "easeIn", file: "Caller.swift", line: 13)
            assertNoAnimation(sim, "opacity", of: "lamp", file: "Caller.swift", line: 14)
            assertCompletions(sim, fired: [:], file: "Caller.swift", line: 15)
        }
        XCTAssertEqual(failures.map(\.line), [11, 12, 13, 14, 15])
        XCTAssertTrue(failures.allSatisfy { $0.file == "Caller.swift" })
        // XCTest may prefix the description ("failed - "); the message itself is the verify function's.
        let presentation = try XCTUnwrap(verifyPresentation(sim, "opacity", of: "lamp", at: 4.0 / 60, equals: "0.6"))
        let completions = try XCTUnwrap(verifyCompletions(sim, fired: [:]))
        XCTAssertTrue(failures.first?.message.hasSuffix(presentation) == true, failures.first?.message ?? "")
        XCTAssertTrue(failures.last?.message.hasSuffix(completions) == true, failures.last?.message ?? "")
        XCTAssertTrue(
            failures.allSatisfy { $0.message.contains("\n\nTo fix, ") },
            failures.map(\.message).joined(separator: "\n\n"))
    }
}
