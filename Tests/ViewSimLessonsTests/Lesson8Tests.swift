import ViewSim
import ViewSimTesting
// Tests lesson8 (seed 004, the PhaseAnimator heart): its claims hold, the key
// numbers read straight from the trace, its trace text matches the golden file,
// and the claims about full runs and equal phases fail on a one-phase-per-change
// animator and on a beating heart without a rest.
import XCTest

@testable import ViewSimLessons

@MainActor
final class Lesson8Tests: XCTestCase {
    func testEveryClaimHolds() async throws {
        let run = try Lesson8.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson8.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testIsRegisteredAndComplete() async throws {
        let lesson = try XCTUnwrap(LessonCatalog.lesson(id: "lesson8"))
        XCTAssertTrue((lesson.narrative?.source ?? "").hasPrefix("Seed 004"), (lesson.narrative?.source ?? ""))
        XCTAssertGreaterThanOrEqual(lesson.claims.count, 3)
        XCTAssertTrue(lesson.steps.allSatisfy { !($0.narrative ?? "").isEmpty })
        let ids = LessonCatalog.all.map(\.name)
        XCTAssertLessThan(try XCTUnwrap(ids.firstIndex(of: "lesson7")), try XCTUnwrap(ids.firstIndex(of: "lesson8")))
        XCTAssertLessThan(try XCTUnwrap(ids.firstIndex(of: "lesson8")), try XCTUnwrap(ids.firstIndex(of: "lesson9")))
        let run = try lesson.run()
        XCTAssertEqual(run.trace.steps.map(\.title).dropFirst(), lesson.steps.map(\.title).dropFirst())
    }

    func testKeyNumbersOfTheTap() async throws {
        let trace = try Lesson8.lesson.run().trace
        let heart = Lesson8.heartIDs(trace)
        let frames = trace.frames(inStep: Lesson8.Step.tap)
        XCTAssertEqual(frames.map(\.index), [1])
        XCTAssertEqual(frames.first?.passes, 2, "pass 1: the tap and the fill; pass 2: the phase")
        let writes = Lesson8.positions(trace, of: heart, steps: 1...1)
        XCTAssertEqual(writes.map(\.new.description), ["phase 2 of 2 (true)"])
        XCTAssertEqual(writes.map(\.pass), [1], "written by onChange after pass 1; the body runs with it in pass 2")
        let starts = TraceQuery.animationStarts(trace, of: heart, steps: 1...1)
        XCTAssertEqual(
            starts.map { "\($0.attribute): \($0.from?.description ?? "?") → \($0.to) with \($0.animation)" }.sorted(),
            [
                "fill: gray → red with \(Animation.default)",
                "offset: (0, 0) → (0, -40) with spring(response: 0.5, dampingFraction: 0.7)",
                "rotation: 0° → 15° with spring(response: 0.5, dampingFraction: 0.7)",
                "scale: (1, 1) → (1.5, 1.5) with spring(response: 0.5, dampingFraction: 0.7)",
            ])
        XCTAssertEqual(Lesson8.outAnimation.description, "spring(response: 0.5, dampingFraction: 0.7)", ".bouncy")
    }

    func testKeyNumbersOfTheLogicalCompletion() async throws {
        let trace = try Lesson8.lesson.run().trace
        let heart = Lesson8.heartIDs(trace)
        let scale = Lesson8.scaleSamples(trace, of: heart)
        XCTAssertEqual(
            scale.first { $0.frame == 22 }?.presentation.description, "(1.521, 1.521)",
            "the spring's overshoot, t=0.37 s")
        XCTAssertEqual(
            scale.first { $0.frame == 31 }?.presentation.description, "(1.5066, 1.5066)",
            "still moving when logically complete")
        let back = Lesson8.positions(trace, of: heart, steps: 2...2)
        XCTAssertEqual(back.map(\.frame), [31], "0.5 s after the tap in frame 1")
        XCTAssertEqual(back.map(\.new.description), ["phase 1 of 2 (false)"])
        let completions = trace.completions(inStep: 2).filter { $0.frame == 31 }
        XCTAssertEqual(completions.map(\.criteria), [.logicallyComplete])
        XCTAssertNotNil(completions.first?.releasedBy)
        let backStarts = TraceQuery.animationStarts(trace, of: heart, steps: 2...2)
        XCTAssertEqual(Set(backStarts.map(\.kind)), ["combined"], "easeInOut runs along with the spring's tail")
        XCTAssertEqual(Set(backStarts.map(\.animation.description)), ["easeInOut(duration: 0.3)"])
        let finished = AnimationQuery.events(trace, steps: 2...2, node: _ScaleEffect.self).filter {
            $0.phase == .finished && heart.contains($0.node.id)
        }
        XCTAssertEqual(finished.map(\.frame), [50], "home at t=0.83 s")
        XCTAssertEqual(Lesson8.positions(trace, of: heart, steps: 3...3).map(\.frame), [92, 122])
    }

    func testKeyNumbersOfTheBeat() async throws {
        let trace = try Lesson8.lesson.run().trace
        let beating = TraceQuery.nodeIDs(below: "BeatingHeart", in: trace)
        let writes = Lesson8.positions(trace, of: beating, steps: 4...4)
        XCTAssertEqual(Array(writes.prefix(7).map(\.frame)), [183, 193, 209, 219, 235, 235, 235])
        XCTAssertEqual(Array(writes.prefix(7).compactMap(\.index)), [2, 3, 4, 5, 6, 1, 2])
        XCTAssertEqual(
            writes.filter { $0.frame == 235 }.map(\.pass), [1, 2, 3],
            "5 → 6, 6 → 1 and 1 → 2 in one frame, one pass each")
        XCTAssertEqual(trace.frame(235)?.passes, 4)
        let beats = writes.filter { $0.index == 2 || $0.index == 4 }.map(\.frame)
        XCTAssertEqual(Array(beats.prefix(5)), [183, 209, 235, 261, 287], "a beat every 26 frames")
        let removal = trace.frames(inStep: 5).first { frame in
            frame.events.contains {
                if case .removed(let node, _, _, _) = $0.kind {
                    return node.label == "BeatingHeart"
                } else {
                    return false
                }
            }
        }
        XCTAssertEqual(removal?.index, 304)
        XCTAssertTrue(Lesson8.positions(trace, of: beating, steps: 5...5).isEmpty)
        XCTAssertEqual(Lesson8.BeatingHeart.phases, [1.0, 1.3, 1.0, 1.3, 1.0, 1.0])
    }

    /// The same story through ViewSimTesting's animator helpers, by time.
    func testThePhaseAtATime() async throws {
        let sim = try Lesson8.lesson.run().simulation
        XCTAssertEqual(try animatorPhase(sim, of: "heart", at: 0), "phase 1 of 2 (false)", "at rest")
        XCTAssertEqual(try animatorPhase(sim, of: "heart", at: 0.3), "phase 2 of 2 (true)", "out, on the spring")
        XCTAssertEqual(try animatorPhase(sim, of: "heart", at: 1), "phase 1 of 2 (false)", "back, after one run")
        XCTAssertNil(
            verifyAnimatorPhase(sim, of: "heart", at: 1.8, equals: "phase 2 of 2 (true)"),
            "out again after the second tap")
    }

    func testGoldenTrace() async throws {
        let run = try Lesson8.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson8.trace.txt")
    }

    /// A heart that moves one phase per trigger change (a reading of Apple's docs)
    /// and a beating heart without equal phases: the claims about the step back, the
    /// full run, logical completion and the rest that never comes must fail.
    func testClaimsFailForOnePhasePerChangeAndABeatWithoutARest() async throws {
        let lesson = Lesson8.lesson
        let variant = lesson.replacingRoot { DocsReading.ContentView() }
        let results = try variant.run().claimResults
        let failing = results.enumerated().filter { !$0.element.holds }.map(\.offset)
        XCTAssertEqual(
            failing, [2, 4, 5, 6, 8],
            results.map { "\($0.holds ? "✓" : "✗") \($0.claim.statement): \($0.failure ?? "")" }.joined(separator: "\n")
        )
        for result in results where !result.holds {
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
    }
}

/// Lesson 8's program with two changes, under the lesson's names so that its
/// claims find them: the heart moves one phase per trigger change and stays there
/// (Apple's documentation read literally), and the beating heart has no equal phases.
private enum DocsReading {
    /// Where the animator is, written as PhaseAnimator's `_position` is.
    struct Position: Equatable, CustomStringConvertible {
        var index = 0
        let phases: [Bool]
        var description: String { "phase \(index + 1) of \(phases.count) (\(phases[index]))" }
    }

    /// One phase per trigger change, with the animation for the phase it goes to.
    struct OnePhasePerChange<Content: View>: View {
        let trigger: Bool
        let content: (Bool) -> Content
        @State private var position = Position(phases: [false, true])

        var body: some View {
            content(position.phases[position.index])
                .onChange(of: trigger) {
                    let next = (position.index + 1) % position.phases.count
                    withAnimation(position.phases[next] ? .bouncy : .easeInOut(duration: 0.3)) {
                        position.index = next
                    }
                }
        }
    }

    struct ContentView: View {
        @State private var isOn = false
        @State private var beats = false

        var body: some View {
            VStack {
                OnePhasePerChange(trigger: isOn) { active in
                    Lesson8.Heart()
                        .fill(isOn ? Color.red : Color.gray)
                        .animation(.default, value: isOn)
                        .frame(width: 100, height: 100)
                        .scaleEffect(active ? 1.5 : 1)
                        .rotationEffect(.degrees(active ? 15 : 0))
                        .offset(y: active ? -40 : 0)
                }
                .onTapGesture { isOn.toggle() }
                .accessibilityIdentifier("heart")

                Text("beat")
                    .onTapGesture { beats.toggle() }
                    .accessibilityIdentifier("beat")
                if beats {
                    BeatingHeart()
                }
            }
        }
    }

    /// Lub-dub without the two equal phases at the end.
    struct BeatingHeart: View {
        var body: some View {
            Lesson8.Heart()
                .fill(.red)
                .frame(width: 50, height: 50)
                .phaseAnimator([1.0, 1.3, 1.0, 1.3]) { content, scale in
                    content.scaleEffect(scale)
                } animation: { scale in
                    scale > 1 ? .easeOut(duration: 0.15) : .easeIn(duration: 0.25)
                }
        }
    }
}
