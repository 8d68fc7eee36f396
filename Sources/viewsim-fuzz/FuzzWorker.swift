// Models the worker side of `viewsim-fuzz`: runs cases in this process and
// reports each on standard output, line by line and unbuffered, so the
// supervisor can tell which case was running when the worker crashed or hung.
//
//   begin <index>
//   at <index> <stage>          (mount, or the script step about to run)
//   done <index> <units>        (the work done so far: trace events and views the checks laid out)
//   violation <index> <check> <message>
//   cpu <index> <seconds>       (the CPU time the case took in this process)
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
        let start = cpuSeconds()
        // Injected faults (`--fault`), for the supervisor's tests only.
        switch fault {
        case "crash": raise(SIGABRT)
        case "hang":
            // Deliberately endless and busy: the supervisor must kill this worker at its CPU limit.
            spin(until: .infinity)
        case "stall":
            // Deliberately endless and idle: only the wall-clock safety limit ends this worker.
            while true { sleep(1) }
        case "spin": spin(until: start + 1)  // one CPU second, then the case: slow, not hung
        case "workhang":
            // Reports a million units of work done, then spins: killed at the limit that work allows.
            emit("done \(index) 1000000")
            spin(until: .infinity)
        case "sleep": sleep(3)  // three seconds of wall time and no CPU, then the case
        case "worksleep":
            // Reports ten million units of work done, then waits as a starved worker would: within
            // the wall-clock limit that work allows, though past `--wall-timeout` itself.
            emit("done \(index) 10000000")
            sleep(3)
        default: break
        }
        let outcome = FuzzRunner.check(
            fuzzCase, stage: { emit("at \(index) \($0)") }, progress: { emit("done \(index) \($0)") })
        for failure in outcome.failures {
            emit(
                "violation \(index) \(failure.check.rawValue) \(failure.message.replacingOccurrences(of: "\n", with: " ⏎ "))"
            )
        }
        let digest = fault == "diverge" ? outcome.digest + "-\(getpid())" : outcome.digest
        emit("cpu \(index) \(cpuSeconds() - start)")
        emit("work \(index) \(outcome.events) \(outcome.checkedViews) \(outcome.laidOutViews)")
        emit("end \(index) \(digest)")
    }

    /// This process's CPU time so far (all threads: deep trees run on segment threads).
    static func cpuSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Busy-waits until this process has used `cpuSeconds` of CPU time (an injected fault).
    private static func spin(until limit: Double) {
        var counter: UInt64 = 0
        while cpuSeconds() < limit {
            for _ in 0..<10_000 { counter &+= 1 }
        }
        if counter == 0 { emit("never") }  // keeps the loop from being optimised away
    }

    private static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
