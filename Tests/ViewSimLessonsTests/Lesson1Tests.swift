import ViewSim
import ViewSimTesting
// Tests lesson1 (seed 001 §3, the two emoji faces): its claims hold, the key
// numbers read straight from the trace, its trace text matches the golden file,
// and its claims fail on a run where the broken and fixed parts are swapped.
import XCTest

@testable import ViewSimLessons

@MainActor
final class Lesson1Tests: XCTestCase {
    func testEveryClaimHolds() async throws {
        let run = try Lesson1.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson1.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testKeyNumbers() async throws {
        let trace = try Lesson1.lesson.run().trace
        let broken = Lesson1.Step.broken
        let fixed = Lesson1.Step.fixed

        // Five entries in each part, each re-running the timeline's content once.
        for step in [broken, fixed] {
            let entries = trace.frames(inStep: step).flatMap(\.events).filter {
                $0.kind.name == .timelineEntry
            }
            XCTAssertEqual(entries.count, 5, "timeline entries in step \(step)")
            XCTAssertEqual(
                trace.bodyEvaluations(of: "TimelineView", inStep: step).count, 5, "content runs in step \(step)")
        }

        // Without inputs: one run, at appearance; five skips with no stored inputs.
        XCTAssertEqual(
            trace.bodyEvaluations(of: "SubView", inStep: 0).map(\.printChangesLine), ["SubView: @self changed."])
        XCTAssertEqual(trace.bodyEvaluations(of: "SubView", inStep: broken).count, 0)
        let skips = trace.bodySkips(of: "SubView", inStep: broken)
        XCTAssertEqual(skips.count, 5)
        for skip in skips {
            XCTAssertEqual(skip.reason, .valueUnchanged(comparison: .fieldwise, fields: 0))
        }

        // The swap: the new SubView runs once when inserted.
        XCTAssertEqual(trace.bodyEvaluations(of: "SubView", inStep: Lesson1.Step.fix).count, 1)
        XCTAssertEqual(trace.bodyEvaluations(of: "ManyFaces").count, 2, "one ManyFaces per version, each run once")

        // With the date input: five runs, each for @self with the date field.
        let runs = trace.bodyEvaluations(of: "SubView", inStep: fixed)
        XCTAssertEqual(runs.count, 5)
        for run in runs {
            XCTAssertEqual(run.printChangesLine, "SubView: @self changed.")
            guard case .selfChanged(let fields)? = run.reasons.first else { return XCTFail("reason \(run.reasons)") }
            XCTAssertEqual(fields.map(\.path), ["date"])
        }
        XCTAssertTrue(trace.bodySkips(of: "SubView", inStep: fixed).isEmpty)
        XCTAssertTrue(trace.diagnostics().isEmpty, "\(trace.diagnostics())")
    }

    func testFacesAfterTheRun() async throws {
        let run = try Lesson1.lesson.run()
        XCTAssertEqual(run.simulation.viewNames, ["fix", "left", "right"])
        let right = run.simulation.attribute("text", of: "right")
        XCTAssertNotNil(right)
        XCTAssertTrue(
            Lesson1.ManyFaces.emoji.contains { TraceValue.text($0) == right },
            "right face shows \(right?.description ?? "nil")")
    }

    func testGoldenTrace() async throws {
        let run = try Lesson1.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson1.trace.txt")
    }

    /// Started with the fixed version, the tap switches to the broken one: the
    /// claims about each part must then fail.
    func testClaimsFailWhenThePartsAreSwapped() async throws {
        let lesson = Lesson1.lesson
        let swapped = lesson.replacingRoot { Lesson1.ContentView(fixed: true) }
        let results = try swapped.run().claimResults
        let mustFail = [
            "Without inputs, SubView's body runs once, when it appears, and never again",
            "At every entry SubView is offered a new value and skipped, because it has no stored inputs",
            "Only the left face changes; the right face keeps the emoji it drew when it appeared",
            "With a date input, SubView's body runs at every entry, with reason @self (its date changed)",
            "With the fix, the right face changes too",
        ]
        for statement in mustFail {
            guard let result = results.first(where: { $0.claim.statement == statement }) else {
                XCTFail("no claim \"\(statement)\"")
                continue
            }
            XCTAssertFalse(result.holds, "should fail on the swapped run: \(statement)")
            print("expected failure ✗ \(statement)\n  \(result.failure ?? "")")
        }
    }
}
