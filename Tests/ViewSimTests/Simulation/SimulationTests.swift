// Tests the script API: runUntilIdle is bounded (a loop that never settles
// throws notIdle instead of hanging), bad durations and unknown names throw
// errors that say what to do, and identical simulations give identical traces.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

/// Each branch's onAppear switches to the other branch: the frame never settles.
private struct Blinker: View {
    @State private var on = false
    var body: some View {
        if on {
            Text("on").onAppear { on = false }
        } else {
            Text("off").onAppear { on = true }
        }
    }
}

private final class Model: ObservableObject {
    @Published var value = 0
}

private struct Busy: View {
    @StateObject private var model = Model()
    @State private var taps = 0
    static let faces = ["😀", "😬", "😄", "🙂"]
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 0.5)) { context in
            VStack {
                Text(Busy.faces.randomElement(using: &Simulation.random) ?? "")
                Text("\(model.value) \(taps)")
                    .onTapGesture {
                        taps += 1
                        model.value += 2
                    }
                    .accessibilityIdentifier("busy")
                    .onChange(of: context.date) { model.value += 1 }
            }
        }
    }
}

private struct Named: View {
    var body: some View {
        VStack {
            Text("a").accessibilityIdentifier("first")
            Text("b").onTapGesture {}.accessibilityIdentifier("second")
        }
    }
}

@MainActor
final class SimulationTests: XCTestCase {
    func testRunUntilIdleThrowsNotIdleForALoopThatNeverSettles() async {
        let sim = makeSimulation(Blinker())
        XCTAssertThrowsError(try sim.runUntilIdle(timeout: 0.5)) { error in
            guard case .notIdle(let after, let pending)? = error as? SimulationError else { return XCTFail("\(error)") }
            // The loop was diagnosed in the mount's frame and repeated in the next
            // two: it cannot end, so runUntilIdle stops there (RepeatingLoops).
            XCTAssertLessThan(after, 0.1)
            XCTAssertTrue(pending.hasPrefix("an update loop repeats every frame ("), pending)
            XCTAssertTrue(pending.contains("diagnosed in frame 0"), pending)
            XCTAssertFalse(pending.contains("nothing"), "it says what is still changing: \(pending)")
        }
        XCTAssertLessThanOrEqual(sim.frame, 3)
        assertDiagnostic(sim, .unsettledFrame, containing: "did not settle after 8 update passes")
        XCTAssertEqual(
            sim.trace.diagnostics().filter { $0.kind == .unsettledFrame }.count, 1, "the loop is diagnosed once")
    }

    func testRunUntilIdleReturnsAtOnceWhenIdle() async throws {
        let sim = makeSimulation(Named())
        XCTAssertEqual(try sim.runUntilIdle(), 0)
    }

    func testNegativeOrNonFiniteDurationsThrowInvalidDuration() async {
        let sim = makeSimulation(Named())
        for (value, call) in [(-1.0, "advance(by:)"), (Double.nan, "advance(by:)"), (Double.infinity, "advance(by:)")] {
            XCTAssertThrowsError(try sim.advance(by: value)) { error in
                guard case .invalidDuration(_, let what)? = error as? SimulationError else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(what, call)
            }
        }
        XCTAssertThrowsError(try sim.advance(to: -0.5)) {
            XCTAssertEqual($0 as? SimulationError, .invalidDuration(-0.5, what: "advance(to:)"))
        }
        XCTAssertThrowsError(try sim.runUntilIdle(timeout: -1)) {
            XCTAssertEqual($0 as? SimulationError, .invalidDuration(-1, what: "runUntilIdle(timeout:)"))
            XCTAssertEqual("\($0)", "runUntilIdle(timeout:) needs a finite, non-negative number of seconds; got -1.")
        }
        XCTAssertEqual(sim.frame, 0, "a rejected call runs no frames")
    }

    func testTappingAnUnknownNameListsTheNames() async {
        let sim = makeSimulation(Named())
        XCTAssertThrowsError(try sim.tap("third")) { error in
            XCTAssertEqual(error as? SimulationError, .viewNotFound("third", available: ["first", "second"]))
            XCTAssertEqual("\(error)", "No view is named \"third\". Named views: \"first\", \"second\".")
        }
        XCTAssertThrowsError(try sim.tap("first")) { XCTAssertEqual($0 as? SimulationError, .noTapAction("first")) }
    }

    func testIdenticalSimulationsGiveIdenticalTraces() async throws {
        func run() throws -> String {
            let sim = makeSimulation(Busy())
            try sim.step("wait") { try sim.advance(by: 1.2) }
            try sim.step("tap") { try sim.tap("busy") }
            return sim.trace.text() + sim.snapshot().textTree().render()
        }
        let first = try run()
        XCTAssertEqual(first, try run())
        XCTAssertTrue(first.contains("objectWillChange"), first)
    }

    func testStepsGroupFramesAndIdleFramesAreSkipped() async throws {
        let sim = makeSimulation(Named())
        try sim.step("an hour") { try sim.advance(by: 3600) }
        XCTAssertEqual(sim.frame, 216_000)
        XCTAssertEqual(sim.time, 3600)
        XCTAssertEqual(sim.trace.steps.map(\.title), ["appear", "an hour"])
        XCTAssertEqual(sim.trace.frames.map(\.index), [0], "frames in which nothing happened are not stored")
    }
}
