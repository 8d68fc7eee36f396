// Draws animated values over time as a hand-written SVG line chart: the presented
// value as a solid line, the model value as a dashed step line, symbols and labels
// where animations started, retargeted, completed. Simplifies: fixed size, linear
// axes, labels stacked to avoid collisions. Lesson: lesson3, lesson10, lesson12.
import ViewSim

/// A deterministic SVG line chart of values over simulated time.
///
/// The same series give the same bytes on every machine: numbers are written with
/// a fixed number of decimals, no locale, no dates, no random ids. Each series gets
/// a colour of its own, named in the legend under the chart together with the
/// marker symbols used.
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
    /// The height of the plotting area, in pixels (the SVG adds title and legend).
    static let plotHeight = 300.0
    static let left = 72.0
    static let right = Double(width) - 28
    static let rowHeight = 18.0

    /// The series colours, in order; more series than colours reuse them.
    static let palette = ["#E65100", "#1565C0", "#2E7D32", "#6A1B9A", "#C62828", "#00838F", "#5D4037", "#AD1457"]

    /// The SVG text of a chart of `series`.
    ///
    /// - Parameters:
    ///   - series: the lines to draw, each in its own colour, in legend order.
    ///   - title: the heading above the chart.
    ///   - subtitle: a smaller line under the title, such as the lesson and step.
    ///   - valueLabel: the y axis's title; by default the attribute, when all
    ///     series plot the same one, else "value".
    public static func svg(series: [PlotSeries], title: String, subtitle: String? = nil, valueLabel: String? = nil) -> String {
        var drawing = Drawing(series: series, subtitle: subtitle != nil)
        drawing.header(title: title, subtitle: subtitle)
        drawing.axes(valueLabel: valueLabel ?? defaultValueLabel(series))
        if drawing.isEmpty {
            drawing.emptyMessage()
        } else {
            for (index, line) in series.enumerated() { drawing.draw(line, index: index) }
            drawing.markerLabels()
        }
        drawing.legend()
        return drawing.finish()
    }

    /// The attribute all series share, or "value".
    static func defaultValueLabel(_ series: [PlotSeries]) -> String {
        guard let first = series.first?.attribute, series.allSatisfy({ $0.attribute == first }) else { return "value" }
        return first
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

    /// About how wide `text` is at `size` points, for placing labels.
    static func textWidth(_ text: String, size: Double) -> Double { Double(text.count) * size * 0.56 }

    /// The SVG being written: layout, scales, and the lines written so far.
    private struct Drawing {
        let series: [PlotSeries]
        let top: Double
        let bottom: Double
        let xScale: PlotScale
        let yScale: PlotScale
        let isEmpty: Bool
        var lines: [String] = []
        /// Label boxes placed so far (x, y of the top, width, height), to avoid overlaps.
        var placed: [(x: Double, y: Double, width: Double, height: Double)] = []
        /// The end of what has been drawn, for the SVG's height.
        var end: Double

        init(series: [PlotSeries], subtitle: Bool) {
            self.series = series
            top = subtitle ? 66 : 50
            bottom = top + ValuePlot.plotHeight
            end = bottom
            let points = series.flatMap(\.allPoints).filter { $0.time.isFinite && $0.value.isFinite }
            isEmpty = points.isEmpty
            let times = points.map(\.time), values = points.map(\.value)
            // A step of one frame still gets a readable stretch of time around it.
            xScale = PlotScale(covering: times.min() ?? 0, times.max() ?? 1, target: 8, minimumSpan: 0.1)
            yScale = PlotScale(covering: values.min() ?? 0, values.max() ?? 1, target: 6)
        }

        func x(_ time: Double) -> Double { ValuePlot.left + xScale.fraction(time) * (ValuePlot.right - ValuePlot.left) }
        /// Values keep `inset` pixels clear of the plot's top and bottom edges.
        func y(_ value: Double) -> Double {
            let inset = 12.0
            return bottom - inset - yScale.fraction(value) * (bottom - top - 2 * inset)
        }

        mutating func header(title: String, subtitle: String?) {
            lines.append(##"<?xml version="1.0" encoding="UTF-8"?>"##)
            // The height is filled in by finish(), once the legend is laid out.
            lines.append("")
            lines.append("<title>\(ValuePlot.escape(title))</title>")
            lines.append(##"<rect x="0" y="0" width="100%" height="100%" fill="#FFFFFF"/>"##)
            lines.append(##"<text x="\##(ValuePlot.number(Double(ValuePlot.width) / 2))" y="26" text-anchor="middle" font-size="16" font-weight="bold" fill="#222222">\##(ValuePlot.escape(title))</text>"##)
            if let subtitle {
                lines.append(##"<text x="\##(ValuePlot.number(Double(ValuePlot.width) / 2))" y="44" text-anchor="middle" font-size="11" fill="#666666">\##(ValuePlot.escape(subtitle))</text>"##)
            }
        }

        mutating func axes(valueLabel: String) {
            let n = ValuePlot.number
            lines.append(##"<g class="grid" stroke="#EEEEEE" stroke-width="1">"##)
            for tick in yScale.ticks {
                lines.append(##"<line x1="\##(n(ValuePlot.left))" y1="\##(n(y(tick)))" x2="\##(n(ValuePlot.right))" y2="\##(n(y(tick)))"/>"##)
            }
            for tick in xScale.ticks {
                lines.append(##"<line x1="\##(n(x(tick)))" y1="\##(n(top))" x2="\##(n(x(tick)))" y2="\##(n(bottom))"/>"##)
            }
            lines.append("</g>")
            lines.append(##"<g class="axes" font-size="11" fill="#444444">"##)
            lines.append(##"<path d="M\##(n(ValuePlot.left)),\##(n(top)) V\##(n(bottom)) H\##(n(ValuePlot.right))" fill="none" stroke="#444444" stroke-width="1"/>"##)
            for tick in yScale.ticks {
                lines.append(##"<line x1="\##(n(ValuePlot.left - 5))" y1="\##(n(y(tick)))" x2="\##(n(ValuePlot.left))" y2="\##(n(y(tick)))" stroke="#444444"/>"##)
                lines.append(##"<text x="\##(n(ValuePlot.left - 8))" y="\##(n(y(tick) + 4))" text-anchor="end">\##(yScale.label(tick))</text>"##)
            }
            for tick in xScale.ticks {
                lines.append(##"<line x1="\##(n(x(tick)))" y1="\##(n(bottom))" x2="\##(n(x(tick)))" y2="\##(n(bottom + 5))" stroke="#444444"/>"##)
                lines.append(##"<text x="\##(n(x(tick)))" y="\##(n(bottom + 18))" text-anchor="middle">\##(xScale.label(tick))</text>"##)
            }
            let middle = (ValuePlot.left + ValuePlot.right) / 2
            lines.append(##"<text x="\##(n(middle))" y="\##(n(bottom + 36))" text-anchor="middle" font-size="12">time (s)</text>"##)
            let centre = (top + bottom) / 2
            lines.append(##"<text x="18" y="\##(n(centre))" text-anchor="middle" font-size="12" transform="rotate(-90 18 \##(n(centre)))">\##(ValuePlot.escape(valueLabel))</text>"##)
            lines.append("</g>")
            end = bottom + 36
        }

        mutating func emptyMessage() {
            let n = ValuePlot.number
            lines.append(##"<text x="\##(n((ValuePlot.left + ValuePlot.right) / 2))" y="\##(n((top + bottom) / 2))" text-anchor="middle" font-size="13" fill="#666666">nothing animated in these frames</text>"##)
        }

        /// One series: its model step lines, presented polylines and marker symbols.
        mutating func draw(_ line: PlotSeries, index: Int) {
            let n = ValuePlot.number
            let color = ValuePlot.color(index)
            lines.append(##"<g class="series" id="series\##(index + 1)">"##)
            lines.append("<title>\(ValuePlot.escape(line.name))</title>")
            for steps in line.model where !steps.isEmpty {
                var path = "M\(n(x(steps[0].time))),\(n(y(steps[0].value)))"
                for point in steps.dropFirst() { path += " H\(n(x(point.time))) V\(n(y(point.value)))" }
                lines.append(##"<path class="model" d="\##(path)" fill="none" stroke="\##(color)" stroke-width="1.5" stroke-dasharray="6 4" stroke-opacity="0.7"/>"##)
            }
            for run in line.presented where !run.isEmpty {
                let points = run.map { "\(n(x($0.time))),\(n(y($0.value)))" }.joined(separator: " ")
                lines.append(##"<polyline class="presented" points="\##(points)" fill="none" stroke="\##(color)" stroke-width="2.25" stroke-linejoin="round" stroke-linecap="round"/>"##)
            }
            for marker in line.markers {
                let tooltip = "\(marker.label) at t=\(PlotScale.format(marker.time, decimals: 4))s, value \(PlotScale.format(marker.value, decimals: 4))"
                lines.append(##"<g class="marker \##(marker.kind.rawValue)"><title>\##(ValuePlot.escape(tooltip))</title>\##(ValuePlot.symbol(marker.kind, x: x(marker.time), y: y(marker.value), color: color))</g>"##)
            }
            lines.append("</g>")
        }

        /// Each marker's label beside its symbol, moved up or down to clear the
        /// labels placed before it.
        mutating func markerLabels() {
            let n = ValuePlot.number
            let size = 10.0
            lines.append(##"<g class="marker-labels" font-size="10" paint-order="stroke" stroke="#FFFFFF" stroke-width="3" stroke-linejoin="round">"##)
            for (index, line) in series.enumerated() {
                for marker in line.markers {
                    let width = ValuePlot.textWidth(marker.label, size: size)
                    let anchorX = x(marker.time)
                    let toLeft = anchorX + 8 + width > ValuePlot.right
                    let boxX = toLeft ? anchorX - 8 - width : anchorX + 8
                    let baseY = y(marker.value)
                    var chosen = baseY - 8
                    for offset in [-8.0, 16, -22, 30, -36, 44, -50, 58, -64, 72] {
                        let candidate = baseY + offset
                        guard candidate - size >= top, candidate <= bottom - 2 else { continue }
                        let box = (x: boxX, y: candidate - size, width: width, height: size + 3)
                        if !placed.contains(where: { Self.overlap($0, box) }) {
                            chosen = candidate
                            break
                        }
                    }
                    placed.append((boxX, chosen - size, width, size + 3))
                    let anchor = toLeft ? "end" : "start"
                    let textX = toLeft ? anchorX - 8 : anchorX + 8
                    lines.append(##"<text x="\##(n(textX))" y="\##(n(chosen))" text-anchor="\##(anchor)" fill="\##(ValuePlot.color(index))">\##(ValuePlot.escape(marker.label))</text>"##)
                }
            }
            lines.append("</g>")
        }

        static func overlap(_ a: (x: Double, y: Double, width: Double, height: Double), _ b: (x: Double, y: Double, width: Double, height: Double)) -> Bool {
            a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }

        /// Under the chart: one entry per series, the dashed model line, and the
        /// marker symbols used.
        mutating func legend() {
            let n = ValuePlot.number
            var rowY = bottom + 62
            lines.append(##"<g class="legend" font-size="11" fill="#333333">"##)
            let columns = series.count > 4 ? 2 : 1
            let columnWidth = (ValuePlot.right - ValuePlot.left) / Double(columns)
            for (index, line) in series.enumerated() {
                let column = Double(index % columns)
                let rowOffset = Double(index / columns) * ValuePlot.rowHeight
                let x0 = ValuePlot.left + column * columnWidth
                let yy = rowY + rowOffset
                lines.append(##"<line x1="\##(n(x0))" y1="\##(n(yy - 4))" x2="\##(n(x0 + 26))" y2="\##(n(yy - 4))" stroke="\##(ValuePlot.color(index))" stroke-width="2.25"/>"##)
                lines.append(##"<text x="\##(n(x0 + 34))" y="\##(n(yy))">\##(ValuePlot.escape(line.name))</text>"##)
            }
            if !series.isEmpty {
                rowY += Double((series.count + columns - 1) / columns) * ValuePlot.rowHeight
            }
            if series.contains(where: { !$0.model.isEmpty }) {
                lines.append(##"<line x1="\##(n(ValuePlot.left))" y1="\##(n(rowY - 4))" x2="\##(n(ValuePlot.left + 26))" y2="\##(n(rowY - 4))" stroke="#666666" stroke-width="1.5" stroke-dasharray="6 4"/>"##)
                lines.append(##"<text x="\##(n(ValuePlot.left + 34))" y="\##(n(rowY))">dashed: the model value, where the animation is heading (solid: the value shown each frame)</text>"##)
                rowY += ValuePlot.rowHeight
            }
            let used = PlotMarker.Kind.allCases.filter { kind in series.contains { $0.markers.contains { $0.kind == kind } } }
            var x0 = ValuePlot.left
            for kind in used {
                let width = 20 + ValuePlot.textWidth(kind.title, size: 11) + 14
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
            output[1] = ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(ValuePlot.width)" height="\##(height)" viewBox="0 0 \##(ValuePlot.width) \##(height)" font-family="Helvetica,Arial,sans-serif">"##
            output.append("</svg>")
            return output.joined(separator: "\n") + "\n"
        }
    }

    /// The symbol of a marker kind, centred on (x, y).
    static func symbol(_ kind: PlotMarker.Kind, x: Double, y: Double, color: String) -> String {
        let n = number
        switch kind {
        case .started:
            return ##"<circle cx="\##(n(x))" cy="\##(n(y))" r="4.5" fill="\##(color)" stroke="#FFFFFF" stroke-width="1"/>"##
        case .merged:
            return ##"<path d="M\##(n(x)),\##(n(y - 6)) L\##(n(x + 6)),\##(n(y)) L\##(n(x)),\##(n(y + 6)) L\##(n(x - 6)),\##(n(y)) Z" fill="\##(color)" stroke="#FFFFFF" stroke-width="1"/>"##
        case .combined:
            return ##"<rect x="\##(n(x - 4.5))" y="\##(n(y - 4.5))" width="9" height="9" fill="\##(color)" stroke="#FFFFFF" stroke-width="1"/>"##
        case .logicallyComplete:
            return ##"<circle cx="\##(n(x))" cy="\##(n(y))" r="4.5" fill="#FFFFFF" stroke="\##(color)" stroke-width="2"/>"##
        case .finished:
            return ##"<circle cx="\##(n(x))" cy="\##(n(y))" r="6" fill="#FFFFFF" stroke="\##(color)" stroke-width="1.5"/><circle cx="\##(n(x))" cy="\##(n(y))" r="2.5" fill="\##(color)"/>"##
        case .changedWithoutAnimation:
            return ##"<path d="M\##(n(x)),\##(n(y - 6)) L\##(n(x + 5.5)),\##(n(y + 4)) L\##(n(x - 5.5)),\##(n(y + 4)) Z" fill="\##(color)" stroke="#FFFFFF" stroke-width="1"/>"##
        }
    }
}
