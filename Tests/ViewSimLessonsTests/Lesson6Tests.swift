import Foundation
import ViewSim
import ViewSimTesting
// Tests lesson6 (seed 001 §7, §10: a custom cyclic schedule): its claims hold, the
// key numbers read straight from the trace, the seed's CyclicTimelineSchedule on its
// own, its trace text matches the golden file, and its claims fail on a run that
// shows the hearts in the other order.
import XCTest

@testable import ViewSimLessons

@MainActor
final class Lesson6Tests: XCTestCase {
    func testEveryClaimHolds() async throws {
        let run = try Lesson6.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson6.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testKeyNumbersOfTheHearts() async throws {
        let trace = try Lesson6.lesson.run().trace
        // The heart appears in frame 0; its entries are 0.2, 0.4, 0.8, 1.0, 1.2, 1.6 s later,
        // in the first frame at or after each date.
        let heart = try XCTUnwrap(trace.frames(inStep: Lesson6.Step.heart).first)
        XCTAssertEqual(heart.index, 0)
        XCTAssertEqual(Lesson5Tests.entryFrames(trace, step: Lesson6.Step.heartbeats), [12, 24, 48, 60, 72, 96])
        XCTAssertEqual(trace.bodyEvaluations(of: "Heart", inStep: Lesson6.Step.heartbeats).count, 12, "twice per entry")
        let merges = trace.frames(inStep: Lesson6.Step.heartbeats).flatMap(\.events).filter {
            if case .animation(_, "scale", .merged) = $0.kind { return true } else { return false }
        }
        XCTAssertEqual(merges.count, 6)
        // Three loops requested, two played: six entries, and nothing in the last 0.7 s of the step.
        let counted = Lesson5Tests.entryFrames(trace, step: Lesson6.Step.loops)
        XCTAssertEqual(counted.count, 6)
        XCTAssertEqual(
            trace.frames(inStep: Lesson6.Step.loops).last.map {
                $0.events.contains { event in
                    if case .animation(_, "scale", .finished) = event.kind { return true } else { return false }
                }
            }, true, "the last frame of the step is the spring settling")
    }

    /// The seed's schedule on its own: `entries(from:mode:)` as a plain sequence.
    func testCyclicTimelineScheduleEntries() async {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        func offsets(_ schedule: Lesson6.CyclicTimelineSchedule, limit: Int = 20) -> [Double] {
            Array(schedule.entries(from: start, mode: .normal).prefix(limit)).map {
                ($0.timeIntervalSince(start) * 1000).rounded() / 1000
            }
        }
        XCTAssertEqual(offsets(.cyclic(timeOffsets: [0.2, 0.2, 0.4]), limit: 7), [0.2, 0.4, 0.8, 1.0, 1.2, 1.6, 1.8])
        XCTAssertEqual(
            offsets(.cyclic(loopCount: 3, timeOffsets: [0.2, 0.2, 0.4])), [0.2, 0.4, 0.8, 1.0, 1.2, 1.6],
            "loopCount − 1 loops")
        XCTAssertEqual(
            offsets(.cyclic(loopCount: 1, timeOffsets: [0.2, 0.2, 0.4])), [], "one loop requested, none played")
        XCTAssertEqual(offsets(.cyclic(timeOffsets: [])), [], "no offsets: no entries (the seed would divide by zero)")
    }

    func testGoldenTrace() async throws {
        let run = try Lesson6.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson6.trace.txt")
    }

    /// Started at the counted heart, each heart shows up in the other's steps: the
    /// claims, which check each heart in its own steps, must then all fail.
    func testClaimsFailWhenTheHeartsComeInTheOtherOrder() async throws {
        let lesson = Lesson6.lesson
        let swapped = Scenario(
            name: lesson.name, title: lesson.title, narrative: lesson.narrative,
            steps: lesson.steps, claims: lesson.claims,
            makeSimulation: { Simulation(Lesson6.ContentView(first: .countedHeart), configuration: $0) })
        let results = try swapped.run().claimResults
        XCTAssertEqual(results.count, lesson.claims.count)
        for result in results {
            XCTAssertFalse(result.holds, "should fail on the swapped run: \(result.claim.statement)")
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
    }
}
