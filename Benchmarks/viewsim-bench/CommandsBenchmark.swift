// Measures how each command's cost grows with a run's length: `run`, `report`,
// `trace` (text and JSON), `plot`, `graph` and `render --frames 8` of one step of 10,000,
// 20,000 and 40,000 frames in which something changes in every frame (the
// LongPulse scenario), each in a child process, timed by the child's CPU time
// (user + system, from the kernel), with the growth exponent of each command
// (log of the time ratio over log of the frame ratio: 1 is linear, 2 quadratic).
// Simplifies: one scenario; every command runs the simulation again, so the
// figures include recording the run.
import Foundation
import ViewSim
import ViewSimCLI

/// The scenarios the child processes run, as a `ScenarioCommand` of their own.
struct LongRuns: ScenarioCommand {
    static let commandName = "viewsim-bench --long-run-command"
    static let frameCounts = [1_000, 2_000, 4_000, 10_000, 20_000, 40_000]
    static let scenarios: [Scenario] = frameCounts.map { LongPulse.scenario(frames: $0, name: "pulse-\($0)") }
}

enum CommandsBenchmark {
    /// The commands timed, as arguments after the scenario's name.
    static let commands: [(name: String, arguments: @Sendable (String, String) -> [String])] = [
        ("run", { scenario, out in ["run", scenario, "--no-wait", "--out", out + "/run"] }),
        ("report", { scenario, out in ["report", scenario, "-o", out + "/report.html"] }),
        ("trace", { scenario, out in ["trace", scenario, "-o", out + "/trace.txt"] }),
        (
            "trace --format json",
            { scenario, out in ["trace", scenario, "--format", "json", "-o", out + "/trace.json"] }
        ),
        ("plot", { scenario, out in ["plot", scenario, "-o", out + "/plot.svg"] }),
        ("graph --at 1", { scenario, out in ["graph", scenario, "--at", "1", "-o", out + "/graph.svg"] }),
        (
            "render --frames 8",
            { scenario, out in ["render", scenario, "--at", "1", "--frames", "8", "-o", out + "/strip.png"] }
        ),
    ]

    static func printReport(frames: [Int]) {
        print("commands on one step of N frames, something changing in every frame (CPU seconds of a child process)")
        print(
            "  command                  " + frames.map { pad("\($0 / 1000)k frames", 12) }.joined()
                + "   growth exponent")
        var slowest: (name: String, per10k: Double, exponent: Double)?
        for command in commands {
            var seconds: [Double] = []
            for count in frames {
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "viewsim-bench-commands-\(ProcessInfo.processInfo.processIdentifier)")
                try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: directory) }
                seconds.append(childCPUSeconds(command.arguments("pulse-\(count)", directory.path)) ?? .nan)
            }
            let exponent = growthExponent(frames: frames, seconds: seconds)
            print(
                "  " + command.name.padding(toLength: 23, withPad: " ", startingAt: 0)
                    + seconds.map { pad($0.isNaN ? "failed" : format($0, 2), 12) }.joined()
                    + pad(format(exponent, 2), 18))
            if let last = seconds.last, let count = frames.last, !last.isNaN {
                let per10k = last / Double(count) * 10_000
                if slowest == nil || per10k > slowest!.per10k { slowest = (command.name, per10k, exponent) }
            }
        }
        if let slowest {
            print(
                "slowest: \(slowest.name), \(format(slowest.per10k, 2)) CPU s per 10,000 frames at \(frames.last! / 1000)k frames, growth exponent \(format(slowest.exponent, 2)) — goal ≤ 1.2 (linear): \(slowest.exponent <= 1.2 ? "met" : "NOT met")"
            )
        }
    }

    /// The least-squares slope of log(seconds) over log(frames).
    static func growthExponent(frames: [Int], seconds: [Double]) -> Double {
        let points = zip(frames, seconds).filter { !$0.1.isNaN && $0.1 > 0 }.map { (log(Double($0.0)), log($0.1)) }
        guard points.count >= 2 else { return .nan }
        let meanX = points.map(\.0).reduce(0, +) / Double(points.count)
        let meanY = points.map(\.1).reduce(0, +) / Double(points.count)
        let covariance = points.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +)
        let variance = points.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
        return covariance / variance
    }

    /// Runs `viewsim-bench --long-run-command <arguments>` and returns its CPU time, nil when it failed.
    static func childCPUSeconds(_ arguments: [String]) -> Double? {
        var before = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &before)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--long-run-command"] + arguments
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        child.standardInput = FileHandle.nullDevice
        do { try child.run() } catch { return nil }
        child.waitUntilExit()
        var after = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &after)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        let used =
            seconds(after.ru_utime) + seconds(after.ru_stime) - seconds(before.ru_utime) - seconds(before.ru_stime)
        return child.terminationStatus == 0 || child.terminationStatus == 1 ? used : nil
    }
}
