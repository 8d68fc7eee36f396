import Foundation
import ViewSim
import ViewSimTesting
// Tests lesson5 (seed 001 §5–6 and seed 000: built-in schedules): its claims hold,
// the key numbers read straight from the trace, its trace text matches the golden
// file, and its claims fail on a run that shows the examples in another order.
import XCTest

@testable import ViewSimLessons

@MainActor
final class Lesson5Tests: XCTestCase {
    func testEveryClaimHolds() async throws {
        let run = try Lesson5.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson5.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testKeyNumbersOfTheMetronome() async throws {
        let trace = try Lesson5.lesson.run().trace
        // One entry a second, each in the frame at its date.
        XCTAssertEqual(Self.entryFrames(trace, step: Lesson5.Step.beats), [60, 120, 180])
        XCTAssertEqual(
            trace.frames(inStep: Lesson5.Step.appear).first?.passes, 2, "onAppear's beat is animated in pass 2")
        // Per beat: MetronomePendulum runs for the date, then for pendulumOnLeft.
        XCTAssertEqual(
            trace.bodyEvaluations(of: "MetronomePendulum", inStep: Lesson5.Step.beats).map(\.printChangesLine),
            Array(
                repeating: ["MetronomePendulum: @self changed.", "MetronomePendulum: _pendulumOnLeft changed."],
                count: 3
            ).flatMap { $0 })
        XCTAssertEqual(trace.bodySkips(of: "MetronomeBack", inStep: Lesson5.Step.beats).count, 3)
        // The rotation: one start, then each beat runs along with the swing that just ended.
        let swings = trace.frames.filter { $0.step <= Lesson5.Step.beats }.flatMap(\.events).compactMap {
            event -> String? in
            guard case .animation(let node, "rotation", let phase) = event.kind, node.label == ".rotationEffect" else {
                return nil
            }
            switch phase {
            case .started(let animation, let from, let to, _):
                return "frame \(event.frame): started \(from) → \(to) with \(animation)"
            case .combined(let animation, _, let to, _):
                return "frame \(event.frame): combined → \(to) with \(animation)"
            case .merged(let animation, _, let to, _): return "frame \(event.frame): merged → \(to) with \(animation)"
            default: return nil
            }
        }
        XCTAssertEqual(
            swings,
            [
                "frame 0: started 30° → -30° with easeInOut(duration: 1)",
                "frame 60: combined → 30° with easeInOut(duration: 1)",
                "frame 120: combined → -30° with easeInOut(duration: 1)",
                "frame 180: combined → 30° with easeInOut(duration: 1)",
            ])
        // Every frame between the beats samples the rotation: 60 a second.
        let samples = trace.frames(inStep: Lesson5.Step.beats).filter { frame in
            frame.events.contains { if case .animation(_, _, .frame) = $0.kind { return true } else { return false } }
        }
        XCTAssertEqual(samples.count, 210, "frames 1…210 (t=3.5 s) all show the pendulum moving")
        let bell = trace.frames(inStep: Lesson5.Step.beats).flatMap(\.events).compactMap { event -> String? in
            if case .stateWrite(_, "MetronomePendulum._bellCounter", _, let new, false) = event.kind {
                return new.description
            }
            return nil
        }
        XCTAssertEqual(bell, ["2", "3", "0"])
    }

    func testKeyNumbersOfTheTimerAndTheClocks() async throws {
        let run = try Lesson5.lesson.run()
        let trace = run.trace
        // Stopped: only the tap's frame; paused: only the tap's frame.
        XCTAssertEqual(trace.frames(inStep: Lesson5.Step.timer).count, 1)
        XCTAssertEqual(trace.frames(inStep: Lesson5.Step.pause).count, 1)
        // Running: the tap in frame 272, then every 6th frame.
        XCTAssertEqual(trace.frames(inStep: Lesson5.Step.start).map(\.index), [272, 278, 284, 290, 296, 302])
        XCTAssertEqual(trace.frames(inStep: Lesson5.Step.resume).map(\.index), [364, 370, 376, 382])
        XCTAssertEqual(run.simulation.viewNames.contains("hands"), false, "the timer is gone after the last step")
        let hands = trace.frames.filter { $0.step <= Lesson5.Step.resume }.flatMap(\.events).compactMap {
            event -> String? in
            if case .attributeChanged(let node, "text", _, let new) = event.kind, node.is(Text.self),
                new.description.hasPrefix("\"3:")
            {
                return new.description
            }
            return nil
        }
        XCTAssertEqual(
            hands,
            [
                "\"3:59.9\"", "\"3:59.8\"", "\"3:59.7\"", "\"3:59.6\"", "\"3:59.5\"", "\"3:59.4\"", "\"3:59.3\"",
                "\"3:59.2\"",
            ])
        // Every minute: the clock appears in frame 386 and updates once, in frame 3600.
        XCTAssertEqual(trace.frames(inStep: Lesson5.Step.everyMinute).map(\.index), [386, 3600])
        XCTAssertEqual(Self.entries(trace, step: Lesson5.Step.everyMinute), ["t=0s → t=60s"])
        // Explicit: the past date first, then the two future ones.
        // The clock appears in frame 3601 (t=60.0167 s): first the date 10 s before, then +0.5 s and +1.5 s.
        XCTAssertEqual(trace.frames(inStep: Lesson5.Step.explicit).first?.index, 3601)
        XCTAssertEqual(
            Self.entries(trace, step: Lesson5.Step.explicit), ["t=50.0167s → t=60.5167s", "t=60.5167s → t=61.5167s"])
        XCTAssertEqual(run.simulation.attribute("text", of: "explicit clock"), .text("2026-01-01 09:42:01 +0000"))
    }

    func testGoldenTrace() async throws {
        let run = try Lesson5.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson5.trace.txt")
    }

    /// Started at the timer, every example shows up in another step: the claims,
    /// which check each example in its own steps, must then all fail. The taps on
    /// "start" and "pause" find no timer in that run; `try?` lets the script go on.
    func testClaimsFailWhenTheExamplesComeInAnotherOrder() async throws {
        let lesson = Lesson5.lesson
        let shifted = Scenario(
            name: lesson.name, title: lesson.title, narrative: lesson.narrative,
            steps: lesson.steps.map { step in
                ScenarioStep(
                    title: step.title, narrative: step.narrative, code: step.code, action: { try? step.action($0) })
            },
            claims: lesson.claims,
            makeSimulation: { Simulation(Lesson5.ContentView(first: .timer), configuration: $0) })
        let results = try shifted.run().claimResults
        XCTAssertEqual(results.count, lesson.claims.count)
        for result in results {
            XCTAssertFalse(result.holds, "should fail on the shifted run: \(result.claim.statement)")
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
    }

    // MARK: - Helpers

    /// The frames of a step in which a timeline reached an entry.
    static func entryFrames(_ trace: Trace, step: Int) -> [Int] {
        trace.frames(inStep: step).filter { frame in
            frame.events.contains { $0.kind.name == .timelineEntry }
        }.map(\.index)
    }

    /// "previous → entry" for each timeline entry of a step.
    static func entries(_ trace: Trace, step: Int) -> [String] {
        trace.frames(inStep: step).flatMap(\.events).compactMap { event -> String? in
            if case .timelineEntry(_, let previous, let entry) = event.kind {
                return "\(previous?.description ?? "none") → \(entry)"
            }
            return nil
        }
    }
}
