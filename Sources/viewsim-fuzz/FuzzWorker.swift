// Models the worker side of `viewsim-fuzz`: runs cases in this process and
// reports each on standard output, line by line and unbuffered, so the
// supervisor can tell which case was running when the worker crashed or hung.
//
//   begin <index>
//   at <index> <stage>          (mount, or the script step about to run)
//   violation <index> <check> <message>
//   end <index> <digest>
import Foundation
import ViewSimFuzz

/// Runs cases for a supervisor.
enum FuzzWorker {
    /// Runs cases `from..<to` of the generator.
    static func run(_ options: FuzzOptions) {
        let generator = FuzzGenerator(seed: options.seed, mode: options.mode, features: options.features)
        for index in options.from..<max(options.from, options.to) {
            report(index, generator.makeCase(index), fault: options.faults[index])
        }
    }

    /// Runs the case in a JSON file (written by the supervisor while shrinking).
    static func run(caseFile path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FuzzError.badArgument("cannot read the case file \(path).")
        }
        let fuzzCase: FuzzCase
        do {
            fuzzCase = try FuzzCase(json: data)
        } catch {
            throw FuzzError.badArgument("the case file \(path) is not a fuzz case: \(error).")
        }
        report(0, fuzzCase)
    }

    private static func report(_ index: Int, _ fuzzCase: FuzzCase, fault: String? = nil) {
        emit("begin \(index)")
        // Injected faults (`--fault`), for the supervisor's tests only.
        if fault == "crash" { raise(SIGABRT) }
        if fault == "hang" {
            // Deliberately endless: the supervisor must kill this worker at its timeout.
            while true { sleep(1) }
        }
        let outcome = FuzzRunner.check(fuzzCase) { emit("at \(index) \($0)") }
        for failure in outcome.failures {
            emit("violation \(index) \(failure.check.rawValue) \(failure.message.replacingOccurrences(of: "\n", with: " ⏎ "))")
        }
        let digest = fault == "diverge" ? outcome.digest + "-\(getpid())" : outcome.digest
        emit("end \(index) \(digest)")
    }

    private static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
