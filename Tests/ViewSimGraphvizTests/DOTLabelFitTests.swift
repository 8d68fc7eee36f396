// Node labels fit their boxes in the SVGs: each text element Graphviz writes,
// measured in DejaVu Sans (TextMetrics, the advances the renderers draw with),
// lies inside its node's polygon or ellipse, for long plain and HTML-like labels
// (bold runs, smaller fonts, several cells a row), for both diagrams and the
// legend's cluster; and without the fit, the same labels overflow (the check can
// fail). Also: the WIDTH each cell gets, and the node width of a plain label.
import Foundation
import ViewSim
import XCTest

@testable import ViewSimGraphviz

@MainActor
final class DOTLabelFitTests: XCTestCase {
    /// A graph of long labels of every kind the diagrams draw.
    private func longLabels() -> DOTGraph {
        var graph = DOTGraph(
            name: "Long",
            nodeAttributes: [
                "fontname": .text(DiagramStyle.fontName), "fontsize": "10", "shape": "box", "margin": "0.1,0.05",
            ])
        let long = "~ .scaleEffect #5 scale (1.1967, 1.1967) … (1, 1) over 61 frames, WWWWWWWWWW mmmmmmmmmm"
        graph.append(DOTNode("plain", ["label": .text(long + "\nand a second line of wide letters: MMMMMMMMMMMMMMMM")]))
        graph.append(
            DOTNode(
                "ellipse",
                ["shape": "ellipse", "label": .text("an ellipse with a long label: WWWWWWWWWWWWWWWWWWWWWWWWWWWW")]))
        let rows = [
            DOTHTML.row(
                DOTHTML.bold(DOTHTML.escape("LandmarkList<Landmark>")) + " #12 "
                    + DOTHTML.escape("@State favoritesOnly: WWWWWWWW")),
            DOTHTML.row(DOTHTML.font(DOTHTML.escape(long), color: "#7F6000"), align: "LEFT"),
            DOTHTML.row(
                DOTHTML.font(
                    DOTHTML.escape("animation from withAnimation(.spring) in ContentView: WWWWWWWWWWWW"), size: 8),
                align: "LEFT"),
        ]
        graph.append(DOTNode("table", ["label": .html(DOTHTML.table(rows))]))
        graph.append(
            DOTNode(
                "hexagon",
                [
                    "shape": "hexagon", "margin": "0",
                    "label": .html(
                        DOTHTML.table([
                            DOTHTML.row(
                                DOTHTML.escape("▷ action onChange(of: landmarks) ran in ContentView #2: WWWWWWWWWWWWW"),
                                align: "LEFT")
                        ])),
                ]))
        graph.append(DOTEdge("plain", "table"))
        graph.append(DOTEdge("ellipse", "table"))
        graph.append(DOTEdge("table", "hexagon"))
        var legend = DiagramLegend()
        legend.use(
            1, .box(fill: "#FFE599", pen: "#BF9000", symbol: "●"),
            "the transaction flowing down to an animated value: its animation (and, first, its origin)")
        legend.use(
            2, .line(color: "#666666", text: "»"),
            "state: @State write, object or environment change (dashed: ignored or dropped) WWWW")
        legend.add(to: &graph)
        return graph
    }

    func testEveryTextFitsItsNodeInTheSVG() async throws {
        let overflows = try self.overflows(DOTEncoder.encode(DOTLabelFit.fitted(longLabels())))
        XCTAssertEqual(overflows, [], "texts wider than their boxes")
    }

    func testWithoutTheFitTheSameLabelsOverflow() async throws {
        // Graphviz measures through pango with hinted metrics: narrower than the text is drawn.
        let overflows = try self.overflows(DOTEncoder.encode(longLabels()))
        XCTAssertFalse(overflows.isEmpty, "the check finds the overflow the fit removes")
    }

    func testBothDiagramsFitTheirLabels() async throws {
        let (sim, frames) = try AnimationFixtures.retargetedHeart()
        let viewGraph = ViewGraphDiagram.dot(
            snapshot: sim.snapshot(), frames: frames, title: "The heart retargets, the label fades")
        XCTAssertEqual(try overflows(viewGraph), [])
        XCTAssertEqual(try overflows(CauseEffectDiagram.dot(frames: frames, title: "The heart retargets")), [])
    }

    func testEntitiesAreReadAsTheCharactersTheyShow() async {
        XCTAssertEqual(
            DOTLabelFit.unescaped("a &amp; b &lt;c&gt; &#160;&#xA0;&quot; & &bogus; &"),
            "a & b <c> \u{A0}\u{A0}\" & &bogus; &")
    }

    func testCellsGetTheWidthOfTheirWidestLine() async {
        let html =
            #"<TABLE CELLPADDING="2" CELLBORDER="0"><TR><TD ALIGN="LEFT"><B>Hi</B> there<BR/>"#
            + #"<FONT POINT-SIZE="20">Wide</FONT></TD><TD WIDTH="500">x</TD><TD WIDTH="3" BORDER="1">abc</TD></TR></TABLE>"#
        let fitted = DOTLabelFit.fittedHTML(html, fontSize: 10)
        let first =
            TextMetrics.measure("Hi", font: DisplayList.Font(family: FontFace.sansFamily, size: 10, isBold: true)).width
            + TextMetrics.measure(
                " there", font: DisplayList.Font(family: FontFace.sansFamily, size: 10, isBold: false)
            ).width
        let second = TextMetrics.measure(
            "Wide", font: DisplayList.Font(family: FontFace.sansFamily, size: 20, isBold: false)
        ).width
        let expected = Int((max(first, second) * (1 + DOTLabelFit.relativeSlack) + DOTLabelFit.slack + 4).rounded(.up))
        XCTAssertTrue(fitted.contains(#"<TD ALIGN="LEFT" WIDTH="\#(expected)">"#), fitted)
        XCTAssertTrue(fitted.contains(#"<TD WIDTH="500">x</TD>"#), "a wider WIDTH is kept")
        let abc = Int(
            (TextMetrics.measure("abc", font: DisplayList.Font(family: FontFace.sansFamily, size: 10, isBold: false))
                .width
                * (1 + DOTLabelFit.relativeSlack) + DOTLabelFit.slack + 6).rounded(.up))
        XCTAssertTrue(
            fitted.contains(#"<TD WIDTH="\#(abc)" BORDER="1">abc</TD>"#),
            "a smaller WIDTH is replaced; the border counts: \(fitted)")
    }

    func testAPlainLabelGetsItsNodesWidth() async {
        var graph = DOTGraph(name: "G", nodeAttributes: ["fontsize": "10", "margin": "0.1,0.05"])
        graph.append(DOTNode("a", ["shape": "box", "label": .text("short\na much longer second line")]))
        graph.append(DOTNode("b", ["shape": "box", "label": .text("x"), "width": "5"]))
        let nodes = DOTLabelFit.fitted(graph).allNodes
        let text = TextMetrics.measure(
            "a much longer second line", font: DisplayList.Font(family: FontFace.sansFamily, size: 10, isBold: false)
        ).width
        let inches = (text * (1 + DOTLabelFit.relativeSlack) + DOTLabelFit.slack + 2 * 7.2) / 72
        guard case .text(let width)? = nodes[0].attributes["width"], let value = Double(width) else {
            return XCTFail("no width")
        }
        XCTAssertEqual(value, inches, accuracy: 0.01)
        XCTAssertEqual(nodes[1].attributes["width"], "5", "a wider width is kept")
    }

    // MARK: Reading the SVG

    /// Each text of the SVG (rendered from `dot`) that is wider than its node's shape, or its cluster's box for
    /// a shapeless node (the legend), as "node: text (left…right outside left…right)".
    private func overflows(_ dot: String) throws -> [String] {
        let svg = String(decoding: try GraphvizRenderer.render(dot: dot, format: .svg), as: UTF8.self)
        var problems: [String] = []
        var clusterBox: (Double, Double)?
        for group in svg.components(separatedBy: "<g id=\"").dropFirst() {
            let body = group.components(separatedBy: "</g>")[0]
            let isCluster = group.contains("class=\"cluster\"")
            guard isCluster || group.contains("class=\"node\"") else { continue }
            let box = shapeBox(body)
            if isCluster {
                clusterBox = box
                continue
            }
            // The legend is a shapeless table (its polygons are its samples' cells): it fits its cluster.
            let isLegend = body.contains("<title>legend</title>")
            guard let (left, right) = isLegend ? clusterBox : box ?? clusterBox else { continue }
            for (text, start, end) in texts(body) where start < left - 0.5 || end > right + 0.5 {
                problems.append("\(text) (\(Int(start))…\(Int(end)) outside \(Int(left))…\(Int(right)))")
            }
        }
        return problems
    }

    /// The horizontal extent of a group's widest polygon or ellipse.
    private func shapeBox(_ body: String) -> (Double, Double)? {
        var boxes: [(Double, Double)] = []
        for part in body.components(separatedBy: "<polygon").dropFirst() {
            let xs =
                attribute("points", in: part)?.split(separator: " ").compactMap {
                    $0.split(separator: ",").first.flatMap { Double($0) }
                } ?? []
            if let low = xs.min(), let high = xs.max() { boxes.append((low, high)) }
        }
        for part in body.components(separatedBy: "<ellipse").dropFirst() {
            if let cx = attribute("cx", in: part).flatMap(Double.init),
                let rx = attribute("rx", in: part).flatMap(Double.init)
            {
                boxes.append((cx - rx, cx + rx))
            }
        }
        return boxes.max { $0.1 - $0.0 < $1.1 - $1.0 }
    }

    /// Each text of a group: its content and where it starts and ends, measured in DejaVu Sans.
    private func texts(_ body: String) -> [(String, Double, Double)] {
        body.components(separatedBy: "<text").dropFirst().compactMap { part in
            guard let x = attribute("x", in: part).flatMap(Double.init),
                let size = attribute("font-size", in: part).flatMap(Double.init),
                let close = part.firstIndex(of: ">")
            else { return nil }
            let raw = part[part.index(after: close)...].prefix { $0 != "<" }
            let text = DOTLabelFit.unescaped(String(raw))
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            let bold = attribute("font-weight", in: part) == "bold"
            let width = TextMetrics.measure(
                text, font: DisplayList.Font(family: FontFace.sansFamily, size: size, isBold: bold)
            ).width
            switch attribute("text-anchor", in: part) {
            case "middle": return (text, x - width / 2, x + width / 2)
            case "end": return (text, x - width, x)
            default: return (text, x, x + width)
            }
        }
    }

    /// The value of `name="…"` in the first tag of `text`.
    private func attribute(_ name: String, in text: String) -> String? {
        let tag = text.prefix { $0 != ">" }
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[range.upperBound...].prefix { $0 != "\"" })
    }
}
