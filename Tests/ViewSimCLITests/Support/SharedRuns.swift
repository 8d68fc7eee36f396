// The `viewsim` runs that several tests read, each made once and shared: a lesson's
// whole `viewsim run` (its SVG diagrams, plots and PNG frames) takes seconds of a
// debug build's CPU, and RunCommandTests, RunStepSummaryTests, TerminalWidthTests
// and DeterminismTests each read the same run of every lesson (and DeterminismTests
// and Lesson15/16CommandTests the same second process of it). A run is keyed by
// its exact arguments and environment (and the binary's path, size and modification
// time); it starts in a directory of its own, so relative paths in its arguments
// (`--out out`) land there, and readers must not change what is in it.
// Shared across test processes (`swift test --parallel` starts one per test) when
// VIEWSIM_TEST_SHARED_RUNS names a directory (scripts/test makes a fresh one per
// run and removes it), with a file lock per run so that two processes asking at
// once wait for one run; otherwise shared within one test process, in a temporary
// directory removed when the process exits.
// Simplifies: a run that crashed the test process half-way is made again from scratch
// by the next one to ask (the result is written last, by renaming a finished folder).
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One shared `viewsim` run: what it did, and the directory it started in.
///
/// ```swift
/// let shared = try SharedRuns.lessonRun("lesson3")
/// XCTAssertEqual(shared.result.status, 0)
/// let svg = try Data(contentsOf: shared.directory.appendingPathComponent("out/step1-view-graph.svg"))
/// ```
struct SharedRun {
    let result: CommandResult
    /// Where the run started; `--out out` wrote to `directory/out`. Read only: other tests read it too.
    let directory: URL
}

/// Runs `viewsim` once per set of arguments and environment, and hands every test
/// that asks again the same result.
enum SharedRuns {
    /// The variable naming a directory shared by the test processes of one test run.
    static let variable = "VIEWSIM_TEST_SHARED_RUNS"

    /// The environment of ``lessonRun(_:)``: as `swift run viewsim` starts it (so the
    /// fold's note names `swift run viewsim trace …`, whatever folder the clone is in,
    /// rather than an absolute path that wraps by its length), with Swift's per-process
    /// hash seed (SWIFT_DETERMINISTIC_HASHING removed, so DeterminismTests can compare it
    /// with a second process).
    static let lessonRunEnvironment: [String: String?] = ["_": "/usr/bin/swift", "SWIFT_DETERMINISTIC_HASHING": nil]

    /// The arguments of ``lessonRun(_:)``.
    static func lessonRunArguments(_ id: String) -> [String] {
        ["run", id, "--no-wait", "--out", "out"]
    }

    /// `viewsim run <id> --no-wait --out out` at the default width (80, piped), every
    /// file written to `directory/out`.
    static func lessonRun(_ id: String) throws -> SharedRun {
        try run(lessonRunArguments(id), environment: lessonRunEnvironment)
    }

    /// The environment of ``lessonRunAgain(_:)``: ``lessonRunEnvironment`` and a variable
    /// viewsim does not read, which keys the run apart from ``lessonRun(_:)``'s.
    static let secondProcessEnvironment = lessonRunEnvironment.merging(["VIEWSIM_TEST_SECOND_PROCESS": "1"]) { $1 }

    /// ``lessonRun(_:)`` again in a second process (its own hash seed), made once per test run
    /// and shared too: DeterminismTests compares every file of the two, and
    /// Lesson15/16CommandTests a few, so the second process is not started once for each.
    static func lessonRunAgain(_ id: String) throws -> SharedRun {
        try run(lessonRunArguments(id), environment: secondProcessEnvironment)
    }

    /// A lesson's run in two processes, for comparing their files: ``lessonRun(_:)`` and
    /// ``lessonRunAgain(_:)``; each with its status and `out` folder (read only).
    ///
    /// ```swift
    /// for (result, out) in try SharedRuns.lessonRunTwice("lesson15") { … }
    /// ```
    static func lessonRunTwice(_ id: String) throws -> [(result: CommandResult, out: URL)] {
        try [lessonRun(id), lessonRunAgain(id)].map { ($0.result, $0.directory.appendingPathComponent("out")) }
    }

    /// `viewsim arguments…` as ``ViewSimExecutable/run(_:in:environment:executable:)`` runs
    /// it, in a directory of the run's own: made the first time these arguments and this
    /// environment are asked for, the same result after that.
    static func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> SharedRun {
        let executable = try ViewSimExecutable.url()
        let key = Self.key(arguments, environment: environment, executable: executable)
        let entry = memo.entry(key)
        entry.lock.lock()
        defer { entry.lock.unlock() }
        if let made = entry.made { return try made.get() }
        let made = Result { try load(key, arguments: arguments, environment: environment) }
        entry.made = made
        return try made.get()
    }

    // MARK: The store

    /// The directory runs are kept in: the shared one, or this process's own.
    private static let root: URL = {
        if let shared = ProcessInfo.processInfo.environment[variable], !shared.isEmpty {
            return URL(fileURLWithPath: shared, isDirectory: true)
        }
        atexit { try? FileManager.default.removeItem(at: SharedRuns.processRoot) }
        return processRoot
    }()

    /// This process's own directory, when no shared one is given.
    private static let processRoot = FileManager.default.temporaryDirectory
        .appendingPathComponent("viewsim-shared-runs-\(UUID().uuidString)", isDirectory: true)

    private static let memo = Memo()

    /// The key: arguments, environment (sorted by name) and which binary, one field a line.
    private static func key(_ arguments: [String], environment: [String: String?], executable: URL) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable.path)
        let size = (attributes?[.size] as? NSNumber)?.stringValue ?? "unknown"
        let modified = (attributes?[.modificationDate] as? Date).map { "\($0.timeIntervalSince1970)" } ?? "unknown"
        var fields = ["binary \(executable.path) \(size) \(modified)"]
        fields += arguments.map { "argument \($0.debugDescription)" }
        fields += environment.keys.sorted().map { name in
            environment[name].flatMap { $0 }.map { "set \(name)=\($0.debugDescription)" } ?? "unset \(name)"
        }
        return fields.joined(separator: "\n")
    }

    /// The run with `key`, read from the store, or made (under the store's lock for it) and kept there.
    private static func load(_ key: String, arguments: [String], environment: [String: String?]) throws -> SharedRun {
        let manager = FileManager.default
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        let name = "run-" + fnv1a(key)
        let lock = try FileLock(root.appendingPathComponent(name + ".lock"))
        defer { lock.unlock() }
        let directory = root.appendingPathComponent(name, isDirectory: true)
        let finished = root.appendingPathComponent(name + ".result", isDirectory: true)
        if manager.fileExists(atPath: finished.path) {
            let stored = try String(contentsOf: finished.appendingPathComponent("key"), encoding: .utf8)
            guard stored == key else {
                throw SharedRunError(
                    description: "Two shared runs have the same name \(name) in \(root.path):\n\(stored)\n\(key)")
            }
            let status = try String(contentsOf: finished.appendingPathComponent("status"), encoding: .utf8)
            return SharedRun(
                result: CommandResult(
                    arguments: arguments, status: Int32(status) ?? -1,
                    standardOutput: try Data(contentsOf: finished.appendingPathComponent("stdout")),
                    standardError: try Data(contentsOf: finished.appendingPathComponent("stderr"))),
                directory: directory)
        }
        // A run that did not finish (its process ended half-way) is made again from scratch.
        try? manager.removeItem(at: directory)
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        let result = try ViewSimExecutable.run(arguments, in: directory, environment: environment)
        let partial = root.appendingPathComponent(name + ".partial", isDirectory: true)
        try? manager.removeItem(at: partial)
        try manager.createDirectory(at: partial, withIntermediateDirectories: true)
        try Data(key.utf8).write(to: partial.appendingPathComponent("key"))
        try Data("\(result.status)".utf8).write(to: partial.appendingPathComponent("status"))
        try result.standardOutput.write(to: partial.appendingPathComponent("stdout"))
        try result.standardError.write(to: partial.appendingPathComponent("stderr"))
        try manager.moveItem(at: partial, to: finished)
        return SharedRun(result: result, directory: directory)
    }

    /// A 64-bit FNV-1a hash of `text`, in hex: the same in every process (unlike `hashValue`).
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

/// Why a shared run could not be used.
private struct SharedRunError: Error, CustomStringConvertible {
    let description: String
}

/// The runs this process has asked for, each with a lock that the first to ask holds while it is made.
private final class Memo: @unchecked Sendable {
    final class Entry: @unchecked Sendable {
        let lock = NSLock()
        /// Guarded by `lock`.
        var made: Result<SharedRun, any Error>?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    func entry(_ key: String) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[key] { return entry }
        let entry = Entry()
        entries[key] = entry
        return entry
    }
}

/// An exclusive `flock` on a file, shared by every process that locks the same path; waits for it.
private struct FileLock {
    private let descriptor: Int32

    init(_ url: URL) throws {
        descriptor = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SharedRunError(description: "Cannot open the lock file \(url.path) (errno \(errno)).")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let code = errno
                close(descriptor)
                throw SharedRunError(description: "Cannot lock \(url.path) (errno \(code)).")
            }
        }
    }

    func unlock() {
        close(descriptor)  // Releases the lock.
    }
}
