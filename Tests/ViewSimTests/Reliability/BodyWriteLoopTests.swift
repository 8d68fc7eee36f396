// Regression tests from the reliability pass (issue 7): views that write, in
// body, a shared property other bodies read used to hang the frame and grow
// memory without limit. Every pass must end and the frame must move on.
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

@MainActor
final class BodyWriteLoopTests: XCTestCase {
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
                XCTAssertEqual(inPass.count, Set(inPass).count, "a view ran twice in pass \(pass) of frame \(frame.index)")
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
        XCTAssertTrue(messages.contains("Publishing changes from within view updates is not allowed, this will cause undefined behavior."))
        XCTAssertTrue(messages.contains { $0.contains("PublishingBumper #") && $0.contains(" → ") }, messages.joined(separator: "\n"))
        for frame in sim.trace.frames(inStep: 1) { XCTAssertLessThanOrEqual(frame.passes, 8) }
    }
}
