// Runs the built `viewsim-fuzz` as a user would: a short fuzz run over the
// features not known to be broken (`--exclude known` reads
// `FuzzFeature.knownBroken`, the one list to shrink as fixes land), the same
// output for the same arguments, cases printed the same in another process,
// injected crashes, hangs and divergences caught and blamed on their case,
// verdicts judged on CPU time (slow is not a hang, an idle worker is a hang only
// at the wall-clock safety limit), and reproducers checked again in a fresh
// worker before they are printed.
import Foundation
import ViewSimFuzz
import XCTest

final class FuzzCommandTests: XCTestCase {
    /// The short in-suite run: 50 cases, every case in two worker processes. The 2 s slow budget
    /// is the release build's (the long runs in docs/Fuzzing.md judge slowness); this run uses the
    /// test build, about five times slower, so its budget is 10 s. Cases 50 to 199 of the same run
    /// are checked in process, with the same checks except the cross-process digest (FuzzSuiteCaseTests).
    func testAShortRunOfTheFeaturesNotKnownToBeBrokenFindsNothing() throws {
        let result = try FuzzExecutable.run([
            "--cases", "50", "--seed", "1", "--mode", "mixed", "--exclude", "known",
            "--timeout", "20", "--jobs", "2", "--batch", "25", "--shrink-limit", "2",
            "--shrink-seconds", "10", "--slow-cpu-seconds", "10",
        ])
        XCTAssertEqual(result.status, 0, result.report("The short fuzz run should find no failure."))
        for line in [
            "cases: 50", "crashes: 0", "hangs: 0",
            "slow: 0 slow cases (over 10 s of CPU time and 20 µs per unit of work)",
            "divergences: 0",
            "violations: 0", "no failures",
        ] {
            XCTAssertTrue(result.output.contains(line), result.report("The summary should say \(line)."))
        }
        XCTAssertTrue(
            result.output.contains("features: \(FuzzFeature.names(FuzzFeature.suite))"),
            result.report("It should list the features."))
    }

    func testTheSameArgumentsGiveTheSameOutput() throws {
        // A slow case is judged on CPU time, which load changes (seed 8 has chains thousands of levels deep,
        // over 2 s in a debug build on a busy machine): the budget is set out of reach, so the summary is
        // the same text. A hang is judged on wall time (100 s), so the cases stop before case 29 (since the
        // gestures feature joined the generator: a lazy stack of 100,000 rows of phase animators, 57 s of
        // CPU in a debug build, which a loaded machine turns into a hang in one run and not the other).
        let arguments = [
            "--cases", "29", "--seed", "8", "--mode", "extreme", "--exclude", "known", "--jobs", "2", "--batch", "7",
            "--slow-cpu-seconds", "60",
        ]
        let first = try FuzzExecutable.run(arguments)
        let second = try FuzzExecutable.run(arguments)
        XCTAssertEqual(
            first.output, second.output, first.report("Two runs with the same arguments should print the same summary.")
        )
    }

    func testAPrintedCaseIsTheSameInAnotherProcess() throws {
        for (seed, mode, index) in [(3, FuzzMode.sane, 4), (9, .extreme, 17), (1, .mixed, 0)] {
            let result = try FuzzExecutable.run([
                "--seed", "\(seed)", "--mode", mode.rawValue, "--print-case", "\(index)",
            ])
            XCTAssertEqual(result.status, 0, result.report("--print-case should succeed."))
            XCTAssertEqual(
                result.output, FuzzGenerator(seed: UInt64(seed), mode: mode).makeCase(index).description + "\n")
        }
    }

    func testInjectedCrashHangAndDivergenceAreCaughtAndBlamedOnTheirCase() throws {
        // Hangs are judged on CPU time, so a slow case on a busy machine does not cross the timeout;
        // the hang line is matched by its start all the same. A loaded machine also costs CPU time
        // (a case of 7,000 units took 2.5 s in a debug build beside four compilers): the slow budget
        // is out of the way, so no "slow" class comes first and shifts the numbers. Seed 11's ten cases
        // are small (the run takes about 12 s of CPU in a debug build, 5 of them the injected hang;
        // seed 2's took about 22 s): the faults and their blame do not depend on the cases.
        let result = try FuzzExecutable.run([
            "--cases", "10", "--seed", "11", "--mode", "sane", "--exclude", "known",
            "--batch", "5", "--timeout", "5", "--fault", "crash@2,hang@7,diverge@9",
            "--shrink-limit", "0", "--slow-cpu-seconds", "60",
        ])
        XCTAssertEqual(result.status, 1, result.report("Injected faults should fail the run."))
        for line in [
            "crashes: 1", "divergences: 1", "violations: 0",
            "[1] crash: signal 6", "cases (seed 11): 2 — 1 in all",
            "[2] hang: no result within 5 s of CPU time", "cases (seed 11): 7",
            "[3] divergence: trace digests differ between two worker processes", "cases (seed 11): 9 — 1 in all",
        ] {
            XCTAssertTrue(result.output.contains(line), result.report("The summary should say \(line)."))
        }
    }

    func testASlowCaseIsSlowNotAHangAndFailsTheRun() throws {
        // Case 2 spins for one CPU second: over a 0.3 s budget, far under the 20 s CPU limit for a hang.
        // A few light features, so that no other case comes near the budget in a debug build.
        let result = try FuzzExecutable.run([
            "--cases", "4", "--seed", "2", "--mode", "sane", "--only", "state,conditionals,observable",
            "--batch", "4", "--timeout", "20", "--slow-cpu-seconds", "0.3",
            "--fault", "spin@2", "--shrink-limit", "0",
        ])
        XCTAssertEqual(result.status, 1, result.report("A slow case should fail the run."))
        // The budget grows by 20 µs per unit of work (trace events and views the layout checks laid out):
        // a few hundred units here, far from the one CPU second the fault spins.
        for line in [
            "crashes: 0", "hangs: 0", "slow: 1 slow case (over 0.3 s of CPU time and 20 µs per unit of work)",
            "divergences: 0", "violations: 0", "[1] slow: took ", " s of CPU time, over its budget of 0.3",
            " s (0.3 s and 20 µs for each of its ", " units of work: ", " trace events, ",
            " views laid out by the layout checks and ", " by the run's frames)", "cases (seed 2): 2 — 1 in all",
        ] {
            XCTAssertTrue(result.output.contains(line), result.report("The summary should say \(line)."))
        }
        // A flat budget (0 µs per unit) says so.
        let flat = try FuzzExecutable.run([
            "--cases", "4", "--seed", "2", "--mode", "sane", "--only", "state,conditionals,observable",
            "--batch", "4", "--timeout", "20", "--slow-cpu-seconds", "0.3", "--slow-cpu-per-work", "0",
            "--fault", "spin@2", "--shrink-limit", "0",
        ])
        XCTAssertEqual(flat.status, 1, flat.report("A slow case should fail the run."))
        for line in ["slow: 1 slow case (over 0.3 s of CPU time)\n", " s of CPU time, over the budget of 0.3 s\n"] {
            XCTAssertTrue(flat.output.contains(line), flat.report("The summary should say \(line)."))
        }
    }

    func testTheHangLimitGrowsWithTheWorkACaseReportedDone() throws {
        // Case 1 reports a million units of work done, then spins: at 1 µs a unit, its limit is 1 s + 1 s.
        let result = try FuzzExecutable.run([
            "--cases", "2", "--seed", "2", "--mode", "sane", "--only", "state,conditionals",
            "--timeout", "1", "--slow-cpu-per-work", "1", "--fault", "workhang@1", "--shrink-limit", "0",
        ])
        XCTAssertEqual(result.status, 1, result.report("The spinning case should hang."))
        for line in [
            "hangs: 1",
            "[1] hang: no result within 2.00 s of CPU time (1 s and 1 µs for each of the 1000000 units of work it had done)",
            "cases (seed 2): 1 — 1 in all",
        ] {
            XCTAssertTrue(result.output.contains(line), result.report("The summary should say \(line)."))
        }
    }

    func testAWorkerThatWaitsWithoutCPUIsNotAHangBeforeTheWallClockLimit() throws {
        // Case 1 sleeps three seconds (no CPU) and then runs: past a 1 s CPU limit in wall time only.
        // A few light features, so that the case's own CPU time stays far under 1 s on a loaded machine.
        let waited = try FuzzExecutable.run([
            "--cases", "2", "--seed", "2", "--mode", "sane", "--only", "state,conditionals,observable",
            "--timeout", "1", "--wall-timeout", "30", "--fault", "sleep@1", "--shrink-limit", "0",
        ])
        XCTAssertEqual(waited.status, 0, waited.report("Wall time without CPU time is not a hang."))
        XCTAssertTrue(waited.output.contains("hangs: 0"), waited.report("The summary should say hangs: 0."))
        // Case 1 waits forever: the wall-clock safety limit ends it, and says which limit it was.
        let stalled = try FuzzExecutable.run([
            "--cases", "2", "--seed", "2", "--mode", "sane", "--exclude", "known",
            "--timeout", "1", "--wall-timeout", "2", "--fault", "stall@1", "--shrink-limit", "0",
        ])
        XCTAssertEqual(stalled.status, 1, stalled.report("A worker blocked past the wall-clock limit is a hang."))
        for line in [
            "hangs: 1", "[1] hang: no result within 2 s of wall time (the safety limit; it used 0",
            "cases (seed 2): 1 — 1 in all",
        ] {
            XCTAssertTrue(stalled.output.contains(line), stalled.report("The summary should say \(line)."))
        }
    }

    func testTheWallClockLimitGrowsWithTheWorkACaseReportedDone() throws {
        // Seed 32's case 2452 (a lazy grid of 1,000 cells, each a chain 231 levels deep) reports 5 million
        // units of work: a CPU limit of 118 s, which half a loaded core takes over 200 s of wall time to
        // reach; a fixed 100 s safety limit called it a hang while it was still within its CPU limit.
        // Case 1 reports ten million units, then waits three seconds: at 1 µs a unit its CPU limit is
        // 1 s + 10 s, so its wall-clock limit is 2 s × 11, not 2 s.
        let result = try FuzzExecutable.run([
            "--cases", "2", "--seed", "2", "--mode", "sane", "--only", "state,conditionals,observable",
            "--timeout", "1", "--slow-cpu-per-work", "1", "--wall-timeout", "2", "--fault", "worksleep@1",
            "--shrink-limit", "0",
        ])
        XCTAssertEqual(
            result.status, 0, result.report("A case within the wall-clock limit its work allows is no hang."))
        XCTAssertTrue(result.output.contains("hangs: 0"), result.report("The summary should say hangs: 0."))
    }

    func testAReproducerIsPrintedOnlyWhenItFailsAgainInAFreshWorker() throws {
        // An injected divergence exists only in the batch run: a case file of the same case does not diverge.
        // Any case shows it; seed 11's case 1 is small (the run takes about 2 s of CPU in a debug build;
        // seed 2's case 1, whose shrinking tries run 1–3 s each in a fresh worker, took about 17 s).
        let injected = try FuzzExecutable.run([
            "--cases", "2", "--seed", "11", "--mode", "sane", "--exclude", "known",
            "--fault", "diverge@1", "--shrink-limit", "1", "--shrink-attempts", "2",
        ])
        XCTAssertEqual(injected.status, 1, injected.report("The divergence should fail the run."))
        XCTAssertTrue(
            injected.output.contains("did not fail alike again in a fresh worker process, so it is not a reproducer"),
            injected.report("It should say the case does not reproduce."))
        XCTAssertTrue(
            injected.output.contains("viewsim-fuzz --seed 11 --mode sane --print-case 1"),
            injected.report("It should name the original case."))
        XCTAssertFalse(injected.output.contains("func testFuzz"), injected.report("It should print no reproducer."))
        // With a CPU budget no case can meet, every case is slow, and so is the shrunk one in a fresh worker.
        let slow = try FuzzExecutable.run([
            "--cases", "1", "--seed", "2", "--mode", "sane", "--exclude", "known",
            "--slow-cpu-seconds", "0.000001", "--slow-cpu-per-work", "0", "--shrink-limit", "1", "--shrink-attempts",
            "4",
        ])
        XCTAssertEqual(slow.status, 1, slow.report("The slow case should fail the run."))
        for line in ["fails alike again in a fresh worker process:", "func testFuzzSlowSeed2Case0()"] {
            XCTAssertTrue(slow.output.contains(line), slow.report("The output should say \(line)."))
        }
    }

    func testBadArgumentsSayWhatIsWrong() throws {
        for (arguments, message) in [
            (["--cases", "-3"], "--cases needs a whole number of at least 0"),
            (["--mode", "wild"], "--mode is sane, extreme or mixed"),
            (["--exclude", "deep,nosuch"], "unknown feature 'nosuch'"),
            (["--timeout", "nan"], "--timeout needs a positive number of seconds"),
            (["--slow-cpu-seconds", "0"], "--slow-cpu-seconds needs a positive number of seconds"),
            (["--slow-cpu-per-work", "-1"], "--slow-cpu-per-work needs a number of microseconds of at least 0"),
            (["--wall-timeout", "-1"], "--wall-timeout needs a positive number of seconds"),
            (["--bogus"], "unknown argument '--bogus'"),
        ] {
            let result = try FuzzExecutable.run(arguments)
            XCTAssertEqual(result.status, 2, result.report("Bad arguments should exit with status 2."))
            XCTAssertTrue(result.errorOutput.contains(message), result.report("Should say: \(message)"))
            XCTAssertTrue(result.errorOutput.contains("USAGE: viewsim-fuzz"), result.report("Should show the usage."))
        }
    }
}
