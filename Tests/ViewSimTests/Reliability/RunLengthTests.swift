import Observation
// Regression tests from the reliability pass (issue 7): durations that overflow
// the frame counter used to trap, and advancing a long time while an animation
// repeats forever never returned. They are refused, or stopped at the maximum
// run length, with a message that says what is still running.
import ViewSim
import ViewSimTesting
import XCTest

private struct Pulse: View {
    @State private var isBig = false
    var body: some View {
        Text("pulse")
            .scaleEffect(isBig ? 2 : 1)
            .onTapGesture { withAnimation(.linear(duration: 1).repeatForever()) { isBig = true } }
            .accessibilityIdentifier("pulse")
    }
}

@MainActor
final class RunLengthTests: XCTestCase {
    func testDurationsThatOverflowAreRefused() async throws {
        let sim = makeSimulation(Pulse())
        for duration in [1e300, Simulation.maximumTime + 1] {
            XCTAssertThrowsError(try sim.advance(by: duration)) { error in
                XCTAssertTrue("\(error)".contains("past the longest a simulation can run"), "\(error)")
            }
            XCTAssertThrowsError(try sim.advance(to: duration))
            XCTAssertThrowsError(try sim.runUntilIdle(timeout: duration)) { error in
                XCTAssertTrue("\(error)".contains("runUntilIdle(timeout:) got"), "\(error)")
            }
        }
        XCTAssertThrowsError(try sim.advanceFrames(Int.max)) { error in
            XCTAssertTrue("\(error)".contains("advanceFrames(_:) needs a count from 0 to"), "\(error)")
        }
        XCTAssertThrowsError(try sim.advanceFrames(-1))
        XCTAssertEqual(sim.frame, 0, "a refused call runs nothing")
    }

    func testIdleTimeIsSkippedHoweverLong() async throws {
        let sim = makeSimulation(Pulse())
        try sim.advance(by: 1e6)
        XCTAssertEqual(sim.time, 1e6, accuracy: 1e-6)
    }

    func testARepeatForeverAnimationStopsALongAdvanceAtTheMaximumRunLength() async throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        configuration.maximumFramesPerCall = 600
        let sim = Simulation(Pulse(), configuration: configuration)
        try sim.tap("pulse")
        XCTAssertThrowsError(try sim.advance(by: 1e6)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("still animating: 1 animation is running (.scaleEffect #"), message)
            XCTAssertTrue(message.contains("maximumFramesPerCall"), message)
        }
        XCTAssertEqual(sim.frame, 601, "stopped after 600 busy frames")
        // It can go on from there.
        XCTAssertNoThrow(try sim.advance(by: 1))
        XCTAssertEqual(sim.frame, 661)
    }

    func testTheDefaultMaximumRunLengthIsTenMinutesAtSixtyFramesPerSecond() async {
        XCTAssertEqual(SimulationConfiguration().maximumFramesPerCall, 36_000)
    }

    func testAMaximumRunLengthBelowOneIsReported() async {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        configuration.maximumFramesPerCall = 0
        let sim = Simulation(Pulse(), configuration: configuration)
        XCTAssertEqual(sim.configuration.maximumFramesPerCall, 36_000)
        XCTAssertTrue(
            sim.trace.diagnostics().contains { $0.message.contains("maximumFramesPerCall 0 is not a positive number") })
    }

    func testRunUntilIdleStopsAtTheMaximumRunLength() async throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        configuration.maximumFramesPerCall = 100
        // Work on the main queue that enqueues more work every frame is no update
        // loop within a frame: it runs until the maximum run length.
        let sim = Simulation(Requeuer(), configuration: configuration)
        XCTAssertThrowsError(try sim.runUntilIdle(timeout: 1e6)) { error in
            XCTAssertTrue("\(error)".contains("work on the main queue enqueues more work every frame"), "\(error)")
        }
        XCTAssertEqual(sim.frame, 100)
    }

    func testRunUntilIdleStopsADiagnosedLoopOnceItRepeats() async throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let counter = LoopingCounter()
        let sim = Simulation(
            VStack {
                Looper(counter: counter)
                Looper(counter: counter)
            }, configuration: configuration)
        XCTAssertThrowsError(try sim.runUntilIdle(timeout: 1e6)) { error in
            XCTAssertTrue("\(error)".contains("an update loop repeats every frame (Looper #"), "\(error)")
        }
        XCTAssertLessThanOrEqual(sim.frame, 3, "two frames repeat the loop diagnosed in the mount's frame")
    }
}

@Observable
private final class LoopingCounter {
    var value = 0
}

/// Enqueues a write on the main queue every time its body runs: one update a frame, forever.
private struct Requeuer: View {
    @State private var count = 0
    var body: some View {
        DispatchQueue.main.async { count += 1 }
        return Text("\(count)")
    }
}

/// Writes in body what it reads; two of them invalidate each other in every frame, forever.
private struct Looper: View {
    let counter: LoopingCounter
    var body: some View {
        let seen = counter.value
        counter.value = seen + 1
        return Text("\(seen)")
    }
}
