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
                let outcome = FuzzRunner.check(fuzzCase)
                XCTAssertEqual(outcome.failures, [], "\(mode) case \(index): \(outcome.report)")
                let facts = FuzzRunner.execute(fuzzCase)
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
}
