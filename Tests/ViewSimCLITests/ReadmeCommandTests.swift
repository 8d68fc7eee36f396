// Every command README.md shows is run: each line of its ```sh blocks, and each
// inline command (`.build/…`, `swift …` with arguments, `scripts/…`). viewsim commands run
// through the built binary in a temporary folder and must succeed (`run` with
// --no-wait added: the prompts between steps are InteractiveRunTests' subject;
// `diff` may exit 1, "they differ", as diff(1) does);
// a script must exist and be covered where the comment below says. A command of
// any other kind fails the test until it is given a way to be checked.
import Foundation
import XCTest

final class ReadmeCommandTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The scripts README may name, and the test or job that runs each.
    private let scripts = [
        "scripts/quickstart":
            "ends with `.build/debug/viewsim run lesson1 --no-wait`, which ReadmeQuickStartTests runs",
        "scripts/test": "CI runs it (.ci/run)",
    ]
    /// Commands of a user's own package, and where the example package runs the same.
    private let examplePackageCommands = [
        "swift run my-views run counter":
            "scripts/test-examples runs the example package's `viewsim-examples run counter`"
    ]

    /// The commands README shows, without their comments, in order.
    private func commands() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var commands: [String] = []
        var inShell = false
        var inFence = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShell = !inFence && (line == "```sh" || line == "```bash" || line == "```shell")
                inFence.toggle()
                continue
            }
            if inShell {
                var command = String(line)
                if let comment = command.range(of: #"\s+#\s.*$"#, options: .regularExpression) {
                    command.removeSubrange(comment)
                }
                command = command.trimmingCharacters(in: .whitespaces)
                if !command.isEmpty, !command.hasPrefix("#") { commands.append(command) }
            } else if !inFence {
                let spans = line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
                    $0.offset % 2 == 1
                }
                for (_, span) in spans
                where span.hasPrefix("scripts/")
                    || ((span.hasPrefix(".build/") || span.hasPrefix("swift ")) && span.contains(" "))
                {
                    commands.append(String(span))
                }
            }
        }
        return commands
    }

    func testEveryCommandInTheReadmeRuns() throws {
        let commands = try commands()
        XCTAssertGreaterThanOrEqual(commands.count, 8, "README's commands should have been found: \(commands)")
        let directory = try makeTemporaryDirectory(self)
        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            XCTAssertFalse(
                command.contains { "'\"$|&;<>*".contains($0) },
                "README's `\(command)`: this test runs plain commands; quoting, pipes and variables need their own check"
            )
            if words.first == ".build/debug/viewsim" || words.starts(with: ["swift", "run", "viewsim"]) {
                var arguments = Array(words.dropFirst(words.first == "swift" ? 3 : 1))
                if arguments.first == "run", !arguments.contains("--no-wait") { arguments.append("--no-wait") }
                let result = try ViewSimExecutable.run(arguments, in: directory)
                // `diff` exits as diff(1): 1 when the runs differ is success too.
                let succeeded = result.status == 0 || (arguments.first == "diff" && result.status == 1)
                XCTAssertTrue(succeeded, result.report("README's `\(command)` should succeed."))
                if let output = arguments.firstIndex(of: "-o").map({ arguments[$0 + 1] }), output != "-" {
                    let size =
                        (try? FileManager.default.attributesOfItem(
                            atPath: directory.appendingPathComponent(output).path)[.size] as? Int) ?? 0
                    XCTAssertGreaterThan(size, 0, "README's `\(command)` should write \(output)")
                }
            } else if examplePackageCommands[command] != nil {
                continue  // checked by testTheScriptsReadmeNamesAreRunWhereThisTestSays
            } else if let script = words.first, let coverage = scripts[script] {
                XCTAssertEqual(words.count, 1, "README runs \(script) without arguments")
                XCTAssertTrue(
                    FileManager.default.isExecutableFile(atPath: root.appendingPathComponent(script).path),
                    "\(script) is an executable file (\(coverage))")
            } else {
                XCTFail(
                    "README shows `\(command)`, which no test runs. To fix, make it a viewsim command or a listed script, or teach ReadmeCommandTests to check it."
                )
            }
        }
    }

    /// The scripts' coverage claims above are true.
    func testTheScriptsReadmeNamesAreRunWhereThisTestSays() throws {
        let quickstart = try String(contentsOf: root.appendingPathComponent("scripts/quickstart"), encoding: .utf8)
        XCTAssertEqual(quickstart.split(separator: "\n").last, ".build/debug/viewsim run lesson1 --no-wait")
        let ci = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
        XCTAssertTrue(ci.split(separator: "\n").contains("scripts/test"), ".ci/run runs scripts/test")
        let examples = try String(contentsOf: root.appendingPathComponent("scripts/test-examples"), encoding: .utf8)
        XCTAssertTrue(
            examples.contains("/viewsim-examples\" run counter --no-wait"),
            "scripts/test-examples runs the counter scenario")
        let test = try String(contentsOf: root.appendingPathComponent("scripts/test"), encoding: .utf8)
        // A command line (not a comment or a message) that runs it, in the background or not.
        let runsExamples = test.split(separator: "\n").contains { line in
            let words = line.split(separator: " ")
            return words.first.map { !$0.hasPrefix("#") && $0 != "echo" } == true
                && words.contains("scripts/test-examples")
        }
        XCTAssertTrue(runsExamples, "scripts/test runs scripts/test-examples")
    }
}
