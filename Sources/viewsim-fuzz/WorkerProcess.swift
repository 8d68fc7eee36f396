// Models one worker subprocess as the supervisor sees it: spawned from this
// same executable with worker flags, its output read line by line with a
// per-case deadline. A case still running at the deadline is a hang (the worker
// is killed with SIGKILL); a worker that dies mid-case is a crash of that case.
// The deadline is the only use of time here: it measures how long a case runs
// (wall clock ok: it never reaches the output except as "hang").
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ViewSimFuzz

/// Spawns and watches worker processes.
struct WorkerProcess: Sendable {
    /// This executable.
    let executable: URL
    /// Seconds a case may run.
    let timeout: Double

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
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil   // each worker gets its own hash seed
        environment["SWIFT_BACKTRACE"] = "enable=no"       // a crash ends at once, with its message
        process.environment = environment
        let output = Pipe(), errors = Pipe()
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
        var started = DispatchTime.now()   // wall clock ok: the per-case deadline
        var outOpen = true, errOpen = true
        var buffer = [UInt8](repeating: 0, count: 65_536)

        func handle(_ line: String) {
            let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2, let index = Int(parts[1]) else { return }
            switch parts[0] {
            case "begin":
                current = index
                stage = "start"
                violations = []
                started = DispatchTime.now()   // wall clock ok
            case "at" where parts.count >= 3:
                stage = parts[2...].joined(separator: " ")
            case "violation" where parts.count == 4:
                violations.append(FuzzViolation(FuzzCheck(rawValue: parts[2]) ?? .errorMessage, parts[3]))
            case "end" where parts.count >= 3:
                report.results.append((index, .finished(digest: parts[2], violations: violations)))
                current = nil
            default: break
            }
        }

        while outOpen || errOpen {
            var fds = [pollfd(fd: outOpen ? outFD : -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: errOpen ? errFD : -1, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 2, 50)
            if outOpen, fds[0].revents != 0 {
                let count = read(outFD, &buffer, buffer.count)
                if count <= 0 { outOpen = false } else {
                    pending += buffer[0..<count]
                    while let newline = pending.firstIndex(of: 10) {
                        handle(String(decoding: pending[..<newline], as: UTF8.self))
                        pending.removeSubrange(...newline)
                    }
                }
            }
            if errOpen, fds[1].revents != 0 {
                let count = read(errFD, &buffer, buffer.count)
                if count <= 0 { errOpen = false } else {
                    errorTail += buffer[0..<count]
                    if errorTail.count > 8192 { errorTail.removeFirst(errorTail.count - 8192) }
                }
            }
            if let index = current {
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9   // wall clock ok
                if elapsed > timeout {
                    kill(process.processIdentifier, SIGKILL)
                    report.results.append((index, .hung(stage)))
                    current = nil
                }
            }
        }
        process.waitUntilExit()
        let stderrText = String(decoding: errorTail, as: UTF8.self)
        if let index = current {
            let how = process.terminationReason == .uncaughtSignal
                ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
            report.results.append((index, .crashed("\(how) \(WorkerProcess.during(stage)): \(WorkerProcess.crashMessage(stderrText)); \(stage)")))
        } else if report.results.isEmpty, process.terminationStatus != 0 {
            report.failure = "a worker exited with status \(process.terminationStatus) before running a case: \(stderrText.trimmingCharacters(in: .whitespacesAndNewlines))"
        }
        return report
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
