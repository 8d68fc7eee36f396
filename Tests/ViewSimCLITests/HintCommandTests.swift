// The commands viewsim's hints print are the command the user ran: argv[0] as
// typed (`.build/debug/viewsim`), or `swift run viewsim` when `swift run` started
// it, never a bare `viewsim` that is not on PATH after the quick start.
// Simplifies: starts the built binary with a chosen argv[0] and `_` through
// posix_spawn, as a shell and `swift run` would.
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

final class HintCommandTests: XCTestCase {
    /// Runs the built viewsim with `argv0` as argv[0] and the shell's `_` set to
    /// `program`; returns its exit status, standard output and standard error.
    private func run(argv0: String, program: String, _ arguments: [String]) throws -> (
        status: Int32, output: String, error: String
    ) {
        let executable = try ViewSimExecutable.url().path
        let directory = try makeTemporaryDirectory(self)
        let outputFile = directory.appendingPathComponent("stdout").path
        let errorFile = directory.appendingPathComponent("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var environment = ProcessInfo.processInfo.environment
        environment["_"] = program
        let argv = ([argv0] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw XCTSkip("posix_spawn failed with \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        return ((status >> 8) & 0xff, output, error)
    }

    func testAnUnknownLessonPointsToTheListCommandAsTyped() throws {
        let typed = try run(argv0: ".build/debug/viewsim", program: ".build/debug/viewsim", ["run", "qqqqqqqqqq"])
        XCTAssertEqual(typed.status, 64, typed.error)
        XCTAssertTrue(typed.error.contains("Run '.build/debug/viewsim list' to see them"), typed.error)
    }

    func testUnderSwiftRunItPointsToSwiftRun() throws {
        let run = try run(
            argv0: ".build/x86_64-unknown-linux-gnu/debug/viewsim", program: "/usr/bin/swift",
            ["run", "qqqqqqqqqq"])
        XCTAssertEqual(run.status, 64, run.error)
        XCTAssertTrue(run.error.contains("Run 'swift run viewsim list' to see them"), run.error)
    }

    /// A step's folded trace says how to print all of it, with the command as run.
    func testAFoldedStepPointsToTheWholeTraceWithTheCommandAsRun() throws {
        let out = try makeTemporaryDirectory(self).path
        let typed = try run(
            argv0: ".build/debug/viewsim", program: ".build/debug/viewsim",
            ["run", "lesson4", "--no-wait", "--width", "0", "--out", out])
        XCTAssertEqual(typed.status, 0, typed.error)
        XCTAssertTrue(typed.output.contains(": .build/debug/viewsim trace lesson4 --step "), typed.output)
        XCTAssertFalse(typed.output.contains(" viewsim trace"), "no bare viewsim, which is not on PATH")

        let run = try run(
            argv0: ".build/x86_64-unknown-linux-gnu/debug/viewsim", program: "/usr/bin/swift",
            ["run", "lesson4", "--no-wait", "--width", "0", "--out", out])
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertTrue(run.output.contains(": swift run viewsim trace lesson4 --step "), run.output)
    }
}
