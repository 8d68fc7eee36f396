// Text-returning modifiers: `Text("…").font(.title)` is one Text node (no
// `.font` node), its label and attributes show the font and colour, and a
// canvas draws the text with that font and colour.
import Foundation
import XCTest

@testable import ViewSim

private struct Titled: View {
    var body: some View {
        Text("Brew").font(.title).bold().foregroundStyle(.red).accessibilityIdentifier("title")
    }
}

final class TextModifierTests: XCTestCase {
    func testTextModifiersChangeTheTextItself() {
        let text = Text("Hi").font(.title).foregroundColor(.blue)
        XCTAssertEqual(text.font, .title)
        XCTAssertEqual(text.color, .blue)
        XCTAssertEqual(text._label, "Text(\"Hi\").font(title).foregroundStyle(blue)")
        XCTAssertEqual(text._attributes.map(\.name), ["text", "font", "foregroundStyle"])
        XCTAssertEqual(Text("Hi")._attributes.map(\.name), ["text"], "a plain Text shows only its text")
        XCTAssertEqual(Text("Hi").bold().font?.resolved.isBold, true)
        XCTAssertEqual(Text("Hi").fontWeight(.semibold).font?.resolved.isBold, true)
        XCTAssertEqual(Text("Hi").fontWeight(nil), Text("Hi"))
        XCTAssertEqual(Text("Hi").bold(false), Text("Hi"))
        XCTAssertNotEqual(Text("Hi").font(.title), Text("Hi"), "the font is part of the value")
    }

    func testTheGraphHasOneTextNodeAndNoFontNode() throws {
        let sim = makeSimulation(Titled())
        let labels =
            sim.graph.root.map { root -> [String] in
                var result: [String] = []
                var stack = [root]
                while let node = stack.popLast() {
                    result.append(node.label)
                    stack.append(contentsOf: node.children)
                }
                return result
            } ?? []
        XCTAssertFalse(labels.contains { $0.hasPrefix(".font") || $0.hasPrefix(".foregroundStyle") }, "\(labels)")
        XCTAssertTrue(labels.contains("Text(\"Brew\").font(title.bold).foregroundStyle(red)"), "\(labels)")
    }

    func testACanvasDrawsTextInItsOwnFontAndColour() throws {
        let recording = GraphicsContext.Recording(viewID: 1, viewName: "Canvas")
        let context = GraphicsContext(
            recording: recording, size: CGSize(width: 100, height: 100), environment: EnvironmentValues())
        context.draw(Text("12").font(.title).foregroundColor(.red), at: .zero, anchor: .topLeading)
        guard case .text(let run) = try XCTUnwrap(recording.items.first).content else { return XCTFail("a text run") }
        XCTAssertEqual(run.font.size, 28)
        XCTAssertEqual(run.shading, .color(Color.red.rgba))
        let metrics = TextMetrics.measure("12", font: Font.title.resolved)
        XCTAssertEqual(
            Double(run.origin.y), metrics.ascent, accuracy: 1e-9, "top-leading anchor: the baseline is one ascent down")
    }
}
