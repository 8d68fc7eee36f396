// Regression tests from the reliability pass (issue 7): views that write, in
// body, a shared property other bodies read used to hang the frame and grow
// memory without limit. Every pass must end and the frame must move on. And
// (issue 23) a loop costs what it changes: once diagnosed, its later frames stop
// when a pass repeats it, and runUntilIdle stops once it repeats.
import Observation
import ViewSim
import ViewSimTesting
import XCTest

@Observable
private final class Counter {
    var value = 0
}

/// Reads the shared counter and writes it back in body: a loop through bodies.
private struct Bumper: View {
    let counter: Counter
    let tag: String
    var body: some View {
        let seen = counter.value
        counter.value = seen + 1
        return Text("\(tag) \(seen)")
    }
}

private struct TwoBumpers: View {
    let counter: Counter
    var body: some View {
        VStack {
            Bumper(counter: counter, tag: "a")
            Bumper(counter: counter, tag: "b")
        }
    }
}

private final class Shared: ObservableObject {
    @Published var value = 0
}

private struct PublishingBumper: View {
    @ObservedObject var shared: Shared
    let tag: String
    var body: some View {
        let seen = shared.value
        shared.value = seen + 1
        return Text("\(tag) \(seen)")
    }
}

private struct ThreePublishers: View {
    let shared: Shared
    var body: some View {
        HStack {
            PublishingBumper(shared: shared, tag: "a")
            PublishingBumper(shared: shared, tag: "b")
            PublishingBumper(shared: shared, tag: "c")
        }
    }
}

/// Writes one more than the count its parent read, so the parent reads again.
private struct CountWriter: View {
    let counter: Counter
    let seen: Int
    var body: some View {
        let _ = { counter.value = seen + 1 }()
        Text("seen \(seen)")
    }
}

/// A loop at the root of `rows` rows: every pass of it runs the root's body and
/// compares every row.
private struct LoopAboveRows: View {
    let counter: Counter
    let rows: Int
    var body: some View {
        VStack {
            CountWriter(counter: counter, seen: counter.value)
            ForEach(0..<rows, id: \.self) { row in Text("row \(row)") }
        }
    }
}

@MainActor
final class BodyWriteLoopTests: XCTestCase {
    /// Before: every frame of the loop ran all 8 passes and said so (60
    /// diagnostics in a second); now the frames after the diagnosis stop when a
    /// pass repeats the loop, and the loop is diagnosed once.
    func testLaterFramesOfADiagnosedLoopStopWhenAPassRepeatsIt() async throws {
        let counter = Counter()
        let sim = makeSimulation(TwoBumpers(counter: counter), maxPassesPerFrame: 8)
        try sim.step("a second of frames") { try sim.advance(by: 1) }
        let frames = sim.trace.frames(inStep: 1)
        XCTAssertEqual(frames.count, 60, "the loop goes on in every frame")
        XCTAssertEqual(sim.trace.frames.first?.passes, 8, "the mount's frame runs to its pass limit and is diagnosed")
        for frame in frames { XCTAssertLessThanOrEqual(frame.passes, 2, "frame \(frame.index) repeats the loop") }
        let unsettled = sim.trace.diagnostics().filter { $0.kind == .unsettledFrame }
        XCTAssertEqual(unsettled.count, 1, unsettled.map(\.message).joined(separator: "\n"))
        XCTAssertGreaterThan(counter.value, 60, "the loop still goes on: a round in every frame")
    }

    /// A loop above 10,000 rows: each of its passes compares every row. Before,
    /// runUntilIdle ran its 600 frames of 8 passes each (20 s of CPU in a release
    /// build, 48 million events); now it stops after the loop repeats.
    func testALoopAboveTenThousandRowsStopsWithinItsFrameBoundInUnderASecond() async throws {
        let counter = Counter()
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(LoopAboveRows(counter: counter, rows: 10_000), configuration: configuration)
        let before = processCPUSeconds()
        XCTAssertThrowsError(try sim.runUntilIdle()) { error in
            XCTAssertTrue("\(error)".contains("an update loop repeats every frame (CountWriter #"), "\(error)")
            XCTAssertTrue("\(error)".contains("LoopAboveRows #"), "the loop's views are named: \(error)")
        }
        let after = processCPUSeconds()
        XCTAssertLessThan(after - before, 1, "runUntilIdle took \(after - before) s of CPU")
        XCTAssertLessThan(sim.frame, 600, "it stopped within its frame bound")
    }

    func testTwoViewsWritingAnObservablePropertyInBodyEndEveryFrame() async throws {
        let counter = Counter()
        let sim = makeSimulation(TwoBumpers(counter: counter), maxPassesPerFrame: 8)
        try sim.step("a second of frames") { try sim.advance(by: 1) }

        // Every frame stops at the pass limit: each Bumper runs at most once per pass.
        let frames = sim.trace.frames(inStep: 1)
        XCTAssertEqual(frames.count, 60, "the loop goes on every frame, and every frame ends")
        for frame in frames {
            XCTAssertLessThanOrEqual(frame.passes, 8)
            let runs = sim.trace.bodyEvaluations(of: "Bumper", inFrame: frame.index)
            XCTAssertLessThanOrEqual(runs.count, 2 * 8, "frame \(frame.index)")
            for pass in 1...8 {
                let inPass = runs.filter { $0.pass == pass }.map(\.node.id)
                XCTAssertEqual(
                    inPass.count, Set(inPass).count, "a view ran twice in pass \(pass) of frame \(frame.index)")
            }
        }
        let loop = sim.trace.diagnostics().filter { $0.kind == .updateLoop }
        XCTAssertEqual(loop.count, 1, "the loop is named once: \(loop.map(\.message))")
        XCTAssertTrue(loop.first?.message.contains("Bumper #") ?? false, loop.first?.message ?? "no loop diagnostic")
        XCTAssertTrue(loop.first?.message.hasPrefix("viewsim: ") ?? false, "a message of viewsim's own says so")
        XCTAssertGreaterThanOrEqual(loop.first?.cycleNodes.count ?? 0, 2)
        let written = sim.trace.diagnostics().filter { $0.message.contains("wrote an @Observable property") }
        XCTAssertFalse(written.isEmpty)
        XCTAssertThrowsError(try sim.runUntilIdle(timeout: 1)) { error in
            XCTAssertTrue("\(error)".contains("not idle"), "\(error)")
        }
    }

    func testViewsPublishingInBodyGetSwiftUIsWarningAndEndEveryFrame() async throws {
        let shared = Shared()
        let sim = makeSimulation(ThreePublishers(shared: shared))
        try sim.step("half a second") { try sim.advance(by: 0.5) }
        let messages = sim.trace.diagnostics().map(\.message)
        XCTAssertTrue(
            messages.contains(
                "Publishing changes from within view updates is not allowed, this will cause undefined behavior."))
        XCTAssertTrue(
            messages.contains { $0.contains("PublishingBumper #") && $0.contains(" → ") },
            messages.joined(separator: "\n"))
        for frame in sim.trace.frames(inStep: 1) { XCTAssertLessThanOrEqual(frame.passes, 8) }
    }
}
