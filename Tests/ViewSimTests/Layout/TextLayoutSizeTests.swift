// Tests the size a `Text` measures to when its lines are not made: `TextLayout.size(of:…)`
// answers one-line texts from the string's one measurement, and must give what the full
// layout gives for every string, proposal and line limit; and a text measured for several
// proposals in one pass (a stack's flexibility probe) is measured once.
import Observation
import XCTest

@testable import ViewSim

@MainActor
final class TextLayoutSizeTests: XCTestCase {
    private let strings = [
        "", "a", "leaf 12: 345", "a few words that wrap", "two\nparagraphs", "trailing\n", "\n",
        "a-very-long-word-without-any-spaces", "emoji 🎉 inside", "  spaced  out  ",
    ]
    private let widths: [CGFloat?] = [nil, 0, 1, 20, 60, 100.5, 400, .infinity, -5, .nan]
    private let heights: [CGFloat?] = [nil, 0, 10, 30, 1000, .infinity]
    private let limits: [TextLineLimit?] = [
        nil, TextLineLimit(maximum: 1, reserved: 0), TextLineLimit(maximum: 2, reserved: 0),
        TextLineLimit(maximum: 3, reserved: 3), TextLineLimit(maximum: nil, reserved: 2),
        TextLineLimit(maximum: 0, reserved: 0),
    ]

    func testSizeEqualsTheFullLayoutsSize() async {
        var compared = 0
        var fastPaths = 0
        for font in [Font.body.resolved, Font.largeTitle.resolved] {
            for string in strings {
                let measured = TextLayout.Measurement(string: string, font: font)
                for width in widths {
                    for height in heights {
                        for limit in limits {
                            let proposal = ProposedViewSize(width: width, height: height)
                            let full = TextLayout(string: string, font: font, proposal: proposal, lineLimit: limit)
                            let size = TextLayout.size(of: measured, proposal: proposal, lineLimit: limit)
                            XCTAssertEqual(
                                size, full.size,
                                "\(string.debugDescription) in \(proposal), limit \(String(describing: limit))")
                            if full.lines.count == 1 { fastPaths += 1 }
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertEqual(compared, 2 * strings.count * widths.count * heights.count * limits.count)
        // The comparison covers both paths: texts on one line and texts broken or cut.
        XCTAssertGreaterThan(fastPaths, 100)
        XCTAssertGreaterThan(compared - fastPaths, 100)
    }

    func testMeasurementKnowsItsStringAndFont() async {
        let measured = TextLayout.Measurement(string: "leaf 1", font: Font.body.resolved)
        XCTAssertTrue(measured.measures("leaf 1", in: Font.body.resolved))
        XCTAssertFalse(measured.measures("leaf 2", in: Font.body.resolved))
        XCTAssertFalse(measured.measures("leaf 1", in: Font.title.resolved))
        XCTAssertEqual(measured.whole, TextMetrics.measure("leaf 1", font: Font.body.resolved))
        XCTAssertTrue(measured.isOneParagraph)
        XCTAssertFalse(TextLayout.Measurement(string: "a\nb", font: Font.body.resolved).isOneParagraph)
    }

    /// A text whose string changes is laid out as before: its frame follows the new string,
    /// and an unchanged text keeps its frame.
    func testAChangedTextIsMeasuredAgainAndAnUnchangedOneIsNot() async throws {
        let model = TextLayoutModel()
        let sim = Simulation(TextLayoutRoot(model: model))
        let short = try XCTUnwrap(sim.frame(of: "changing"))
        let steady = try XCTUnwrap(sim.frame(of: "steady"))
        sim.perform("lengthen") { model.label = "a much longer label than before" }
        let long = try XCTUnwrap(sim.frame(of: "changing"))
        XCTAssertGreaterThan(long.width, short.width)
        XCTAssertEqual(
            Double(long.width), TextMetrics.measure(model.label, font: Font.body.resolved).width, accuracy: 1e-9)
        XCTAssertEqual(sim.frame(of: "steady")?.size, steady.size)
        sim.perform("same width") { model.label = "a much longer label than befor_" }
        XCTAssertEqual(
            sim.frame(of: "changing").map { Double($0.width) },
            TextMetrics.measure("a much longer label than befor_", font: Font.body.resolved).width)
    }
}

@Observable
private final class TextLayoutModel {
    var label = "short"
}

private struct TextLayoutRoot: View {
    let model: TextLayoutModel
    var body: some View {
        HStack {
            Text(model.label).accessibilityIdentifier("changing")
            Text("steady").accessibilityIdentifier("steady")
        }
    }
}
