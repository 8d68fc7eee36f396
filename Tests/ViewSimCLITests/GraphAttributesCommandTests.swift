// `viewsim graph --attributes`, run as a subprocess: lesson 1's step 1 fits one screen and
// shows SubView's value compared equal, the same bytes from two processes, --view/--depth
// narrowing, .json data, and refusals (an unknown view, too many attributes, --view without
// --attributes) that say what to do, exit non-zero and write nothing.
import Foundation
import XCTest

final class GraphAttributesCommandTests: XCTestCase {
    func testLesson1Step1FitsOneScreenAndShowsSubViewComparedEqual() throws {
        let directory = try makeTemporaryDirectory(self)
        let svg = try ViewSimExecutable.run(
            ["graph", "lesson1", "--at", "1", "--attributes", "-o", "a.svg"], in: directory)
        XCTAssertEqual(svg.status, 0, svg.report("graph --attributes should succeed."))
        XCTAssertTrue(svg.outputText.contains("Wrote a.svg: the attribute graph of lesson1 · step 1"), svg.report(""))
        let text = String(decoding: try Data(contentsOf: directory.appendingPathComponent("a.svg")), as: UTF8.self)
        let size = try XCTUnwrap(Self.svgSize(text), "the SVG declares its size")
        XCTAssertLessThanOrEqual(max(size.width, size.height), 4000, "one screen: \(size)")
        XCTAssertTrue(text.contains("SubView #15"), "a cluster per view, named as the trace names it")

        let json = try ViewSimExecutable.run(
            ["graph", "lesson1", "--at", "1", "--attributes", "--view", "SubView", "--depth", "0", "-o", "s.json"],
            in: directory)
        XCTAssertEqual(json.status, 0, json.report("graph --attributes -o s.json should succeed."))
        let object = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("s.json")))
                as? [String: Any])
        let attributes = try XCTUnwrap(object["attributes"] as? [[String: Any]])
        let value = try XCTUnwrap(attributes.first { $0["kind"] as? String == "value" })
        XCTAssertEqual(value["state"] as? String, "comparedEqual")
        let body = try XCTUnwrap(attributes.first { $0["kind"] as? String == "body" })
        XCTAssertEqual(body["state"] as? String, "untouched")
    }

    func testTheSameBytesFromTwoProcesses() throws {
        let directory = try makeTemporaryDirectory(self)
        for name in ["1.dot", "2.dot", "1.json", "2.json"] {
            let result = try ViewSimExecutable.run(
                ["graph", "lesson1", "--at", "1", "--attributes", "-o", name], in: directory)
            XCTAssertEqual(result.status, 0, result.report("graph --attributes -o \(name) should succeed."))
        }
        for pair in [("1.dot", "2.dot"), ("1.json", "2.json")] {
            XCTAssertEqual(
                try Data(contentsOf: directory.appendingPathComponent(pair.0)),
                try Data(contentsOf: directory.appendingPathComponent(pair.1)), "\(pair.0) and \(pair.1) differ")
        }
        let dot = String(decoding: try Data(contentsOf: directory.appendingPathComponent("1.dot")), as: UTF8.self)
        XCTAssertTrue(dot.contains("a77 [label=\"#77 value ×5\\nno stored inputs: its val…\""), dot)
    }

    func testViewAndDepthNarrowTheGraph() throws {
        let directory = try makeTemporaryDirectory(self)
        func views(_ arguments: [String]) throws -> [String] {
            let result = try ViewSimExecutable.run(
                ["graph", "lesson1", "--at", "1", "--attributes", "-o", "n.json"] + arguments, in: directory)
            XCTAssertEqual(result.status, 0, result.report("\(arguments) should succeed."))
            let object = try JSONSerialization.jsonObject(
                with: Data(contentsOf: directory.appendingPathComponent("n.json")))
            return ((object as? [String: Any])?["views"] as? [[String: Any]] ?? []).map {
                "\($0["label"] ?? "?") #\($0["id"] ?? "?")"
            }
        }
        XCTAssertEqual(try views([]).count, 18)
        XCTAssertEqual(try views(["--view", "ManyFaces", "--depth", "1"]), ["ManyFaces #8", "TimelineView #9"])
        XCTAssertEqual(try views(["--view", "#15", "--depth", "0"]), ["SubView #15"])
    }

    func testRefusalsSayWhatToDoAndWriteNothing() throws {
        let directory = try makeTemporaryDirectory(self)
        let cases: [([String], String)] = [
            (
                ["graph", "lesson1", "--at", "1", "--attributes", "--view", "Nope", "-o", "x.svg"],
                "no view is called 'Nope'"
            ),
            (
                ["graph", "lesson1", "--at", "1", "--attributes", "--view", "Text", "-o", "x.svg"],
                "add the id to pick one: 'Text #6'"
            ),
            (["graph", "lesson14", "--at", "1", "--attributes", "-o", "x.svg"], "--view <name> --depth <n>"),
            (["graph", "lesson1", "--at", "1", "--view", "SubView", "-o", "x.svg"], "add --attributes"),
            (["graph", "lesson1", "--at", "1", "-o", "x.json"], "add --attributes"),
            (["graph", "lesson1", "--at", "1", "--attributes", "--depth=-1", "-o", "x.svg"], "negative"),
        ]
        for (arguments, message) in cases {
            let result = try ViewSimExecutable.run(arguments, in: directory)
            XCTAssertNotEqual(result.status, 0, result.report("\(arguments) should fail."))
            XCTAssertTrue(result.errorText.contains(message), result.report("\(arguments) should say \(message)."))
        }
        XCTAssertEqual(contents(of: directory), [], "nothing is written when the graph is refused")
    }

    func testHelpTeachesWhatAnAttributeIs() throws {
        let help = try ViewSimExecutable.run(["graph", "--help"])
        XCTAssertEqual(help.status, 0)
        for words in ["--attributes", "attributes, not views", "_makeView", "The attribute graph", "--depth"] {
            XCTAssertTrue(help.outputText.contains(words), help.report("the help should say \(words)."))
        }
    }

    /// The width and height an SVG's root element declares, in points.
    static func svgSize(_ svg: String) -> (width: Double, height: Double)? {
        guard let tag = svg.range(of: "<svg"), let end = svg[tag.upperBound...].firstIndex(of: ">") else { return nil }
        let header = svg[tag.upperBound..<end]
        func number(_ name: String) -> Double? {
            guard let start = header.range(of: " \(name)=\"") else { return nil }
            return Double(header[start.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
        guard let width = number("width"), let height = number("height") else { return nil }
        return (width, height)
    }
}
