// The command hints print: argv[0] as the user typed it, or `swift run …` when
// `swift run` started the process (the shell's `_` names swift, argv[0] is a
// path into `.build/<triple>/<configuration>/`).
import ViewSimCLI
import XCTest

final class InvocationTests: XCTestCase {
    private func command(_ argv0: String, program: String?, _ arguments: String...) -> String {
        var environment: [String: String] = [:]
        if let program { environment["_"] = program }
        let invocation = Invocation(
            arguments: [argv0, "run", "lesson4"], environment: environment, commandName: "viewsim")
        return invocation.command(arguments)
    }

    func testAPathTheUserTypedIsPrintedAsTyped() {
        XCTAssertEqual(
            command(".build/debug/viewsim", program: ".build/debug/viewsim", "trace", "lesson4"),
            ".build/debug/viewsim trace lesson4")
        XCTAssertEqual(
            command("/opt/viewsim/bin/viewsim", program: "/opt/viewsim/bin/viewsim", "list"),
            "/opt/viewsim/bin/viewsim list")
        XCTAssertEqual(command("viewsim", program: "/usr/local/bin/viewsim", "list"), "viewsim list", "found on PATH")
        XCTAssertEqual(
            command(".build/release/viewsim", program: nil, "list"), ".build/release/viewsim list",
            "no `_` (another shell): argv[0] as given")
    }

    func testSwiftRunIsPrintedAsSwiftRun() {
        XCTAssertEqual(
            command(".build/x86_64-unknown-linux-gnu/debug/viewsim", program: "/usr/bin/swift", "trace", "lesson4"),
            "swift run viewsim trace lesson4")
        XCTAssertEqual(
            command(".build/aarch64-unknown-linux-gnu/release/viewsim", program: "/opt/swift/usr/bin/swift", "list"),
            "swift run -c release viewsim list")
        XCTAssertEqual(
            command("../viewsim/.build/x86_64-unknown-linux-gnu/debug/my-views", program: "swift", "list"),
            "swift run --package-path ../viewsim my-views list", "swift run --package-path from another folder")
    }

    func testSwiftAloneOrAPathOutsideDotBuildIsNotSwiftRun() {
        XCTAssertEqual(command("/tmp/viewsim", program: "/usr/bin/swift", "list"), "/tmp/viewsim list")
        XCTAssertEqual(
            command(".build/x86_64-unknown-linux-gnu/other/viewsim", program: "/usr/bin/swift", "list"),
            ".build/x86_64-unknown-linux-gnu/other/viewsim list")
    }

    func testWordsAreQuotedForTheShell() {
        XCTAssertEqual(
            command("/home/me/my tools/viewsim", program: nil, "trace", "it's"),
            #"'/home/me/my tools/viewsim' trace 'it'\''s'"#)
    }

    func testNoArgv0FallsBackToTheCommandName() {
        XCTAssertEqual(
            Invocation(arguments: [], environment: [:], commandName: "my-views").command("list"), "my-views list")
        XCTAssertEqual(
            Invocation(arguments: [""], environment: [:], commandName: "my-views").command("list"), "my-views list")
    }
}
