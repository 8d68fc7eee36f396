// The report's key to the trace and the colour of each trace line, both read from
// the one vocabulary (`TraceGlyph`, `TraceEventKind`): the key lists every glyph
// with its phrase, and each event's line is coloured by its kind's family through
// the CSS class `kind-<jsonName>` the page's script gives it.
// Simplifies: one colour per family; the glyph, not the colour, tells kinds apart.
import ViewSim

/// The trace key and the per-kind line colours of the HTML report.
enum ReportKey {
    /// The key under the frame's trace heading: a closed `<details>` listing every
    /// glyph of the vocabulary with its phrase, in the vocabulary's order.
    ///
    /// ```html
    /// <details class="trace-key"><summary>Key</summary><ul><li><span class="glyph">▶</span> script event</li>…
    /// ```
    static var html: String {
        let items = TraceGlyph.allCases.map { glyph in
            "<li><span class=\"glyph\">\(HTMLText.escape(glyph.symbol))</span> \(HTMLText.escape(glyph.phrase))</li>"
        }
        return "<details class=\"trace-key\"><summary>Key</summary><ul>" + items.joined() + "</ul></details>"
    }

    /// One rule per family: the lines of its kinds' events (`kind-<jsonName>`) in
    /// its colour; then the key's layout.
    static var css: String {
        var rules = TraceEventFamily.allCases.map { family -> String in
            let selectors = family.kinds.map {
                "#frame-trace .kind-\($0.jsonName) > .line, #frame-trace .kind-\($0.jsonName) > summary > .line"
            }
            return selectors.joined(separator: ", ") + " { color: \(color(of: family)); }"
        }
        // A step's "Tasks" line (StepTasks) in the task family's colour.
        rules.append("p.tasks { color: \(color(of: .task)); }")
        rules.append(".trace-key ul { list-style: none; padding-left: 0; columns: 2; font-size: 0.85rem; }")
        rules.append(
            ".trace-key .glyph { display: inline-block; min-width: 1.2rem; font-family: ui-monospace, \"DejaVu Sans Mono\", monospace; }"
        )
        return rules.joined(separator: "\n") + "\n"
    }

    /// The colour of a family's lines (the diagrams' text colours, darkened where
    /// they would be too light on white).
    static func color(of family: TraceEventFamily) -> String {
        switch family {
        case .input: return "#1C4587"
        case .state: return "#85200C"
        case .body: return "#7F6000"
        case .structure: return "#274E13"
        case .attribute: return "#5B3A8E"
        case .action: return "#0B5345"
        case .diagnostic: return "#990000"
        case .log: return "#555555"
        case .transaction: return "#4527A0"
        case .animation: return "#B34700"
        case .task: return "#004D40"
        }
    }
}
