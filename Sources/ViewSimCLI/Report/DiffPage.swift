// `viewsim diff --format html`: the difference of two runs as one
// self-contained page (no script, no external file): what A and B are, how
// views are matched, then a table per view that differs, one for the
// diagnostics and one for the frames, each row with its count in A and in B.
// Simplifies: the page shows what the text shows, from the same
// UpdateDifference; it adds colour (fewer in B green, more red) and nothing else.
import ViewSim

/// The HTML page of an ``UpdateDifference``.
enum DiffPage {
    /// The page, the same bytes for the same difference.
    ///
    /// ```swift
    /// DiffPage.html(UpdateDifference(before, after))  // "<!DOCTYPE html>\n<html lang=\"en\">…"
    /// ```
    static func html(_ difference: UpdateDifference) -> String {
        var body: [String] = []
        func table(_ title: String, note: String? = nil, _ rows: [DifferenceRow]) {
            body.append("<section>")
            body.append("<h2>\(HTMLText.escape(title))</h2>")
            if let note { body.append("<p class=\"note\">\(HTMLText.escape(note))</p>") }
            body.append("<table><thead><tr><th>what</th><th>A</th><th>B</th></tr></thead><tbody>")
            for row in rows {
                let change =
                    switch (row.a, row.b) {
                    case (let a?, let b?) where b > a: "more"
                    case (let a?, let b?) where b < a: "fewer"
                    default: "other"
                    }
                body.append(
                    "<tr class=\"\(change)\"><td>\(HTMLText.escape(row.what))</td><td>\(DifferenceRowText.count(row.a))</td><td>\(DifferenceRowText.count(row.b))</td></tr>"
                )
            }
            body.append("</tbody></table></section>")
        }
        let a = difference.a
        let b = difference.b
        body.append("<h1>viewsim diff</h1>")
        body.append("<dl>")
        body.append(
            "<dt>A</dt><dd>\(HTMLText.escape(a.source)) · \(HTMLText.escape(UpdateDifference.stepsText(a))) · \(a.frames) frames</dd>"
        )
        body.append(
            "<dt>B</dt><dd>\(HTMLText.escape(b.source)) · \(HTMLText.escape(UpdateDifference.stepsText(b))) · \(b.frames) frames</dd>"
        )
        body.append("</dl>")
        body.append("<p class=\"note\">\(HTMLText.escape(UpdateDifference.matchingNote))</p>")
        if difference.isEmpty {
            body.append("<p class=\"same\">No differences.</p>")
        }
        for view in difference.views {
            let note: String? =
                switch view.presence {
                case .both: nil
                case .onlyInA: "Only in A."
                case .onlyInB: "Only in B."
                }
            table(view.path, note: note, view.rows)
        }
        if !difference.diagnostics.isEmpty { table("Diagnostics", difference.diagnostics) }
        if !difference.frames.isEmpty { table("Frames", difference.frames) }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>viewsim diff: \(HTMLText.escape(a.source)) and \(HTMLText.escape(b.source))</title>
            <style>
            body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 2em; color: #222; }
            h1 { font-size: 20px; } h2 { font-size: 15px; font-family: ui-monospace, monospace; margin-bottom: 0.3em; }
            dl { display: grid; grid-template-columns: max-content auto; gap: 0.2em 1em; }
            dt { font-weight: bold; } dd { margin: 0; }
            .note { color: #666; } .same { font-weight: bold; color: #2a7a2a; }
            table { border-collapse: collapse; margin-bottom: 1em; }
            th, td { border-bottom: 1px solid #ddd; padding: 0.2em 0.8em; text-align: left; }
            td + td, th + th { text-align: right; font-variant-numeric: tabular-nums; }
            tr.more td:last-child { color: #b3261e; font-weight: bold; }
            tr.fewer td:last-child { color: #2a7a2a; font-weight: bold; }
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }
}

/// A count as the page shows it.
private enum DifferenceRowText {
    static func count(_ count: Int?) -> String { count.map(String.init) ?? "—" }
}
