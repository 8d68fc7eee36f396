// Builds the legend cluster of a diagram: one row per colour, shape or line
// style the diagram actually uses, in a fixed order.
// Simplifies: the legend is a single HTML-like table node, so it lays out as one
// compact block. Lesson: every diagram.

/// The legend of a diagram, filled in as the diagram uses styles.
struct DiagramLegend {
    /// How a legend row shows its sample.
    enum Sample: Equatable {
        /// A filled box: fill colour and border colour, and a symbol inside.
        case box(fill: String, pen: String, symbol: String)
        /// A line drawn with text, in a colour.
        case line(color: String, text: String)
    }

    struct Entry: Equatable {
        let order: Int
        let sample: Sample
        let text: String
    }

    private(set) var entries: [Entry] = []

    /// Adds an entry once; `order` fixes its place in the legend.
    mutating func use(_ order: Int, _ sample: Sample, _ text: String) {
        use(Entry(order: order, sample: sample, text: text))
    }

    /// Adds an entry once (the first with its `order`).
    mutating func use(_ entry: Entry) {
        guard !entries.contains(where: { $0.order == entry.order }) else { return }
        entries.append(entry)
    }

    /// Adds the legend to `graph` above the diagram: its cluster, and an invisible
    /// edge from it to every node nothing else points to, so that the legend takes
    /// the top rank alone instead of stretching the first rank of the diagram.
    func add(to graph: inout DOTGraph, id: String = "legend") {
        guard let cluster = cluster(id: id) else { return }
        var pointedTo: Set<String> = []
        for edge in graph.allEdges where edge.attributes["constraint"] != "false" { pointedTo.insert(edge.to) }
        let sources = graph.allNodes.map(\.id).filter { !pointedTo.contains($0) }
        graph.append(cluster)
        for source in sources { graph.append(DOTEdge(id, source, ["style": "invis"])) }
    }

    /// The legend as a cluster holding one table node, or nil when nothing is used.
    func cluster(id: String) -> DOTGraph? {
        guard !entries.isEmpty else { return nil }
        let cells = entries.sorted { $0.order < $1.order }.map { entry -> String in
            let sample: String
            switch entry.sample {
            case .box(let fill, let pen, let symbol):
                sample =
                    "<TD BGCOLOR=\"\(fill)\" COLOR=\"\(pen)\" BORDER=\"1\" WIDTH=\"34\">\(DOTHTML.escape(symbol))</TD>"
            case .line(let color, let text):
                sample = "<TD WIDTH=\"34\">" + DOTHTML.font(DOTHTML.bold(DOTHTML.escape(text)), color: color) + "</TD>"
            }
            return sample + "<TD ALIGN=\"LEFT\">" + DOTHTML.escape(entry.text) + "</TD>"
        }
        // Two entries a row when there are many, so the legend stays short.
        let perRow = cells.count > 6 ? 2 : 1
        let rows = stride(from: 0, to: cells.count, by: perRow).map { start in
            "<TR>" + cells[start..<min(start + perRow, cells.count)].joined() + "</TR>"
        }
        let table = DOTHTML.table(rows, cellPadding: 2, cellSpacing: 3)
        var graph = DOTGraph(
            name: "cluster_legend",
            graphAttributes: [
                "label": "Legend", "fontsize": "12", "style": "rounded", "color": "#CCCCCC",
                "fontcolor": .text(DiagramStyle.mutedText),
            ])
        graph.append(DOTNode(id, ["shape": "plain", "fontsize": "10", "label": .html(table)]))
        return graph
    }
}
