// Tests that the fuzzer's `gestures` feature exercises what its checks are about
// (gestures that begin, end, fail, lose and wait; `@GestureState` resets; refused
// touches in extreme cases), that its cases keep every check, and that each gesture
// check can fail: fed a broken trace, it reports it.
import ViewSim
import ViewSimFuzz
import XCTest

final class FuzzGestureTests: XCTestCase {
    static let features: Set<FuzzFeature> = [.conditionals, .state, .forEach, .observable, .animations, .gestures]

    func testTheGesturesFeatureBeginsEndsFailsLosesAndResetsGestures() {
        var seen: [String: Int] = [:]
        let wanted = [
            "began", "ended", "failed", "lost", "waiting", "reset $", "withAnimation", "DragGesture",
            "TapGesture", "LongPressGesture", "MagnifyGesture", "RotateGesture", ".highPriorityGesture",
            ".simultaneousGesture", "onEnded",
        ]
        for mode in [FuzzMode.sane, .extreme] {
            let generator = FuzzGenerator(seed: 3, mode: mode, features: Self.features)
            for index in 0..<60 {
                let fuzzCase = generator.makeCase(index)
                let (outcome, checked) = FuzzRunner.checkKeepingFacts(fuzzCase)
                XCTAssertEqual(outcome.failures, [], "\(mode) case \(index): \(outcome.report)")
                let facts = checked
                for touch in facts.gestures.touches {
                    for event in touch.events {
                        seen[event.phase, default: 0] += 1
                    }
                }
                for word in wanted where facts.text.contains(word) { seen[word, default: 0] += 1 }
                if facts.errors.contains(where: { $0.contains("touch") }) { seen["refused", default: 0] += 1 }
            }
        }
        print("gesture coverage: \(seen.sorted { $0.key < $1.key })")
        for word in wanted + ["refused"] {
            XCTAssertGreaterThan(seen[word] ?? 0, 0, "no case had \"\(word)\": \(seen)")
        }
    }

    /// A drag on a view whose gesture updates its `@GestureState`: one touch, begun then ended.
    static let dragCase = FuzzCase(
        mode: .sane,
        tree: .stack(.vstack, [.gestured(FuzzGesture(.drag(10), spring: true), name: "v1", child: .leaf)]),
        script: [.touch(.drag(40, 0, duration: 0.05, hold: 0), "v1")])

    func testTheFactsOfARealDragHoldTheEventsTheEndingAndTheReset() throws {
        let facts = FuzzRunner.execute(Self.dragCase)
        XCTAssertEqual(FuzzInvariants.gestures(facts.gestures), [])
        let touch = try XCTUnwrap(facts.gestures.touches.first)
        XCTAssertEqual(touch.events.map(\.phase), ["began", "ended"])
        XCTAssertEqual(touch.endings.count, 1)
        XCTAssertEqual(touch.writes.map(\.new), ["1", "2", "3", "0"])
        XCTAssertEqual(Set(touch.writes.map(\.initial)), ["0"])
    }

    func testTheStateCheckFailsWhenTheResetIsLost() throws {
        // The engine's reset, taken out of a real trace's facts: the gesture state stays at 3.
        var facts = FuzzRunner.execute(Self.dragCase).gestures
        facts.touches[0].writes.removeLast()
        let violations = FuzzInvariants.gestures(facts)
        XCTAssertEqual(violations.map(\.check), [.gestureState])
        XCTAssertTrue(violations[0].message.contains("is 3 after the touch, not its initial 0"), violations[0].message)
        // A view removed during the touch keeps no state: nothing to report.
        facts.touches[0].gone = [facts.touches[0].writes[0].node]
        XCTAssertEqual(FuzzInvariants.gestures(facts), [])
    }

    func testTheOrderCheckFailsOnEventsAfterTheEndAndOnTwoWinners() {
        typealias Event = FuzzGestureFacts.Event
        let drag = ".gesture #5 DragGesture"
        let tap = ".highPriorityGesture #9 TapGesture"
        let side = ".simultaneousGesture #12 DragGesture"
        func check(_ events: [Event]) -> [String] {
            FuzzInvariants.gestures(FuzzGestureFacts(touches: [.init(step: "step 1", events: events)])).map(\.message)
        }
        XCTAssertEqual(
            check([
                Event(gesture: drag, exclusive: true, phase: "waiting"),
                Event(gesture: drag, exclusive: true, phase: "began"),
                Event(gesture: side, exclusive: false, phase: "began"),
                Event(gesture: tap, exclusive: true, phase: "failed"),
                Event(gesture: drag, exclusive: true, phase: "ended", hadBegun: true),
                Event(gesture: side, exclusive: false, phase: "ended", hadBegun: true),
            ]), [])
        XCTAssertEqual(
            check([
                Event(gesture: drag, exclusive: true, phase: "began"),
                Event(gesture: drag, exclusive: true, phase: "ended", hadBegun: true),
                Event(gesture: drag, exclusive: true, phase: "began"),
            ]), ["step 1: .gesture #5 DragGesture began after it ended (before it: began, ended)"])
        XCTAssertEqual(
            check([Event(gesture: drag, exclusive: true, phase: "ended", hadBegun: true)]),
            ["step 1: .gesture #5 DragGesture ended as begun, but it never began (before it: nothing)"])
        XCTAssertEqual(
            check([
                Event(gesture: drag, exclusive: true, phase: "began"),
                Event(gesture: drag, exclusive: true, phase: "waiting"),
            ]), ["step 1: .gesture #5 DragGesture waiting again, or after it began (before it: began)"])
        XCTAssertEqual(
            check([
                Event(gesture: tap, exclusive: true, phase: "ended"),
                Event(gesture: drag, exclusive: true, phase: "began"),
            ]),
            [
                "step 1: two exclusive gestures won one touch: .highPriorityGesture #9 TapGesture and .gesture #5 DragGesture"
            ])
        // A simultaneous gesture beside the winner is no second winner.
        XCTAssertEqual(
            check([
                Event(gesture: tap, exclusive: true, phase: "ended"),
                Event(gesture: side, exclusive: false, phase: "began"),
            ]), [])
    }

    func testTheOrderCheckFailsOnARealTraceWithADuplicatedEnd() {
        var facts = FuzzRunner.execute(Self.dragCase).gestures
        facts.touches[0].events.append(facts.touches[0].events[1])
        XCTAssertEqual(FuzzInvariants.gestures(facts).map(\.check), [.gestureOrder])
    }

    func testTheCallbackCheckFailsWhenOnEndedRunsTwice() {
        var facts = FuzzRunner.execute(Self.dragCase).gestures
        facts.touches[0].endings.append(facts.touches[0].endings[0])
        let violations = FuzzInvariants.gestures(facts)
        XCTAssertEqual(violations.map(\.check), [.gestureCallbacks])
        XCTAssertTrue(violations[0].message.hasSuffix("DragGesture.onEnded ran more than once"), violations[0].message)
    }

    func testRefusedTouchesAreRecordedErrorsNotFailures() {
        let fuzzCase = FuzzCase(
            mode: .extreme,
            tree: .stack(.vstack, [.gestured(FuzzGesture(.magnify, priority: 2), name: "v1", child: .leaf)]),
            script: [
                .touch(.drag(.nan, 0, duration: 0.1, hold: 0), "v1"), .touch(.fling(1e7, 0, duration: 0.1), "v1"),
                .touch(.pinch(.infinity, duration: 0.1), "v1"), .touch(.rotate(1e300, duration: 0.1), "v1"),
                .touch(.longPress(.nan), "v1"), .touch(.drag(1, 1, duration: 1e6, hold: 0), "v1"),
                .touch(.path([], duration: 0), "v1"), .touch(.taps(0), "v1"), .touch(.pinch(2, duration: 0), "v1"),
            ])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
        XCTAssertEqual(outcome.errors.count, 8, outcome.errors.joined(separator: "\n"))
        XCTAssertTrue(
            outcome.errors.allSatisfy { $0.contains("touch") || $0.contains("duration") }, "\(outcome.errors)")
    }

    /// viewsim-fuzz --seed 11, case 357 (a crash): `sim.rotate` with an infinite duration trapped
    /// computing its number of samples before it checked the duration.
    func testFuzzCrashSeed11Case357() {
        let fuzzCase = FuzzCase(
            mode: .extreme,
            tree: .gestured(FuzzGesture(.drag(10)), name: "v4", child: .leaf),
            script: [
                .touch(.rotate(82.66, duration: .infinity), "v4"),
                .touch(.rotate(295.48, duration: .greatestFiniteMagnitude), "v4"),
            ])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
        XCTAssertEqual(outcome.errors.count, 2, "\(outcome.errors)")
    }

    /// Seed 50, case 2922 (shrunk): a triple tap beside a tap sequenced before a long press. After
    /// one tap the triple tap waits for the next; once it fails (too late), it no longer says it
    /// waits, so the composite fails when the touch has ended and `@GestureState` resets. Before,
    /// the failed tap still said it waited and the gesture stayed begun, its state 1.
    func testFuzzGestureStateSeed50Case2922() {
        let fuzzCase = FuzzCase(
            mode: .extreme,
            tree: .gestured(
                FuzzGesture(.simultaneously(.spatialTap(3), .sequenced(.tap(-1), .longPress(1e+300))), priority: 1),
                name: "v1", child: .navigationStack(name: "v3", child: .leaf)),
            script: [.tap("v3")])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }
}
