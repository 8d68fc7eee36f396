// Tests that lessons share nothing when run at the same time: every lesson of the
// catalog runs on its own thread, all at once, and each gives the trace text it
// gives when the lessons run one by one. The lessons cover what the engine
// treats as "current" with real seed code: `Simulation.random` (lesson1),
// `@Published` (lesson2), `withAnimation` (lesson3), `.simNow` in a loop
// (lesson4), phase and keyframe animators (lessons 8 and 9), and the rest.
// ViewSimTests' ParallelSimulationsTests adds a tree deep enough to hop threads.
import Foundation
import ViewSim
import XCTest

@testable import ViewSimLessons

final class ParallelLessonsTests: XCTestCase {
    /// Results written by the lesson threads, read once they have all finished.
    private final class Traces: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [Int: String] = [:]

        func set(_ text: String, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            texts[index] = text
        }

        func ordered(count: Int) -> [String] {
            lock.lock()
            defer { lock.unlock() }
            return (0..<count).map { texts[$0] ?? "(no result)" }
        }
    }

    /// The trace text of the catalog's lesson at `index`, or the error it threw.
    private static func trace(ofLesson index: Int) -> String {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let lesson = LessonCatalog.all[index]
        do { return try lesson.run(configuration: configuration).trace.text() } catch { return "error: \(error)" }
    }

    func testAllLessonsAtOnceGiveTheTracesTheyGiveOneByOne() {
        let count = LessonCatalog.all.count
        XCTAssertGreaterThanOrEqual(count, 8)
        let alone = (0..<count).map(Self.trace(ofLesson:))
        for (index, text) in alone.enumerated() {
            XCTAssertFalse(text.hasPrefix("error"), "lesson \(index): \(text)")
        }

        let traces = Traces()
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for index in 0..<count {
            finished.enter()
            let thread = Thread {
                start.wait()
                traces.set(Self.trace(ofLesson: index), at: index)
                finished.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        // All start together.
        for _ in 0..<count { start.signal() }
        finished.wait()

        let together = traces.ordered(count: count)
        for index in 0..<count where together[index] != alone[index] {
            let lines = zip(together[index].split(separator: "\n"), alone[index].split(separator: "\n"))
            let first = lines.enumerated().first { $0.element.0 != $0.element.1 }
            XCTFail(
                "\(LessonCatalog.all[index].name): the trace differs from the one run alone"
                    + (first.map {
                        "; first at line \($0.offset + 1):\n  together: \($0.element.0)\n  alone:    \($0.element.1)"
                    } ?? " (in length)"))
        }
    }
}
