// Runs the built `viewsim-fuzz` as a user would: a short fuzz run over the
// features not known to be broken (`--exclude known` reads
// `FuzzFeature.knownBroken`, the one list to shrink as fixes land), the same
// output for the same arguments, cases printed the same in another process,
// and injected crashes, hangs and divergences caught and blamed on their case.
import Foundation
import XCTest
import ViewSimFuzz

final class FuzzCommandTests: XCTestCase {
    /// The short in-suite run: 200 cases, every case in two worker processes.
    func testAShortRunOfTheFeaturesNotKnownToBeBrokenFindsNothing() throws {
        let result = try FuzzExecutable.run(["--cases", "200", "--seed", "1", "--mode", "mixed", "--exclude", "known",
                                             "--timeout", "20", "--jobs", "2", "--batch", "25", "--shrink-limit", "2",
                                             "--shrink-seconds", "10"])
        XCTAssertEqual(result.status, 0, result.report("The short fuzz run should find no failure."))
        for line in ["cases: 200", "crashes: 0", "hangs: 0", "divergences: 0", "violations: 0", "no failures"] {
            XCTAssertTrue(result.output.contains(line), result.report("The summary should say \(line)."))
        }
        XCTAssertTrue(result.output.contains("features: \(FuzzFeature.names(FuzzFeature.suite))"), result.report("It should list the features."))
    }

    func testTheSameArgumentsGiveTheSameOutput() throws {
        let arguments = ["--cases", "30", "--seed", "8", "--mode", "extreme", "--exclude", "known", "--jobs", "2", "--batch", "7"]
        let first = try FuzzExecutable.run(arguments)
        let second = try FuzzExecutable.run(arguments)
        XCTAssertEqual(first.output, second.output, first.report("Two runs with the same arguments should print the same summary."))
    }

    func testAPrintedCaseIsTheSameInAnotherProcess() throws {
        for (seed, mode, index) in [(3, FuzzMode.sane, 4), (9, .extreme, 17), (1, .mixed, 0)] {
            let result = try FuzzExecutable.run(["--seed", "\(seed)", "--mode", mode.rawValue, "--print-case", "\(index)"])
            XCTAssertEqual(result.status, 0, result.report("--print-case should succeed."))
            XCTAssertEqual(result.output, FuzzGenerator(seed: UInt64(seed), mode: mode).makeCase(index).description + "\n")
        }
    }

    func testInjectedCrashHangAndDivergenceAreCaughtAndBlamedOnTheirCase() throws {
        // A slow case on a busy machine can also cross the timeout, so the hang line is matched by its start.
        let result = try FuzzExecutable.run(["--cases", "10", "--seed", "2", "--mode", "sane", "--exclude", "known",
                                             "--batch", "5", "--timeout", "5", "--fault", "crash@2,hang@7,diverge@9",
                                             "--shrink-limit", "0"])
        XCTAssertEqual(result.status, 1, result.report("Injected faults should fail the run."))
        for line in ["crashes: 1", "divergences: 1", "violations: 0",
                     "[1] crash: signal 6", "cases (seed 2): 2 — 1 in all",
                     "[2] hang: no result within 5 s", "cases (seed 2): 7",
                     "[3] divergence: trace digests differ between two worker processes", "cases (seed 2): 9 — 1 in all"] {
            XCTAssertTrue(result.output.contains(line), result.report("The summary should say \(line)."))
        }
    }

    func testBadArgumentsSayWhatIsWrong() throws {
        for (arguments, message) in [(["--cases", "-3"], "--cases needs a whole number of at least 0"),
                                     (["--mode", "wild"], "--mode is sane, extreme or mixed"),
                                     (["--exclude", "deep,nosuch"], "unknown feature 'nosuch'"),
                                     (["--timeout", "nan"], "--timeout needs a positive number of seconds"),
                                     (["--bogus"], "unknown argument '--bogus'")] {
            let result = try FuzzExecutable.run(arguments)
            XCTAssertEqual(result.status, 2, result.report("Bad arguments should exit with status 2."))
            XCTAssertTrue(result.errorOutput.contains(message), result.report("Should say: \(message)"))
            XCTAssertTrue(result.errorOutput.contains("USAGE: viewsim-fuzz"), result.report("Should show the usage."))
        }
    }
}
