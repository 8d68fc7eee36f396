// Draws the attribute graph as DOT: one cluster per view (`SubView #3`), its attributes as
// small nodes inside, the input edges between them, each attribute coloured by what the
// marked frames did to it, and a cycle in red. Simplifies: untouched `@dependencies`
// attributes are left out (every body has one); reasons are in tooltips, cut short on the
// nodes. Lesson: `viewsim graph lesson1 --attributes --at 1`.
import ViewSim

/// The attribute graph as a Graphviz diagram.
///
/// Each view is a box labelled with its name and id; inside it, its attributes (`#41
/// value`, `_count`, `body`, `children`, `size`, `position`, `display list`) are small
/// rounded boxes: amber when recomputed, dotted blue when a new value compared equal, pink
/// and dashed when dirty, white when untouched, each with its reasons as a tooltip.
/// Arrows run from an input to the attribute that reads it; layout arrows are dashed.
/// The colours are the view graph's (`DiagramStyle`), and one legend explains them.
///
/// ```swift
/// let graph = try sim.attributeGraph(root: "ManyFaces")
/// let dot = AttributeGraphDiagram.dot(graph: graph, title: "lesson1 · step 1")
/// let svg = try GraphvizRenderer.render(dot: dot, format: .svg)
/// ```
public enum AttributeGraphDiagram {
    /// The DOT text of `graph`, with `graph.highlightedCycle` drawn in red.
    ///
    /// - Parameters:
    ///   - graph: the attribute graph (``AttributeGraph``).
    ///   - title: the caption drawn above the diagram.
    public static func dot(graph: AttributeGraph, title: String) -> String {
        DOTEncoder.encode(DOTLabelFit.fitted(self.graph(graph, title: title)))
    }

    /// The diagram as a `DOTGraph`, for callers that want to adjust it.
    package static func graph(_ graph: AttributeGraph, title: String) -> DOTGraph {
        var builder = Builder(graph: graph)
        builder.build()
        var dot = DOTGraph(
            name: "AttributeGraph",
            graphAttributes: [
                "label": .html(caption(title: title, graph: graph, hidden: builder.hidden)),
                "labelloc": "t", "fontname": .text(DiagramStyle.fontName), "fontsize": "14",
                "rankdir": "TB", "nodesep": "0.12", "ranksep": "0.22", "pad": "0.2", "bgcolor": "white",
            ],
            nodeAttributes: [
                "fontname": .text(DiagramStyle.fontName), "fontsize": "9", "shape": "box", "style": "rounded,filled",
                "fillcolor": .text(DiagramStyle.idleFill), "color": .text(DiagramStyle.lightPen),
                "fontcolor": .text(DiagramStyle.lightText), "margin": "0.04,0.02", "height": "0.2",
            ],
            edgeAttributes: [
                "color": .text(DiagramStyle.treeEdge), "arrowsize": "0.5", "penwidth": "0.8",
            ])
        dot.statements = builder.statements
        builder.legend.add(to: &dot)
        return dot
    }

    /// The title, and a line saying which moment, which frames and how much is shown.
    static func caption(title: String, graph: AttributeGraph, hidden: Int) -> String {
        var moment = "attribute graph at frame \(graph.frame) (t=\(ValueFormatter.number(graph.time))s) · "
        if let frames = graph.markedFrames {
            moment +=
                frames.count == 1
                ? "activity of frame \(frames.lowerBound)"
                : "activity of frames \(frames.lowerBound)–\(frames.upperBound) (\(graph.markedFrameCount) with events)"
        } else {
            moment += "no frames marked"
        }
        var counts =
            "\(graph.attributes.count) attributes of \(graph.views.count) views, numbered by view id, then kind"
        if hidden > 0 { counts += " · \(hidden) untouched @dependencies not drawn" }
        if !graph.comparesLayout { counts += " · sizes and positions not recorded" }
        var text =
            DOTHTML.bold(DOTHTML.escape(title)) + "<BR/>"
            + DOTHTML.font(DOTHTML.escape(moment), size: 10, color: DiagramStyle.mutedText) + "<BR/>"
            + DOTHTML.font(DOTHTML.escape(counts), size: 10, color: DiagramStyle.mutedText)
        if let loop = graph.highlightedLoop, !graph.highlightedCycle.isEmpty {
            // SwiftUI's message, then AttributeGraph's words for the same cycle, in view terms.
            let lines =
                DiagramStyle.wrap(DiagramStyle.printable("⚠ " + loop), width: 90)
                + DiagramStyle.wrap(DiagramStyle.printable(graph.cycleDescription(graph.highlightedCycle)), width: 90)
            for line in lines {
                text += "<BR/>" + DOTHTML.font(DOTHTML.escape(line), size: 10, color: DiagramStyle.loopColor)
            }
        }
        return text
    }

    /// The shortest reason a node shows under its name.
    static let reasonLength = 26

    /// How one state looks: fill, pen, style, legend symbol and words.
    static func look(_ state: AttributeState) -> (
        fill: String, pen: String, text: String, style: String, symbol: String
    ) {
        switch state {
        case .recomputed:
            return (
                DiagramStyle.evaluatedFill, DiagramStyle.evaluatedPen, DiagramStyle.evaluatedText, "rounded,filled",
                TraceGlyph.bodyRuns.symbol
            )
        case .comparedEqual:
            return (
                DiagramStyle.skippedFill, DiagramStyle.skippedPen, DiagramStyle.skippedText, "rounded,filled,dotted",
                "="
            )
        case .dirty:
            return (
                DiagramStyle.stateFill, DiagramStyle.statePen, DiagramStyle.stateText, "rounded,filled,dashed", "!"
            )
        case .untouched:
            return (DiagramStyle.idleFill, DiagramStyle.lightPen, DiagramStyle.lightText, "rounded,filled", "")
        }
    }

    /// What each state means, in the legend.
    static func legendText(_ state: AttributeState) -> String {
        switch state {
        case .recomputed: return "recomputed: a body ran, a value changed, a view was inserted or laid out anew"
        case .comparedEqual: return "compared equal: offered a new value equal to the old one (dotted)"
        case .dirty: return "dirty: invalidated (a @State written, an input changed) (dashed)"
        case .untouched: return "untouched: nothing recorded reached it"
        }
    }

    private struct Builder {
        let graph: AttributeGraph
        var statements: [DOTStatement] = []
        var legend = DiagramLegend()
        /// Untouched `@dependencies` attributes left out.
        var hidden = 0
        private var drawn: Set<AttributeID> = []

        init(graph: AttributeGraph) { self.graph = graph }

        static func id(_ attribute: AttributeID) -> String { "a\(attribute.rawValue)" }

        mutating func build() {
            let cycle = Set(graph.highlightedCycle)
            for view in graph.views {
                var cluster = DOTGraph(
                    name: "cluster_v\(view.id)",
                    graphAttributes: [
                        "label": .text(view.title + (view.name.map { " \"\($0)\"" } ?? "")),
                        "fontname": .text(DiagramStyle.fontName), "fontsize": "10",
                        "style": view.hasBody ? "rounded,bold" : "rounded",
                        "color": .text(view.hasBody ? DiagramStyle.viewPen : DiagramStyle.lightPen),
                        "fontcolor": .text(view.hasBody ? DiagramStyle.viewPen : DiagramStyle.lightText),
                        "margin": "6",
                    ])
                for id in view.attributeIDs {
                    guard let attribute = graph.attribute(id) else { continue }
                    if attribute.kind == .dependencies, attribute.state == .untouched, !cycle.contains(id) {
                        hidden += 1
                        continue
                    }
                    cluster.append(DOTNode(Self.id(id), attributes(for: attribute, inCycle: cycle.contains(id))))
                    drawn.insert(id)
                }
                // Rank helpers: value and properties on top, then the body, then layout, then drawing.
                let top = view.hasBody ? AttributeKind.body : .value
                for kind in [AttributeKind.size, .position] {
                    if let from = graph.id(ofView: view.id, kind: top), let to = graph.id(ofView: view.id, kind: kind) {
                        cluster.append(DOTEdge(Self.id(from), Self.id(to), ["style": "invis"]))
                    }
                }
                statements.append(.subgraph(cluster))
            }
            addEdges(cycle: cycle)
            for state in AttributeState.allCases {
                let look = AttributeGraphDiagram.look(state)
                legend.use(
                    10 + state.rankOrder, .box(fill: look.fill, pen: look.pen, symbol: look.symbol),
                    AttributeGraphDiagram.legendText(state))
            }
        }

        func attributes(for attribute: Attribute, inCycle: Bool) -> DOTAttributes {
            let look = AttributeGraphDiagram.look(attribute.state)
            let count = attribute.count > 1 ? " ×\(attribute.count)" : ""
            var lines = ["\(attribute.id) \(attribute.kind.name)\(count)"]
            if attribute.state != .untouched, let reason = attribute.reasons.first {
                lines.append(DiagramStyle.truncate(reason, AttributeGraphDiagram.reasonLength))
            }
            let title = "attribute \(attribute.id.rawValue): \(graph.describe(attribute.id)), \(attribute.state.phrase)"
            var result: DOTAttributes = [
                "label": .text(lines.joined(separator: "\n")),
                "tooltip": .text(([title] + attribute.reasons).joined(separator: "\n")),
            ]
            if attribute.state != .untouched {
                result["fillcolor"] = .text(look.fill)
                result["color"] = .text(look.pen)
                result["fontcolor"] = .text(look.text)
                result["style"] = .text(look.style)
            }
            if inCycle {
                result["color"] = .text(DiagramStyle.loopColor)
                result["penwidth"] = "3"
            }
            return result
        }

        mutating func addEdges(cycle: Set<AttributeID>) {
            var cycleEdges: Set<[AttributeID]> = []
            let ring = graph.highlightedCycle
            for (offset, id) in ring.enumerated() where ring.count > 1 {
                cycleEdges.insert([id, ring[(offset + 1) % ring.count]])
            }
            var drawnCycleEdges: Set<[AttributeID]> = []
            var used: Set<AttributeEdge.Role> = []
            for edge in graph.edges where drawn.contains(edge.from) && drawn.contains(edge.to) {
                guard let from = graph.attribute(edge.from), let to = graph.attribute(edge.to) else { continue }
                var attributes: DOTAttributes = [:]
                switch edge.role {
                case .input:
                    attributes["color"] = .text(DiagramStyle.viewPen)
                case .child:
                    break
                case .layout:
                    attributes["style"] = "dashed"
                    attributes["color"] = .text(DiagramStyle.lightPen)
                case .display:
                    attributes["style"] = "dotted"
                    attributes["color"] = .text(DiagramStyle.lightPen)
                case .preference:
                    attributes["color"] = .text(DiagramStyle.transactionPen)
                    attributes["penwidth"] = "1.5"
                }
                // Only edges that run down the tree, or stay in one view, rank the layout. A
                // child's cluster starts below its parent's last rank (the display list), so
                // clusters stack instead of stepping sideways.
                if from.viewID != to.viewID {
                    if edge.role == .child { attributes["minlen"] = "2" } else { attributes["constraint"] = "false" }
                }
                if cycleEdges.contains([edge.from, edge.to]) {
                    attributes["color"] = .text(DiagramStyle.loopColor)
                    attributes["penwidth"] = "2.5"
                    attributes["style"] = "bold"
                    drawnCycleEdges.insert([edge.from, edge.to])
                }
                used.insert(edge.role)
                statements.append(.edge(DOTEdge(Self.id(edge.from), Self.id(edge.to), attributes)))
            }
            // A cycle hop the model has no edge for is still drawn, so the cycle closes.
            for hop in cycleEdges.sorted(by: { ($0[0], $0[1]) < ($1[0], $1[1]) })
            where !drawnCycleEdges.contains(hop) && drawn.contains(hop[0]) && drawn.contains(hop[1]) {
                statements.append(
                    .edge(
                        DOTEdge(
                            Self.id(hop[0]), Self.id(hop[1]),
                            [
                                "color": .text(DiagramStyle.loopColor), "penwidth": "2.5", "style": "bold",
                                "constraint": "false",
                            ])))
            }
            if !cycle.isEmpty {
                legend.use(
                    30, .line(color: DiagramStyle.loopColor, text: "━━▶"),
                    "a cycle: each attribute reads the one before it (red)")
            }
            let rows: [(AttributeEdge.Role, String, String, String)] = [
                (.input, DiagramStyle.viewPen, "──▶", "input: value and properties → body"),
                (.child, DiagramStyle.treeEdge, "──▶", "body → its view list → each child's value"),
                (.layout, DiagramStyle.lightPen, "╌╌▶", "layout: child size → size; size, position → child position"),
                (.display, DiagramStyle.lightPen, "┈┈▶", "value, size, position → display list"),
                (.preference, DiagramStyle.transactionPen, "──▶", "preference → parent's preference or its reader"),
            ]
            for (offset, row) in rows.enumerated() where used.contains(row.0) {
                legend.use(20 + offset, .line(color: row.1, text: row.2), row.3)
            }
        }
    }
}

extension AttributeState {
    /// The legend's order: recomputed, compared equal, dirty, untouched.
    fileprivate var rankOrder: Int {
        switch self {
        case .recomputed: return 0
        case .comparedEqual: return 1
        case .dirty: return 2
        case .untouched: return 3
        }
    }
}
