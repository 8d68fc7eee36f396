// Tests withAnimation(_:completionCriteria:_:completion:) against Apple's docs: a
// completion fires exactly once — `.logicallyComplete` when its own change's animation
// logically completes, `.removed` when every animation on its values is done, right
// after the update when nothing animated, and when the animated view is removed.
import ViewSim
import ViewSimTesting
import XCTest

/// Records which completions ran, in order.
private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Player: View {
    @State private var x = 0.0
    @State private var label = "idle"
    @State private var shown = true
    @State private var faded = false
    let log: Log
    let animation: Animation
    let criteria: AnimationCompletionCriteria

    var body: some View {
        VStack {
            if shown {
                // `.identity`: a new label shows at once (by default it would cross-fade, its content
                // transition an animation the completions wait for: ContentTransitionTests).
                Text(label).contentTransition(.identity).offset(x: x).opacity(faded ? 0.5 : 1)
                    .accessibilityIdentifier("ball")
            }
            Text("go").onTapGesture { move(to: 100, as: "go") }.accessibilityIdentifier("go")
            Text("back").onTapGesture { move(to: 0, as: "back") }.accessibilityIdentifier("back")
            Text("relabel").onTapGesture {
                withAnimation(animation, completionCriteria: criteria) {
                    // The same letters, so the same width: nothing moves (a longer label's frame would
                    // animate, and the completion wait for it: AnimatedLayoutTests).
                    label = "deli"
                } completion: {
                    log.entries.append("relabel")
                }
            }.accessibilityIdentifier("relabel")
            Text("nothing").onTapGesture {
                withAnimation(animation, completionCriteria: criteria) {
                } completion: {
                    log.entries.append("nothing")
                }
            }.accessibilityIdentifier("nothing")
            Text("hide").onTapGesture { shown = false }.accessibilityIdentifier("hide")
            Text("pair").onTapGesture {
                withAnimation(animation, completionCriteria: criteria) {
                    x = 100
                    faded = true
                } completion: {
                    log.entries.append("pair")
                }
            }.accessibilityIdentifier("pair")
        }
    }

    private func move(to target: Double, as name: String) {
        withAnimation(animation, completionCriteria: criteria) {
            x = target
        } completion: {
            log.entries.append(name)
        }
    }
}

@MainActor
final class CompletionTests: XCTestCase {
    private func player(_ animation: Animation, _ criteria: AnimationCompletionCriteria, log: Log) -> Simulation {
        makeAnimationSimulation(Player(log: log, animation: animation, criteria: criteria))
    }

    func testLogicallyCompleteFiresOnceWhenATimingCurveEnds() async throws {
        let log = Log()
        let sim = player(.linear(duration: 0.1), .logicallyComplete, log: log)
        try sim.step("go") {
            try sim.tap("go")
            try sim.runUntilIdle()
            try sim.advance(by: 1)
        }
        // Started in frame 1; at frame 7 it is exactly at the end, in frame 8 it is over.
        assertCompletions(sim, fired: [.logicallyComplete: .frame(8)])
        assertCompletions(sim, fired: [.logicallyComplete: .time(0.14)])
        XCTAssertEqual(log.entries, ["go"])
        let fired = sim.trace.completions()
        XCTAssertEqual(fired.first?.releasedBy?.phase, .logicallyComplete(generation: 0))
        XCTAssertEqual(fired.first?.reason.description.hasSuffix("logically completed"), true)
    }

    func testASpringIsLogicallyCompleteAfterItsResponseWhileItStillSettles() async throws {
        let log = Log()
        let sim = player(.spring(response: 0.3, dampingFraction: 1), .logicallyComplete, log: log)
        try sim.step("go") {
            try sim.tap("go")
            try sim.runUntilIdle()
        }
        // Logically complete 0.3 s after frame 1 (frame 19); it settles much later.
        assertCompletions(sim, fired: [.logicallyComplete: .frame(19)])
        let finished = sim.animationEvents("offset", of: "ball").first { $0.phase == .finished }
        XCTAssertGreaterThan(finished?.frame ?? 0, 40)
        XCTAssertEqual(log.entries, ["go"])
    }

    func testRemovedFiresWhenTheAnimationIsFinished() async throws {
        let log = Log()
        let sim = player(.spring(response: 0.3, dampingFraction: 1), .removed, log: log)
        try sim.step("go") {
            try sim.tap("go")
            try sim.runUntilIdle()
        }
        let finished = sim.animationEvents("offset", of: "ball").first { $0.phase == .finished }
        let frame = try XCTUnwrap(finished?.frame)
        XCTAssertGreaterThan(frame, 19, "a spring settles after its response")
        assertCompletions(sim, fired: [.removed: .frame(frame)])
        XCTAssertEqual(sim.trace.completions().first?.releasedBy?.phase, .finished)
        XCTAssertEqual(log.entries, ["go"])
    }

    func testAChangeThatStartsNoAnimationCompletesRightAfterTheUpdate() async throws {
        for criteria in [AnimationCompletionCriteria.logicallyComplete, .removed] {
            let log = Log()
            let sim = player(.linear(duration: 1), criteria, log: log)
            try sim.step("relabel") { try sim.tap("relabel") }
            assertCompletions(sim, in: .lastStep, fired: [criteria: .frame(1)])
            XCTAssertEqual(sim.trace.completions().first?.reason.description, "the change started no animation")
            try sim.step("nothing") { try sim.tap("nothing") }
            assertCompletions(sim, in: .lastStep, fired: [criteria: .frame(2)])
            XCTAssertEqual(log.entries, ["relabel", "nothing"])
        }
    }

    func testAChangeOfTwoValuesCompletesOnceForBoth() async throws {
        for criteria in [AnimationCompletionCriteria.logicallyComplete, .removed] {
            let log = Log()
            let sim = player(.linear(duration: 0.1), criteria, log: log)
            try sim.step("pair") {
                try sim.tap("pair")
                try sim.runUntilIdle()
            }
            XCTAssertEqual(sim.trace.animatedValues().map(\.attribute), ["opacity", "offset"])
            assertCompletions(sim, fired: [criteria: .frame(8)])
            XCTAssertEqual(log.entries, ["pair"])
        }
    }

    func testAChangeMadeInAnActionCompletesAfterTheUpdateThatAppliesIt() async throws {
        struct Chained: View {
            @State private var trigger = false
            @State private var x = 0.0
            let log: Log
            var body: some View {
                Text("ball").offset(x: x).accessibilityIdentifier("ball")
                    .onTapGesture { trigger.toggle() }
                    .onChange(of: trigger) {
                        withAnimation(.linear(duration: 0.05)) {
                            x = 100
                        } completion: {
                            log.entries.append("done")
                        }
                    }
            }
        }
        let log = Log()
        let sim = makeAnimationSimulation(Chained(log: log))
        try sim.step("tap") {
            try sim.tap("ball")
            try sim.runUntilIdle()
        }
        // The onChange action runs after the first pass; its change animates in the
        // second, so the completion waits for the animation (0.05 s → frame 5).
        assertCompletions(sim, fired: [.logicallyComplete: .frame(5)])
        XCTAssertEqual(log.entries, ["done"])
    }

    func testRemovingTheAnimatedViewReleasesItsCompletions() async throws {
        for criteria in [AnimationCompletionCriteria.logicallyComplete, .removed] {
            let log = Log()
            let sim = player(.linear(duration: 1), criteria, log: log)
            try sim.step("go") {
                try sim.tap("go")
                try sim.advance(by: 0.1)
            }
            XCTAssertEqual(log.entries, [])
            try sim.step("hide") {
                try sim.tap("hide")
                try sim.runUntilIdle()
                try sim.advance(by: 2)
            }
            assertCompletions(sim, fired: [criteria: .frame(8)])
            XCTAssertEqual(sim.trace.completions().first?.reason.description, "the view was removed")
            XCTAssertEqual(log.entries, ["go"])
        }
    }

    func testASecondChangeLogicallyCompleteIgnoresTheNewAnimation() async throws {
        let log = Log()
        let sim = player(.linear(duration: 0.5), .logicallyComplete, log: log)
        try sim.step("go, then back at frame 10") {
            try sim.tap("go")
            try sim.advance(to: frameTime(9))
            try sim.tap("back")
            try sim.runUntilIdle()
        }
        // "go" started in frame 1 and would have ended in frame 32; "back" started in
        // frame 10 and ends in frame 41. Each fires for its own change.
        assertCompletions(sim, fired: [.logicallyComplete: .frame(32), .logicallyComplete: .frame(41)])
        XCTAssertEqual(log.entries, ["go", "back"])
    }

    func testASecondChangeRemovedWaitsForEveryAnimation() async throws {
        let log = Log()
        let sim = player(.linear(duration: 0.5), .removed, log: log)
        try sim.step("go, then back at frame 10") {
            try sim.tap("go")
            try sim.advance(to: frameTime(9))
            try sim.tap("back")
            try sim.runUntilIdle()
        }
        assertCompletions(sim, fired: [.removed: .frame(41), .removed: .frame(41)])
        XCTAssertEqual(log.entries, ["go", "back"])
    }

    func testASecondChangeOfASpringMergesAndLogicalCompletionFollowsEachChange() async throws {
        let log = Log()
        let sim = player(.spring(response: 0.3, dampingFraction: 1), .logicallyComplete, log: log)
        try sim.step("go, then back at frame 10") {
            try sim.tap("go")
            try sim.advance(to: frameTime(9))
            try sim.tap("back")
            try sim.runUntilIdle()
        }
        assertAnimation(sim, "offset", of: "ball", animation: "spring(response: 0.3, dampingFraction: 1)", as: .merged)
        // "go" logically completes 0.3 s after frame 1 (frame 19) as if not interrupted;
        // the merged spring restarts its clock at frame 10, so "back" follows in frame 28.
        assertCompletions(sim, fired: [.logicallyComplete: .frame(19), .logicallyComplete: .frame(28)])
        XCTAssertEqual(log.entries, ["go", "back"])
    }
}
