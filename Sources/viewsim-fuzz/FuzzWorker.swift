// Models the worker side of `viewsim-fuzz`: runs cases in this process and
// reports each on standard output, line by line and unbuffered, so the
// supervisor can tell which case was running when the worker crashed or hung.
//
//   begin <index>
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
            report(index, generator.makeCase(index))
        }
    }

    /// Runs the case in a JSON file (written by the supervisor while shrinking).
    static func run(caseFile path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FuzzError.badArgument("cannot read the case file \(path).")
        }
        let fuzzCase: FuzzCase
        do {
            fuzzCase = try JSONDecoder().decode(FuzzCase.self, from: data)
        } catch {
            throw FuzzError.badArgument("the case file \(path) is not a fuzz case: \(error).")
        }
        report(0, fuzzCase)
    }

    private static func report(_ index: Int, _ fuzzCase: FuzzCase) {
        emit("begin \(index)")
        let outcome = FuzzRunner.check(fuzzCase)
        for failure in outcome.failures {
            emit("violation \(index) \(failure.check.rawValue) \(failure.message.replacingOccurrences(of: "\n", with: " ⏎ "))")
        }
        emit("end \(index) \(outcome.digest)")
    }

    private static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
