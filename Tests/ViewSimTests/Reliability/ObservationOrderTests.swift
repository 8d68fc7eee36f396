// Regression tests from the reliability pass (issue 7): Observation's registrar
// calls change handlers in hash order, which differs between processes, so
// three or more siblings reading one @Observable property gave traces that
// differed between runs. viewsim queues the callbacks and applies them in node
// order; these tests check the order in one process and the bytes across two.
import Foundation
import Observation
import XCTest

@testable import ViewSim

@Observable
private final class Score {
    var points = 0
}

private struct Reader: View {
    let score: Score
    let index: Int
    var body: some View { Text("\(index): \(score.points)") }
}

private struct Readers: View {
    let score: Score
    var body: some View {
        VStack {
            ForEach(0..<12, id: \.self) { index in Reader(score: score, index: index) }
        }
    }
}

/// Twelve siblings reading one property, written three times from a script.
@MainActor
private func siblingsTrace() throws -> String {
    let score = Score()
    let sim = makeSimulation(Readers(score: score))
    for round in 1...3 {
        sim.step("score \(round)") { sim.perform("score += 1") { score.points += 1 } }
    }
    return sim.trace.text()
}

@MainActor
final class ObservationOrderTests: XCTestCase {
    func testAPendingChangeIsSmall() {
        // One write tells every view that read the property (10,000 in the wide benchmark): each
        // view's entry holds the view, its objects and an index; what the write's views share
        // is kept once (`PendingObservationWrite`). An entry was 192 bytes with a transaction.
        XCTAssertLessThanOrEqual(MemoryLayout<ViewGraph.PendingObservation>.stride, 32)
    }

    func testObservationChangesAreAppliedInNodeOrder() async throws {
        let score = Score()
        let sim = makeSimulation(Readers(score: score))
        sim.step("score") { sim.perform("score += 1") { score.points += 1 } }
        let changed = sim.trace.events(inStep: 1).compactMap { event -> Int? in
            if case .observationChange(let node, _) = event.kind { return node.id }
            return nil
        }
        XCTAssertEqual(changed.count, 12)
        XCTAssertEqual(
            changed, changed.sorted(), "Observation changes must be recorded in node order, not callback order")
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "Reader", inStep: 1).map(\.node.id), changed)
    }

    func testTraceIsTheSameInTwoProcesses() async throws {
        let runner = try XCTUnwrap(Bundle.main.executableURL, "no test runner to start again")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewsim-observation-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var outputs: [String] = []
        for run in 1...2 {
            let path = folder.appendingPathComponent("trace\(run).txt").path
            let process = Process()
            process.executableURL = runner
            process.arguments = ["ViewSimTests.ObservationOrderTests/testWritesTheTraceWhenAsked"]
            var environment = ProcessInfo.processInfo.environment
            environment["VIEWSIM_OBSERVATION_TRACE"] = path
            // Each process must hash with its own random seed, as a user's does.
            environment.removeValue(forKey: "SWIFT_DETERMINISTIC_HASHING")
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "run \(run) of the test runner failed")
            outputs.append(try String(contentsOfFile: path, encoding: .utf8))
        }
        XCTAssertFalse(outputs[0].isEmpty)
        XCTAssertEqual(outputs[0], outputs[1], "the same scene gave different traces in two processes")
        XCTAssertEqual(outputs[0], try siblingsTrace(), "and a third run in this process agrees")
    }

    /// Run by `testTraceIsTheSameInTwoProcesses` in a child process; on its own it
    /// checks that the scene's trace is stable within one process.
    func testWritesTheTraceWhenAsked() async throws {
        let text = try siblingsTrace()
        XCTAssertTrue(text.contains("Reader #"), text)
        if let path = ProcessInfo.processInfo.environment["VIEWSIM_OBSERVATION_TRACE"] {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } else {
            XCTAssertEqual(text, try siblingsTrace())
        }
    }
}
