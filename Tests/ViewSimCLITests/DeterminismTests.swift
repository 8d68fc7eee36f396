// Output is the same bytes in every process (Swift seeds hashing per process,
// so this catches Dictionary or Set order leaking into output; Graphviz's object
// ids came from heap addresses, so it catches that too): the trace of every
// lesson, its JSON and Chrome exports, its DOT, `viewsim diff` in each format,
// every file `viewsim run` writes, and a PNG, each made twice in separate processes whose environments differ in nothing but the process.
import Foundation
import XCTest

final class DeterminismTests: XCTestCase {
    func testTraceIsByteIdenticalAcrossProcesses() throws {
        for id in try ViewSimExecutable.lessonIDs() {
            let results = try Self.runTwiceAtOnce { _ in ["trace", id] }
            let (first, second) = (results[0], results[1])
            XCTAssertEqual(first.status, 0, first.report("viewsim trace \(id) should succeed."))
            XCTAssertTrue(first.output.hasPrefix("step 0 · "), first.report("The trace should start with step 0."))
            XCTAssertEqual(
                first.standardOutput, second.standardOutput,
                "viewsim trace \(id) should print the same bytes every time.")
            XCTAssertEqual(first.errorOutput, "", first.report("viewsim trace should print nothing on standard error."))
        }
    }

    /// The exports (`trace --format json` and `--format chrome`, with its flow arrows)
    /// of every lesson are the same bytes in two processes.
    func testTraceExportsAreByteIdenticalAcrossProcesses() throws {
        for id in try ViewSimExecutable.lessonIDs() {
            for format in ["json", "chrome"] {
                let results = try Self.runTwiceAtOnce { _ in ["trace", id, "--format", format] }
                let (first, second) = (results[0], results[1])
                XCTAssertEqual(first.status, 0, first.report("viewsim trace \(id) --format \(format) should succeed."))
                XCTAssertTrue(first.output.hasPrefix("{"), first.report("The export should be a JSON object."))
                XCTAssertEqual(
                    first.standardOutput, second.standardOutput,
                    "viewsim trace \(id) --format \(format) should print the same bytes every time.")
                if format == "chrome" {
                    // Its cause → effect arrows too (every lesson's first frame has some), ids and all.
                    XCTAssertTrue(first.output.contains(#""cat":"cause","ph":"f""#), "\(id): flow arrows")
                }
            }
        }
    }

    /// `viewsim diff` in its three formats: the same bytes in two processes.
    func testDiffIsByteIdenticalAcrossProcesses() throws {
        for format in ["text", "json", "html"] {
            let results = try Self.runTwiceAtOnce { _ in ["diff", "lesson1", "lesson3", "--format", format] }
            let (first, second) = (results[0], results[1])
            XCTAssertEqual(first.status, 1, first.report("lesson1 and lesson3 differ: exit status 1."))
            XCTAssertEqual(
                first.standardOutput, second.standardOutput,
                "viewsim diff --format \(format) should print the same bytes every time.")
        }
    }

    func testDOTIsByteIdenticalAcrossProcesses() throws {
        for id in try ViewSimExecutable.lessonIDs() {
            let directory = try makeTemporaryDirectory(self)
            for kind in ["view", "cause"] {
                let results = try Self.runTwiceAtOnce(
                    { ["graph", id, "--at", "1", "--kind", kind, "-o", ["a.dot", "b.dot"][$0]] }, in: directory)
                let (first, second) = (results[0], results[1])
                XCTAssertEqual(first.status, 0, first.report("viewsim graph \(id) should succeed."))
                XCTAssertEqual(second.status, 0, second.report("viewsim graph \(id) should succeed."))
                let a = try Data(contentsOf: directory.appendingPathComponent("a.dot"))
                let b = try Data(contentsOf: directory.appendingPathComponent("b.dot"))
                XCTAssertFalse(a.isEmpty, "\(id): the DOT should not be empty.")
                XCTAssertEqual(a, b, "viewsim graph \(id) --at 1 --kind \(kind) should write the same DOT every time.")
            }
        }
    }

    /// Every file `viewsim run` writes (SVG diagrams, plots, frames, trace.txt,
    /// report.html), for every lesson, and what it prints, are the same bytes in two
    /// processes, apart from the one SVG comment that names the Graphviz version. The
    /// first process is the run other tests read (SharedRuns: made here if no test made
    /// it yet), the second another with the same arguments and environment (and a variable
    /// viewsim does not read, which keeps it apart in SharedRuns, where Lesson15/16CommandTests
    /// read it too), each with its own hash seed.
    func testRunWritesByteIdenticalFilesAcrossProcesses() throws {
        var compared = 0
        for id in try ViewSimExecutable.lessonIDs() {
            // The second process is shared too (Lesson15/16CommandTests compare some of its files).
            let box = ResultPair()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                box.set(
                    index,
                    Result {
                        index == 0 ? try SharedRuns.lessonRun(id).result : try SharedRuns.lessonRunAgain(id).result
                    })
            }
            let results = try box.results.map { try $0.get() }
            for result in results {
                XCTAssertEqual(result.status, 0, result.report("viewsim run \(id) should succeed."))
            }
            XCTAssertEqual(
                results[0].standardOutput, results[1].standardOutput,
                "viewsim run \(id) should print the same bytes every time.")
            let first = try SharedRuns.lessonRun(id).directory.appendingPathComponent("out")
            let second = try SharedRuns.lessonRunAgain(id).directory.appendingPathComponent("out")
            let names = contents(of: first)
            XCTAssertEqual(names, contents(of: second), "viewsim run \(id) should write the same files every time.")
            XCTAssertTrue(
                names.contains("trace.txt") && names.contains { $0.hasSuffix(".svg") }, "\(id) wrote \(names)")
            for name in names {
                let a = try Data(contentsOf: first.appendingPathComponent(name))
                let b = try Data(contentsOf: second.appendingPathComponent(name))
                XCTAssertFalse(a.isEmpty, "\(id)/\(name) is empty.")
                let same = name.hasSuffix(".svg") ? withoutGraphvizVersion(a) == withoutGraphvizVersion(b) : a == b
                XCTAssertTrue(same, "viewsim run \(id) wrote different bytes to \(name) in two processes.")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 0, "no files were compared")
    }

    /// `viewsim graph <lesson> --at 1 -o x.png` writes the same PNG bytes in two
    /// processes. (The view graph: a PNG of a hundred-cluster cause → effect graph
    /// takes seconds; LessonDiagramDeterminismTests draws a cause → effect PNG.)
    func testGraphPNGIsByteIdenticalAcrossProcesses() throws {
        for id in try ViewSimExecutable.lessonIDs() {
            let directory = try makeTemporaryDirectory(self)
            let results = try Self.runTwiceAtOnce(
                { ["graph", id, "--at", "1", "-o", ["a.png", "b.png"][$0]] }, in: directory)
            let (first, second) = (results[0], results[1])
            XCTAssertEqual(first.status, 0, first.report("viewsim graph \(id) -o a.png should succeed."))
            XCTAssertEqual(second.status, 0, second.report("viewsim graph \(id) -o b.png should succeed."))
            let a = try Data(contentsOf: directory.appendingPathComponent("a.png"))
            let b = try Data(contentsOf: directory.appendingPathComponent("b.png"))
            XCTAssertEqual(Array(a.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "\(id): a.png is not a PNG.")
            XCTAssertTrue(a == b, "viewsim graph \(id) --at 1 should write the same PNG every time.")
        }
    }

    /// The `viewsim` run with Swift's per-process hash seed: the test runner's
    /// environment minus SWIFT_DETERMINISTIC_HASHING, which would make every
    /// process hash alike and hide Dictionary or Set order.
    private static func runFresh(_ arguments: [String], in directory: URL? = nil) throws -> CommandResult {
        try ViewSimExecutable.run(arguments, in: directory, environment: ["SWIFT_DETERMINISTIC_HASHING": nil])
    }

    /// Runs two `viewsim` processes at once (as `runFresh` does), the first with
    /// `arguments(0)`, the second with `arguments(1)`; their results in that order.
    /// At once rather than one after the other: half the time on two cores, and the
    /// processes are no less separate.
    private static func runTwiceAtOnce(
        _ arguments: (Int) -> [String], in directory: URL? = nil
    ) throws -> [CommandResult] {
        let lists = [arguments(0), arguments(1)]
        let box = ResultPair()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            box.set(index, Result { try runFresh(lists[index], in: directory) })
        }
        return try box.results.map { try $0.get() }
    }

    /// The lines of an SVG file without the comment naming the Graphviz version
    /// (`<!-- Generated by graphviz version … -->`), the one line that is about
    /// the machine rather than the diagram.
    private func withoutGraphvizVersion(_ data: Data) -> [Substring] {
        String(decoding: data, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("Generated by graphviz version") }
    }
}

/// The results of two concurrent runs, guarded by a lock.
private final class ResultPair: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Result<CommandResult, any Error>] = Array(repeating: .failure(NotFinished()), count: 2)
    private struct NotFinished: Error, CustomStringConvertible {
        var description: String { "the viewsim run did not finish" }
    }

    func set(_ index: Int, _ result: Result<CommandResult, any Error>) {
        lock.lock()
        stored[index] = result
        lock.unlock()
    }

    /// Both results; call after both runs finished.
    var results: [Result<CommandResult, any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
