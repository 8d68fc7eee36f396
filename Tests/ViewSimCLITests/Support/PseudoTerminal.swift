// Runs the built `viewsim` with a pseudo-terminal as its controlling terminal (and
// standard input), the way a user's shell does, while its standard output and
// standard error go to files (as with `| tee log`), or to the terminal too (a
// terminal of a given size, as a user runs it). The child is started through
// util-linux `setsid --ctty --wait`, which makes it a session leader owning the
// terminal, so /dev/tty opens and the child is in the terminal's foreground.
// A test waits for text on the terminal (with an overall timeout, never a sleep),
// types answers, and collects what happened; a hang fails the test.
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// One `viewsim` run on a pseudo-terminal.
final class PseudoTerminal {
    /// How long one run may take in all before the test fails (a debug build
    /// renders each step's frames, a few seconds a step).
    static let timeout: Duration = .seconds(120)

    private let process = Process()
    private var master: Int32 = -1
    private let scratch: URL
    private let arguments: [String]
    private let deadline: ContinuousClock.Instant
    /// The bytes written to the terminal so far.
    private var bytes: [UInt8] = []
    /// Everything written to the terminal so far, with "\r\n" read as "\n".
    var transcript: String { String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n") }

    /// Starts `viewsim arguments…` in `directory` on a new pseudo-terminal,
    /// `rows` × `columns` when given; with `outputOnTerminal`, standard output
    /// and standard error are the terminal too (then `finish()`'s result has
    /// them empty: all of it is in the transcript).
    init(
        _ arguments: [String], in directory: URL, rows: Int? = nil, columns: Int? = nil, outputOnTerminal: Bool = false
    ) throws {
        let setsid = ["/usr/bin/setsid", "/bin/setsid"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let setsid else { throw XCTSkip("No setsid(1) (util-linux) to give viewsim a controlling terminal.") }
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows ?? 24), ws_col: UInt16(columns ?? 80), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw XCTSkip("openpty failed (errno \(errno)): no pseudo-terminals here.")
        }
        self.arguments = arguments
        deadline = ContinuousClock.now + PseudoTerminal.timeout
        scratch = directory.appendingPathComponent("pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in ["stdout", "stderr"] {
            _ = FileManager.default.createFile(atPath: scratch.appendingPathComponent(name).path, contents: nil)
        }
        process.executableURL = URL(fileURLWithPath: setsid)
        process.arguments = ["--ctty", "--wait", try ViewSimExecutable.url().path] + arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = nil  // The terminal's own size decides.
        environment["LINES"] = nil
        process.environment = environment
        process.standardInput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        if outputOnTerminal {
            process.standardOutput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
            process.standardError = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        } else {
            process.standardOutput = try FileHandle(forWritingTo: scratch.appendingPathComponent("stdout"))
            process.standardError = try FileHandle(forWritingTo: scratch.appendingPathComponent("stderr"))
        }
        defer { close(slave) }  // The child has its own copy; ours would hide the end of the terminal.
        try process.run()
    }

    deinit {
        if master >= 0 { close(master) }
    }

    /// Reads the terminal until `text` has appeared `count` times in all; fails
    /// (throws) if the run ends or the timeout passes first.
    func waitFor(_ text: String, count: Int = 1, file: StaticString = #filePath, line: UInt = #line) throws {
        while transcript.components(separatedBy: text).count - 1 < count {
            guard try readSome() else {
                XCTFail(
                    "The terminal never showed \(count) × '\(text)'.\n\nterminal:\n\(transcript)", file: file,
                    line: line)
                throw PseudoTerminalError.missing(text)
            }
        }
    }

    /// Reads the terminal to its end, pressing Enter at every prompt (a line
    /// ending in `›` or `--`, the step question and the pager's), and returns
    /// the transcript; fails (throws) past the timeout.
    func pressEnterAtEveryPrompt() throws -> String {
        var answered = 0
        while try readSome() {
            let text = transcript
            var end = text.endIndex
            while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
            let tail = text[..<end]
            if tail.hasSuffix("›") || tail.hasSuffix("--"), text.count != answered {
                answered = text.count
                type("")
            }
        }
        return transcript
    }

    /// Types `line` and Enter.
    func type(_ line: String) {
        send(Array((line + "\n").utf8))
    }

    /// Types Ctrl-D at the start of a line: the end of input.
    func typeEndOfInput() {
        send([0x04])
    }

    /// Reads the terminal to its end, waits for the exit and returns what the run did.
    func finish() throws -> (result: CommandResult, terminal: String) {
        while try readSome() {}
        // The terminal has ended (every copy of it closed), so the child is exiting.
        while process.isRunning, ContinuousClock.now < deadline {
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)  // Polls for the exit, bounded by the deadline; output is all read.
        }
        if process.isRunning {
            process.terminate()
            XCTFail("viewsim \(arguments.joined(separator: " ")) did not exit.\n\nterminal:\n\(transcript)")
        }
        process.waitUntilExit()
        let result = CommandResult(
            arguments: arguments, status: process.terminationStatus,
            standardOutput: try Data(contentsOf: scratch.appendingPathComponent("stdout")),
            standardError: try Data(contentsOf: scratch.appendingPathComponent("stderr")))
        try? FileManager.default.removeItem(at: scratch)
        return (result, transcript)
    }

    /// Reads what the terminal has, waiting for it until the deadline; false at
    /// its end. Past the deadline it hangs up the terminal (ending the child) and throws.
    private func readSome() throws -> Bool {
        let remaining = deadline - ContinuousClock.now
        let milliseconds = max(
            0, remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000)
        var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, Int32(min(milliseconds, Int64(Int32.max))))
        if ready < 0, errno == EINTR { return true }
        guard ready > 0 else {
            close(master)  // Hangs up: the child gets SIGHUP.
            master = -1
            process.terminate()
            XCTFail(
                "viewsim \(arguments.joined(separator: " ")) timed out after \(PseudoTerminal.timeout).\n\nterminal:\n\(transcript)"
            )
            throw PseudoTerminalError.timedOut
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }  // EIO: no one holds the terminal any more.
        bytes += buffer[..<count]
        return true
    }

    private func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }
}

/// Why a pseudo-terminal run stopped early (the test has failed with the details).
enum PseudoTerminalError: Error {
    case missing(String)
    case timedOut
}
