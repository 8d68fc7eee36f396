import ViewSim
import ViewSimTesting
// Tests lesson17 (loops of every kind): its claims hold, the key numbers and the
// loops' hops read with the testing API (`verifyCycle`, `verifyNoLoops`), the
// never-settling row stops `runUntilIdle`, its trace text matches the golden
// file, and its claims fail on runs that start from a fix or a loop elsewhere.
import XCTest

@testable import ViewSimLessons

final class Lesson17Tests: XCTestCase {
    func testEveryClaimHolds() throws {
        let run = try Lesson17.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson17.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testIsRegisteredAfterLesson16() throws {
        let names = LessonCatalog.all.map(\.name)
        XCTAssertEqual(names.last, "lesson17")
        XCTAssertEqual(names.firstIndex(of: "lesson17"), names.firstIndex(of: "lesson16").map { $0 + 1 })
        XCTAssertTrue(Lesson17.lesson.steps.allSatisfy { !($0.narrative ?? "").isEmpty })
    }

    /// Each loop's hops, in the words `assertCycle` matches, and a quiet step after each fix.
    func testLoopsAndFixesWithTheTestingAPI() throws {
        let trace = try Lesson17.lesson.run().trace
        XCTAssertNil(
            verifyCycle(
                trace, .preferenceLoop,
                through: ["onPreferenceChange(HeightKey) action", "GrowingRow._extra", "GeometryReader", "HeightKey"],
                in: .step(Lesson17.Step.appear)))
        XCTAssertNil(
            verifyCycle(
                trace, .updateLoop, through: ["onChange(of: CGFloat) action", "SizingReader._width", "GeometryReader"],
                in: .step(Lesson17.Step.sizingReader)))
        XCTAssertNil(
            verifyCycle(
                trace, .updateLoop, through: ["RightNumber", "LeftNumber", "RightNumber"],
                in: .step(Lesson17.Step.pair)))
        XCTAssertNil(
            verifyCycle(
                trace, .updateLoop,
                through: ["PingPong._fahrenheit", "onChange(of: Double) action", "PingPong._celsius"],
                in: .step(Lesson17.Step.pingPong)))
        for step in [
            Lesson17.Step.measuredFix, Lesson17.Step.publishing, Lesson17.Step.countedFix, Lesson17.Step.derivedFix,
            Lesson17.Step.oneSourceFix,
        ] {
            XCTAssertNil(verifyNoLoops(trace, in: .step(step)), "step \(step)")
        }
        let endless = trace.diagnostics(inStep: Lesson17.Step.neverSettles)
        XCTAssertEqual(endless.map(\.kind), [.neverSettles])
        XCTAssertEqual(trace.diagnostics().filter { $0.kind == .preferenceLoop }.count, 1, "warned once")
    }

    /// The row that never settles stops `runUntilIdle`, which says why.
    func testTheGrowingRowStopsRunUntilIdle() throws {
        var message = ""
        _ = try Lesson17.lesson.run { step, simulation in
            guard step == Lesson17.Step.appear else { return }
            XCTAssertThrowsError(try simulation.runUntilIdle()) { message = "\($0)" }
        }
        XCTAssertTrue(message.contains("never settles"), message)
    }

    /// The trace, folded.
    func testGoldenTrace() throws {
        let trace = try Lesson17.lesson.run().trace
        var text = ""
        for step in 0..<trace.steps.count {
            text += trace.text(step: step, options: TraceTextOptions(foldsRepeatedFrames: true))
        }
        assertGolden(text, named: "lesson17.trace.txt")
    }

    /// The claims that fail on a run with another root, printed so their messages can be read.
    private func failingClaims<Root: View>(_ root: @escaping @MainActor @Sendable () -> Root) throws -> [Int] {
        let results = try Lesson17.lesson.replacingRoot(root).run().claimResults
        for result in results where !result.holds {
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
        return results.enumerated().filter { !$0.element.holds }.map(\.offset)
    }

    /// Started from the fixed row, every step shows the scene after the one it narrates, so
    /// the claims about steps 0–8 fail; the last step still shows the last scene.
    func testClaimsFailWhenEveryStepShowsTheNextScene() throws {
        XCTAssertEqual(try failingClaims { Lesson17.ContentView(scene: .measuredRow) }, Array(0...9))
    }

    /// With the two temperatures never fixed, the ping-pong claim holds and the fix's fails.
    func testTheFixClaimFailsWhenThePingPongStays() throws {
        let failing = try failingClaims { PingPongOnly() }
        XCTAssertTrue(failing.contains(10), "\(failing)")
        XCTAssertFalse(failing.contains(9), "\(failing)")
    }
}

/// Lesson 17's harness with "next" and "fix" that do nothing: the ping-pong stays.
private struct PingPongOnly: View {
    var body: some View {
        VStack {
            Text("next").onTapGesture {}.accessibilityIdentifier("next")
            Text("fix").onTapGesture {}.accessibilityIdentifier("fix")
            Lesson17.PingPong()
        }
    }
}
