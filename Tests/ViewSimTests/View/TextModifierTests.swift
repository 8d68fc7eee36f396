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

    func testATextFitsAnExistentialsInlineBufferAndStillShowsItsFields() {
        // Three words: a body that returns a Text hands it to the graph as `any View`
        // without a heap box (the font and colour share one reference).
        XCTAssertLessThanOrEqual(MemoryLayout<Text>.size, 3 * MemoryLayout<Int>.size)
        let styled = Text("Hi").font(.title).foregroundColor(.blue)
        XCTAssertEqual(styled, Text("Hi").font(.title).foregroundColor(.blue), "equal styling, separately made")
        XCTAssertNotEqual(styled, Text("Hi").font(.title))
        XCTAssertEqual(Text("Hi").font(.title).font(nil), Text("Hi"), "no styling left is a plain Text")
        // Copies do not share a change.
        let copy = styled
        XCTAssertEqual(copy.foregroundColor(.red).color, .red)
        XCTAssertEqual(styled.color, .blue)
        // Reflection shows the string, font and colour, not the box.
        XCTAssertEqual(Mirror(reflecting: styled).children.map(\.label), ["content", "font", "color"])
    }

    @MainActor func testAViewHoldingATextNamesTheFieldThatChanged() async {
        struct Label: View {
            let title: Text
            var body: some View { title }
        }
        let comparison = ValueComparison.compareViews(
            Label(title: Text("Hi")), Label(title: Text("Hi").font(.title)))
        // A Text is shown whole (its label, with the font), as before its styling was boxed.
        XCTAssertEqual(comparison.fieldChanges.map(\.path), ["title"])
        XCTAssertEqual(comparison.fieldChanges.map { "\($0.new)" }, ["Text(content: \"Hi\", font: title, color: nil)"])
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
