// The in-suite fuzz run's cases 50 to 199, checked in this process: the cases
// `viewsim-fuzz --cases 200 --seed 1 --mode mixed --exclude known` runs after the
// first 50 (FuzzCommandTests runs those 50 through the built `viewsim-fuzz`), with
// every check its worker applies to a case (`FuzzRunner.check`: each invariant, and
// the same trace twice in one process) and the same CPU budget as that run (10 s
// and 20 µs per unit of work, the debug build's). A debug worker took about 100 s
// of CPU for all 200 cases and the run used two (for the cross-process digest), so
// the 200 through the command cost about 200 s of the suite's CPU; this way about 120.
// Simplifies: the digest is compared across two processes for the command's 50 cases
// only, not these 150; a case that hangs hangs its test (no CPU limit in process),
// as in the other in-process fuzz tests.
import Foundation
import ViewSimFuzz
import XCTest

final class FuzzSuiteCaseTests: XCTestCase {
    /// The in-suite run's generator: seed 1, mixed, every feature not known to be broken.
    private let generator = FuzzGenerator(seed: 1, mode: .mixed, features: FuzzFeature.suite)

    // Four ranges of about 20 s of CPU each (debug build, a loaded machine), so that
    // `swift test --parallel` and scripts/test-parallel spread them over the cores.
    func testCases50To100PassEveryCheck() { checkCases(50..<100) }
    func testCases100To150PassEveryCheck() { checkCases(100..<150) }
    func testCases150To175PassEveryCheck() { checkCases(150..<175) }
    func testCases175To200PassEveryCheck() { checkCases(175..<200) }

    /// Runs each case of `range` as a worker does and fails on any failure, or on a case
    /// over the in-suite run's slow budget.
    private func checkCases(_ range: Range<Int>) {
        for index in range {
            let start = Self.cpuSeconds()
            let outcome = FuzzRunner.check(generator.makeCase(index))
            let cost = Self.cpuSeconds() - start
            XCTAssertEqual(outcome.failures, [], "case \(index) (seed 1, mixed):\n\(outcome.report)")
            // FuzzCommandTests' run: --slow-cpu-seconds 10, and the default 20 µs per unit of work.
            let budget = 10 + Double(outcome.work) * 20 / 1_000_000
            XCTAssertLessThanOrEqual(
                cost, budget,
                "case \(index) (seed 1, mixed) took \(cost) s of CPU time, over its budget of \(budget) s "
                    + "(10 s and 20 µs for each of its \(outcome.work) units of work)")
        }
    }

    /// This process's CPU time so far (all threads: deep trees run on segment threads), as the
    /// fuzz worker measures a case.
    private static func cpuSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
