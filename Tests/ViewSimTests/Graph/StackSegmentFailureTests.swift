// Tests what happens when a deep tree's next stack segment cannot get a thread
// (its stack cannot be mapped, as under `ulimit -v`): the recursion stops there
// without waiting, the simulation's next throwing call throws
// `SimulationError.stackUnavailable` within a second, with the depth and what to
// raise, no other thread start is tried, and the graph can still be read. The
// failing thread start is given to one simulation only, so tests running in
// parallel keep the real one. Also: the real start (`pthread_create`) reports an
// impossible stack as an error number instead of crashing.
import Dispatch
import Foundation
import ViewSim
import XCTest

/// The bottom of the deep trees here: a counter, tapped by name.
private struct SegmentLeaf: View {
    @State private var count = 0
    var body: some View {
        Text("leaf \(count)").onTapGesture { count += 1 }.accessibilityIdentifier("leaf")
    }
}

/// One composite view per level: its body is the next level, or the leaf.
private struct SegmentNest: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            SegmentLeaf()
        } else {
            SegmentNest(depth: depth - 1)
        }
    }
}

/// Counts the thread starts asked for, and fails them (with EAGAIN) while `failing`.
private final class ThreadStarts: @unchecked Sendable {
    private let lock = NSLock()
    private var started = 0
    private var failed = 0
    private var failing: Bool

    init(failing: Bool) { self.failing = failing }

    var failedCount: Int { lock.withLock { failed } }
    var startedCount: Int { lock.withLock { started } }
    func failFromNowOn() { lock.withLock { failing = true } }

    /// A `StackSegments.ThreadStarter` that fails as `pthread_create` does when it cannot map a stack.
    var starter: StackSegments.ThreadStarter {
        { [self] size, body in
            let fail = lock.withLock { () -> Bool in
                if failing { failed += 1 } else { started += 1 }
                return failing
            }
            return fail ? EAGAIN : StackSegments.startThread(stackSize: size, body: body)
        }
    }
}

final class StackSegmentFailureTests: XCTestCase {
    /// Runs `body` on a thread with a 512 KB stack (a Swift concurrency thread's size) and
    /// fails if it has not returned within `seconds` (wall clock ok: a test's deadline).
    private func within(
        _ seconds: Double, file: StaticString = #filePath, line: UInt = #line, _ body: @escaping @Sendable () -> Void
    ) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 512 << 10
        let start = DispatchTime.now()
        thread.start()
        guard done.wait(timeout: .now() + 30) == .success else {
            XCTFail("still waiting after 30 s: a failed thread start must not wait", file: file, line: line)
            return
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        XCTAssertLessThan(elapsed, seconds, "the error should arrive within \(seconds) s", file: file, line: line)
    }

    func testAMountWhoseSegmentCannotStartStopsAndTheNextCallThrows() {
        let starts = ThreadStarts(failing: true)
        let outcome = Outcome()
        within(1) {
            let sim = Simulation(SegmentNest(depth: 2_000), segmentThreadStarter: starts.starter)
            outcome.stopError = sim.stopError
            do {
                try sim.advance(by: 1)
            } catch {
                outcome.thrown = error as? SimulationError
            }
            do {
                try sim.tap("leaf")
            } catch {
                outcome.thrownAgain = error as? SimulationError
            }
            // The graph is still readable: the levels mounted before the stop, the trace.
            outcome.traceLines = sim.trace.text().split(separator: "\n").count
            outcome.frame = sim.frame
        }
        guard case .stackUnavailable(let depth, let errorNumber)? = outcome.thrown else {
            return XCTFail("advance(by:) should throw stackUnavailable; got \(String(describing: outcome.thrown))")
        }
        XCTAssertEqual(errorNumber, EAGAIN)
        XCTAssertGreaterThanOrEqual(depth, 32, "the depth reached before the stop")
        XCTAssertLessThan(depth, 2_000, "nothing below the stop is mounted")
        XCTAssertEqual(outcome.stopError, outcome.thrown, "stopError says the same")
        XCTAssertEqual(outcome.thrownAgain, outcome.thrown, "every later throwing call throws it")
        XCTAssertEqual(starts.failedCount, 1, "after one failure no other thread is tried")
        XCTAssertEqual(outcome.frame, 0, "advance(by:) ran no frame")
        XCTAssertGreaterThan(outcome.traceLines, 0)
        let message = outcome.thrown?.description ?? ""
        for part in [
            "The view tree is at least \(depth) levels deep", "a 16 MB stack for every 512 levels beyond 32",
            "could not start a thread for one (error \(EAGAIN): ",
            "Raise the process's memory limit (ulimit -v) or make the tree shallower.",
        ] {
            XCTAssertTrue(message.contains(part), "the message should say '\(part)': \(message)")
        }
    }

    func testAnUpdateWhoseSegmentCannotStartMakesThatCallThrow() {
        let starts = ThreadStarts(failing: false)
        let outcome = Outcome()
        within(20) {
            let sim = Simulation(SegmentNest(depth: 2_000), segmentThreadStarter: starts.starter)
            outcome.stopError = sim.stopError
            starts.failFromNowOn()
            do {
                try sim.tap("leaf")
            } catch {
                outcome.thrown = error as? SimulationError
            }
            do {
                try sim.advance(by: 1)
            } catch {
                outcome.thrownAgain = error as? SimulationError
            }
        }
        XCTAssertNil(outcome.stopError, "the mount had its threads")
        XCTAssertGreaterThan(starts.startedCount, 0, "the mount used stack segments")
        guard case .stackUnavailable(let depth, EAGAIN)? = outcome.thrown else {
            return XCTFail("tap should throw stackUnavailable; got \(String(describing: outcome.thrown))")
        }
        XCTAssertGreaterThanOrEqual(depth, 2_000, "the whole tree was mounted")
        XCTAssertEqual(outcome.thrownAgain, outcome.thrown)
        XCTAssertEqual(starts.failedCount, 1, "after one failure no other thread is tried")
    }

    func testTheRealThreadStartReportsAStackItCannotMap() {
        // A petabyte of stack is more than the address space: pthread_create fails, and says so.
        let status = StackSegments.startThread(stackSize: 1 << 50) {}
        XCTAssertNotEqual(status, 0)
        // A stack it can map runs the body.
        let ran = DispatchSemaphore(value: 0)
        XCTAssertEqual(StackSegments.startThread(stackSize: 16 << 20) { ran.signal() }, 0)
        XCTAssertEqual(ran.wait(timeout: .now() + 10), .success)
    }
}

/// What the work on the test thread found, read after it finished.
private final class Outcome: @unchecked Sendable {
    var stopError: SimulationError?
    var thrown: SimulationError?
    var thrownAgain: SimulationError?
    var traceLines = 0
    var frame = -1
}
