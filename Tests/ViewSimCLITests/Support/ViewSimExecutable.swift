// Runs the built `viewsim` binary as a subprocess, the way a user would, with
// standard input not a terminal, like swift-argument-parser's example tests.
// The binary is found next to the test bundle in the products directory.
import Foundation
import XCTest

/// What one run of `viewsim` did.
struct CommandResult {
    let arguments: [String]
    let status: Int32
    let standardOutput: Data
    let standardError: Data

    var output: String { String(decoding: standardOutput, as: UTF8.self) }
    var errorOutput: String { String(decoding: standardError, as: UTF8.self) }
    /// Standard error with its lines joined: each line break and the indentation
    /// after it one space, so a phrase reads whole wherever the message wrapped
    /// to the width.
    var errorText: String { Self.joined(errorOutput) }
    /// Standard output with its lines joined, as ``errorText``.
    var outputText: String { Self.joined(output) }

    private static func joined(_ printed: String) -> String {
        var text = ""
        var afterBreak = false
        for character in printed {
            if character == "\n" {
                afterBreak = true
            } else if afterBreak && character == " " {
                continue
            } else {
                if afterBreak { text += " " }
                afterBreak = false
                text.append(character)
            }
        }
        return text
    }

    /// A failure message: the command, its status, and the end of what it printed.
    func report(_ headline: String) -> String {
        func tail(_ text: String) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let kept = lines.suffix(25).map { "    " + $0 }.joined(separator: "\n")
            return lines.count > 25 ? "    …\n" + kept : kept
        }
        return """
            \(headline)

              $ viewsim \(arguments.joined(separator: " "))
              exit status \(status)
              standard output:
            \(tail(output))
              standard error:
            \(tail(errorOutput))
            """
    }
}

/// Locates and runs the built `viewsim`.
enum ViewSimExecutable {
    /// The products directory: the test bundle's folder (`.build/debug`).
    static var productsDirectory: URL {
        let bundle = Bundle(for: BundleToken.self).bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }

    /// The `viewsim` binary `swift test` built, or `VIEWSIM_EXECUTABLE` when set;
    /// for another `name` (the scenario demo), that binary next to it.
    static func url(_ name: String = "viewsim") throws -> URL {
        if name == "viewsim", let override = ProcessInfo.processInfo.environment["VIEWSIM_EXECUTABLE"],
            !override.isEmpty
        {
            return URL(fileURLWithPath: override)
        }
        var candidates = [productsDirectory.appendingPathComponent(name)]
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent(name))
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip(
                """
                No \(name) executable next to the tests (looked at \(candidates.map(\.path).joined(separator: ", "))).

                To fix, build it first: swift build --product \(name)\(name == "viewsim" ? ", or set VIEWSIM_EXECUTABLE" : "").
                """)
        }
        return found
    }

    /// Runs `viewsim arguments…` in `directory`, with standard input from /dev/null.
    ///
    /// - Parameters:
    ///   - environment: variables to set; a nil value removes the variable.
    ///   - executable: the binary to run, `viewsim` unless a test says otherwise.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:],
        executable: String = "viewsim"
    ) throws -> CommandResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewsim-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = try url(executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? scratch
        var variables = ProcessInfo.processInfo.environment
        // The width is 80 when not a terminal, unless a test sets COLUMNS.
        variables["COLUMNS"] = nil
        variables["LINES"] = nil
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()

        return CommandResult(
            arguments: arguments, status: process.terminationStatus,
            standardOutput: try Data(contentsOf: outURL), standardError: try Data(contentsOf: errURL))
    }

    /// The lesson ids `viewsim list` prints (its first column), so tests cover
    /// lessons added later. (One `viewsim list`, shared: SharedRuns.)
    static func lessonIDs(file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let result = try SharedRuns.run(["list"]).result
        XCTAssertEqual(result.status, 0, result.report("viewsim list failed."), file: file, line: line)
        // Only an id starts a line; a title's and a source's wrapped lines are indented.
        let ids = result.output.split(separator: "\n").filter { $0.first != " " }.compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        if ids.isEmpty {
            XCTFail(
                "viewsim list printed no lessons.\n\nTo fix, add the lessons to LessonCatalog.all.", file: file,
                line: line)
        }
        return ids
    }
}

extension ViewSimExecutable {
    /// The steps of lesson `id` in which something animated: those whose trace has
    /// an animation line (`◔` started, merged or combined, `~` a frame's value).
    /// (One `viewsim trace <id>` per lesson, shared: SharedRuns.)
    static func animatedSteps(of id: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Int] {
        let result = try SharedRuns.run(["trace", id]).result
        XCTAssertEqual(result.status, 0, result.report("viewsim trace \(id) failed."), file: file, line: line)
        var steps: [Int] = []
        var current: Int?
        for text in result.output.split(separator: "\n") {
            if text.hasPrefix("step "), let number = Int(text.dropFirst(5).prefix { $0.isNumber }) {
                current = number
            } else if let step = current, text.contains("─ ◔ ") || text.contains("─ ~ "), steps.last != step {
                steps.append(step)
            }
        }
        return steps
    }

    /// The first lesson `viewsim list` prints whose run animates something, with its
    /// animated steps; skips the test, saying why, when no lesson animates.
    static func firstAnimatedLesson(file: StaticString = #filePath, line: UInt = #line) throws -> (
        id: String, steps: [Int]
    ) {
        for id in try lessonIDs(file: file, line: line) {
            let steps = try animatedSteps(of: id, file: file, line: line)
            if !steps.isEmpty { return (id, steps) }
        }
        throw XCTSkip(
            """
            No lesson that 'viewsim list' prints animates anything, so the animation checks of the CLI cannot run.

            To fix, register an animated lesson (lesson3, lesson10 or lesson12) in LessonCatalog.all.
            """)
    }
}

private final class BundleToken {}

/// A fresh temporary directory, removed by the test's teardown.
func makeTemporaryDirectory(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("viewsim-test-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// The names in a directory, sorted, including hidden ones.
func contents(of directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
}
