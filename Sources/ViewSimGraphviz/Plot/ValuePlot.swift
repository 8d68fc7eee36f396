// Draws animated values over time as a hand-written SVG line chart: the presented
// value as a solid line, the model value as a dashed step line, symbols and labels
// where animations started, retargeted, completed. Values of different units
// (degrees, points, factors, colour components) go on panels of their own,
// stacked and sharing the time axis. Text is measured with DejaVu Sans's own
// advances (the font the SVG names first), so a title wraps instead of being
// clipped and labels stay inside the chart.
// Simplifies: fixed width, linear axes, labels stacked to avoid collisions and cut
// (whole in their tooltip) when longer than they may be. Lesson: lesson3, lesson8,
// lesson10, lesson12.
import ViewSim

/// A deterministic SVG line chart of values over simulated time.
///
/// The same series give the same bytes on every machine: numbers are written with
/// a fixed number of decimals, no locale, no dates, no random ids. Each series gets
/// a colour of its own, named in the legend under the chart together with the
/// marker symbols used. Series of one ``PlotUnit`` share a panel with its own value
/// axis; several panels are stacked over one time axis.
///
/// ```swift
/// let sim = Simulation(HeartView())
/// try sim.step("tap") { try sim.tap("heart"); try sim.advance(by: 0.5) }
/// let series = PlotSeries.animations(in: sim.trace, step: 1)
/// let svg = ValuePlot.svg(series: series, title: "The heart fills")
/// ```
public enum ValuePlot {
    /// The width of every plot, in pixels.
    public static let width = 760
    /// The height of the plotting area when there is one panel, in pixels (the SVG adds title and legend).
    static let plotHeight = 300.0
    /// The height of each panel when there are several.
    static let panelHeight = 170.0
    /// The space between two panels.
    static let panelGap = 24.0
    static let left = 72.0
    static let right = Double(width) - 28
    static let rowHeight = 18.0
    static let titleSize = 16.0, subtitleSize = 11.0, axisTitleSize = 12.0, tickSize = 11.0, markerLabelSize = 10.0,
        legendSize = 11.0
    /// The fonts the SVG asks for: DejaVu Sans first, whose advances measure the text here.
    static let fontFamily = "DejaVu Sans,Helvetica,Arial,sans-serif"

    /// The series colours, in order; more series than colours reuse them.
    static let palette = ["#E65100", "#1565C0", "#2E7D32", "#6A1B9A", "#C62828", "#00838F", "#5D4037", "#AD1457"]

    /// The SVG text of a chart of `series`.
    ///
    /// - Parameters:
    ///   - series: the lines to draw, each in its own colour, in legend order; series of one unit
    ///     share a panel.
    ///   - title: the heading above the chart, wrapped onto more lines when long.
    ///   - subtitle: a smaller line under the title, such as the lesson and step.
    public static func svg(series: [PlotSeries], title: String, subtitle: String? = nil) -> String {
        var drawing = Drawing(series: series)
        let top = drawing.header(title: title, subtitle: subtitle)
        drawing.layOut(top: top)
        drawing.axes()
        if drawing.isEmpty {
            drawing.emptyMessage()
        } else {
            for (index, line) in series.enumerated() { drawing.draw(line, index: index) }
            drawing.markerLabels()
        }
        drawing.legend()
        return drawing.finish()
    }

    /// The colour of series `index`.
    static func color(_ index: Int) -> String { palette[index % palette.count] }

    /// A coordinate, with two decimals at most.
    static func number(_ value: Double) -> String { PlotScale.format(value, decimals: 2) }

    /// `text` safe inside SVG text and attribute values: tab and line breaks as a
    /// space (SVG text has one line), other control characters as their pictures.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in ControlPictures.shown(text, keeping: ["\t", "\n", "\r"]).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n", "\r": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// How wide `text` is at `size` pixels in DejaVu Sans (bold or not), as drawn (control characters as their pictures).
    static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        let shown = ControlPictures.shown(text, keeping: [])
        return TextMetrics.measure(shown, font: DisplayList.Font(family: FontFace.sansFamily, size: size, isBold: bold))
            .width
    }

    /// `text` cut at the end, with "…", to at most `width` pixels at `size` (unchanged when it fits).
    static func fitted(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
        guard textWidth(text, size: size, bold: bold) > width else { return text }
        let room = width - textWidth("…", size: size, bold: bold)
        var kept = ""
        var used = 0.0
        for character in text {
            let advance = textWidth(String(character), size: size, bold: bold)
            if used + advance > room { break }
            kept.append(character)
            used += advance
        }
        return kept + "…"
    }

    /// `text` broken at spaces into lines of at most `width` pixels at `size`; a word wider than a line is cut.
    static func wrapped(_ text: String, width: Double, size: Double, bold: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if textWidth(candidate, size: size, bold: bold) <= width {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = fitted(word, width: width, size: size, bold: bold)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The SVG being written: layout, panels, and the lines written so far.
    private struct Drawing {
        let series: [PlotSeries]
        let xScale: PlotScale
        let isEmpty: Bool
        var panels: [PlotPanel] = []
        var lines: [String] = []
        /// Label boxes placed so far (x, y of the top, width, height), to avoid overlaps.
        var placed: [(x: Double, y: Double, width: Double, height: Double)] = []
        /// The end of what has been drawn, for the SVG's height.
        var end = 0.0

        init(series: [PlotSeries]) {
            self.series = series
            let points = series.flatMap(\.allPoints).filter { $0.time.isFinite && $0.value.isFinite }
            isEmpty = points.isEmpty
            let times = points.map(\.time)
            // A step of one frame still gets a readable stretch of time around it.
            xScale = PlotScale(covering: times.min() ?? 0, times.max() ?? 1, target: 8, minimumSpan: 0.1)
        }

        /// The first and last panel's edges.
        var top: Double { panels.first?.top ?? 0 }
        var bottom: Double { panels.last?.bottom ?? 0 }

        func x(_ time: Double) -> Double { ValuePlot.left + xScale.fraction(time) * (ValuePlot.right - ValuePlot.left) }

        /// The panel series `index` is drawn on.
        func panel(of index: Int) -> PlotPanel? { panels.first { $0.members.contains(index) } }

        /// The title and subtitle, each wrapped to the plot's width; returns where the panels start.
        mutating func header(title: String, subtitle: String?) -> Double {
            let n = ValuePlot.number
            lines.append(##"<?xml version="1.0" encoding="UTF-8"?>"##)
            // The height is filled in by finish(), once the legend is laid out.
            lines.append("")
            lines.append("<title>\(ValuePlot.escape(title))</title>")
            lines.append(##"<rect x="0" y="0" width="100%" height="100%" fill="#FFFFFF"/>"##)
            let middle = n(Double(ValuePlot.width) / 2)
            let room = Double(ValuePlot.width) - 32
            var baseline = 26.0
            for (index, line) in ValuePlot.wrapped(title, width: room, size: ValuePlot.titleSize, bold: true)
                .enumerated()
            {
                if index > 0 { baseline += 20 }
                lines.append(
                    ##"<text x="\##(middle)" y="\##(n(baseline))" text-anchor="middle" font-size="16" font-weight="bold" fill="#222222">\##(ValuePlot.escape(line))</text>"##
                )
            }
            guard let subtitle else { return baseline + 24 }
            baseline += 3
            for line in ValuePlot.wrapped(subtitle, width: room, size: ValuePlot.subtitleSize) {
                baseline += 15
                lines.append(
                    ##"<text x="\##(middle)" y="\##(n(baseline))" text-anchor="middle" font-size="11" fill="#666666">\##(ValuePlot.escape(line))</text>"##
                )
            }
            return baseline + 22
        }

        mutating func layOut(top: Double) {
            panels = PlotPanel.panels(for: series, top: top)
        }

        /// Each panel's grid, axes, ticks and value title; the time axis's labels under the last panel.
        mutating func axes() {
            let n = ValuePlot.number
            for (index, panel) in panels.enumerated() {
                let isLast = index == panels.count - 1
                lines.append(##"<g class="panel" id="panel\##(index + 1)">"##)
                lines.append(##"<g class="grid" stroke="#EEEEEE" stroke-width="1">"##)
                for tick in panel.yScale.ticks {
                    lines.append(
                        ##"<line x1="\##(n(ValuePlot.left))" y1="\##(n(panel.y(tick)))" x2="\##(n(ValuePlot.right))" y2="\##(n(panel.y(tick)))"/>"##
                    )
                }
                for tick in xScale.ticks {
                    lines.append(
                        ##"<line x1="\##(n(x(tick)))" y1="\##(n(panel.top))" x2="\##(n(x(tick)))" y2="\##(n(panel.bottom))"/>"##
                    )
                }
                lines.append("</g>")
                lines.append(##"<g class="axes" font-size="11" fill="#444444">"##)
                lines.append(
                    ##"<path d="M\##(n(ValuePlot.left)),\##(n(panel.top)) V\##(n(panel.bottom)) H\##(n(ValuePlot.right))" fill="none" stroke="#444444" stroke-width="1"/>"##
                )
                for tick in panel.yScale.ticks {
                    lines.append(
                        ##"<line x1="\##(n(ValuePlot.left - 5))" y1="\##(n(panel.y(tick)))" x2="\##(n(ValuePlot.left))" y2="\##(n(panel.y(tick)))" stroke="#444444"/>"##
                    )
                    lines.append(
                        ##"<text x="\##(n(ValuePlot.left - 8))" y="\##(n(panel.y(tick) + 4))" text-anchor="end">\##(panel.yScale.label(tick))</text>"##
                    )
                }
                for tick in xScale.ticks {
                    lines.append(
                        ##"<line x1="\##(n(x(tick)))" y1="\##(n(panel.bottom))" x2="\##(n(x(tick)))" y2="\##(n(panel.bottom + 5))" stroke="#444444"/>"##
                    )
                    if isLast {
                        lines.append(
                            ##"<text x="\##(n(x(tick)))" y="\##(n(panel.bottom + 18))" text-anchor="middle">\##(xScale.label(tick))</text>"##
                        )
                    }
                }
                let centre = (panel.top + panel.bottom) / 2
                lines.append(
                    ##"<text class="value-title" x="18" y="\##(n(centre))" text-anchor="middle" font-size="12" transform="rotate(-90 18 \##(n(centre)))">\##(ValuePlot.escape(panel.title))</text>"##
                )
                lines.append("</g>")
                lines.append("</g>")
            }
            let middle = (ValuePlot.left + ValuePlot.right) / 2
            lines.append(
                ##"<text x="\##(n(middle))" y="\##(n(bottom + 36))" text-anchor="middle" font-size="12" fill="#444444">time (s)</text>"##
            )
            end = bottom + 36
        }

        mutating func emptyMessage() {
            let n = ValuePlot.number
            lines.append(
                ##"<text x="\##(n((ValuePlot.left + ValuePlot.right) / 2))" y="\##(n((top + bottom) / 2))" text-anchor="middle" font-size="13" fill="#666666">nothing animated in these frames</text>"##
            )
        }

        /// One series: its model step lines, presented polylines and marker symbols, on its panel.
        mutating func draw(_ line: PlotSeries, index: Int) {
            guard let panel = panel(of: index) else { return }
            let n = ValuePlot.number
            let color = ValuePlot.color(index)
            lines.append(##"<g class="series" id="series\##(index + 1)">"##)
            lines.append("<title>\(ValuePlot.escape(line.name))</title>")
            for steps in line.model where !steps.isEmpty {
                var path = "M\(n(x(steps[0].time))),\(n(panel.y(steps[0].value)))"
                for point in steps.dropFirst() { path += " H\(n(x(point.time))) V\(n(panel.y(point.value)))" }
                lines.append(
                    ##"<path class="model" d="\##(path)" fill="none" stroke="\##(color)" stroke-width="1.5" stroke-dasharray="6 4" stroke-opacity="0.7"/>"##
                )
            }
            for run in line.presented where !run.isEmpty {
                let points = run.map { "\(n(x($0.time))),\(n(panel.y($0.value)))" }.joined(separator: " ")
                lines.append(
                    ##"<polyline class="presented" points="\##(points)" fill="none" stroke="\##(color)" stroke-width="2.25" stroke-linejoin="round" stroke-linecap="round"/>"##
                )
            }
            for marker in line.markers {
                let tooltip =
                    "\(marker.label) at t=\(PlotScale.format(marker.time, decimals: 4))s, value \(PlotScale.format(marker.value, decimals: 4))"
                lines.append(
                    ##"<g class="marker \##(marker.kind.rawValue)"><title>\##(ValuePlot.escape(tooltip))</title>\##(ValuePlot.symbol(marker.kind, x: x(marker.time), y: panel.y(marker.value), color: color))</g>"##
                )
            }
            lines.append("</g>")
        }

        /// Each marker's label beside its symbol, moved up or down to clear the labels placed before it,
        /// inside its panel, and cut (whole in the marker's tooltip) when longer than half the chart; a
        /// label with no free place near its symbol is left to the tooltip rather than drawn over another.
        mutating func markerLabels() {
            let n = ValuePlot.number
            let size = ValuePlot.markerLabelSize
            lines.append(
                ##"<g class="marker-labels" font-size="10" paint-order="stroke" stroke="#FFFFFF" stroke-width="3" stroke-linejoin="round">"##
            )
            for (index, line) in series.enumerated() {
                guard let panel = panel(of: index) else { continue }
                for marker in line.markers {
                    let label = ValuePlot.fitted(
                        marker.label, width: (ValuePlot.right - ValuePlot.left) / 2, size: size)
                    let width = ValuePlot.textWidth(label, size: size)
                    let anchorX = x(marker.time)
                    let toLeft = anchorX + 8 + width > ValuePlot.right
                    let boxX = toLeft ? anchorX - 8 - width : anchorX + 8
                    let baseY = panel.y(marker.value)
                    var chosen: Double?
                    for offset in [-8.0, 16, -22, 30, -36, 44, -50, 58, -64, 72] {
                        let candidate = baseY + offset
                        guard candidate - size >= panel.top, candidate <= panel.bottom - 2 else { continue }
                        let box = (x: boxX, y: candidate - size, width: width, height: size + 3)
                        if !placed.contains(where: { Self.overlap($0, box) }) {
                            chosen = candidate
                            break
                        }
                    }
                    // No free place near the symbol: the label would cover another; the symbol's tooltip has it.
                    guard let chosen else { continue }
                    placed.append((boxX, chosen - size, width, size + 3))
                    let anchor = toLeft ? "end" : "start"
                    let textX = toLeft ? anchorX - 8 : anchorX + 8
                    lines.append(
                        ##"<text x="\##(n(textX))" y="\##(n(chosen))" text-anchor="\##(anchor)" fill="\##(ValuePlot.color(index))">\##(ValuePlot.escape(label))</text>"##
                    )
                }
            }
            lines.append("</g>")
        }

        static func overlap(
            _ a: (x: Double, y: Double, width: Double, height: Double),
            _ b: (x: Double, y: Double, width: Double, height: Double)
        ) -> Bool {
            a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }

        /// Under the chart: one entry per series, the dashed model line, and the
        /// marker symbols used; every entry cut to its column.
        mutating func legend() {
            let n = ValuePlot.number
            let size = ValuePlot.legendSize
            var rowY = bottom + 62
            lines.append(##"<g class="legend" font-size="11" fill="#333333">"##)
            let columns = series.count > 4 ? 2 : 1
            let columnWidth = (ValuePlot.right - ValuePlot.left) / Double(columns)
            for (index, line) in series.enumerated() {
                let column = Double(index % columns)
                let rowOffset = Double(index / columns) * ValuePlot.rowHeight
                let x0 = ValuePlot.left + column * columnWidth
                let yy = rowY + rowOffset
                let name = ValuePlot.fitted(line.name, width: columnWidth - 42, size: size)
                lines.append(
                    ##"<line x1="\##(n(x0))" y1="\##(n(yy - 4))" x2="\##(n(x0 + 26))" y2="\##(n(yy - 4))" stroke="\##(ValuePlot.color(index))" stroke-width="2.25"/>"##
                )
                lines.append(##"<text x="\##(n(x0 + 34))" y="\##(n(yy))">\##(ValuePlot.escape(name))</text>"##)
            }
            if !series.isEmpty {
                rowY += Double((series.count + columns - 1) / columns) * ValuePlot.rowHeight
            }
            if series.contains(where: { !$0.model.isEmpty }) {
                let text = "dashed: the model value, where the animation is heading (solid: the value shown each frame)"
                lines.append(
                    ##"<line x1="\##(n(ValuePlot.left))" y1="\##(n(rowY - 4))" x2="\##(n(ValuePlot.left + 26))" y2="\##(n(rowY - 4))" stroke="#666666" stroke-width="1.5" stroke-dasharray="6 4"/>"##
                )
                for line in ValuePlot.wrapped(text, width: ValuePlot.right - ValuePlot.left - 34, size: size) {
                    lines.append(##"<text x="\##(n(ValuePlot.left + 34))" y="\##(n(rowY))">\##(line)</text>"##)
                    rowY += ValuePlot.rowHeight
                }
            }
            let used = PlotMarker.Kind.allCases.filter { kind in
                series.contains { $0.markers.contains { $0.kind == kind } }
            }
            var x0 = ValuePlot.left
            for kind in used {
                let width = 20 + ValuePlot.textWidth(kind.title, size: size) + 14
                if x0 + width > ValuePlot.right {
                    x0 = ValuePlot.left
                    rowY += ValuePlot.rowHeight
                }
                lines.append(ValuePlot.symbol(kind, x: x0 + 6, y: rowY - 4, color: "#555555"))
                lines.append(##"<text x="\##(n(x0 + 18))" y="\##(n(rowY))">\##(kind.title)</text>"##)
                x0 += width
            }
            if !used.isEmpty { rowY += ValuePlot.rowHeight }
            lines.append("</g>")
            end = rowY
        }

        func finish() -> String {
            let height = Int((end + 4).rounded(.up))
            var output = lines
            output[1] =
                ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(ValuePlot.width)" height="\##(height)" viewBox="0 0 \##(ValuePlot.width) \##(height)" font-family="\##(ValuePlot.fontFamily)">"##
            output.append("</svg>")
            return output.joined(separator: "\n") + "\n"
        }
    }

    /// The symbol of a marker kind, centred on (x, y).
    static func symbol(_ kind: PlotMarker.Kind, x: Double, y: Double, color: String) -> String {
        let n = number
        switch kind {
        case .started:
            return
                ##"<circle cx="\##(n(x))" cy="\##(n(y))" r="4.5" fill="\##(color)" stroke="#FFFFFF" stroke-width="1"/>"##
        case .merged:
            return
                ##"<path d="M\##(n(x)),\##(n(y - 6)) L\##(n(x + 6)),\##(n(y)) L\##(n(x)),\##(n(y + 6)) L\##(n(x - 6)),\##(n(y)) Z" fill="\##(color)" stroke="#FFFFFF" stroke-width="1"/>"##
        case .combined:
            return
                ##"<rect x="\##(n(x - 4.5))" y="\##(n(y - 4.5))" width="9" height="9" fill="\##(color)" stroke="#FFFFFF" stroke-width="1"/>"##
        case .logicallyComplete:
            return
                ##"<circle cx="\##(n(x))" cy="\##(n(y))" r="4.5" fill="#FFFFFF" stroke="\##(color)" stroke-width="2"/>"##
        case .finished:
            return
                ##"<circle cx="\##(n(x))" cy="\##(n(y))" r="6" fill="#FFFFFF" stroke="\##(color)" stroke-width="1.5"/><circle cx="\##(n(x))" cy="\##(n(y))" r="2.5" fill="\##(color)"/>"##
        case .changedWithoutAnimation:
            return
                ##"<path d="M\##(n(x)),\##(n(y - 6)) L\##(n(x + 5.5)),\##(n(y + 4)) L\##(n(x - 5.5)),\##(n(y + 4)) Z" fill="\##(color)" stroke="#FFFFFF" stroke-width="1"/>"##
        }
    }
}
