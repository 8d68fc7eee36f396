import ViewSim
import ViewSimTesting
// Tests lesson10 (seed 002, the counter on an AnimatableModifier): its claims hold,
// the key numbers (pause, reverse, loops) read straight from the trace, its trace
// matches the golden file, and its claims fail on a run that counts with .easeInOut first.
import XCTest

@testable import ViewSimLessons

@MainActor
final class Lesson10Tests: XCTestCase {
    func testEveryClaimHolds() async throws {
        let run = try Lesson10.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson10.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testIsRegisteredAndComplete() async throws {
        let lesson = try XCTUnwrap(LessonCatalog.lesson(id: "lesson10"))
        XCTAssertTrue((lesson.narrative?.source ?? "").hasPrefix("Seed 002"), (lesson.narrative?.source ?? ""))
        XCTAssertGreaterThanOrEqual(lesson.claims.count, 3)
        XCTAssertTrue(lesson.steps.allSatisfy { !($0.narrative ?? "").isEmpty })
        let run = try lesson.run()
        XCTAssertEqual(run.trace.steps.map(\.title).dropFirst(), lesson.steps.map(\.title).dropFirst())
    }

    func testKeyNumbersOfTheLinearCounter() async throws {
        let trace = try Lesson10.lesson.run().trace
        let step = Lesson10.Step.self
        XCTAssertEqual(Lesson10.start(trace, step: step.countUp)?.animation.description, "linear(duration: 2)")
        // 30 frames of animation, one body run each, plus two runs in the tap's frame.
        XCTAssertEqual(Lesson10.samples(trace, step.countUp...step.countUp).count, 30)
        XCTAssertEqual(trace.bodyEvaluations(of: "CountModifier", inStep: step.countUp).count, 32)
        XCTAssertEqual(Lesson10.samples(trace, step.countUp...step.countUp).last?.presentation.description, "0.25")

        let pause = Lesson10.percentageWrites(trace, step.pause...step.pause)
        XCTAssertEqual(pause.map(\.frame), [32])
        XCTAssertEqual(pause.map(\.new.description), ["0.2583"])
        XCTAssertEqual(trace.frames(inStep: step.pause).map(\.index), [32], "nothing runs while paused")
        XCTAssertEqual(Lesson10.start(trace, step: step.resume)?.animation.description, "linear(duration: 1.4833)")
        XCTAssertEqual(Lesson10.start(trace, step: step.loopUp)?.animation.description, "linear(duration: 0.2167)")
        XCTAssertEqual(Lesson10.start(trace, step: step.loopUp)?.from.fourDecimals, 0.8917)
    }

    /// Reverse while counting: two writes in one action, two update passes in one frame.
    func testKeyNumbersOfTheReverse() async throws {
        let trace = try Lesson10.lesson.run().trace
        let step = Lesson10.Step.reverse
        let reverse = try XCTUnwrap(Lesson10.doubleWrite(trace, step: step))
        XCTAssertEqual(reverse.frame, 124)
        XCTAssertEqual(
            [reverse.first.old, reverse.first.new, reverse.second.new].map(\.description), ["1", "0.5167", "0"])
        XCTAssertEqual(trace.frame(124)?.passes, 3)
        XCTAssertEqual(Lesson10.percentagePasses(trace, frame: 124), [2, 3])
        XCTAssertEqual(Lesson10.start(trace, step: step)?.animation.description, "linear(duration: 1.0333)")
        XCTAssertEqual(Lesson10.start(trace, step: step)?.from.fourDecimals, 0.5167)
        let samples = Lesson10.samples(trace, step...step)
        XCTAssertEqual(
            samples.prefix(2).map(\.presentation.description), ["0.5167", "0.5083"],
            "no jump: on screen in the tap's frame, then 1/120 less")
        XCTAssertEqual(samples.last?.presentation.description, "0.2667")
    }

    /// The loops: at 000 (counting down, step 5) and at 100 (counting up, step 7).
    func testKeyNumbersOfTheLoops() async throws {
        let trace = try Lesson10.lesson.run().trace
        let step = Lesson10.Step.self
        let down = try XCTUnwrap(Lesson10.doubleWrite(trace, step: step.loopDown))
        XCTAssertEqual(down.frame, 187)
        XCTAssertEqual([down.first.old, down.first.new, down.second.new].map(\.description), ["0", "1", "0"])
        XCTAssertEqual(Lesson10.percentagePasses(trace, frame: 187), [2, 3])
        XCTAssertEqual(Lesson10.countTexts(trace, frame: 187).map(\.text), ["100"])
        // Frame 186 shows 0 to 4 decimals, but not exactly: the loop waits for the model value.
        let before = Lesson10.samples(trace, step.loopDown...step.loopDown).filter { (186...188).contains($0.frame) }
        XCTAssertEqual(before.map(\.frame), [186, 187, 188])
        XCTAssertEqual(before.map(\.presentation.description), ["0", "0", "0.9917"])
        XCTAssertTrue(
            AnimationQuery.events(trace, steps: step.loopDown...step.loopDown, node: Lesson10.CountModifier.self)
                .contains { $0.frame == 187 && $0.pass == 1 && $0.phase == .finished },
            "the count-down ends in frame 187, before the loop")
        XCTAssertEqual(Lesson10.start(trace, step: step.loopDown)?.animation.description, "linear(duration: 2)")
        XCTAssertEqual(Lesson10.samples(trace, step.loopDown...step.loopDown).last?.presentation.description, "0.9")

        let up = try XCTUnwrap(Lesson10.doubleWrite(trace, step: step.loopUp))
        XCTAssertEqual(up.frame, 215)
        XCTAssertEqual([up.first.old, up.first.new, up.second.new].map(\.description), ["1", "0", "1"])
        XCTAssertEqual(Lesson10.percentagePasses(trace, frame: 215), [2, 3])
        XCTAssertEqual(Lesson10.countTexts(trace, frame: 215).map(\.text), ["100", "000"])
        // At 100 the count-up is still running (it ends after its last frame): the loop's
        // animation runs along with it.
        let again = AnimationQuery.events(trace, steps: step.loopUp...step.loopUp, node: Lesson10.CountModifier.self)
            .filter { $0.frame == 215 }
        XCTAssertTrue(
            again.contains { event in
                if case .combined(.linear(duration: 2), 2, let to, _) = event.phase {
                    return to.number == 1 && event.pass == 3
                }  // 2: itself and the count-up
                return false
            }, "\(again.map(\.phase))")
        XCTAssertEqual(
            Lesson10.samples(trace, step.loopUp...step.loopUp).filter { $0.frame >= 215 }.prefix(2).map(
                \.presentation.description), ["1", "0.0083"])
    }

    /// The pause writes back the value the modifier's body saw in that frame, as
    /// the closure created by that body captured it.
    func testPauseWritesThePresentedValue() async throws {
        let trace = try Lesson10.lesson.run().trace
        for (step, expected) in [(Lesson10.Step.pause, "0.2583"), (Lesson10.Step.easePause, "0.1381")] {
            guard let write = Lesson10.percentageWrites(trace, step...step).first else {
                return XCTFail("no pause in step \(step)")
            }
            XCTAssertEqual(write.new.description, expected)
            let shown = Lesson10.samples(trace, step...step).first { $0.frame == write.frame }
            XCTAssertEqual(shown?.presentation.description, expected, "the value presented in frame \(write.frame)")
        }
    }

    func testKeyNumbersOfTheEasedCounter() async throws {
        let trace = try Lesson10.lesson.run().trace
        let step = Lesson10.Step.self
        XCTAssertEqual(Lesson10.start(trace, step: step.easeUp)?.animation.description, "easeInOut(duration: 2)")
        XCTAssertEqual(
            Lesson10.start(trace, step: step.easeResume)?.animation.description, "easeInOut(duration: 1.7237)")
        let before = Lesson10.samples(trace, step.easeUp...step.easePause).suffix(2).map(\.value.fourDecimals)
        let after = Lesson10.samples(trace, step.easeResume...step.easeResume).first?.value.fourDecimals
        XCTAssertEqual(before, [0.1292, 0.1381])
        XCTAssertEqual(after, 0.1383, "0.0002 in the first frame after the resume, against 0.0089 before the pause")
        let removal = trace.frames(inStep: step.switchCurve).flatMap(\.events).compactMap { event -> Int? in
            if case .removed(let node, _, let count, true) = event.kind, node.label == "CountDownUp" { return count }
            return nil
        }
        XCTAssertEqual(removal.count, 1, "the linear counter is removed with its state")
    }

    func testGoldenTrace() async throws {
        let run = try Lesson10.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson10.trace.txt")
    }

    /// Started with .easeInOut, the first part counts eased and the "curve" tap
    /// switches to linear: the claims about each curve must fail.
    func testClaimsFailWhenTheCurvesAreSwapped() async throws {
        let lesson = Lesson10.lesson
        let swapped = lesson.replacingRoot { Lesson10.ContentView(curve: .easeInOut) }
        let results = try swapped.run().claimResults
        let failing = results.enumerated().filter { !$0.element.holds }.map(\.offset)
        XCTAssertEqual(failing, [3, 5, 6, 7, 8, 9, 10, 11])
        for result in results where !result.holds {
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
    }
}
