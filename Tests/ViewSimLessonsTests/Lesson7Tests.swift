import Foundation
import ViewSim
import ViewSimTesting
// Tests lesson7 (seed 001 §8–9, keyframes by hand): its claims hold, the key
// numbers read straight from the trace, its trace text matches the golden file,
// and its claims fail on a run that starts with the wave, and the claims about
// the skipped keyframe fail when the seed's skip is left out.
import XCTest

@testable import ViewSimLessons

@MainActor
final class Lesson7Tests: XCTestCase {
    func testEveryClaimHolds() async throws {
        let run = try Lesson7.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson7.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testKeyNumbersOfTheJump() async throws {
        let trace = try Lesson7.lesson.run().trace
        // Frame 0: keyframe 0 is drawn in pass 1, keyframe 1 starts animating in pass 2.
        let appear = try XCTUnwrap(trace.frames(inStep: Lesson7.Step.appear).first)
        XCTAssertEqual(appear.passes, 2)
        let first = appear.events.compactMap { event -> (Int, String)? in
            if case .animation(_, let attribute, .started(let animation, let from, let to, _)) = event.kind {
                return (event.pass, "\(attribute): \(from) → \(to) with \(animation)")
            }
            return nil
        }
        XCTAssertEqual(first.map(\.0), [2, 2])
        XCTAssertEqual(
            first.map(\.1),
            [
                "offset: (0, 0) → (0, 20) with linear(duration: 0.2)",
                "scale: (1, 1) → (1, 0.5) with linear(duration: 0.2)",
            ])
        // The entries: 0.2, 0.6, 1.1, 1.5, 1.7, 2.1, 2.6 s, then 3.0 and 3.2 s.
        XCTAssertEqual(Self.entryFrames(trace, step: Lesson7.Step.jump), [12, 36, 66, 90, 102, 126, 156])
        XCTAssertEqual(Self.entryFrames(trace, step: Lesson7.Step.loop), [180, 192])
        // The transaction at each step names the keyframe's own animation.
        let animations = trace.frames.filter { $0.step <= Lesson7.Step.loop }.flatMap(\.events).compactMap {
            event -> String? in
            guard case .transaction(let node, let change) = event.kind, node.is(_AnimationModifier<Int>.self),
                let animation = change.after.animation
            else { return nil }
            return String(animation.description.prefix { $0 != " " })
        }
        XCTAssertEqual(
            animations,
            [
                "linear(duration:", "linear(duration:", "easeOut(duration:", "easeIn(duration:", "easeOut(duration:",
                "linear(duration:", "easeOut(duration:", "easeIn(duration:", "linear(duration:", "linear(duration:",
            ])
        // The spin: 0° → 360° with easeOut 0.5 at t=0.6 s, back to 0° at t=2.1 s.
        let spins = trace.frames.filter { $0.step <= Lesson7.Step.loop }.flatMap(\.events).compactMap { event -> Int? in
            if case .animation(_, "rotation", .started(_, _, _, _)) = event.kind { return event.frame }
            return nil
        }
        XCTAssertEqual(spins, [36, 126])
        // The loop: two writes in one action, one body run.
        let writes = trace.frames(inStep: Lesson7.Step.loop).flatMap(\.events).compactMap { event -> String? in
            if case .stateWrite(_, "HappyEmoji._idx", let old, let new, _) = event.kind {
                return "\(event.frame): \(old) → \(new)"
            }
            return nil
        }
        XCTAssertEqual(writes, ["180: 8 → 0", "180: 0 → 1", "192: 1 → 2"])
        XCTAssertEqual(
            trace.bodyEvaluations(of: "HappyEmoji", inFrame: 180).map(\.printChangesLine),
            ["HappyEmoji: @self changed.", "HappyEmoji: _idx changed."])
    }

    func testKeyNumbersOfTheWave() async throws {
        let run = try Lesson7.lesson.run()
        let trace = run.trace
        let tap = try XCTUnwrap(trace.frames(inStep: Lesson7.Step.wave).first)
        XCTAssertEqual(tap.index, 199)
        // The explicit dates, 0.3 s (18 frames) apart; one JumpingEmoji inserted at each. The second
        // date, t=3.9167 s, is made as (start + 199/60 s) + 0.6 s and Date's rounding leaves it
        // 0.12 µs after frame 235's date, so it shows in frame 236.
        let joined = trace.frames(inStep: Lesson7.Step.waveJoins).compactMap { frame -> Int? in
            frame.events.contains {
                if case .inserted(let node, _, _, _) = $0.kind {
                    return node.label == "JumpingEmoji"
                } else {
                    return false
                }
            }
                ? frame.index : nil
        }
        XCTAssertEqual(joined, [217, 235, 253])
        XCTAssertEqual(trace.bodyEvaluations(of: "ManyEmojis", inStep: Lesson7.Step.waveJoins).count, 3)
        XCTAssertEqual(Set(run.simulation.viewNames), ["wave", "😃", "😎", "😉"])
        // Each nested timeline starts in pass 2 of the frame that inserts it, 1 ms after the frame's time.
        let wave = trace.frames(inStep: Lesson7.Step.wave).flatMap(\.events).compactMap { event -> Int? in
            if case .inserted(let node, _, _, _) = event.kind, node.label == "TimelineView" { return node.id }
            return nil
        }
        XCTAssertEqual(wave.count, 1)
        var firstDates: [Int: String] = [:]
        for event in trace.frames(inStep: Lesson7.Step.waveJoins).flatMap(\.events) {
            if case .timelineEntry(let node, let previous?, _) = event.kind, !wave.contains(node.id),
                firstDates[node.id] == nil
            {
                firstDates[node.id] = previous.description
            }
        }
        XCTAssertEqual(firstDates.values.sorted(), ["t=3.6177s", "t=3.9177s", "t=4.2177s"])
    }

    func testGoldenTrace() async throws {
        let run = try Lesson7.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson7.trace.txt")
    }

    /// Started with the wave, the tap switches to the single emoji: every claim
    /// must then fail.
    func testClaimsFailWhenThePartsAreSwapped() async throws {
        let lesson = Lesson7.lesson
        let swapped = lesson.replacingRoot { Lesson7.ContentView(wave: true) }
        let results = try swapped.run().claimResults
        XCTAssertEqual(results.count, lesson.claims.count)
        for result in results {
            XCTAssertFalse(result.holds, "should fail on the swapped run: \(result.claim.statement)")
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
    }

    /// Without `if idx == 0 { idx = 1 }`, the loop goes back to keyframe 0 with its
    /// nil animation: the three claims about the skip fail, while the schedule's claim
    /// and the per-segment claim (keyframe 0's nil animation starts nothing) still hold.
    func testSkipClaimsFailWithoutTheSkip() async throws {
        let lesson = Lesson7.lesson
        let noSkip = Scenario(
            name: lesson.name, title: lesson.title, narrative: lesson.narrative,
            steps: Array(lesson.steps.prefix(Lesson7.Step.loop + 1)), claims: lesson.claims,
            makeSimulation: { Simulation(NoSkip.JumpingEmoji(emoji: "😃"), configuration: $0) })
        let results = try noSkip.run().claimResults
        let holds = results.map(\.holds)
        XCTAssertEqual(holds[0], true, "the schedule is the same: \(results[0].failure ?? "")")
        XCTAssertEqual(holds[2], true, "each segment still uses its keyframe's animation: \(results[2].failure ?? "")")
        for index in [1, 3, 4] {
            XCTAssertFalse(holds[index], "should fail without the skip: \(results[index].claim.statement)")
            print("expected failure ✗ \(results[index].claim.statement)\n  \(results[index].failure ?? "")")
        }
    }

    // MARK: - Helpers

    /// The frames of a step in which a timeline reached an entry.
    static func entryFrames(_ trace: Trace, step: Int) -> [Int] {
        trace.frames(inStep: step).filter { frame in
            frame.events.contains { $0.kind.name == .timelineEntry }
        }.map(\.index)
    }
}

/// The seed's JumpingEmoji and HappyEmoji without the line that skips keyframe 0,
/// under the seed's names so that the lesson's claims find them.
private enum NoSkip {
    struct JumpingEmoji: View {
        let emoji: String
        let offsets = Array(Lesson7.keyframes.map { $0.offset }.dropFirst())

        var body: some View {
            TimelineView(.cyclic(timeOffsets: offsets)) { timeline in
                HappyEmoji(emoji: emoji, date: timeline.date)
            }
        }
    }

    struct HappyEmoji: View {
        let emoji: String
        @State var idx: Int = 0
        let date: Date

        var body: some View {
            Text(emoji)
                .font(.largeTitle)
                .scaleEffect(4.0)
                .modifier(Lesson7.HappyEmoji.Effects(keyframe: Lesson7.keyframes[idx]))
                .animation(Lesson7.keyframes[idx].animation, value: idx)
                .onChange(of: date) { _ in advanceKeyFrame() }
                .onAppear { advanceKeyFrame() }
        }

        func advanceKeyFrame() {
            idx = (idx + 1) % Lesson7.keyframes.count
        }
    }
}
