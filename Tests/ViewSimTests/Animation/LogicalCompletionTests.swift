// Tests when each animation logically completes, and how the animator reports it per
// change: a superseded change still completes when its own animation would have
// (criterion .logicallyComplete), while .removed waits for everything (`finished`).
import Foundation
import ViewSim
import XCTest

final class LogicalCompletionTests: XCTestCase {
    /// The frame time of every event of a scripted value, as "t: event".
    private func timeline(_ script: (inout AnimatedValue, Int) -> Void, frames: Int = 300) -> [String] {
        var value = AnimatedValue(0)
        var lines: [String] = []
        for index in 0..<frames {
            script(&value, index)
            _ = value.presentation(at: frameTime(index))
            lines += value.events.map { "\(index): \($0)" }
            value.events.removeAll()
        }
        return lines
    }

    func testLogicalCompletionTimes() {
        // At the end
        XCTAssertEqual(logicalCompletionTime(.easeInOut(duration: 1)) ?? .nan, frameTime(61), accuracy: 1e-9)
        XCTAssertEqual(logicalCompletionTime(.snappy) ?? .nan, 0.5, accuracy: 1e-9)  // at the response
        XCTAssertEqual(
            logicalCompletionTime(.interpolatingSpring(duration: 0.3)) ?? .nan, frameTime(18), accuracy: 1e-9)  // 2π/√k
        XCTAssertEqual(
            logicalCompletionTime(.easeIn(duration: 1).logicallyComplete(after: 0.25)) ?? .nan, 0.25, accuracy: 1e-9)
    }

    func testASupersededTimingCurveCompletesOnItsOwnSchedule() {
        let lines = timeline { value, frame in
            if frame == 0 { value.set(100, animation: .easeInOut(duration: 0.5), at: 0) }
            if frame == 6 { value.set(200, animation: .easeInOut(duration: 0.5), at: frameTime(6)) }
        }
        XCTAssertEqual(
            lines,
            [
                "0: #0 started easeInOut(duration: 0.5)",
                "6: #1 easeInOut(duration: 0.5) combined with 1 running animation",
                "31: #0 logically complete",  // the first curve would have ended at 0.5 s
                "37: #1 logically complete",  // the second at 0.1 + 0.5 s
                "37: #0…#1 finished",
            ])
    }

    func testAMergedSpringRestartsLogicalCompletion() {
        let lines = timeline { value, frame in
            if frame == 0 { value.set(100, animation: .smooth, at: 0) }
            if frame == 12 { value.set(200, animation: .smooth, at: frameTime(12)) }
        }
        XCTAssertEqual(
            Array(lines.prefix(4)),
            [
                "0: #0 started spring(response: 0.5, dampingFraction: 1)",
                "12: #1 spring(response: 0.5, dampingFraction: 1) merged with running spring(response: 0.5, dampingFraction: 1) (keeps its value and velocity)",
                "30: #0 logically complete",  // 0.5 s after the first change
                "42: #1 logically complete",  // 0.5 s after the merge
            ])
        XCTAssertEqual(lines.count, 5)
        XCTAssertTrue(lines.last?.hasSuffix("#0…#1 finished") ?? false)
    }

    func testPendingCompletionsFireWhenTheAnimatorFinishes() {
        // A long curve interrupted by a stiff spring: the animator ends before the curve would have.
        let lines = timeline { value, frame in
            if frame == 0 { value.set(100, animation: .linear(duration: 3), at: 0) }
            if frame == 6 { value.set(100, animation: .spring(duration: 0.2), at: frameTime(6)) }
        }
        XCTAssertEqual(lines.count, 5)
        XCTAssertEqual(lines[2], "18: #1 logically complete")
        let finish = lines[3].prefix(while: { $0 != ":" })
        XCTAssertEqual(lines[3], "\(finish): #0 logically complete")
        XCTAssertEqual(lines[4], "\(finish): #0…#1 finished")
        XCTAssertLessThan(Int(finish) ?? 999, 180)
    }

    func testCompletionCriteria() {
        XCTAssertEqual(AnimationCompletionCriteria.logicallyComplete.description, "logicallyComplete")
        XCTAssertEqual(AnimationCompletionCriteria.removed.description, "removed")
        XCTAssertNotEqual(AnimationCompletionCriteria.logicallyComplete, .removed)
    }
}
