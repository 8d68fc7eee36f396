import ViewSim
import ViewSimTesting
// Tests the value plot: golden SVG text (it is viewsim's own, so byte for byte),
// the structure of the chart (one group, polyline and marker per series, the model
// step line, axes and legend), number formatting, ticks, and escaping.
import XCTest

@testable import ViewSimGraphviz

@MainActor
final class ValuePlotTests: XCTestCase {
    /// Two hand-made series: one started, combined, logically complete and finished;
    /// one merged and jumping.
    static let handMade: [PlotSeries] = [
        PlotSeries(
            name: ".trim #9 trim(to:)", attribute: "trim(to:)",
            presented: [
                [
                    PlotPoint(time: 0, value: 0), PlotPoint(time: 0.1, value: 0.3), PlotPoint(time: 0.2, value: 0.7),
                    PlotPoint(time: 0.3, value: 0.5), PlotPoint(time: 0.4, value: 0),
                ]
            ],
            model: [
                [
                    PlotPoint(time: 0, value: 0), PlotPoint(time: 0, value: 1), PlotPoint(time: 0.2, value: 0),
                    PlotPoint(time: 0.4, value: 0),
                ]
            ],
            markers: [
                PlotMarker(kind: .started, time: 0, value: 0, label: "started · easeInOut(duration: 0.35)"),
                PlotMarker(kind: .combined, time: 0.2, value: 0.7, label: "combined · easeInOut(duration: 0.35)"),
                PlotMarker(kind: .logicallyComplete, time: 0.35, value: 0.2, label: "logically complete"),
                PlotMarker(kind: .finished, time: 0.4, value: 0, label: "finished"),
            ]),
        PlotSeries(
            name: ".opacity #14 opacity", attribute: "opacity",
            presented: [
                [PlotPoint(time: 0.05, value: 1), PlotPoint(time: 0.25, value: 0.6)],
                [PlotPoint(time: 0.3, value: 0.2)],
            ],
            model: [
                [PlotPoint(time: 0.05, value: 1), PlotPoint(time: 0.05, value: 0.2), PlotPoint(time: 0.25, value: 0.2)]
            ],
            markers: [
                PlotMarker(kind: .merged, time: 0.1, value: 0.9, label: "merged · spring(duration: 0.5, bounce: 0)"),
                PlotMarker(kind: .changedWithoutAnimation, time: 0.25, value: 0.6, label: "jumps to 0.2, no animation"),
            ]),
    ]

    func testHandMadeGolden() async {
        assertGolden(
            ValuePlot.svg(series: Self.handMade, title: "Two values <over> time & more", subtitle: "hand-made"),
            named: "handMade.svg")
    }

    func testRetargetedHeartGolden() async throws {
        let (sim, _) = try AnimationFixtures.retargetedHeart()
        let series = PlotSeries.animations(in: sim.trace, step: 1)
        assertGolden(
            ValuePlot.svg(
                series: series, title: "The heart retargets, the label fades", subtitle: "AnimatedHeart · step 1"),
            named: "retargetedHeart.svg")
    }

    func testStructureOneGroupPolylineAndMarkerPerSeries() async throws {
        let svg = ValuePlot.svg(series: Self.handMade, title: "T")
        XCTAssertTrue(
            svg.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"760\""),
            svg)
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
        XCTAssertEqual(count("<g class=\"series\"", in: svg), 2)
        XCTAssertEqual(count("class=\"presented\"", in: svg), 3, "one polyline per run")
        XCTAssertEqual(count("class=\"model\"", in: svg), 2, "one dashed step line per run with a model")
        XCTAssertEqual(count("stroke-dasharray=\"6 4\"", in: svg), 3, "the model lines and the legend's sample")
        for kind in PlotMarker.Kind.allCases {
            XCTAssertEqual(count("<g class=\"marker \(kind.rawValue)\"", in: svg), 1, kind.rawValue)
            XCTAssertTrue(svg.contains(">\(kind.title)</text>"), "the legend names \(kind.title)")
        }
        XCTAssertTrue(svg.contains("stroke=\"\(ValuePlot.palette[0])\""))
        XCTAssertTrue(svg.contains("stroke=\"\(ValuePlot.palette[1])\""))
        XCTAssertTrue(svg.contains(">time (s)</text>"))
        XCTAssertTrue(
            svg.contains(">trim(to:), opacity</text>"), "two unitless attributes share a panel titled with both")
        XCTAssertEqual(count("<g class=\"panel\"", in: svg), 1)
        XCTAssertTrue(svg.contains(">.opacity #14 opacity</text>"))
        // Every element that opens closes (a cheap well-formedness check).
        XCTAssertEqual(count("<g", in: svg), count("</g>", in: svg))
        XCTAssertEqual(count("<text", in: svg), count("</text>", in: svg))
        // The model step line of the first run: start at 0, jump to 1, step down at 0.2, hold to 0.4.
        let model = try XCTUnwrap(svg.components(separatedBy: "\n").first { $0.contains("class=\"model\"") })
        XCTAssertEqual(count(" H", in: model), 3)
        XCTAssertEqual(count(" V", in: model), 3)
    }

    /// Issue 24: a scale (1–1.5) and a rotation (0–90°) on one axis drew the scale flat.
    func testEachUnitGetsAPanelOfItsOwnWithItsOwnRange() async throws {
        let times = (0...20).map { Double($0) * 0.05 }
        let scale = PlotSeries(
            name: ".scaleEffect #5 scale", attribute: "scale",
            presented: [times.map { PlotPoint(time: $0, value: 1 + 0.5 * $0) }])
        let rotation = PlotSeries(
            name: ".rotationEffect #6 rotation", attribute: "rotation",
            presented: [times.map { PlotPoint(time: $0, value: 90 * $0) }])
        XCTAssertEqual([scale.unit, rotation.unit], [.unitless, .degrees])
        let svg = ValuePlot.svg(series: [scale, rotation], title: "Scale and rotation")
        XCTAssertEqual(count("<g class=\"panel\"", in: svg), 2)
        XCTAssertTrue(svg.contains(">scale</text>") && svg.contains(">rotation (°)</text>"), svg)
        XCTAssertEqual(count(">time (s)</text>", in: svg), 1, "one time axis, under the last panel")
        // Each line spans most of its panel's height: not flat.
        let panels = try panelEdges(svg)
        XCTAssertEqual(panels.count, 2)
        XCTAssertLessThanOrEqual(panels[0].bottom, panels[1].top, "stacked, not overlapping")
        for (index, panel) in panels.enumerated() {
            let ys = try polylineYs(svg, series: index + 1)
            let span = (ys.max() ?? 0) - (ys.min() ?? 0)
            XCTAssertGreaterThan(span, 0.6 * (panel.bottom - panel.top), "series \(index + 1) fills its panel")
            XCTAssertTrue(
                ys.allSatisfy { $0 >= panel.top && $0 <= panel.bottom }, "series \(index + 1) stays in its panel")
        }
    }

    func testUnitsComeFromTheValueTypeOrTheAttributeName() async throws {
        XCTAssertEqual(PlotUnit(attribute: "offset[1]"), .points)
        XCTAssertEqual(PlotUnit(attribute: "trim(to:)"), .unitless)
        XCTAssertEqual(PlotUnit(attribute: "opacity"), .unitless)
        XCTAssertEqual(PlotUnit(attribute: "keyframes[0]"), .other("keyframes"))
        XCTAssertEqual(PlotUnit(attribute: "animatableData"), .other("animatableData"))
        XCTAssertEqual(PlotUnit.of(TraceValue(Angle(degrees: 30)), attribute: "value"), .degrees)
        XCTAssertEqual(PlotUnit.of(TraceValue(Color(red: 1, green: 0, blue: 0)), attribute: "value"), .colour)
        XCTAssertEqual(PlotUnit.of(.number(2), attribute: "cornerRadius"), .points)
    }

    /// Issue 24: a long title was centred past both edges and clipped.
    func testALongTitleWrapsInsideTheImage() async throws {
        let title =
            "lesson12 · step 3: Interruptions: merge, combine, and why .speed breaks merging, and what each tap does to the trim"
        let svg = ValuePlot.svg(
            series: Self.handMade, title: title, subtitle: String(repeating: "a long subtitle ", count: 12))
        let texts = try textElements(svg)
        let titleLines = texts.filter { $0.bold }
        XCTAssertGreaterThan(titleLines.count, 1, "wrapped")
        XCTAssertEqual(titleLines.map(\.text).joined(separator: " "), title, "every word kept")
        for text in texts {
            let width = ValuePlot.textWidth(text.text, size: text.size, bold: text.bold)
            let start = text.anchor == "middle" ? text.x - width / 2 : text.anchor == "end" ? text.x - width : text.x
            if text.rotated { continue }
            XCTAssertGreaterThanOrEqual(start, 0, "\"\(text.text)\" starts inside the image")
            XCTAssertLessThanOrEqual(start + width, Double(ValuePlot.width), "\"\(text.text)\" ends inside the image")
        }
    }

    func testMarkerLabelsAndLegendStayInsideTheImage() async throws {
        let long =
            "started · \\Value.opacity: CubicKeyframe(0.1, duration: 2); \\Value.trim: CubicKeyframe(0, duration: 2); and more"
        let series = (0..<6).map { index in
            PlotSeries(
                name:
                    "KeyframeAnimator<Value, …> #\(index) a long name for a legend of two columns keyframes[\(index)]",
                attribute: "keyframes[\(index)]",
                presented: [[PlotPoint(time: 0, value: 0), PlotPoint(time: 1, value: Double(index))]],
                markers: [
                    PlotMarker(kind: .started, time: 0, value: 0, label: long),
                    PlotMarker(kind: .finished, time: 1, value: Double(index), label: long),
                ])
        }
        let svg = ValuePlot.svg(series: series, title: "Keyframes")
        for text in try textElements(svg) where !text.rotated {
            let width = ValuePlot.textWidth(text.text, size: text.size, bold: text.bold)
            let start = text.anchor == "middle" ? text.x - width / 2 : text.anchor == "end" ? text.x - width : text.x
            XCTAssertGreaterThanOrEqual(start, 0, "\"\(text.text)\"")
            XCTAssertLessThanOrEqual(start + width, Double(ValuePlot.width), "\"\(text.text)\"")
        }
        XCTAssertTrue(
            svg.contains("<title>" + ValuePlot.escape(long) + " at t=0s, value 0</title>"),
            "the whole label in the tooltip")
    }

    func testOneSeriesNamesItsAttributeOnTheAxis() async {
        let svg = ValuePlot.svg(series: [Self.handMade[0]], title: "T")
        XCTAssertTrue(svg.contains(">trim(to:)</text>"), svg)
    }

    func testTitlesAndLabelsAreEscaped() async {
        let svg = ValuePlot.svg(
            series: [PlotSeries(name: "a<b> & \"c\"", presented: [[PlotPoint(time: 0, value: 1)]])], title: "x < y & z")
        XCTAssertTrue(svg.contains("<title>x &lt; y &amp; z</title>"))
        XCTAssertTrue(svg.contains(">a&lt;b&gt; &amp; &quot;c&quot;</text>"))
        XCTAssertFalse(svg.contains("a<b>"))
    }

    /// Issue 23: control characters in a title or a name show as their pictures
    /// (tab and line breaks as a space: SVG text has one line), never raw.
    func testControlCharactersShowAsTheirPictures() async {
        let controls = String(String.UnicodeScalarView((0x00...0x1F).compactMap(Unicode.Scalar.init) + ["\u{7F}"]))
        let svg = ValuePlot.svg(
            series: [PlotSeries(name: "n" + controls, presented: [[PlotPoint(time: 0, value: 1)]])],
            title: "t" + controls)
        XCTAssertFalse(
            svg.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F },
            "no raw control character")
        let shown = "␀␁␂␃␄␅␆␇␈ \u{20}␋␌ ␎␏␐␑␒␓␔␕␖␗␘␙␚␛␜␝␞␟␡"
        XCTAssertTrue(svg.contains("<title>t" + shown + "</title>"), svg)
        XCTAssertTrue(svg.contains(">n" + shown + "</text>"), svg)
        let c1 = ValuePlot.svg(
            series: [PlotSeries(name: "n\u{9B}", presented: [[PlotPoint(time: 0, value: 1)]])], title: "t\u{80}")
        XCTAssertFalse(c1.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "no raw C1 control")
        XCTAssertTrue(c1.contains("<title>t&lt;U+0080&gt;</title>") && c1.contains(">n&lt;U+009B&gt;</text>"), c1)
    }

    func testNothingToPlotSaysSo() async {
        let svg = ValuePlot.svg(series: [], title: "Empty")
        XCTAssertTrue(svg.contains("nothing animated in these frames"))
        XCTAssertFalse(svg.contains("class=\"series\""))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    }

    func testSameSeriesGiveTheSameBytes() async throws {
        let (first, _) = try AnimationFixtures.retargetedHeart()
        let (second, _) = try AnimationFixtures.retargetedHeart()
        XCTAssertEqual(
            ValuePlot.svg(series: PlotSeries.animations(in: first.trace), title: "R"),
            ValuePlot.svg(series: PlotSeries.animations(in: second.trace), title: "R"))
    }

    func testNumbersAreFormattedWithoutLocaleOrNegativeZero() async {
        XCTAssertEqual(PlotScale.format(0.30000000004, decimals: 2), "0.3")
        XCTAssertEqual(PlotScale.format(-0.0001, decimals: 2), "0")
        XCTAssertEqual(PlotScale.format(-1.005, decimals: 1), "-1")
        XCTAssertEqual(PlotScale.format(12.5, decimals: 0), "13")
        XCTAssertEqual(PlotScale.format(0.05, decimals: 2), "0.05")
        XCTAssertEqual(PlotScale.format(1234.5678, decimals: 2), "1234.57")
        XCTAssertEqual(PlotScale.format(.nan, decimals: 2), "0")
    }

    func testTicksAreRoundAndCoverTheRange() async {
        let time = PlotScale(covering: 0.0167, 0.55, target: 8)
        XCTAssertEqual(time.ticks.map(time.label), ["0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6"])
        let unit = PlotScale(covering: 0, 1, target: 6)
        XCTAssertEqual(unit.ticks.map(unit.label), ["0", "0.2", "0.4", "0.6", "0.8", "1"])
        let flat = PlotScale(covering: 2, 2)
        XCTAssertLessThan(flat.lower, 2)
        XCTAssertGreaterThan(flat.upper, 2)
        let quarter = PlotScale(covering: 0, 0.25, target: 10)
        XCTAssertEqual(
            quarter.ticks.map(quarter.label),
            ["0", "0.025", "0.05", "0.075", "0.1", "0.125", "0.15", "0.175", "0.2", "0.225", "0.25"])
        let moment = PlotScale(covering: 1.0333, 1.0333, target: 8, minimumSpan: 0.1)
        XCTAssertEqual(moment.ticks.map(moment.label), ["0.98", "1", "1.02", "1.04", "1.06", "1.08", "1.1"])
        let negative = PlotScale(covering: -3, 7, target: 5)
        XCTAssertEqual(negative.ticks.map(negative.label), ["-4", "-2", "0", "2", "4", "6", "8"])
    }

    private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// The number in `attribute="…"` of `line`.
    private func number(_ attribute: String, in line: String) throws -> Double {
        let start = try XCTUnwrap(line.range(of: " \(attribute)=\""), "\(attribute) in \(line)")
        let rest = line[start.upperBound...]
        return try XCTUnwrap(Double(rest.prefix { $0 != "\"" }), line)
    }

    /// Each panel's top and bottom, from its axis path `M72,top V bottom H…`.
    private func panelEdges(_ svg: String) throws -> [(top: Double, bottom: Double)] {
        try svg.components(separatedBy: "\n").filter { $0.hasPrefix("<path d=\"M72,") }.map { line in
            let parts = line.dropFirst("<path d=\"M72,".count).split(separator: " ")
            return (try XCTUnwrap(Double(parts[0])), try XCTUnwrap(Double(parts[1].dropFirst())))
        }
    }

    /// The y coordinates of series `index`'s presented polylines.
    private func polylineYs(_ svg: String, series index: Int) throws -> [Double] {
        let group = try XCTUnwrap(
            svg.components(separatedBy: "<g class=\"series\" id=\"series\(index)\">").dropFirst().first)
        let lines = group.components(separatedBy: "\n").prefix { $0 != "</g>" }.filter {
            $0.contains("class=\"presented\"")
        }
        return lines.flatMap { line -> [Double] in
            let points = line.components(separatedBy: "points=\"")[1].prefix { $0 != "\"" }
            return points.split(separator: " ").compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }
        }
    }

    /// Every `<text>` of the SVG: its text, x, anchor, size (its own or its group's), weight, and whether it is rotated.
    private func textElements(_ svg: String) throws -> [(
        text: String, x: Double, anchor: String, size: Double, bold: Bool, rotated: Bool
    )] {
        var groupSize = 11.0
        var result: [(text: String, x: Double, anchor: String, size: Double, bold: Bool, rotated: Bool)] = []
        for line in svg.components(separatedBy: "\n") {
            if line.hasPrefix("<g "), line.contains("font-size=") { groupSize = try number("font-size", in: line) }
            guard line.hasPrefix("<text ") else { continue }
            let size = line.contains(" font-size=") ? try number("font-size", in: line) : groupSize
            let anchor =
                line.components(separatedBy: "text-anchor=\"").dropFirst().first.map {
                    String($0.prefix { $0 != "\"" })
                } ?? "start"
            let content = line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
            let text = String(content).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(
                of: "&gt;", with: ">"
            )
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            result.append(
                (
                    text, try number("x", in: line), anchor, size, line.contains("font-weight=\"bold\""),
                    line.contains("rotate(")
                ))
        }
        return result
    }
}
