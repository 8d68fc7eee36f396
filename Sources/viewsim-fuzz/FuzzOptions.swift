// Models the command line of `viewsim-fuzz`, parsed by hand (only the `viewsim`
// CLI imports ArgumentParser): the run's size, seed, mode, limits (CPU time for
// hangs and slow cases, wall time as a safety net), parallelism and features,
// and the worker flags the supervisor passes to itself.
import Foundation
import ViewSimFuzz

/// What `viewsim-fuzz` was asked to do.
struct FuzzOptions {
    var cases = 1000
    var seed: UInt64 = 1
    var mode: FuzzMode = .mixed
    /// CPU seconds one case may use in a worker before it counts as a hang.
    var timeout = 10.0
    /// Wall-clock seconds one case may take before it counts as a hang whatever its CPU
    /// time (a safety net for a blocked worker); default: ``defaultWallTimeout(for:)``.
    var wallTimeout: Double?
    /// CPU seconds above which a case that finished counts as slow, before its work's allowance.
    var slowCPUSeconds = 2.0
    /// CPU microseconds a case's budget grows by per unit of its work (`FuzzWork`); 0: a flat budget.
    var slowMicrosecondsPerUnit = 20.0
    var jobs = 2
    /// Cases per worker process.
    var batch = 50
    var excluded: Set<FuzzFeature> = []
    /// When set, exactly these features (before `excluded` is applied).
    var only: Set<FuzzFeature>?
    /// Failure classes to shrink (one case each).
    var shrinkLimit = 6
    /// Candidates tried per shrink.
    var shrinkAttempts = 200
    /// Seconds of wall time per shrink.
    var shrinkSeconds = 120.0
    /// CPU seconds a shrink candidate may use before it counts as a hang (default: the smaller of `timeout` and 3).
    var shrinkTimeout: Double?
    /// Print case `index`'s description and exit.
    var printCase: Int?
    /// Worker mode: run cases `from..<to` and report on standard output.
    var worker = false
    var from = 0
    var to = 0
    /// Worker mode: run the case in this JSON file.
    var caseFile: String?
    var help = false
    /// Worker mode, for the supervisor's own tests: faults to inject by case index
    /// (`crash@3,hang@5,diverge@7`), so tests can check that each is caught: `crash`,
    /// `hang` (busy forever), `stall` (blocked forever, no CPU), `diverge`, `spin` (one
    /// CPU second, then the case), `sleep` (three seconds of wall time, then the case) and
    /// `worksleep` (ten million units of work reported done, then as `sleep`).
    var faults: [Int: String] = [:]
    static let faultNames = ["crash", "hang", "stall", "diverge", "spin", "workhang", "sleep", "worksleep"]

    /// The wall-clock safety limit for a case that may use `cpuSeconds` of CPU time: ten
    /// times as long, and at least a minute.
    static func defaultWallTimeout(for cpuSeconds: Double) -> Double { max(60, 10 * cpuSeconds) }

    /// The wall-clock safety limit of the run's cases.
    var caseWallTimeout: Double { wallTimeout ?? FuzzOptions.defaultWallTimeout(for: timeout) }

    /// The features cases may use.
    var features: Set<FuzzFeature> { (only ?? Set(FuzzFeature.allCases)).subtracting(excluded) }

    static let usage = """
        USAGE: viewsim-fuzz [--cases N] [--seed S] [--mode sane|extreme|mixed] [--timeout SECONDS] [--jobs N]
                            [--slow-cpu-seconds SECONDS] [--slow-cpu-per-work MICROSECONDS]
                            [--wall-timeout SECONDS]
                            [--exclude FEATURES] [--only FEATURES] [--batch N]
                            [--shrink-limit N] [--shrink-attempts N] [--shrink-seconds S]
                            [--shrink-timeout S] [--print-case I]

        Runs N random view trees and scripts, each in two worker processes (and twice in each),
        and checks: no crash, no hang, no slow case, the same trace digest in both processes,
        and the trace invariants. Prints a summary and, for each failure class, a shrunk
        reproducer as an XCTest method (checked again in a fresh worker before it is printed).
        Exit status 1 on any failure, 2 on bad arguments.

        Cases are judged on the CPU time their worker spends, not on wall time: a case is a
        hang past --timeout CPU seconds (default 10) and slow when it finishes after more
        than --slow-cpu-seconds (default 2) plus --slow-cpu-per-work microseconds (default 20;
        0 for a flat budget) for each unit of its work: each event its trace recorded and
        each view the layout checks laid out again. A case ten times as big may take about
        ten times as long; one whose cost per view grows with the tree is still slow. The hang
        limit grows the same way with the work a case has reported done (after each step), so
        a large case is not killed, while a loop that records nothing still is.
        --wall-timeout (default ten times --timeout, at least 60) is a safety net that ends
        a worker which is blocked without using CPU; it grows with the work a case has
        reported done in the same proportion as the CPU limit.

        FEATURES is a comma-separated list of: \(FuzzFeature.allCases.map(\.rawValue).joined(separator: ", ")),
        or 'known' (FuzzFeature.knownBroken, features known to break the engine: \(FuzzFeature.names(FuzzFeature.knownBroken))), or 'all'.

        Examples:
          viewsim-fuzz --cases 10000 --seed 1 --mode mixed --timeout 30
          viewsim-fuzz --cases 300 --seed 7 --mode extreme --timeout 5
          viewsim-fuzz --seed 7 --mode extreme --print-case 12
        """

    static func parse(_ arguments: [String]) throws -> FuzzOptions {
        var options = FuzzOptions()
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw FuzzError.badArgument("\(flag) needs a value.") }
            return next
        }
        func int(_ flag: String, _ text: String, minimum: Int) throws -> Int {
            guard let number = Int(text), number >= minimum else {
                throw FuzzError.badArgument("\(flag) needs a whole number of at least \(minimum); got '\(text)'.")
            }
            return number
        }
        func seconds(_ flag: String, _ text: String) throws -> Double {
            guard let number = Double(text), number.isFinite, number > 0 else {
                throw FuzzError.badArgument("\(flag) needs a positive number of seconds; got '\(text)'.")
            }
            return number
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--cases": options.cases = try int(flag, try value(flag), minimum: 0)
            case "--seed":
                let text = try value(flag)
                guard let seed = UInt64(text) else {
                    throw FuzzError.badArgument("--seed needs a whole number from 0 to \(UInt64.max); got '\(text)'.")
                }
                options.seed = seed
            case "--mode":
                let text = try value(flag)
                guard let mode = FuzzMode(rawValue: text) else {
                    throw FuzzError.badArgument("--mode is sane, extreme or mixed; got '\(text)'.")
                }
                options.mode = mode
            case "--timeout": options.timeout = try seconds(flag, try value(flag))
            case "--wall-timeout": options.wallTimeout = try seconds(flag, try value(flag))
            case "--slow-cpu-seconds": options.slowCPUSeconds = try seconds(flag, try value(flag))
            case "--slow-cpu-per-work":
                let text = try value(flag)
                guard let number = Double(text), number.isFinite, number >= 0 else {
                    throw FuzzError.badArgument("\(flag) needs a number of microseconds of at least 0; got '\(text)'.")
                }
                options.slowMicrosecondsPerUnit = number
            case "--jobs": options.jobs = try int(flag, try value(flag), minimum: 1)
            case "--batch": options.batch = try int(flag, try value(flag), minimum: 1)
            case "--exclude": options.excluded.formUnion(try FuzzFeature.parseList(try value(flag)))
            case "--only": options.only = try FuzzFeature.parseList(try value(flag))
            case "--shrink-limit": options.shrinkLimit = try int(flag, try value(flag), minimum: 0)
            case "--shrink-attempts": options.shrinkAttempts = try int(flag, try value(flag), minimum: 0)
            case "--shrink-seconds": options.shrinkSeconds = try seconds(flag, try value(flag))
            case "--shrink-timeout": options.shrinkTimeout = try seconds(flag, try value(flag))
            case "--print-case": options.printCase = try int(flag, try value(flag), minimum: 0)
            case "--worker": options.worker = true
            case "--from": options.from = try int(flag, try value(flag), minimum: 0)
            case "--to": options.to = try int(flag, try value(flag), minimum: 0)
            case "--case-file": options.caseFile = try value(flag)
            case "--fault":
                for item in try value(flag).split(separator: ",") {
                    let parts = item.split(separator: "@")
                    guard parts.count == 2, faultNames.contains(String(parts[0])), let index = Int(parts[1]) else {
                        throw FuzzError.badArgument(
                            "--fault takes NAME@I, comma-separated, NAME one of \(faultNames.joined(separator: ", ")); got '\(item)'."
                        )
                    }
                    options.faults[index] = String(parts[0])
                }
            case "--help", "-h": options.help = true
            default: throw FuzzError.badArgument("unknown argument '\(flag)'.")
            }
        }
        return options
    }

    /// The flags a worker needs to make the same cases.
    var workerArguments: [String] {
        var arguments = ["--worker", "--seed", String(seed), "--mode", mode.rawValue]
        if let only { arguments += ["--only", FuzzFeature.names(only)] }
        if !excluded.isEmpty { arguments += ["--exclude", FuzzFeature.names(excluded)] }
        if !faults.isEmpty {
            arguments += ["--fault", faults.keys.sorted().map { "\(faults[$0] ?? "")@\($0)" }.joined(separator: ",")]
        }
        return arguments
    }
}
