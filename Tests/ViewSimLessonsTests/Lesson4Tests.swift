import ViewSim
import ViewSimTesting
// Tests lesson4 (seed 001 §8, the flag toggle loop and its fix): its claims
// hold, the key numbers read straight from the trace, its trace text matches the
// golden file, and its claims fail on a run where the two parts are swapped.
import XCTest

@testable import ViewSimLessons

@MainActor
final class Lesson4Tests: XCTestCase {
    func testEveryClaimHolds() async throws {
        let run = try Lesson4.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson4.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testKeyNumbersOfTheLoop() async throws {
        let trace = try Lesson4.lesson.run().trace
        for step in [Lesson4.Step.firstUpdate, Lesson4.Step.nextUpdate] {
            let frames = trace.frames(inStep: step)
            XCTAssertEqual(frames.count, 1, "one frame with events in step \(step)")
            guard let frame = frames.first else { continue }
            XCTAssertEqual(frame.passes, 3)
            let events = frame.events
            let runs = events.compactMap { event -> Int? in
                if case .actionRun(let node, _, let dispatch) = event.kind, node.label == ".onChange(of: Date)" {
                    return dispatch
                }
                return nil
            }
            let suppressed = events.compactMap { event -> Int? in
                if case .actionSuppressed(_, _, let dispatch) = event.kind { return dispatch }
                return nil
            }
            XCTAssertEqual(runs, [1, 2])
            XCTAssertEqual(suppressed, [3])
            XCTAssertEqual(
                trace.bodyEvaluations(of: "ExampleView", inFrame: frame.index).map(\.printChangesLine),
                ["ExampleView: _flag changed.", "ExampleView: _flag changed."])
            XCTAssertEqual(
                trace.bodyEvaluations(of: "TimelineView", inFrame: frame.index).map(\.printChangesLine),
                [
                    "TimelineView: @timeline changed.", "TimelineView: @self, @timeline changed.",
                    "TimelineView: @self, @timeline changed.",
                ])
        }
        XCTAssertEqual(trace.frames(inStep: Lesson4.Step.firstUpdate).first?.index, 120, "the first entry, t=2 s")
        XCTAssertEqual(
            trace.frames(inStep: Lesson4.Step.nextUpdate).first?.index, 241,
            "the entry t=4.002 s, in the first frame after it")

        let warnings = trace.diagnostics(inStep: Lesson4.Step.firstUpdate)
        XCTAssertEqual(warnings.map(\.message), ["onChange(of: Date) action tried to update multiple times per frame."])
        XCTAssertEqual(warnings.first?.kind, .updateLoop)
        XCTAssertEqual(warnings.first?.cycle.count, 6)
        XCTAssertEqual(warnings.first?.cycle.first?.description, ".onChange(of: Date) #10 action runs")
        XCTAssertEqual(
            warnings.first?.cycle.last?.description, ".onChange(of: Date) #10 action would run a third time: suppressed"
        )
        XCTAssertTrue(
            trace.diagnostics(inStep: Lesson4.Step.nextUpdate).isEmpty, "SwiftUI warns once per cycle detector")
    }

    func testKeyNumbersOfTheFix() async throws {
        let trace = try Lesson4.lesson.run().trace
        let step = Lesson4.Step.fixed
        XCTAssertTrue(trace.diagnostics(inStep: step).isEmpty)
        let frames = trace.frames(inStep: step)
        XCTAssertEqual(frames.count, 3)
        for frame in frames {
            XCTAssertEqual(frame.passes, 2)
            XCTAssertEqual(
                trace.bodyEvaluations(of: "SubView", inFrame: frame.index).map(\.printChangesLine),
                ["SubView: @self changed.", "SubView: _flag changed."])
            XCTAssertEqual(trace.bodyEvaluations(of: "TimelineView", inFrame: frame.index).count, 1)
            let runs = frame.events.compactMap { event -> Int? in
                if case .actionRun(_, _, let dispatch) = event.kind { return dispatch }
                return nil
            }
            XCTAssertEqual(runs, [1])
        }
        XCTAssertTrue(trace.bodyEvaluations(of: "ExampleView", inStep: step).isEmpty)
    }

    func testGoldenTrace() async throws {
        let run = try Lesson4.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson4.trace.txt")
    }

    /// Started with the fix, the tap switches to the looping version: the claims
    /// about each part must then fail.
    func testClaimsFailWhenThePartsAreSwapped() async throws {
        let lesson = Lesson4.lesson
        let swapped = lesson.replacingRoot { Lesson4.ContentView(fixed: true) }
        let results = try swapped.run().claimResults
        XCTAssertEqual(results.count, lesson.claims.count)
        for result in results {
            XCTAssertFalse(result.holds, "should fail on the swapped run: \(result.claim.statement)")
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
    }
}
