import ViewSim
import ViewSimTesting
// Tests lesson15 (views that come and go): its claims hold, the key numbers read
// straight from the trace, its trace text matches the golden file, and the
// claims fail for the code the lesson warns about: a counter without `.id`, and
// a card whose `.animation(_:value:)` is moved above the `if`.
import XCTest

@testable import ViewSimLessons

final class Lesson15Tests: XCTestCase {
    func testEveryClaimHolds() throws {
        let run = try Lesson15.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson15.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testIsRegisteredAndComplete() throws {
        let lesson = try XCTUnwrap(LessonCatalog.lesson(id: "lesson15"))
        XCTAssertTrue(LessonCatalog.all.contains { $0.name == "lesson15" })
        XCTAssertTrue((lesson.narrative?.source ?? "").hasPrefix("Seed 002"))
        XCTAssertFalse((lesson.narrative?.introduction ?? "").isEmpty)
        XCTAssertGreaterThanOrEqual(lesson.claims.count, 3)
        XCTAssertTrue(lesson.steps.allSatisfy { !($0.narrative ?? "").isEmpty })
        let run = try lesson.run()
        XCTAssertEqual(run.trace.steps.map(\.title).dropFirst(), lesson.steps.map(\.title).dropFirst())
    }

    func testKeyNumbers() throws {
        let trace = try Lesson15.lesson.run().trace
        let fade = try XCTUnwrap(Lesson15.transitions(trace, step: Lesson15.Step.fade).first)
        let opacity = Lesson15.transitionSamples(
            trace, step: Lesson15.Step.fade, owner: fade.node.id, attribute: "opacity")
        XCTAssertEqual(opacity.first?.value.fourDecimals, 0.0044)
        XCTAssertEqual(opacity.first { $0.frame == fade.frame + 11 }?.value.fourDecimals, 0.541, "at 0.2 s")
        let hike = try XCTUnwrap(Lesson15.transitions(trace, step: Lesson15.Step.hike).first)
        let fraction = Lesson15.transitionSamples(
            trace, step: Lesson15.Step.hike, owner: hike.node.id, attribute: "fraction")
        XCTAssertEqual(fraction.prefix(4).map(\.value.fourDecimals), [0.9839, 0.9371, 0.8723, 0.7982])
        let readd = Lesson15.transitions(trace, step: Lesson15.Step.readd)
        let removing = try XCTUnwrap(readd.first)
        let removal = Lesson15.transitionSamples(
            trace, step: Lesson15.Step.readd, owner: removing.node.id, attribute: "opacity")
        XCTAssertEqual(removal.map(\.value).min()?.fourDecimals, 0.3483, "the merged spring's dip")
    }

    func testTheStepsDrawTheComingAndGoing() throws {
        var removing: [String] = []
        var drawn: [String] = []
        _ = try Lesson15.lesson.run { step, simulation in
            guard step == Lesson15.Step.id else { return }
            // Mid cross-fade (the end of step 7): the old number is drawn beside the new one.
            removing = simulation.snapshot().nodes.filter(\.isRemoving).compactMap(\.transition)
            drawn = simulation.displayList().items.compactMap { item in
                guard case .text(let run) = item.content, run.string.count == 1, run.string.first?.isNumber == true
                else { return nil }
                return "\(run.string) \(item.opacity)"
            }
        }
        XCTAssertEqual(removing, ["removing: opacity 0.5"])
        XCTAssertEqual(
            drawn.sorted(), ["0 0.5", "1 0.5", "9 1.0"], "the old 0 and new 1 at half opacity; the score at rest")
    }

    /// The trace, folded.
    func testGoldenTrace() throws {
        let trace = try Lesson15.lesson.run().trace
        var text = ""
        for step in 0..<trace.steps.count {
            text += trace.text(step: step, options: TraceTextOptions(foldsRepeatedFrames: true))
        }
        assertGolden(text, named: "lesson15.trace.txt")
    }

    /// Each variant's failing claims, printed so their messages can be read.
    private func failingClaims<Root: View>(_ root: @escaping @MainActor @Sendable () -> Root) throws -> [Int] {
        let results = try Lesson15.lesson.replacingRoot(root).run().claimResults
        for result in results where !result.holds {
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
        return results.enumerated().filter { !$0.element.holds }.map(\.offset)
    }

    /// The counter without `.id`: its text changes in place, nothing is removed or inserted.
    func testClaimsFailWithoutTheID() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(counterHasID: false) }, [6])
    }

    /// The score replaced by an `.id` change: a removal and an insertion, no content transition.
    func testClaimsFailWhenTheScoreChangesItsIdentity() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(scoreRolls: false) }, [7])
    }

    /// The hero without matched geometry: the square fades out, the banner fades in, nothing moves.
    func testClaimsFailWithoutMatchedGeometry() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(heroMatched: false) }, [8])
    }

    /// The blue card's `.animation(_:value:)` moved above the `if`: it animates the insertion.
    func testClaimsFailWhenTheAnimationIsAboveTheIf() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(belowMovedAbove: true) }, [2])
    }
}

/// Lesson 15's screen with one demo changed.
private struct VariantRoot: View {
    var counterHasID = true
    var belowMovedAbove = false
    var scoreRolls = true
    var heroMatched = true

    var body: some View {
        VStack(spacing: 12) {
            Lesson15.FadeDemo()
            if belowMovedAbove { MovedAbove() } else { Lesson15.BelowDemo() }
            Lesson15.AboveDemo()
            Lesson15.HikeDemo()
            if counterHasID { Lesson15.CounterDemo() } else { CounterWithoutID() }
            if scoreRolls { Lesson15.ScoreDemo() } else { ScoreByID() }
            if heroMatched { Lesson15.HeroDemo() } else { HeroUnmatched() }
        }
    }
}

/// The score of lesson 15 with `.id(score)` where it had `.contentTransition(.numericText(value:))`.
private struct ScoreByID: View {
    @State private var score = 9
    var body: some View {
        HStack {
            Text("score").onTapGesture { withAnimation(.linear(duration: 0.5)) { score += 1 } }
                .frame(width: 120, alignment: .leading)
            ZStack {
                Color.clear
                Text("\(score)").font(.largeTitle).id(score)
            }
            .frame(width: 200, height: 60)
        }
    }
}

/// The hero of lesson 15 without `.matchedGeometryEffect`: the banner fades in where it is.
private struct HeroUnmatched: View {
    @State private var isExpanded = false
    var body: some View {
        HStack {
            Text("expand").onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { isExpanded.toggle() } }
                .frame(width: 120, alignment: .leading)
            ZStack {
                Color.clear
                if isExpanded {
                    RoundedRectangle(cornerRadius: 8).fill(.pink).frame(width: 200, height: 60)
                } else {
                    RoundedRectangle(cornerRadius: 8).fill(.pink).frame(width: 40, height: 40)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .frame(width: 200, height: 60)
        }
    }
}

/// The counter of lesson 15 without `.id(count)`.
private struct CounterWithoutID: View {
    @State private var count = 0
    var body: some View {
        HStack {
            Text("count").onTapGesture { withAnimation(.linear(duration: 0.5)) { count += 1 } }
                .frame(width: 120, alignment: .leading)
            ZStack {
                Color.clear
                Text("\(count)").font(.largeTitle)
            }
            .frame(width: 200, height: 60)
        }
    }
}

/// The blue card with its `.animation(_:value:)` on the container above the `if`.
private struct MovedAbove: View {
    @State private var isShown = false
    var body: some View {
        HStack {
            Text("below").onTapGesture { isShown.toggle() }.frame(width: 120, alignment: .leading)
            ZStack {
                Color.clear
                if isShown { Lesson15.Card(color: .blue).transition(.opacity) }
            }
            .animation(.easeInOut(duration: 0.35), value: isShown)
            .frame(width: 200, height: 60)
        }
    }
}
