// Tests the attribute-graph diagram: a DOT golden of the tapped counter with a cycle
// highlighted, the marks themselves (states, clusters, the red cycle, the legend), and
// rendering: the same SVG bytes twice, a size that fits one screen, and the largest graph
// allowed (a flat list, Graphviz's slowest case) drawn within a few seconds of CPU.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

@testable import ViewSimGraphviz

@MainActor
final class AttributeGraphDiagramTests: XCTestCase {
    /// The tapped counter's attribute graph, with `_count` → body → `_count` highlighted as a cycle.
    private func tappedGraph(depth: Int? = nil) throws -> AttributeGraph {
        let (sim, _) = try Fixtures.tappedCounter()
        var graph = try sim.attributeGraph(root: "TapCounter", depth: depth)
        let counter = try XCTUnwrap(graph.views.first { $0.label == "TapCounter" })
        graph.highlightedCycle = [
            try XCTUnwrap(graph.id(ofView: counter.id, kind: .property("_count"))),
            try XCTUnwrap(graph.id(ofView: counter.id, kind: .body)),
        ]
        return graph
    }

    func testTapGolden() async throws {
        assertGolden(
            AttributeGraphDiagram.dot(graph: try tappedGraph(depth: 1), title: "TapCounter after a tap, depth 1"),
            named: "tapCounterAttributes.dot")
    }

    func testStatesClustersAndTheCycleAreMarked() async throws {
        let graph = try tappedGraph()
        let dot = AttributeGraphDiagram.graph(graph, title: "Tap")
        let counter = try XCTUnwrap(graph.views.first { $0.label == "TapCounter" })
        let cluster = try XCTUnwrap(
            dot.statements.compactMap { statement -> DOTGraph? in
                if case .subgraph(let graph) = statement, graph.name == "cluster_v\(counter.id)" { return graph }
                return nil
            }.first)
        XCTAssertEqual(cluster.graphAttributes["label"], .text("TapCounter #\(counter.id)"))

        func node(_ view: Int, _ kind: AttributeKind) throws -> DOTNode {
            let id = try XCTUnwrap(graph.id(ofView: view, kind: kind))
            return try XCTUnwrap(dot.allNodes.first { $0.id == "a\(id.rawValue)" }, "\(kind) of #\(view)")
        }
        let count = try node(counter.id, .property("_count"))
        XCTAssertEqual(count.attributes["fillcolor"], .text(DiagramStyle.stateFill))
        XCTAssertEqual(count.attributes["color"], .text(DiagramStyle.loopColor), "in the cycle: red")
        XCTAssertEqual(count.attributes["penwidth"], "3")
        let body = try node(counter.id, .body)
        XCTAssertEqual(body.attributes["fillcolor"], .text(DiagramStyle.evaluatedFill))
        XCTAssertEqual(
            body.attributes["label"],
            .text("#\(graph.id(ofView: counter.id, kind: .body)!.rawValue) body\nran: _count changed"))

        let footer = try XCTUnwrap(graph.views.first { $0.label == "Footer" })
        let value = try node(footer.id, .value)
        XCTAssertEqual(value.attributes["fillcolor"], .text(DiagramStyle.skippedFill))
        XCTAssertEqual(value.attributes["style"], "rounded,filled,dotted")
        XCTAssertNil(try node(footer.id, .body).attributes["fillcolor"], "its body is untouched: white")
        guard case .text(let tooltip)? = value.attributes["tooltip"] else { return XCTFail("a tooltip") }
        XCTAssertTrue(tooltip.contains("no stored inputs"), tooltip)

        // Both hops of the cycle are red, the one the model has (`_count` → body) and the one it lacks.
        let red = dot.allEdges.filter { $0.attributes["color"] == .text(DiagramStyle.loopColor) }
        let hops: [[String]] = red.map { (edge: DOTEdge) -> [String] in [edge.from, edge.to] }
        let expected: [[String]] = [[count.id, body.id], [body.id, count.id]]
        XCTAssertEqual(
            hops.sorted { (a: [String], b: [String]) -> Bool in a[0] < b[0] },
            expected.sorted { (a: [String], b: [String]) -> Bool in a[0] < b[0] })
        let legend = DOTEncoder.encode(dot)
        for words in ["recomputed:", "compared equal:", "dirty:", "untouched:", "a cycle:"] {
            XCTAssertTrue(legend.contains(words), "the legend explains \(words)")
        }
    }

    func testRendersTheSameBytesTwiceWithinOneScreen() async throws {
        let dot = AttributeGraphDiagram.dot(graph: try tappedGraph(), title: "TapCounter after a tap")
        let first = try GraphvizRenderer.render(dot: dot, format: .svg)
        let second = try GraphvizRenderer.render(dot: dot, format: .svg)
        XCTAssertEqual(first, second)
        let size = try XCTUnwrap(Self.svgSize(String(decoding: first, as: UTF8.self)))
        XCTAssertLessThanOrEqual(max(size.width, size.height), 4000, "\(size)")
    }

    func testTheLargestGraphAllowedIsDrawnWithinAFewSeconds() async throws {
        let rows = (AttributeGraph.maximumAttributes - 17) / 4
        let sim = Simulation(FlatRows(count: rows))
        let graph = try sim.attributeGraph()
        XCTAssertLessThanOrEqual(graph.attributes.count, AttributeGraph.maximumAttributes)
        XCTAssertGreaterThan(graph.attributes.count, AttributeGraph.maximumAttributes - 4)
        XCTAssertThrowsError(try Simulation(FlatRows(count: rows + 1)).attributeGraph(), "one row more is refused")
        let dot = AttributeGraphDiagram.dot(graph: graph, title: "\(rows) rows")
        let start = clock()
        _ = try GraphvizRenderer.render(dot: dot, format: .svg)
        let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
        XCTAssertLessThan(seconds, 4, "\(graph.attributes.count) attributes took \(seconds) s of CPU to draw")
    }

    /// The width and height an SVG's root element declares, in points.
    static func svgSize(_ svg: String) -> (width: Double, height: Double)? {
        guard let tag = svg.range(of: "<svg"), let end = svg[tag.upperBound...].firstIndex(of: ">") else { return nil }
        let header = svg[tag.upperBound..<end]
        func number(_ name: String) -> Double? {
            guard let start = header.range(of: " \(name)=\"") else { return nil }
            let digits = header[start.upperBound...].prefix { $0.isNumber || $0 == "." }
            return Double(digits)
        }
        guard let width = number("width"), let height = number("height") else { return nil }
        return (width, height)
    }
}

/// A stack of `count` text rows: a flat list, the layout Graphviz finds slowest.
private struct FlatRows: View {
    let count: Int

    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { index in
                Text("row \(index)")
            }
        }
    }
}
