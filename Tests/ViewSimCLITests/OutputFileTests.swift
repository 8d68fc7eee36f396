// Where `-o` writes (issue 23, item 1), driving the built `viewsim`: `-o -` is
// standard output; an existing FIFO or character device is written through and
// stays what it was (a device node made in a temporary folder first, /dev/null
// only after that passed, and restored if it ever is not a device); a symlink
// stays a link and its target gets the bytes; SIGINT while a file is in flight
// leaves no temporary file; an output viewsim cannot write is refused before the run.
// Simplifies: the node and FIFO checks need root or CAP_MKNOD and are skipped without it.
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

final class OutputFileTests: XCTestCase {
    /// The trace `viewsim trace lesson1` prints to a pipe unwrapped (`--width 0` for
    /// the text): what every write below must carry.
    private func expectedTrace(_ arguments: [String] = []) throws -> Data {
        let result = try ViewSimExecutable.run(
            ["trace", "lesson1"] + (arguments.isEmpty ? ["--width", "0"] : arguments))
        XCTAssertEqual(result.status, 0, result.report("viewsim trace lesson1 should succeed."))
        XCTAssertFalse(result.standardOutput.isEmpty, result.report("The trace should not be empty."))
        return result.standardOutput
    }

    func testACharacterDeviceIsWrittenThroughAndStaysADevice() throws {
        let directory = try makeTemporaryDirectory(self)
        let node = directory.appendingPathComponent("null").path
        // The same device as /dev/null (1, 3), in a folder of our own.
        guard mknod(node, S_IFCHR | 0o666, nullDevice) == 0 else {
            throw XCTSkip("mknod failed (errno \(errno)): no device nodes here (needs root or CAP_MKNOD).")
        }
        let result = try ViewSimExecutable.run(["trace", "lesson1", "-o", node], in: directory)
        XCTAssertEqual(result.status, 0, result.report("Writing to a device should succeed."))
        XCTAssertEqual(
            fileType(node), S_IFCHR, "The device node should still be a character device, not replaced by a file.")
        XCTAssertEqual(contents(of: directory), ["null"], "No temporary file should be left.")
        // Only once the node in our folder survived, the real /dev/null; restored if it ever is not a device.
        guard fileType(node) == S_IFCHR else { return }
        defer { restoreDevNull() }
        let devNull = try ViewSimExecutable.run(
            ["trace", "lesson1", "--format", "json", "-o", "/dev/null"], in: directory)
        XCTAssertEqual(devNull.status, 0, devNull.report("-o /dev/null should succeed."))
        XCTAssertEqual(fileType("/dev/null"), S_IFCHR, "/dev/null should still be a character device.")
    }

    func testAFIFOReceivesTheBytesAndStaysAFIFO() throws {
        let expected = try expectedTrace()
        let directory = try makeTemporaryDirectory(self)
        let fifo = directory.appendingPathComponent("trace.fifo").path
        guard mkfifo(fifo, 0o644) == 0 else { throw XCTSkip("mkfifo failed (errno \(errno)).") }
        // Our own reader and writer: viewsim's open never blocks, and the reader sees
        // the end of the bytes only when we close our writer after viewsim exits.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
        let writer = open(fifo, O_WRONLY)
        XCTAssertGreaterThanOrEqual(writer, 0)
        let received = FIFOReader(descriptor: reader)
        received.start()

        let result = try ViewSimExecutable.run(["trace", "lesson1", "-o", fifo], in: directory)
        close(writer)
        let bytes = received.wait()
        close(reader)
        XCTAssertEqual(result.status, 0, result.report("Writing to a FIFO should succeed."))
        XCTAssertEqual(fileType(fifo), S_IFIFO, "The FIFO should still be a FIFO, not replaced by a file.")
        XCTAssertEqual(bytes, expected, "The FIFO's reader should receive the whole trace.")
        XCTAssertEqual(contents(of: directory), ["trace.fifo"], "No temporary file should be left.")
    }

    func testDashWritesToStandardOutputAndNothingElse() throws {
        let directory = try makeTemporaryDirectory(self)
        let text = try ViewSimExecutable.run(["trace", "lesson1", "-o", "-"], in: directory)
        XCTAssertEqual(text.status, 0, text.report("trace -o - should succeed."))
        XCTAssertEqual(
            text.standardOutput, try expectedTrace(),
            text.report("Standard output should be the trace and nothing else."))
        XCTAssertEqual(text.errorOutput, "", text.report("Nothing should go to standard error."))
        let json = try ViewSimExecutable.run(["trace", "lesson1", "--format", "json", "-o", "-"], in: directory)
        XCTAssertEqual(
            json.standardOutput, try expectedTrace(["--format", "json"]),
            json.report("Standard output should be the JSON trace."))

        // Every subcommand that takes -o: its file, and nothing else, on standard output.
        let cases: [([String], String)] = [
            (["report", "lesson1", "-o", "-"], "<!doctype html>"),
            (["graph", "lesson1", "--at", "1", "--format", "dot", "-o", "-"], "digraph"),
            (["graph", "lesson1", "--at", "1", "-o", "-"], "<?xml"),
            (["plot", "lesson3", "--step", "1", "-o", "-"], "<?xml"),
            (["render", "lesson1", "--at", "1", "-o", "-"], "<?xml"),
            (["render", "lesson1", "--at", "1", "--format", "png", "-o", "-"], "\u{89}PNG"),
        ]
        for (arguments, start) in cases {
            let result = try ViewSimExecutable.run(arguments, in: directory)
            XCTAssertEqual(result.status, 0, result.report("\(arguments.joined(separator: " ")) should succeed."))
            XCTAssertTrue(
                result.standardOutput.starts(
                    with: Data(start.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })),
                result.report("Standard output should start with \(start)."))
            XCTAssertFalse(result.output.contains("Wrote"), result.report("No 'Wrote' line on standard output."))
        }
        XCTAssertEqual(contents(of: directory), [], "-o - should write no file (no file named '-').")

        // /dev/stdout (a link to /proc/self/fd/1) is written through, tried only once
        // -o - works; restored if it ever is not a link.
        guard text.standardOutput == (try expectedTrace()) else { return }
        defer { restoreDevStdout() }
        let devStdout = try ViewSimExecutable.run(["trace", "lesson1", "-o", "/dev/stdout"], in: directory)
        XCTAssertEqual(devStdout.status, 0, devStdout.report("-o /dev/stdout should succeed."))
        XCTAssertEqual(
            devStdout.standardOutput, try expectedTrace(),
            devStdout.report("/dev/stdout should get the trace and nothing else."))
        XCTAssertEqual(fileType("/dev/stdout", following: false), S_IFLNK, "/dev/stdout should still be a link.")
    }

    func testASymlinkStaysALinkAndItsTargetGetsTheBytes() throws {
        let expected = try expectedTrace(["--format", "json"])
        let directory = try makeTemporaryDirectory(self)
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: directory.appendingPathComponent("target.json"))
        try Data("old".utf8).write(to: elsewhere.appendingPathComponent("far.json"))
        XCTAssertEqual(symlink("target.json", directory.appendingPathComponent("link.json").path), 0)
        XCTAssertEqual(symlink("elsewhere/far.json", directory.appendingPathComponent("far-link.json").path), 0)
        XCTAssertEqual(symlink("elsewhere/new.json", directory.appendingPathComponent("dangling.json").path), 0)

        for (link, target) in [
            ("link.json", "target.json"), ("far-link.json", "elsewhere/far.json"),
            ("dangling.json", "elsewhere/new.json"),
        ] {
            let result = try ViewSimExecutable.run(["trace", "lesson1", "--format", "json", "-o", link], in: directory)
            XCTAssertEqual(result.status, 0, result.report("-o \(link) should succeed."))
            XCTAssertEqual(
                fileType(directory.appendingPathComponent(link).path, following: false), S_IFLNK,
                "\(link) should still be a link.")
            XCTAssertEqual(
                try Data(contentsOf: directory.appendingPathComponent(target)), expected,
                "\(target) should hold the new trace.")
            XCTAssertEqual(fileType(directory.appendingPathComponent(target).path, following: false), S_IFREG)
        }
        XCTAssertEqual(
            contents(of: directory), ["dangling.json", "elsewhere", "far-link.json", "link.json", "target.json"])
        XCTAssertEqual(contents(of: elsewhere), ["far.json", "new.json"], "No temporary file in the target's folder.")
    }

    func testAnInterruptBeforeTheRenameLeavesNoTemporaryFile() throws {
        for signal in [SIGINT, SIGTERM] {
            let directory = try makeTemporaryDirectory(self)
            let out = directory.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let paused = directory.appendingPathComponent("paused")
            let process = Process()
            process.executableURL = try ViewSimExecutable.url()
            process.arguments = ["trace", "lesson1", "--format", "json", "-o", "out/t.json"]
            process.currentDirectoryURL = directory
            var environment = ProcessInfo.processInfo.environment
            environment["VIEWSIM_TEST_PAUSE_BEFORE_RENAME"] = paused.path
            process.environment = environment
            process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            // A test runner started in the background without job control (scripts/test-parallel
            // under `nohup … &`) ignores SIGINT, its children inherit that, and viewsim rightly
            // keeps an ignored signal ignored (InFlightFiles). The viewsim this test interrupts
            // must not have been told to ignore the signal: it starts with the default.
            let inherited = Glibc.signal(signal, SIG_DFL)
            try process.run()
            Glibc.signal(signal, inherited)
            // Waits (at most 60 s) for the writer to say it is paused before its rename.
            let deadline = ContinuousClock.now + .seconds(60)
            while !FileManager.default.fileExists(atPath: paused.path), process.isRunning,
                ContinuousClock.now < deadline
            {
                var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                nanosleep(&pause, nil)
            }
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: paused.path), "viewsim should pause before its rename.")
            XCTAssertEqual(
                contents(of: out).filter { $0.hasPrefix(".t.json.") }.count, process.isRunning ? 1 : 0,
                "While paused, the temporary file exists.")
            if process.isRunning { kill(process.processIdentifier, signal) }
            process.waitUntilExit()
            let killed = process.terminationReason == .uncaughtSignal && process.terminationStatus == signal
            let exited = process.terminationReason == .exit && process.terminationStatus == 128 + signal
            XCTAssertTrue(
                killed || exited,
                "Signal \(signal) should end viewsim (status \(process.terminationStatus), \(process.terminationReason == .exit ? "exit" : "signal"))."
            )
            XCTAssertEqual(contents(of: out), [], "Signal \(signal): no temporary file (and no t.json) should be left.")
        }
    }

    func testAnOutputViewSimCannotWriteIsRefusedBeforeTheRun() throws {
        // Each command also has a mistake found only after the run (a time after the
        // end, nothing animated): the output's error shows the check came first.
        let directory = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("folder.svg"), withIntermediateDirectories: true)
        let cases: [[String]] = [
            ["graph", "lesson1", "--at", "999s", "-o", "/proc/viewsim-cli-test.svg"],
            ["graph", "lesson1", "--at", "999s", "-o", "folder.svg"],
            ["render", "lesson1", "--at", "999s", "-o", "/proc/viewsim-cli-test.png"],
            ["plot", "lesson1", "-o", "/proc/viewsim-cli-test.svg"],
        ]
        for arguments in cases {
            let path = arguments[arguments.count - 1]
            let result = try ViewSimExecutable.run(arguments, in: directory)
            XCTAssertEqual(result.status, 1, result.report("An unwritable -o should fail before the run."))
            XCTAssertTrue(
                result.errorOutput.hasPrefix("Error: cannot write '\(path)'"),
                result.report("The output's error, not the run's, should come first."))
            XCTAssertEqual(result.output, "", result.report("Nothing should be printed."))
        }
        let run = try ViewSimExecutable.run(["run", "lesson1", "--no-wait", "--out", "/proc"], in: directory)
        XCTAssertNotEqual(run.status, 0, run.report("run --out /proc should fail."))
        XCTAssertTrue(run.errorText.contains("'/proc'"), run.report("The message should name the folder."))
        XCTAssertEqual(run.output, "", run.report("Nothing should be printed before the folder is known to work."))
        XCTAssertEqual(contents(of: directory), ["folder.svg"], "Nothing should be written.")
    }

    // MARK: Helpers

    /// The `S_IFMT` bits of what `path` names (following a link unless told not to), or nil.
    private func fileType(_ path: String, following: Bool = true) -> mode_t? {
        var info = stat()
        let status = following ? stat(path, &info) : lstat(path, &info)
        return status == 0 ? info.st_mode & S_IFMT : nil
    }

    /// Puts /dev/null back as the character device (1, 3) if a failed run replaced it.
    private func restoreDevNull() {
        guard fileType("/dev/null", following: false) != S_IFCHR else { return }
        unlink("/dev/null")
        mknod("/dev/null", S_IFCHR | 0o666, nullDevice)
        chmod("/dev/null", 0o666)
        XCTFail("/dev/null was replaced; it has been made a device again.")
    }

    /// Puts /dev/stdout back as a link to /proc/self/fd/1 if a failed run replaced it.
    private func restoreDevStdout() {
        guard fileType("/dev/stdout", following: false) != S_IFLNK else { return }
        unlink("/dev/stdout")
        symlink("/proc/self/fd/1", "/dev/stdout")
        XCTFail("/dev/stdout was replaced; it has been made a link again.")
    }
}

/// Reads a descriptor to its end on a thread of its own.
private final class FIFOReader: @unchecked Sendable {
    private let descriptor: Int32
    private let done = DispatchSemaphore(value: 0)
    /// Written by the reading thread only, read after `done`.
    private var bytes = Data()

    init(descriptor: Int32) { self.descriptor = descriptor }

    func start() {
        Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(self.descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                self.bytes.append(contentsOf: buffer[..<count])
            }
            self.done.signal()
        }.start()
    }

    /// The bytes read, once the end came (at most 60 s).
    func wait() -> Data {
        _ = done.wait(timeout: .now() + 60)
        return bytes
    }
}

/// Linux's device number of /dev/null, (1, 3): `makedev(1, 3)`, a C macro Swift does not import.
private let nullDevice = dev_t(1 << 8 | 3)
