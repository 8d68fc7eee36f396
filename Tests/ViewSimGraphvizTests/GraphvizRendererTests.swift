// Tests rendering through libgvc: SVG checked for structure only (its header
// names the Graphviz version), PNG for its magic bytes, bad DOT and missing
// plugins for a thrown GraphvizError that says what to do.
import Foundation
import XCTest

@testable import ViewSimGraphviz

@MainActor
final class GraphvizRendererTests: XCTestCase {
    func testDOTFormatReturnsTheTextUnchanged() async throws {
        let text = "not even DOT ●"
        XCTAssertEqual(try GraphvizRenderer.render(dot: text, format: .dot), Array(text.utf8))
    }

    func testViewGraphSVGHasOneGroupPerNodeAndEdgeTitledWithTheirIDs() async throws {
        let (sim, frames) = try Fixtures.loop()
        let graph = ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: frames, title: "Loop")
        try assertSVGStructure(of: graph)
    }

    func testCauseEffectSVGHasOneGroupPerNodeAndEdgeTitledWithTheirIDs() async throws {
        let (_, frames) = try Fixtures.tappedCounter()
        try assertSVGStructure(of: CauseEffectDiagram.graph(frames: frames, title: "Tap"))
    }

    private func assertSVGStructure(of graph: DOTGraph, file: StaticString = #filePath, line: UInt = #line) throws {
        let svg = String(
            decoding: try GraphvizRenderer.render(dot: DOTEncoder.encode(graph), format: .svg), as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml"), "no XML header", file: file, line: line)
        XCTAssertTrue(svg.contains("<svg"), "no <svg> element", file: file, line: line)
        let nodeGroups = svg.components(separatedBy: "<g id=\"node").count - 1
        let edgeGroups = svg.components(separatedBy: "<g id=\"edge").count - 1
        XCTAssertEqual(nodeGroups, graph.allNodes.count, "node groups", file: file, line: line)
        // Graphviz leaves invisible edges (those that place the legend) out of SVG.
        let visibleEdges = graph.allEdges.filter { $0.attributes["style"] != "invis" }
        XCTAssertEqual(edgeGroups, visibleEdges.count, "edge groups", file: file, line: line)
        XCTAssertLessThan(visibleEdges.count, graph.allEdges.count, "no invisible legend edge", file: file, line: line)
        // Each node group starts with <title>id</title>.
        let titles = svg.components(separatedBy: "<g id=\"node").dropFirst().compactMap { group -> String? in
            guard let start = group.range(of: "<title>"), let end = group.range(of: "</title>") else { return nil }
            return String(group[start.upperBound..<end.lowerBound])
        }
        XCTAssertEqual(titles.sorted(), graph.allNodes.map(\.id).sorted(), "node titles", file: file, line: line)
        XCTAssertGreaterThan(graph.allNodes.count, 3, "the diagram is suspiciously small", file: file, line: line)
    }

    func testPNGHasTheMagicBytesAndRealContent() async throws {
        let (sim, frames) = try Fixtures.tappedCounter()
        let png = try GraphvizRenderer.render(
            dot: ViewGraphDiagram.dot(snapshot: sim.snapshot(), frames: frames, title: "Tap"), format: .png)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertGreaterThan(png.count, 20_000)
    }

    func testBadDOTThrowsWithGraphvizsMessageAndDoesNotBreakLaterRenders() async throws {
        XCTAssertThrowsError(try GraphvizRenderer.render(dot: "digraph { a -> ", format: .svg)) { error in
            guard case GraphvizError.invalidDOT(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("syntax error"), message)
            XCTAssertTrue(
                "\(error)".hasPrefix("Graphviz could not read the DOT text: Error: syntax error in line "), "\(error)")
            XCTAssertTrue("\(error)".contains("To fix"), "\(error)")
        }
        // Graphviz's parser counts lines across calls; each render starts again at 1.
        for _ in 1...2 {
            XCTAssertThrowsError(try GraphvizRenderer.render(dot: "digraph {\n  a;\n  ]\n}", format: .svg)) { error in
                XCTAssertTrue("\(error)".contains("syntax error in line 3 near ']'"), "\(error)")
            }
        }
        XCTAssertThrowsError(try GraphvizRenderer.render(dot: "", format: .png)) { error in
            XCTAssertEqual("\(error)".contains("the text holds no graph"), true, "\(error)")
        }
        XCTAssertThrowsError(try GraphvizRenderer.render(dot: "digraph { a [label=<<B>x</I>>] }", format: .svg)) {
            error in
            XCTAssertTrue("\(error)".contains("in label of node a"), "\(error)")
        }
        let svg = try GraphvizRenderer.render(dot: "digraph { a -> b }", format: .svg)
        XCTAssertTrue(String(decoding: svg, as: UTF8.self).contains("<title>a&#45;&gt;b</title>"))
    }

    func testTextAfterTheFirstGraphIsAnErrorAndDoesNotLeakIntoTheNextRender() async throws {
        XCTAssertThrowsError(try GraphvizRenderer.render(dot: "digraph { a } digraph { b }", format: .svg)) { error in
            XCTAssertEqual(
                error as? GraphvizError, .invalidDOT(message: "the text holds 2 graphs; render one at a time"))
        }
        XCTAssertThrowsError(try GraphvizRenderer.render(dot: "digraph { a } ]] garbage", format: .svg)) { error in
            XCTAssertTrue("\(error)".contains("syntax error"), "\(error)")
        }
        let next = String(decoding: try GraphvizRenderer.render(dot: "digraph { c }\n\n", format: .svg), as: UTF8.self)
        XCTAssertTrue(next.contains("<title>c</title>"), next)
        XCTAssertFalse(next.contains("<title>b</title>"), next)
        XCTAssertFalse(next.contains("garbage"), next)
    }

    func testMalformedInputsThrowOrRenderButNeverCrash() async throws {
        let valid = #"digraph G { a [label=<<B>x</B>>]; a -> b [label="k\"q"]; subgraph cluster_1 { c } }"#
        var inputs = [
            "digraph", "digraph {", "}", "graph { a -> b }", "digraph { a -- b }", "digraph { a [label=<x] }",
            "digraph { a [label=\"unterminated] }", "digraph { a [shape=nope, rankdir=XX, size=\"-1\"] }",
            "strict strict digraph {}", "digraph { a -> a -> a; a [peripheries=-3] }", "\u{1}\u{2}\u{7F}",
            "digraph { \0 a }",
        ]
        // Every way of deleting one character from a valid graph.
        for index in valid.indices {
            var broken = valid
            broken.remove(at: index)
            inputs.append(broken)
        }
        var thrown = 0
        for input in inputs {
            do { _ = try GraphvizRenderer.render(dot: input, format: .svg) } catch is GraphvizError { thrown += 1 }
        }
        XCTAssertGreaterThan(thrown, inputs.count / 4)
        XCTAssertNoThrow(try GraphvizRenderer.render(dot: valid, format: .svg))
    }

    func testMissingLayoutEngineOrRendererThrowsWithWhatToInstall() async {
        XCTAssertThrowsError(try GraphvizRenderer.render(dot: "digraph { a }", device: "svg", engine: "nope")) {
            error in
            guard case GraphvizError.layoutFailed(let engine, let message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(engine, "nope")
            XCTAssertTrue(message.contains("nope"), message)
            XCTAssertTrue("\(error)".contains("install libgraphviz-dev"), "\(error)")
        }
        XCTAssertThrowsError(try GraphvizRenderer.render(dot: "digraph { a }", device: "nope", engine: "dot")) {
            error in
            guard case GraphvizError.renderFailed(let format, let message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(format, "nope")
            XCTAssertTrue(message.contains("nope is unavailable"), message)
            XCTAssertTrue("\(error)".contains("install libgraphviz-dev"), "\(error)")
        }
        XCTAssertTrue("\(GraphvizError.renderFailed(format: "png", message: ""))".contains("cairo plugin"))
    }

    func testConcurrentRendersAreSerialised() async throws {
        let dot = "digraph { a -> b -> c }"
        let results = UnsafeSendableBox(Array(repeating: 0, count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let bytes = (try? GraphvizRenderer.render(dot: dot, format: index.isMultiple(of: 2) ? .svg : .png)) ?? []
            results.lock.lock()
            results.value[index] = bytes.count
            results.lock.unlock()
        }
        XCTAssertTrue(results.value.allSatisfy { $0 > 0 }, "\(results.value)")
    }

    func testFormatFromFileExtension() async {
        XCTAssertEqual(GraphvizFormat(fileExtension: "svg"), .svg)
        XCTAssertEqual(GraphvizFormat(fileExtension: ".PNG"), .png)
        XCTAssertEqual(GraphvizFormat(fileExtension: "out/graph.gv"), .dot)
        XCTAssertEqual(GraphvizFormat(fileExtension: "graph.dot"), .dot)
        XCTAssertNil(GraphvizFormat(fileExtension: "pdf"))
        XCTAssertEqual(GraphvizFormat.allCases.map(\.fileExtension), ["dot", "svg", "png"])
    }
}

/// A value shared by concurrent test closures, guarded by its lock.
private final class UnsafeSendableBox<Value>: @unchecked Sendable {
    var value: Value
    let lock = NSLock()
    init(_ value: Value) { self.value = value }
}
