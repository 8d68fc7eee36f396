import ViewSim
import ViewSimTesting
// Tests lesson3 (seed 004, the heart and its transaction): its claims hold, the
// key numbers read straight from the trace, its trace text matches the golden
// file, the legacy `.default`, and claims that fail when `.animation` wraps the scale.
import XCTest

@testable import ViewSimLessons

@MainActor
final class Lesson3Tests: XCTestCase {
    func testEveryClaimHolds() async throws {
        let run = try Lesson3.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson3.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testIsRegisteredAndComplete() async throws {
        let lesson = try XCTUnwrap(LessonCatalog.lesson(id: "lesson3"))
        XCTAssertTrue((lesson.narrative?.source ?? "").hasPrefix("Seed 004"), (lesson.narrative?.source ?? ""))
        XCTAssertGreaterThanOrEqual(lesson.claims.count, 3)
        XCTAssertTrue(lesson.steps.allSatisfy { !($0.narrative ?? "").isEmpty })
        let ids = LessonCatalog.all.map(\.name)
        XCTAssertLessThan(try XCTUnwrap(ids.firstIndex(of: "lesson2")), try XCTUnwrap(ids.firstIndex(of: "lesson3")))
        XCTAssertLessThan(try XCTUnwrap(ids.firstIndex(of: "lesson3")), try XCTUnwrap(ids.firstIndex(of: "lesson4")))
        let run = try lesson.run()
        XCTAssertEqual(run.trace.steps.map(\.title).dropFirst(), lesson.steps.map(\.title).dropFirst())
    }

    func testKeyNumbersOfTheTap() async throws {
        let trace = try Lesson3.lesson.run().trace
        let frames = trace.frames(inStep: Lesson3.Step.tap)
        XCTAssertEqual(frames.map(\.index), [1], "the tap is handled in the next frame")
        XCTAssertEqual(
            AnimationQuery.transactions(trace, steps: 1...1).map(\.change.description),
            ["value false → true, so the views below animate with default (the transaction had: none)"])
        let starts = AnimationQuery.starts(trace, steps: 1...1, node: _TrimmedShape.self)
        guard starts.count == 1, case .started(let animation, let from, let to, let origin) = starts[0].event.phase
        else {
            return XCTFail("\(starts.map(\.event.phase))")
        }
        XCTAssertEqual(animation, .default)
        XCTAssertEqual([from, to], [.number(0), .number(1)])
        XCTAssertEqual(origin?.description, ".animation(_:value:) #8 (value false → true)")
        XCTAssertEqual(
            trace.bodyEvaluations(inStep: Lesson3.Step.tap).map(\.printChangesLine), ["ContentView: _isOn changed."])
        XCTAssertEqual(
            trace.bodySkips(of: "Heart", inStep: Lesson3.Step.tap).count, 2, "both hearts are offered a value and skip")
    }

    func testKeyNumbersOfTheSpring() async throws {
        let trace = try Lesson3.lesson.run().trace
        let samples = AnimationQuery.samples(trace, steps: 2...2, node: _TrimmedShape.self)
        XCTAssertEqual(samples.first { $0.frame == 7 }?.presentation.description, "0.3558", "0.1 s after the tap")
        XCTAssertEqual(Lesson3.springProgress(0.1), 0.358, accuracy: 0.0005)
        let events = AnimationQuery.events(trace, steps: 2...2, node: _TrimmedShape.self)
        XCTAssertEqual(
            events.first {
                if case .logicallyComplete = $0.phase { return true }
                return false
            }?.frame, 31, "0.5 s after the tap")
        XCTAssertEqual(events.first { $0.phase == .finished }?.frame, 51)
        XCTAssertTrue(trace.bodyEvaluations(inStep: 2).isEmpty, "a built-in effect animates without running a body")
    }

    func testKeyNumbersOfWithAnimationAndDisablesAnimations() async throws {
        let trace = try Lesson3.lesson.run().trace
        let scale = AnimationQuery.starts(trace, steps: 3...3, node: _ScaleEffect.self)
        XCTAssertEqual(scale.map(\.animation), [.linear(duration: 1)])
        XCTAssertEqual(scale.first?.origin?.description, "withAnimation in .onTapGesture #20 action")
        XCTAssertEqual(
            AnimationQuery.starts(trace, steps: 3...3, node: _TrimmedShape.self).map(\.animation), [.default])
        let twoCurves = AnimationQuery.samples(trace, steps: 4...4, node: _ScaleEffect.self)
        XCTAssertEqual(twoCurves.first { $0.frame == 62 + 30 }?.presentation.description, "(1.1, 1.1)")
        XCTAssertEqual(
            AnimationQuery.samples(trace, steps: 4...4, node: _TrimmedShape.self).first { $0.frame == 62 + 6 }?
                .presentation.description, "0.6442")
        XCTAssertTrue(AnimationQuery.transactions(trace, steps: 5...5).isEmpty)
        let disabled = AnimationQuery.starts(trace, steps: 5...5, node: _TrimmedShape.self)
        XCTAssertEqual(disabled.map(\.animation), [.linear(duration: 1)])
        XCTAssertEqual(disabled.first?.origin?.description, "withTransaction in .onTapGesture #23 action")
        let ends = AnimationQuery.events(trace, steps: 6...6, node: nil).filter { $0.phase == .finished }
        XCTAssertEqual(ends.map(\.node.label), [".scaleEffect", ".trim"])
        XCTAssertEqual(Set(ends.map(\.frame)).count, 1)
    }

    /// With apps built before the 2023 SDKs, `.default` is easeInOut(duration: 0.35):
    /// the claims about the spring fail, and the others still hold.
    func testLegacyDefaultIsEaseInOut() async throws {
        var configuration = SimulationConfiguration()
        configuration.animationSemantics = .legacy
        let run = try Lesson3.lesson.run(configuration: configuration)
        let samples = AnimationQuery.samples(run.trace, steps: 2...2, node: _TrimmedShape.self)
        XCTAssertEqual(samples.first { $0.frame == 1 + 21 }?.presentation, .number(1), "full 0.35 s after the tap")
        XCTAssertEqual(
            samples.first { $0.frame == 1 + 11 }?.presentation.description, "0.541",
            "easeInOut 11/21 of the way through its 0.35 s")
        let failing = run.claimResults.enumerated().filter { !$0.element.holds }.map(\.offset)
        XCTAssertEqual(
            failing, [4, 5],
            run.claimResults.filter { !$0.holds }.map { "\($0.claim.statement): \($0.failure ?? "")" }.joined(
                separator: "\n"))
    }

    func testGoldenTrace() async throws {
        let run = try Lesson3.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson3.trace.txt")
    }

    /// The same heart with `.animation` applied last, above the scale: the scale is
    /// inside its reach now, so the claims about what lies outside it must fail.
    func testClaimsFailWhenTheAnimationModifierWrapsTheScale() async throws {
        let lesson = Lesson3.lesson
        let variant = lesson.replacingRoot { AnimationOutsideScale() }
        let results = try variant.run().claimResults
        let failing = results.enumerated().filter { !$0.element.holds }.map(\.offset)
        XCTAssertEqual(failing, [0, 1, 6, 7])
        for result in results where !result.holds {
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
    }
}

/// Lesson 3's ContentView with `.animation(.default, value: isOn)` moved above `.scaleEffect`.
private struct AnimationOutsideScale: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            ZStack {
                Lesson3.Heart()
                    .stroke(.gray, lineWidth: 5)
                Lesson3.Heart()
                    .trim(from: 0, to: isOn ? 1 : 0)
                    .stroke(.red, lineWidth: 5)
            }
            .contentShape(Rectangle())
            .onTapGesture { isOn.toggle() }
            .frame(width: 200, height: 200)
            .scaleEffect(isOn ? 1.2 : 1)
            .animation(.default, value: isOn)
            .accessibilityIdentifier("heart")

            Text("withAnimation(.linear(duration: 1))")
                .onTapGesture { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
                .accessibilityIdentifier("linear")

            Text("disablesAnimations")
                .onTapGesture {
                    var transaction = Transaction(animation: .linear(duration: 1))
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { isOn.toggle() }
                }
                .accessibilityIdentifier("disables")
        }
    }
}
