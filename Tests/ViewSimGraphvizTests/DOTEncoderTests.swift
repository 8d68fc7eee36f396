// Tests the DOT model and encoder: quoting, escaping, ordering, subgraphs,
// and that Graphviz reads the escapes back as the original text.
import XCTest
@testable import ViewSimGraphviz

final class DOTEncoderTests: XCTestCase {
    func testQuotesEscapesQuotesBackslashesAndLineBreaks() {
        XCTAssertEqual(DOTEncoder.value(.text(#"say "hi""#)), #""say \"hi\"""#)
        XCTAssertEqual(DOTEncoder.value(.text(#"C:\path\"#)), #""C:\\path\\""#)
        XCTAssertEqual(DOTEncoder.value(.text("one\ntwo")), #""one\ntwo""#)
        XCTAssertEqual(DOTEncoder.value(.text("one\r\ntwo\rthree")), #""one\ntwo\nthree""#)
        XCTAssertEqual(DOTEncoder.value(.text("tab\there\u{1}bell")), #""tab here bell""#)
        XCTAssertEqual(DOTEncoder.value(.text("")), #""""#)
        XCTAssertEqual(DOTEncoder.value(.text("● Heart #2 → ✎")), #""● Heart #2 → ✎""#)
    }

    func testLeftAlignedTextEndsEveryLineWithBackslashL() {
        XCTAssertEqual(DOTEncoder.value(.leftAlignedText("one\ntwo")), #""one\ltwo\l""#)
    }

    func testHTMLLabelsAreWrittenBetweenAngleBracketsAsIs() {
        XCTAssertEqual(DOTEncoder.value(.html("<B>x</B>")), "<<B>x</B>>")
        XCTAssertEqual(DOTHTML.escape(#"a < b & "c" > d"#), "a &lt; b &amp; &quot;c&quot; &gt; d")
        XCTAssertEqual(DOTHTML.escape("one\ntwo\r\nthree"), "one<BR/>two<BR/>three")
    }

    func testIDsAreBareOnlyWhenPlainIdentifiers() {
        XCTAssertEqual(DOTEncoder.id("n12"), "n12")
        XCTAssertEqual(DOTEncoder.id("_x"), "_x")
        XCTAssertEqual(DOTEncoder.id("12"), #""12""#)
        XCTAssertEqual(DOTEncoder.id("node"), #""node""#)
        XCTAssertEqual(DOTEncoder.id("Subgraph"), #""Subgraph""#)
        XCTAssertEqual(DOTEncoder.id("a b"), #""a b""#)
        XCTAssertEqual(DOTEncoder.id("é"), #""é""#)
        XCTAssertEqual(DOTEncoder.id(""), #""""#)
    }

    func testAttributesKeepInsertionOrderAndReplaceInPlace() {
        var attributes: DOTAttributes = ["shape": "box", "color": "red", "label": "x"]
        attributes["color"] = "blue"
        attributes["penwidth"] = "2"
        attributes["shape"] = nil
        XCTAssertEqual(attributes.entries.map(\.name), ["color", "label", "penwidth"])
        XCTAssertEqual(attributes["color"], .text("blue"))
        XCTAssertEqual(DOTEncoder.list(attributes), #"[color="blue", label="x", penwidth="2"]"#)
    }

    func testEncodesGraphDefaultsStatementsAndClustersInOrder() {
        var cluster = DOTGraph(name: "cluster_legend", graphAttributes: ["label": "Legend"])
        cluster.append(DOTNode("legend", ["shape": "plain"]))
        var graph = DOTGraph(
            name: "View Graph", graphAttributes: ["rankdir": "TB"], nodeAttributes: ["shape": "box"],
            edgeAttributes: ["color": "#999999"])
        graph.append(DOTNode("n1", ["label": "ContentView \"main\""]))
        graph.append(DOTNode("n2"))
        graph.append(DOTEdge("n1", "n2", ["label": "[0]"]))
        graph.append(cluster)
        XCTAssertEqual(DOTEncoder.encode(graph), """
            digraph "View Graph" {
              graph [rankdir="TB"];
              node [shape="box"];
              edge [color="#999999"];
              n1 [label="ContentView \\"main\\""];
              n2;
              n1 -> n2 [label="[0]"];
              subgraph cluster_legend {
                graph [label="Legend"];
                legend [shape="plain"];
              }
            }

            """)
        XCTAssertEqual(graph.allNodes.map(\.id), ["n1", "n2", "legend"])
        XCTAssertEqual(graph.allEdges.count, 1)
    }

    func testUndirectedGraphsUseDoubleDash() {
        var graph = DOTGraph(name: "", directed: false)
        graph.append(DOTEdge("a", "b"))
        XCTAssertEqual(DOTEncoder.encode(graph), "graph {\n  a -- b;\n}\n")
    }

    func testGraphvizReadsTheEscapesBackAsTheOriginalText() throws {
        var graph = DOTGraph(name: "G")
        graph.append(DOTNode("a", ["label": .text(#"say "hi" \ now"#)]))
        graph.append(DOTNode("b", ["label": .html(DOTHTML.escape(#"x < y & "z""#))]))
        graph.append(DOTNode("c", ["label": .text("first\nsecond")]))
        let svg = String(decoding: try GraphvizRenderer.render(dot: DOTEncoder.encode(graph), format: .svg), as: UTF8.self)
        XCTAssertTrue(svg.contains(#">say &quot;hi&quot; \ now</text>"#), svg)
        XCTAssertTrue(svg.contains(#">x &lt; y &amp; &quot;z&quot;</text>"#), svg)
        XCTAssertTrue(svg.contains(">first</text>") && svg.contains(">second</text>"), svg)
    }
}
