// Runs the built `viewsim-examples` as a user would (standard input from
// /dev/null) and checks that a scenario of this package prints the same `run`
// output shape as a viewsim lesson: a banner between two rules, one section per
// step (what happened, its trace, its diagrams), then the claims, each ✓.
import Foundation
import XCTest

final class ExampleExecutableTests: XCTestCase {
    private struct Result {
        let status: Int32
        let output: String
        let errorOutput: String
        func report(_ headline: String) -> String {
            "\(headline)\n\nexit status \(status)\nstandard output:\n\(output)\nstandard error:\n\(errorOutput)"
        }
    }

    /// The binary `swift test` built next to the test bundle.
    private func executable() throws -> URL {
        let bundle = Bundle(for: ExampleExecutableTests.self).bundleURL
        let directory = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        let url = directory.appendingPathComponent("viewsim-examples")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("No viewsim-examples at \(url.path). To fix, build it first: swift build --product viewsim-examples.")
        }
        return url
    }

    private func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func run(_ arguments: [String], in directory: URL) throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        // Output piped is 80 columns wide unless COLUMNS says otherwise: the tests read it at 80.
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = nil
        process.environment = environment
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let out = directory.appendingPathComponent(".stdout"), err = directory.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Result(status: process.terminationStatus,
                      output: try String(contentsOf: out, encoding: .utf8),
                      errorOutput: try String(contentsOf: err, encoding: .utf8))
    }

    /// docs/Debugging.md shows what this package's executable prints: each block that starts
    /// with `$ $E <arguments>` is run, and its lines up to a `…` are the output's first lines.
    func testTheDebuggingGuideShowsWhatItsCommandsPrint() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/Debugging.md")
        let lines = try String(contentsOf: guide, encoding: .utf8).components(separatedBy: "\n")
        var checked = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("$ $E ") {
            let arguments = line.dropFirst("$ $E ".count).split(separator: " ").map(String.init)
            var expected: [String] = []
            for next in lines[(index + 1)...] {
                if next == "…" || next.hasPrefix("```") { break }
                expected.append(next)
            }
            let result = try run(arguments, in: try makeDirectory())
            let printed = result.output.components(separatedBy: "\n")
            XCTAssertEqual(
                Array(printed.prefix(expected.count)), expected,
                result.report("docs/Debugging.md shows `\(line)` printing other lines."))
            checked += 1
        }
        XCTAssertEqual(checked, 4, "the guide's four example commands with their output")
    }

    /// The run's skeleton, as viewsim's own CLI tests take it: the banner's
    /// rules, each step's kinds of line, the claims' kinds of line.
    private func shape(of output: String) -> (banner: [String], steps: [[String]], claims: [String]) {
        var banner: [String] = [], steps: [[String]] = [], claims: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let kind: String?
            if line.hasPrefix("━") { kind = "rule" }
            else if line.hasPrefix("── Step ") { steps.append([]); continue }
            else if ["What happened", "Diagrams", "Claims"].contains(line) { kind = line }
            else if line.hasPrefix("  step "), line.contains(" · ") { kind = "trace step" }
            else if line.hasSuffix("the view graph after the step") { kind = "view graph file" }
            else if line.hasSuffix("what caused what in this step") { kind = "cause file" }
            else if line.hasSuffix("animated value over time") || line.hasSuffix("animated values over time") { kind = "plot file" }
            else if line.hasPrefix("  ✓ ") { kind = "claim holds" }
            else if line.hasPrefix("  ✗ ") { kind = "claim fails" }
            else if line.range(of: #"^\d+ of \d+ claims? holds?\.$"#, options: .regularExpression) != nil { kind = "claim summary" }
            else { kind = nil }
            guard let kind else { continue }
            if kind == "Claims" || !claims.isEmpty { claims.append(kind) }
            else if steps.isEmpty { banner.append(kind) }
            else { steps[steps.count - 1].append(kind) }
        }
        return (banner, steps, claims)
    }

    func testRunCounterPrintsALessonsShape() throws {
        let directory = try makeDirectory()
        let result = try run(["run", "counter", "--no-wait", "--out", "out"], in: directory)
        XCTAssertEqual(result.status, 0, result.report("run counter should succeed, every claim holding."))

        let shape = shape(of: result.output)
        XCTAssertEqual(shape.banner, ["rule", "rule"], result.report("A banner between two rules."))
        let plain = ["What happened", "trace step", "Diagrams", "view graph file", "cause file"]
        XCTAssertEqual(shape.steps, [plain, plain + ["plot file"], plain + ["plot file"]],
                       result.report("Steps 0/2, 1/2 and 2/2; the spring's steps have a plot."))
        XCTAssertEqual(shape.claims, ["Claims", "claim holds", "claim holds", "claim holds", "claim summary"],
                       result.report("Three claims, all holding."))
        XCTAssertTrue(result.output.contains("counter · A counter whose label springs\n"), result.report("The banner."))
        XCTAssertTrue(result.output.contains("── Step 1/2 · Tap Increment "), result.report("The step heading."))
        XCTAssertTrue(result.output.contains("3 of 3 claims hold.\n"), result.report("The summary."))
        XCTAssertTrue(result.errorOutput.isEmpty, result.report("Nothing on standard error."))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path).sorted()
        // Each step's frames; the spring moves the label in step 2 (step 1 is the tap's one frame): an animated preview there.
        // And the run on one page, report.html.
        XCTAssertEqual(files, ["report.html", "step0-cause-effect.svg", "step0-frames.png", "step0-view-graph.svg",
                               "step1-cause-effect.svg", "step1-frames.png", "step1-plot.svg", "step1-view-graph.svg",
                               "step2-cause-effect.svg", "step2-frames.png", "step2-plot.svg", "step2-preview.png",
                               "step2-view-graph.svg", "trace.txt"])
    }

    func testListGraphPlotAndAnUnknownName() throws {
        let directory = try makeDirectory()
        let list = try run(["list"], in: directory)
        XCTAssertEqual(list.status, 0, list.report("list should succeed."))
        // A scenario's name starts its line; the lines under it (its source) are indented.
        XCTAssertEqual(list.output.split(separator: "\n").map { String($0.prefix { $0 != " " }) }.filter { !$0.isEmpty },
                       ["counter", "scoreboard", "groceries", "landmarks"], list.report("The four scenarios."))

        let graph = try run(["graph", "scoreboard", "--at", "1", "-o", "board.dot"], in: directory)
        XCTAssertEqual(graph.status, 0, graph.report("graph should draw step 1."))
        let dot = try String(contentsOf: directory.appendingPathComponent("board.dot"), encoding: .utf8)
        XCTAssertTrue(dot.contains("TitleView") && dot.contains("ScoreView"), graph.report("The graph shows both children."))

        let plot = try run(["plot", "counter", "-o", "x.svg"], in: directory)
        XCTAssertEqual(plot.status, 0, plot.report("plot should draw the spring."))
        let svg = try String(contentsOf: directory.appendingPathComponent("x.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("<svg"), plot.report("An SVG."))

        let unknown = try run(["run", "countr", "--no-wait"], in: directory)
        XCTAssertNotEqual(unknown.status, 0, unknown.report("An unknown scenario should fail."))
        XCTAssertTrue(unknown.errorOutput.contains("Did you mean 'counter'?"), unknown.report("Suggests counter."))
    }
}
