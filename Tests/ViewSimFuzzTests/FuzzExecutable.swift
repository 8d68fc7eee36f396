// Finds and runs the built `viewsim-fuzz` binary (next to the test bundle, as
// Tests/ViewSimCLITests finds `viewsim`), with standard input from /dev/null.
import Foundation
import XCTest

/// What one run of `viewsim-fuzz` did.
struct FuzzCommandResult {
    let arguments: [String]
    let status: Int32
    let output: String
    let errorOutput: String

    /// A failure message: the command, its status, and the end of what it printed.
    func report(_ headline: String) -> String {
        func tail(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).suffix(40).map { "    " + $0 }.joined(
                separator: "\n")
        }
        return
            "\(headline)\n\n  $ viewsim-fuzz \(arguments.joined(separator: " "))\n  exit status \(status)\n  standard output:\n\(tail(output))\n  standard error:\n\(tail(errorOutput))"
    }
}

/// Locates and runs the built `viewsim-fuzz`.
enum FuzzExecutable {
    static func url() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["VIEWSIM_FUZZ_EXECUTABLE"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let bundle = Bundle(for: Token.self).bundleURL
        let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        var candidates = [products.appendingPathComponent("viewsim-fuzz")]
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("viewsim-fuzz"))
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip(
                """
                No viewsim-fuzz executable next to the tests (looked at \(candidates.map(\.path).joined(separator: ", "))).

                To fix, build it first: swift build --product viewsim-fuzz, or set VIEWSIM_FUZZ_EXECUTABLE.
                """)
        }
        return found
    }

    static func run(_ arguments: [String]) throws -> FuzzCommandResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewsim-fuzz-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.currentDirectoryURL = scratch
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return FuzzCommandResult(
            arguments: arguments, status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            errorOutput: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

extension FuzzExecutable {
    /// Runs `viewsim-fuzz --worker --case-file path` and returns "end" when the case ran with
    /// no violation, else what went wrong (a violation line, a crash, or a hang past `timeout`).
    static func runWorker(caseFile: URL, timeout: Double) throws -> String {
        let output = caseFile.deletingLastPathComponent().appendingPathComponent("worker.out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = try url()
        process.arguments = ["--worker", "--case-file", caseFile.path]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = handle
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // The deadline is the worker's CPU time, as the fuzzer's own budget is: a loaded machine
        // (the tests run beside each other and beside other builds) stretches wall time, not
        // the work. A worker that sleeps instead of working is stopped after ten times as long
        // by the wall clock (ok here: a test's hang deadline, never compared with anything).
        let backstop = Date().addingTimeInterval(timeout * 10)
        while process.isRunning, cpuSeconds(of: process.processIdentifier) < timeout, Date() < backstop {
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return "hang: no result within \(timeout) s of CPU time"
        }
        try handle.close()
        let lines = String(decoding: try Data(contentsOf: output), as: UTF8.self).split(separator: "\n")
        if let violation = lines.first(where: { $0.hasPrefix("violation") }) { return String(violation) }
        if process.terminationReason == .uncaughtSignal { return "crash: signal \(process.terminationStatus)" }
        return lines.contains { $0.hasPrefix("end 0 ") } ? "end" : "no result: exit status \(process.terminationStatus)"
    }
}

/// The CPU time (user and system) process `pid` has used, from /proc/<pid>/stat (fields 14
/// and 15, in clock ticks); 0 when it cannot be read (the process has ended).
private func cpuSeconds(of pid: Int32) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let end = stat.lastIndex(of: ")")
    else { return 0 }
    // The fields after the command name (which may hold spaces), from field 3 (state).
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

private final class Token {}
