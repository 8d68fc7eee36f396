// Tests the DOT model and encoder: quoting, escaping, ordering, subgraphs,
// and that Graphviz reads the escapes back as the original text.
import Foundation
import XCTest

@testable import ViewSimGraphviz

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class DOTEncoderTests: XCTestCase {
    func testQuotesEscapesQuotesBackslashesAndLineBreaks() {
        XCTAssertEqual(DOTEncoder.value(.text(#"say "hi""#)), #""say \"hi\"""#)
        XCTAssertEqual(DOTEncoder.value(.text(#"C:\path\"#)), #""C:\\path\\""#)
        XCTAssertEqual(DOTEncoder.value(.text("one\ntwo")), #""one\ntwo""#)
        XCTAssertEqual(DOTEncoder.value(.text("one\r\ntwo\rthree")), #""one\ntwo\nthree""#)
        XCTAssertEqual(DOTEncoder.value(.text("tab\there\u{1}bell")), #""tab here␁bell""#)
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
        XCTAssertEqual(
            DOTEncoder.encode(graph),
            """
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

    /// Issue 23: every C0 control character and DEL shows as its picture (␀ U+2400 …
    /// ␟ U+241F, ␡ U+2421) in quoted and HTML-like labels, except the line breaks (the
    /// label's own) and tab (a space); the DOT and Graphviz's SVG hold no raw control
    /// character and the SVG is well-formed XML.
    func testControlCharactersShowAsTheirPicturesInLabelsAndTheSVG() throws {
        let controls = (0x00...0x1F).compactMap(Unicode.Scalar.init) + ["\u{7F}"]
        let text = "x" + String(String.UnicodeScalarView(controls)) + "y"
        let pictures = String(
            String.UnicodeScalarView(
                controls.filter { !["\t", "\n", "\r"].contains($0) }.map {
                    $0 == "\u{7F}" ? "\u{2421}" : Unicode.Scalar(0x2400 + $0.value)!
                }))
        XCTAssertEqual(pictures.unicodeScalars.count, 30)
        var graph = DOTGraph(name: "G")
        graph.append(DOTNode("a", ["label": .text(text)]))
        graph.append(DOTNode("b", ["label": .html(DOTHTML.escape(text))]))
        let dot = DOTEncoder.encode(graph)
        // The DOT's own line breaks are the only control characters left.
        XCTAssertFalse(dot.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F }, dot)
        let picturesBeforeTab = String(pictures.unicodeScalars.prefix(9).map(Character.init))
        XCTAssertTrue(dot.contains(picturesBeforeTab), dot)
        XCTAssertTrue(dot.contains("\u{240B}\u{240C}"), "VT and FF between the line breaks: \(dot)")
        XCTAssertTrue(dot.contains("\u{241F}\u{2421}y"), dot)
        let svg = try GraphvizRenderer.render(dot: dot, format: .svg)
        XCTAssertFalse(
            svg.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D) || $0 == 0x7F },
            "no raw control byte in the SVG")
        let parser = XMLParser(data: Data(svg))
        XCTAssertTrue(
            parser.parse(),
            "Graphviz's SVG should be well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")")
        XCTAssertTrue(
            String(decoding: svg, as: UTF8.self).contains("\u{241F}\u{2421}y"), "the pictures reach the SVG's text")
    }

    /// C1 controls (U+0080–U+009F; U+009B is CSI) show as `<U+0080>`…, in plain and
    /// HTML-like labels (where `<` is escaped as any other) and so in Graphviz's SVG.
    func testC1ControlsShowAsTheirCodePointsInLabelsAndTheSVG() throws {
        let text = "x\u{80}\u{9B}\u{9F}y"
        var graph = DOTGraph(name: "G")
        graph.append(DOTNode("a", ["label": .text(text)]))
        graph.append(DOTNode("b", ["label": .html(DOTHTML.escape(text))]))
        let dot = DOTEncoder.encode(graph)
        XCTAssertFalse(dot.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, dot)
        XCTAssertTrue(dot.contains("\"x<U+0080><U+009B><U+009F>y\""), dot)
        XCTAssertTrue(dot.contains("x&lt;U+0080&gt;&lt;U+009B&gt;&lt;U+009F&gt;y"), dot)
        let svg = String(decoding: try GraphvizRenderer.render(dot: dot, format: .svg), as: UTF8.self)
        XCTAssertFalse(svg.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "no raw C1 control in the SVG")
        XCTAssertTrue(svg.contains(">x&lt;U+0080&gt;&lt;U+009B&gt;&lt;U+009F&gt;y</text>"), svg)
    }

    func testGraphvizReadsTheEscapesBackAsTheOriginalText() throws {
        var graph = DOTGraph(name: "G")
        graph.append(DOTNode("a", ["label": .text(#"say "hi" \ now"#)]))
        graph.append(DOTNode("b", ["label": .html(DOTHTML.escape(#"x < y & "z""#))]))
        graph.append(DOTNode("c", ["label": .text("first\nsecond")]))
        let svg = String(
            decoding: try GraphvizRenderer.render(dot: DOTEncoder.encode(graph), format: .svg), as: UTF8.self)
        XCTAssertTrue(svg.contains(#">say &quot;hi&quot; \ now</text>"#), svg)
        XCTAssertTrue(svg.contains(#">x &lt; y &amp; &quot;z&quot;</text>"#), svg)
        XCTAssertTrue(svg.contains(">first</text>") && svg.contains(">second</text>"), svg)
    }
}
