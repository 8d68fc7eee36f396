import ViewSim
import ViewSimTesting
// Tests lesson12 (seed 004 Q&A, interrupted animations): its claims hold, the key
// numbers read straight from the trace, its trace text matches the golden file,
// and the claims about merging fail when the spring and the sped-up spring swap.
import XCTest

@testable import ViewSimLessons

final class Lesson12Tests: XCTestCase {
    func testEveryClaimHolds() throws {
        let run = try Lesson12.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson12.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testIsRegisteredAndComplete() throws {
        let lesson = try XCTUnwrap(LessonCatalog.lesson(id: "lesson12"))
        XCTAssertEqual(LessonCatalog.all.map(\.name).firstIndex(of: "lesson12"), 11)
        XCTAssertTrue((lesson.narrative?.source ?? "").hasPrefix("Seed 004"), (lesson.narrative?.source ?? ""))
        XCTAssertGreaterThanOrEqual(lesson.claims.count, 3)
        XCTAssertTrue(lesson.steps.allSatisfy { !($0.narrative ?? "").isEmpty })
        let run = try lesson.run()
        XCTAssertEqual(run.trace.steps.map(\.title).dropFirst(), lesson.steps.map(\.title).dropFirst())
    }

    func testKeyNumbersOfTheSpring() throws {
        let trace = try Lesson12.lesson.run().trace
        let run = try XCTUnwrap(Lesson12.interruption(trace, step: Lesson12.Step.spring))
        XCTAssertEqual(run.tapFrame, 10)
        XCTAssertEqual(run.tapTime - run.firstTapTime, 0.15, accuracy: 1e-9)
        XCTAssertEqual(
            (run.tapFrame...run.tapFrame + 3).compactMap { run.value(atFrame: $0)?.fourDecimals },
            [0.5602, 0.6009, 0.605, 0.5852])
        let merged = try XCTUnwrap(
            AnimationQuery.starts(trace, steps: 1...1, node: _TrimmedShape.self).last?.event.phase)
        guard case .merged(let animation, let previous, let to, let origin) = merged else {
            return XCTFail("\(merged)")
        }
        XCTAssertEqual(animation, .spring(response: 0.5, dampingFraction: 1))
        XCTAssertEqual(previous, .spring(response: 0.5, dampingFraction: 1))
        XCTAssertEqual(to, .number(0))
        XCTAssertEqual(origin?.description, ".animation(_:value:) #8 (value true → false)")
        XCTAssertEqual(Lesson12.springVelocity(omega: 4 * .pi, t: 0.15), 3.6, accuracy: 0.01)
    }

    func testKeyNumbersOfTheCombinedAnimations() throws {
        let trace = try Lesson12.lesson.run().trace
        let ease = try XCTUnwrap(Lesson12.interruption(trace, step: Lesson12.Step.easeInOut))
        XCTAssertEqual(ease.value(atFrame: ease.tapFrame).fourDecimals, 0.3784)
        XCTAssertEqual(ease.samples.filter { $0.frame > ease.tapFrame }.map(\.value).max().fourDecimals, 0.6894)
        XCTAssertEqual(
            ease.samples.first { $0.frame == ease.tapFrame + 6 }?.value.fourDecimals, 0.6894,
            "the peak, six frames after the second tap")
        let sped = try XCTUnwrap(Lesson12.interruption(trace, step: Lesson12.Step.speed))
        XCTAssertEqual(sped.value(atFrame: sped.tapFrame).fourDecimals, 0.8865)
        XCTAssertEqual(sped.value(atFrame: sped.tapFrame + 4).fourDecimals, 0.5006)
        let merged = Lesson12.springTowardsZero(
            x0: 0.8865, v0: Lesson12.springVelocity(omega: 8 * .pi, t: 0.15), omega: 8 * .pi, t: 4.0 / 60)
        XCTAssertEqual(merged, 0.4713, accuracy: 0.0005)
        for step in [Lesson12.Step.easeInOut, Lesson12.Step.speed] {
            let phase = AnimationQuery.starts(trace, steps: step...step, node: _TrimmedShape.self).last?.event.phase
            guard case .combined(_, 2, let to, _) = phase, to.number == 0 else {
                return XCTFail("step \(step): \(String(describing: phase))")
            }
        }
    }

    func testGoldenTrace() throws {
        let run = try Lesson12.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson12.trace.txt")
    }

    /// The spring heart gets .spring.speed(2) and the sped-up heart .spring: the
    /// claims about which one merges and keeps its velocity must fail.
    func testClaimsFailWhenTheSpringsAreSwapped() throws {
        let lesson = Lesson12.lesson
        let swapped = lesson.replacingRoot { SwappedSprings() }
        let results = try swapped.run().claimResults
        let failing = results.enumerated().filter { !$0.element.holds }.map(\.offset)
        XCTAssertEqual(failing, [0, 2, 4, 5, 7])
        for result in results where !result.holds {
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
    }
}

/// Lesson 12's three hearts with the spring and the sped-up spring swapped.
private struct SwappedSprings: View {
    var body: some View {
        HStack {
            Lesson12.HeartButton(name: "spring", animation: .spring.speed(2))
            Lesson12.HeartButton(name: "easeInOut", animation: .easeInOut)
            Lesson12.HeartButton(name: "spring.speed(2)", animation: .spring)
        }
    }
}
