// Makes every node's box as wide as its label's text needs in DejaVu Sans, the
// font the diagrams name first. Graphviz measures text through pango with hinted
// metrics at 96 dpi, which comes out up to a few percent narrower than the same
// text drawn unhinted by a browser or cairo, so long labels overflowed their
// boxes in the SVGs. Each table cell of an HTML-like label gets a WIDTH (Graphviz
// takes the larger of it and its own measure), and a plain label its node's width.
// Simplifies: text is measured with `TextMetrics` (DejaVu's advances, no kerning:
// wider than any font a viewer substitutes); a little slack covers Graphviz placing
// the runs of one line by its own narrower measure; edge and cluster labels are
// left to Graphviz.
// Lesson: every diagram's nodes (`viewsim graph`, `viewsim run`).
import Foundation
import ViewSim

/// Widens node labels to their text's measured width.
///
/// ```swift
/// let graph = DOTLabelFit.fitted(diagram)   // <TD> cells get WIDTH="…", plain labels a node width
/// ```
package enum DOTLabelFit {
    /// Graphviz's default font size, for a node that names none.
    static let defaultFontSize = 14.0
    /// Extra room for a line, as a share of its width, and in points.
    static let relativeSlack = 0.03
    static let slack = 1.0

    /// `graph` with every node label's cells (or, for plain text, its node) at least as wide as the text needs.
    package static func fitted(_ graph: DOTGraph) -> DOTGraph {
        fitted(graph, inherited: [:])
    }

    private static func fitted(_ graph: DOTGraph, inherited: DOTAttributes) -> DOTGraph {
        var graph = graph
        let defaults = inherited.merging(graph.nodeAttributes)
        graph.statements = graph.statements.map { statement in
            switch statement {
            case .node(let node): return .node(fitted(node, defaults: defaults))
            case .edge: return statement
            // Clusters nest a level or two (a frame's, the legend's), never as deep as the view tree.
            case .subgraph(let subgraph): return .subgraph(fitted(subgraph, inherited: defaults))
            }
        }
        return graph
    }

    private static func fitted(_ node: DOTNode, defaults: DOTAttributes) -> DOTNode {
        let attributes = defaults.merging(node.attributes)
        let fontSize = number(attributes["fontsize"]) ?? defaultFontSize
        var node = node
        switch attributes["label"] {
        case .html(let html)?:
            node.attributes["label"] = .html(fittedHTML(html, fontSize: fontSize))
        case .text(let text)?, .leftAlignedText(let text)?:
            guard case .text(let shape) = attributes["shape"] ?? .text("ellipse"), shape != "point",
                attributes["fixedsize"] == nil, !text.isEmpty
            else { return node }
            let lines = text.components(separatedBy: "\n")
            let widest = lines.map { lineWidth([($0, fontSize, false)]) }.max() ?? 0
            let margin = marginX(attributes["margin"], shape: shape)
            var inches = (widest + 2 * margin) / 72
            if shape == "ellipse" || shape == "oval" || shape == "circle" { inches *= 2.0.squareRoot() }
            if let given = number(attributes["width"]), given >= inches { return node }
            node.attributes["width"] = .text(format(inches))
        case nil:
            return node
        }
        return node
    }

    /// The horizontal margin a node keeps around its label, in points (Graphviz's default: 0.11 inch).
    private static func marginX(_ value: DOTValue?, shape: String) -> Double {
        if shape == "plain" { return 0 }
        guard case .text(let text)? = value, let first = text.split(separator: ",").first, let inches = Double(first)
        else { return 8 }
        return inches * 72
    }

    /// The measured width of a line made of runs of text (text, size, bold), with the slack.
    private static func lineWidth(_ runs: [(text: String, size: Double, bold: Bool)]) -> Double {
        let width = runs.reduce(0.0) { sum, run in
            sum
                + TextMetrics.measure(
                    run.text, font: DisplayList.Font(family: FontFace.sansFamily, size: run.size, isBold: run.bold)
                ).width
        }
        return width == 0 ? 0 : width * (1 + relativeSlack) + slack
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded(.up) / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func number(_ value: DOTValue?) -> Double? {
        guard case .text(let text)? = value else { return nil }
        return Double(text)
    }

    // MARK: HTML-like labels

    /// A table being read: its cell padding and cell border (Graphviz's defaults 2 and 1).
    private struct Table {
        var padding = 2.0
        var cellBorder = 1.0
    }

    /// A cell being read: which piece of the output its tag is, its WIDTH, padding and border, and its lines.
    private struct Cell {
        var piece: Int
        var width: Double?
        var padding: Double
        var border: Double
        var lines: [[(text: String, size: Double, bold: Bool)]] = [[]]
        var hasTable = false
    }

    /// `html` with a WIDTH on every innermost table cell: the widest line of its text plus its padding and border.
    static func fittedHTML(_ html: String, fontSize: Double) -> String {
        var pieces: [String] = []
        var tables: [Table] = []
        var cells: [Cell] = []
        var sizes: [Double] = [fontSize]
        var bold = 0
        var rest = Substring(html)
        // Bounded by the label's length: each pass consumes a tag or a run of text.
        while !rest.isEmpty {
            guard rest.first == "<", let close = rest.firstIndex(of: ">") else {
                let end = rest.dropFirst().firstIndex(of: "<") ?? rest.endIndex
                let text = String(rest[..<end])
                rest = rest[end...]
                pieces.append(text)
                let shown = unescaped(text)
                if !cells.isEmpty, !shown.isEmpty {
                    cells[cells.count - 1].lines[cells[cells.count - 1].lines.count - 1].append(
                        (shown, sizes.last ?? fontSize, bold > 0))
                }
                continue
            }
            let tag = String(rest[rest.startIndex...close])
            rest = rest[rest.index(after: close)...]
            pieces.append(tag)
            switch tagName(tag) {
            case "TABLE":
                var table = Table()
                if let value = attribute("CELLPADDING", in: tag) { table.padding = value }
                if let value = attribute("CELLBORDER", in: tag) { table.cellBorder = value }
                tables.append(table)
                if !cells.isEmpty { cells[cells.count - 1].hasTable = true }
            case "/TABLE":
                _ = tables.popLast()
            case "TD":
                let table = tables.last ?? Table()
                cells.append(
                    Cell(
                        piece: pieces.count - 1, width: attribute("WIDTH", in: tag),
                        padding: attribute("CELLPADDING", in: tag) ?? table.padding,
                        border: attribute("BORDER", in: tag) ?? table.cellBorder))
            case "/TD":
                guard let cell = cells.popLast(), !cell.hasTable else { break }
                let widest = cell.lines.map(lineWidth).max() ?? 0
                let needed = Int((widest + 2 * (cell.padding + cell.border)).rounded(.up))
                guard widest > 0, Double(needed) > (cell.width ?? 0) else { break }
                pieces[cell.piece] = withWidth(pieces[cell.piece], needed)
            case "FONT":
                sizes.append(attribute("POINT-SIZE", in: tag) ?? sizes.last ?? fontSize)
            case "/FONT":
                if sizes.count > 1 { sizes.removeLast() }
            case "B":
                bold += 1
            case "/B":
                bold = max(0, bold - 1)
            case "BR", "BR/":
                if !cells.isEmpty { cells[cells.count - 1].lines.append([]) }
            default:
                break
            }
        }
        return pieces.joined()
    }

    /// A `<TD …>` tag with `WIDTH="width"`, replacing the one it has.
    private static func withWidth(_ tag: String, _ width: Int) -> String {
        if let range = tag.range(of: #" WIDTH="[0-9.]*""#, options: [.regularExpression, .caseInsensitive]) {
            return tag.replacingCharacters(in: range, with: " WIDTH=\"\(width)\"")
        }
        return String(tag.dropLast()) + " WIDTH=\"\(width)\">"
    }

    /// "TD", "/TD", "BR/" from "<TD ALIGN=…>", "</TD>", "<BR/>".
    private static func tagName(_ tag: String) -> String {
        let inner = tag.dropFirst().dropLast()
        let name = inner.prefix { $0 != " " && $0 != "\t" && $0 != "\n" }
        return name.uppercased()
    }

    /// The number an attribute of `tag` has (`CELLPADDING="2"` → 2).
    private static func attribute(_ name: String, in tag: String) -> Double? {
        guard let range = tag.range(of: " \(name)=\"", options: .caseInsensitive) else { return nil }
        return Double(tag[range.upperBound...].prefix { $0 != "\"" })
    }

    /// HTML text as shown: entities (`&amp;`, `&lt;`, `&#160;`, `&#xA0;`) turned back into characters.
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
        var result = ""
        var rest = Substring(text)
        // Bounded by the text's length: each pass consumes at least one character.
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(10).firstIndex(of: ";") else {
                result += "&"
                rest = rest.dropFirst()
                continue
            }
            let name = String(rest[rest.index(after: rest.startIndex)..<semicolon])
            var decoded = named[name]
            if decoded == nil, name.hasPrefix("#") {
                let digits = name.dropFirst()
                let value =
                    digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                decoded = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            }
            if let decoded {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
