// Models one worker subprocess as the supervisor sees it: spawned from this
// same executable with worker flags, its output read line by line. A case is
// judged on the CPU time the worker spends on it (read from /proc/<pid>/stat
// while it runs), not on wall time, so a loaded machine does not turn a slow
// case into a hang: a case past its CPU limit is a hang (the worker is killed
// with SIGKILL). A much larger wall-clock limit is only a safety net, so that a
// worker that blocks without using CPU is still ended; it grows with the work a
// case reports done in the same proportion as the CPU limit, so a large case on a
// loaded machine is not ended by it while still within its CPU limit. A worker
// that dies mid-case is a crash of that case.
// Simplifies: the CPU time is sampled every 50 ms, from the moment the
// supervisor reads the case's `begin` line.
import Foundation
import ViewSimFuzz

#if canImport(Glibc)
    import Glibc
#endif

/// Spawns and watches worker processes.
struct WorkerProcess: Sendable {
    /// This executable.
    let executable: URL
    /// CPU seconds a case may use before it is a hang, before the allowance for its work.
    let cpuTimeout: Double
    /// Wall-clock seconds a case may take before it is a hang whatever its CPU time: the
    /// safety net for a worker that is blocked (much larger than `cpuTimeout`). It grows in
    /// proportion with the CPU limit (`wallLimit(cpuLimit:)`).
    let wallTimeout: Double
    /// CPU seconds the limit grows by for each unit of work the case reports done (`done` lines):
    /// a case that has shown it does much work may take longer; a loop that records nothing may not.
    var cpuPerUnit: Double = 0

    /// What one worker run reported.
    struct Report {
        var results: [(index: Int, run: FuzzCaseRun)] = []
        /// Set when the worker ended without running anything (it could not start, or rejected its flags).
        var failure: String?
    }

    /// Runs `arguments` as a worker until it exits or a case hangs.
    func run(_ arguments: [String]) -> Report {
        var report = Report()
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil  // each worker gets its own hash seed
        environment["SWIFT_BACKTRACE"] = "enable=no"  // a crash ends at once, with its message
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            report.failure = "could not start a worker (\(executable.path)): \(error)"
            return report
        }
        let outFD = output.fileHandleForReading.fileDescriptor
        let errFD = errors.fileHandleForReading.fileDescriptor
        var pending = [UInt8]()
        var errorTail = [UInt8]()
        var current: Int?
        var stage = "start"
        var violations: [FuzzViolation] = []
        var started = DispatchTime.now()  // wall clock ok: the per-case safety deadline
        var cpuAtBegin = 0.0
        var caseCPU: Double?
        var caseWork = FuzzWork()
        var unitsDone = 0
        let pid = process.processIdentifier
        var outOpen = true
        var errOpen = true
        var buffer = [UInt8](repeating: 0, count: 65_536)

        func handle(_ line: String) {
            let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2, let index = Int(parts[1]) else { return }
            switch parts[0] {
            case "begin":
                current = index
                stage = "start"
                violations = []
                caseCPU = nil
                caseWork = FuzzWork()
                unitsDone = 0
                started = DispatchTime.now()  // wall clock ok
                cpuAtBegin = WorkerProcess.cpuSeconds(of: pid) ?? 0
            case "at" where parts.count >= 3:
                stage = parts[2...].joined(separator: " ")
            case "violation" where parts.count == 4:
                violations.append(FuzzViolation(FuzzCheck(rawValue: parts[2]) ?? .errorMessage, parts[3]))
            case "cpu" where parts.count >= 3:
                caseCPU = Double(parts[2])
            case "done" where parts.count >= 3:
                // Work done only grows (an injected fault may report more before the case starts).
                unitsDone = max(unitsDone, Int(parts[2]) ?? unitsDone)
            case "work" where parts.count == 4:
                // `work <index> <events> <checked views> <laid-out views>`: the last part holds two counts.
                let views = parts[3].split(separator: " ").map { Int($0) ?? 0 }
                caseWork = FuzzWork(
                    events: Int(parts[2]) ?? 0, checkedViews: views.first ?? 0,
                    laidOutViews: views.dropFirst().first ?? 0)
            case "end" where parts.count >= 3:
                // The worker's own measure of the case's CPU time; the supervisor's if it sent none.
                let cpu = caseCPU ?? max(0, (WorkerProcess.cpuSeconds(of: pid) ?? cpuAtBegin) - cpuAtBegin)
                report.results.append(
                    (index, .finished(digest: parts[2], violations: violations, cpuSeconds: cpu, work: caseWork)))
                current = nil
            default: break
            }
        }

        while outOpen || errOpen {
            var fds = [
                pollfd(fd: outOpen ? outFD : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errOpen ? errFD : -1, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&fds, 2, 50)
            if outOpen, fds[0].revents != 0 {
                let count = read(outFD, &buffer, buffer.count)
                if count <= 0 {
                    outOpen = false
                } else {
                    pending += buffer[0..<count]
                    while let newline = pending.firstIndex(of: 10) {
                        handle(String(decoding: pending[..<newline], as: UTF8.self))
                        pending.removeSubrange(...newline)
                    }
                }
            }
            if errOpen, fds[1].revents != 0 {
                let count = read(errFD, &buffer, buffer.count)
                if count <= 0 {
                    errOpen = false
                } else {
                    errorTail += buffer[0..<count]
                    if errorTail.count > 8192 { errorTail.removeFirst(errorTail.count - 8192) }
                }
            }
            if let index = current {
                let now = DispatchTime.now().uptimeNanoseconds  // wall clock ok: the hang safety limit
                let elapsed = Double(now - started.uptimeNanoseconds) / 1e9
                let used = max(0, (WorkerProcess.cpuSeconds(of: pid) ?? cpuAtBegin) - cpuAtBegin)
                let cpuLimit = cpuTimeout + cpuPerUnit * Double(unitsDone)
                let wallLimit = wallLimit(cpuLimit: cpuLimit)
                if used > cpuLimit || elapsed > wallLimit {
                    kill(pid, SIGKILL)
                    let limit: FuzzHangLimit =
                        used > cpuLimit
                        ? .cpu(limit: cpuLimit, units: unitsDone) : .wall(limit: wallLimit, cpuSeconds: used)
                    report.results.append((index, FuzzCaseRun.hung(stage, limit)))
                    current = nil
                }
            }
        }
        process.waitUntilExit()
        let stderrText = String(decoding: errorTail, as: UTF8.self)
        if let index = current {
            let how =
                process.terminationReason == .uncaughtSignal
                ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
            report.results.append(
                (
                    index,
                    .crashed(
                        "\(how) \(WorkerProcess.during(stage)): \(WorkerProcess.crashMessage(stderrText)); \(stage)")
                ))
        } else if report.results.isEmpty, process.terminationStatus != 0 {
            report.failure =
                "a worker exited with status \(process.terminationStatus) before running a case: \(stderrText.trimmingCharacters(in: .whitespacesAndNewlines))"
        }
        return report
    }

    /// The wall-clock safety limit of a case whose CPU limit is now `cpuLimit`: `wallTimeout`,
    /// grown in the same proportion as the CPU limit has grown with the case's work. A case of
    /// 5 million units of work (a 231-level chain in each of 1,000 lazy grid cells, laid out
    /// again by the layout checks after every step) may use 110 s of CPU; at half a core on a
    /// loaded machine that is 220 s of wall time, past a fixed 100 s.
    func wallLimit(cpuLimit: Double) -> Double {
        guard cpuTimeout > 0, cpuLimit > cpuTimeout else { return wallTimeout }
        return wallTimeout * cpuLimit / cpuTimeout
    }

    /// The CPU time (user + system, all threads) process `pid` has used so far, from
    /// `/proc/<pid>/stat`; nil when it cannot be read (the process has been reaped).
    static func cpuSeconds(of pid: Int32) -> Double? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        // The command name (field 2) is in parentheses and may contain spaces: count after its end.
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (the state); utime and stime are fields 14 and 15, in clock ticks.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return ticks > 0 ? (user + system) / ticks : nil
    }

    /// Where a case was, as a class: "during mount" or "during .advance" (the step's kind).
    static func during(_ stage: String) -> String {
        guard stage.hasPrefix("step ") else { return "during \(stage)" }
        let step = stage.drop { $0 != "." }
        return "during " + String(step.prefix { $0 != "(" })
    }

    /// The most telling line of a crashed worker's standard error: the Swift
    /// runtime's "Fatal error" line, else the last non-empty line.
    static func crashMessage(_ text: String) -> String {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if let fatal = lines.first(where: { $0.contains("Fatal error") || $0.contains("fatal error") }) {
            // Drop the file path and line the runtime adds after the message's own text.
            return String(fatal.prefix(240))
        }
        return lines.last.map { String($0.prefix(240)) } ?? "no message on standard error"
    }
}
