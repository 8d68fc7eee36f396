import Foundation
import ViewSim
import ViewSimTesting
// Tests lesson9 (seed 004, the KeyframeAnimator heart and KeyframeTimeline): its
// claims hold, the key numbers read straight from the trace and the timeline, its
// trace text matches the golden file, and the claims about the second tap and the
// timeline fail on keyframes that restart and on the talk's hand-written motion.
import XCTest

@testable import ViewSimLessons

@MainActor
final class Lesson9Tests: XCTestCase {
    func testEveryClaimHolds() async throws {
        let run = try Lesson9.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson9.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testIsRegisteredAndComplete() async throws {
        let lesson = try XCTUnwrap(LessonCatalog.lesson(id: "lesson9"))
        XCTAssertTrue((lesson.narrative?.source ?? "").hasPrefix("Seed 004"), (lesson.narrative?.source ?? ""))
        XCTAssertGreaterThanOrEqual(lesson.claims.count, 3)
        XCTAssertTrue(lesson.steps.allSatisfy { !($0.narrative ?? "").isEmpty })
        let ids = LessonCatalog.all.map(\.name)
        XCTAssertLessThan(try XCTUnwrap(ids.firstIndex(of: "lesson9")), try XCTUnwrap(ids.firstIndex(of: "lesson10")))
        let run = try lesson.run()
        XCTAssertEqual(run.trace.steps.map(\.title).dropFirst(), lesson.steps.map(\.title).dropFirst())
    }

    /// The start and end values of every run, and how often the content ran.
    func testKeyNumbersOfTheRuns() async throws {
        let trace = try Lesson9.lesson.run().trace
        let heart = Lesson9.nodeIDs("heart", trace)
        let fixed = Lesson9.nodeIDs("fixed", trace)
        func startAndEnd(_ ids: Set<Int>, _ step: Int) -> [String] {
            let samples = Lesson9.runSamples(trace, of: ids, step: step)
            return [samples.first?.value.description ?? "?", samples.last?.value.description ?? "?"]
        }
        XCTAssertEqual(startAndEnd(heart, 1), ["Value(opacity: 0.1, trim: 0)", "Value(opacity: 0.1, trim: 1)"])
        XCTAssertEqual(
            startAndEnd(heart, 2), ["Value(opacity: 0.1, trim: 1)", "Value(opacity: 0.1, trim: 1)"], "the second tap")
        XCTAssertEqual(
            startAndEnd(heart, 3), ["Value(opacity: 0.1, trim: 1)", "Value(opacity: 0.1, trim: 1)"], "the third tap")
        XCTAssertEqual(startAndEnd(fixed, 4), ["Value(opacity: 0.1, trim: 0)", "Value(opacity: 1, trim: 1)"])
        XCTAssertEqual(startAndEnd(fixed, 5), ["Value(opacity: 1, trim: 1)", "Value(opacity: 0.1, trim: 0)"])
        // Taps in frames 1, 128, 255, 382 and 509; each run's content runs in 121 frames, 122 times.
        XCTAssertEqual((1...5).compactMap { trace.frames(inStep: $0).first?.index }, [1, 128, 255, 382, 509])
        let timeline = TraceQuery.timelineIDs(among: heart, in: trace)
        let runs = trace.bodyEvaluations(inStep: 1).filter { timeline.contains($0.node.id) }
        XCTAssertEqual(runs.count, 122, "pass 1 of the tap's frame, then once in each of frames 1…121")
        XCTAssertEqual(Set(runs.map(\.frame)), Set(1...121))
        XCTAssertEqual(
            trace.bodyEvaluations(inStep: 2).filter { timeline.contains($0.node.id) }.count, 122,
            "the second tap: as many")
        XCTAssertTrue(trace.bodyEvaluations(of: "StrokedHeart", inStep: 2).isEmpty, "…and StrokedHeart never runs")
        // The cubic trim: 3u² − 2u³ of u = t / 2 s.
        let trims = Lesson9.runSamples(trace, of: heart, step: 1)
        for (time, trim) in [(0.5, 0.1563), (1.0, 0.5), (1.5, 0.8438)] {
            XCTAssertEqual(
                trims.first { TraceQuery.same($0.elapsed, time) }?.trim.fourDecimals, trim, "\(time) s into run 1")
        }
        let fade = Lesson9.runSamples(trace, of: fixed, step: 4).first { TraceQuery.same($0.elapsed, 1.75) }
        XCTAssertEqual(fade?.value.description, "Value(opacity: 0.55, trim: 0.957)")
    }

    func testKeyNumbersOfTheTimeline() async throws {
        let timeline = Lesson9.particleTimeline
        XCTAssertEqual(timeline.duration, 4)
        let values = [0.0, 1, 2, 3, 4, 5].map { timeline.value(time: $0) }
        XCTAssertEqual(values.map(\.y), [0, -30, -60, -90, -120, -120])
        XCTAssertEqual(values.map(\.opacity), [1, 0.75, 0.5, 0.25, 0, 0])
        XCTAssertEqual(values.map(\.x), [0, 30, 0, -30, 0, 0], accuracy: 1e-9)
        XCTAssertEqual(timeline.value(progress: 0.5).y, -60)

        let trace = try Lesson9.lesson.run().trace
        let particle = Lesson9.nodeIDs("particle", trace)
        let content = TraceQuery.timelineIDs(among: particle, in: trace)
        let frames = trace.frames(inStep: Lesson9.Step.float)
        XCTAssertEqual(frames.first?.index, 636)
        XCTAssertEqual(frames.count, 256, "the tap's frame and 4.25 s of frames")
        for frame in frames {
            XCTAssertEqual(
                trace.bodyEvaluations(inFrame: frame.index).filter { content.contains($0.node.id) }.count, 1,
                "frame \(frame.index)")
        }
        let offsets = Lesson9.attributeChanges(trace, of: particle, steps: 6...6).filter { $0.name == "offset" }
        XCTAssertEqual(offsets.first { $0.frame.index == 636 + 60 }?.new.description, "(30, -30)")
        XCTAssertEqual(offsets.first { $0.frame.index == 636 + 240 }?.new.description, "(0, -120)")
        XCTAssertNil(offsets.first { $0.frame.index > 636 + 240 }, "nothing changes after 4 s")
    }

    /// The same story through ViewSimTesting's animator helpers, by time.
    func testTheValueAtATime() async throws {
        let sim = try Lesson9.lesson.run().simulation
        XCTAssertEqual(
            try keyframeValue(sim, of: "heart", at: 1.0167), "Value(opacity: 0.1, trim: 0.5)", "1 s into run 1")
        XCTAssertEqual(
            try keyframeValue(sim, of: "heart", at: 3.1333), "Value(opacity: 0.1, trim: 1)", "1 s into run 2")
        XCTAssertEqual(try animatorContentRuns(sim, of: "heart", in: .step(1)), 122)
        XCTAssertEqual(
            try animatorContentRuns(sim, of: "heart", in: .step(2)), 122, "the run that does nothing costs as much")
        XCTAssertEqual(
            try keyframeValue(sim, of: "fixed", at: 7.3667), "Value(opacity: 0.1, trim: 0.5)",
            "1 s into the fixed run 1")
    }

    /// The animators' clock (viewsim's model) stays out of the summary's counts: the
    /// steps with keyframe runs list no TimelineView and say in one line what the
    /// clock ran; the steps with the user's own TimelineView (the floating heart) list it.
    func testTheSummaryLeavesTheAnimatorsClockOut() async throws {
        let trace = try Lesson9.lesson.run().trace
        let note =
            "(viewsim's model: KeyframeAnimator is driven by an internal per-frame clock; SwiftUI does not document how it is driven)"
        for step in [
            Lesson9.Step.tap, Lesson9.Step.secondTap, Lesson9.Step.thirdTap, Lesson9.Step.fixed,
            Lesson9.Step.fixedAgain,
        ] {
            let summary = trace.summary(step: step)
            XCTAssertEqual(summary.first?.contains("TimelineView"), false, "step \(step): \(summary)")
            XCTAssertEqual(
                summary.filter {
                    $0.hasPrefix("On its internal clock, KeyframeAnimator<")
                        && $0.contains(" ran its content 122 times in 121 frames ") && $0.hasSuffix(note)
                }.count, 1,
                "step \(step): \(summary)")
        }
        XCTAssertEqual(
            trace.summary(step: Lesson9.Step.appear).filter { $0.hasPrefix("On their internal clocks, ") }.count, 1,
            "two animators appear")
        let float = trace.summary(step: Lesson9.Step.float)
        XCTAssertEqual(float.first?.contains("TimelineView ×256"), true, "the user's TimelineView counts: \(float)")
        XCTAssertFalse(float.contains { $0.contains("internal clock") })
    }

    func testGoldenTrace() async throws {
        let run = try Lesson9.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson9.trace.txt")
    }

    /// The first heart with keyframes that move the trim to 0 first, and the floating
    /// heart moved by the talk's hand-written formulas: the claims about the taps that
    /// do nothing and about the timeline's values must fail.
    func testClaimsFailWithRestartingKeyframesAndHandWrittenMotion() async throws {
        let lesson = Lesson9.lesson
        let variant = lesson.replacingRoot { Variant.ContentView() }
        let results = try variant.run().claimResults
        let failing = results.enumerated().filter { !$0.element.holds }.map(\.offset)
        XCTAssertEqual(
            failing, [3, 4, 7, 8],
            results.map { "\($0.holds ? "✓" : "✗") \($0.claim.statement): \($0.failure ?? "")" }.joined(separator: "\n")
        )
        for result in results where !result.holds {
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
    }
}

private func XCTAssertEqual(
    _ actual: [Double], _ expected: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.count, expected.count, file: file, line: line)
    for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: accuracy, file: file, line: line) }
}

/// Lesson 9's program with two changes, under the lesson's names so that its claims
/// find them: the first heart's trim track starts with MoveKeyframe(0), and the
/// floating heart is moved by the talk's formulas instead of a KeyframeTimeline.
private enum Variant {
    struct StrokeThenFill: View {
        @State private var isOn = false

        var body: some View {
            KeyframeAnimator(initialValue: Lesson9.Value.off, trigger: isOn) { value in
                Lesson9.StrokedHeart(value: value)
            } keyframes: { _ in
                KeyframeTrack(\.opacity) { MoveKeyframe(0.1) }
                KeyframeTrack(\.trim) {
                    MoveKeyframe(0)
                    CubicKeyframe(1, duration: 2)
                }
            }
            .onTapGesture { isOn.toggle() }
        }
    }

    /// The talk's hand-written particle: x on a sine wave, 30 pt/s up, fading over 4 s.
    struct FloatingHeart: View {
        @State private var startTime = Date.simNow

        var body: some View {
            TimelineView(.animation) { context in
                let elapsed = context.date.timeIntervalSince(startTime)
                Image(systemName: "heart.fill")
                    .opacity(1 - elapsed / 4)
                    .offset(x: sin(elapsed) * 50, y: elapsed * -30)
            }
            .onTapGesture { startTime = .simNow }
        }
    }

    struct ContentView: View {
        @State private var floats = false

        var body: some View {
            VStack {
                StrokeThenFill()
                    .accessibilityIdentifier("heart")
                Lesson9.FixedStrokeThenFill()
                    .accessibilityIdentifier("fixed")
                Text("float")
                    .onTapGesture { floats = true }
                    .accessibilityIdentifier("float")
                if floats {
                    FloatingHeart()
                        .accessibilityIdentifier("particle")
                }
            }
        }
    }
}
