// Canvas symbols: views tagged in `symbols:` resolve with
// `resolveSymbol(id:)` and draw where the renderer says, as seed 004's
// particles draw the modifier's content (a tinted heart) many times.
import Foundation
import XCTest

@testable import ViewSim

private struct Symbols: View {
    var body: some View {
        Canvas { context, _ in
            if let heart = context.resolveSymbol(id: 0) { context.draw(heart, at: CGPoint(x: 50, y: 50)) }
            if let letter = context.resolveSymbol(id: "a") { context.draw(letter, at: .zero, anchor: .topLeading) }
            if context.resolveSymbol(id: 99) != nil {
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
            }
        } symbols: {
            Image(systemName: "heart.fill").foregroundStyle(.red).tag(0)
            Text("A").font(.title).tag("a")
        }
    }
}

/// Seed 004's shape: a modifier draws its content as particles in a canvas behind it.
private struct Particles: ViewModifier {
    func body(content: Content) -> some View {
        content.background(
            Canvas { context, _ in
                guard let particle = context.resolveSymbol(id: 0) else { return }
                for index in 0..<5 {
                    var copy = context
                    copy.opacity = 1 - Double(index) / 5
                    copy.draw(particle, at: CGPoint(x: Double(index) * 10, y: 0))
                }
            } symbols: {
                content.tag(0)
            }
        )
    }
}

private struct Heart: View {
    var body: some View {
        Image(systemName: "heart.fill").foregroundStyle(.red).frame(width: 40, height: 30).modifier(Particles())
    }
}

final class CanvasSymbolTests: XCTestCase {
    private func canvasItems(_ sim: Simulation) throws -> [DisplayList.Item] {
        var stack = [try XCTUnwrap(sim.graph.root)]
        while let node = stack.popLast() {
            if node.view is any AnyCanvas { return node.canvasDisplayItems }
            stack.append(contentsOf: node.children)
        }
        XCTFail("no canvas")
        return []
    }

    func testTaggedSymbolsResolveAndDrawWhereTheRendererSays() throws {
        let items = try canvasItems(makeSimulation(Symbols()))
        XCTAssertEqual(items.count, 2, "the heart and the letter; id 99 is not a symbol")
        guard case .image(let heart) = items[0].content else { return XCTFail("an image") }
        XCTAssertEqual(heart.name, "heart.fill")
        XCTAssertEqual(
            heart.rect, CGRect(x: 50 - 8.5, y: 50 - 8.5, width: 17, height: 17), "body-font sized, centred on (50, 50)")
        XCTAssertEqual(heart.shading, .color(Color.red.rgba))
        guard case .text(let letter) = items[1].content else { return XCTFail("a text") }
        XCTAssertEqual(letter.string, "A")
        XCTAssertEqual(letter.font, Font.title.resolved)
        XCTAssertEqual(
            Double(letter.origin.y), TextMetrics.measure("A", font: Font.title.resolved).ascent, accuracy: 1e-9)
    }

    func testAModifiersContentTaggedAsASymbolIsTheViewItWraps() throws {
        let items = try canvasItems(makeSimulation(Heart()))
        XCTAssertEqual(items.count, 5)
        for (item, expected) in zip(items, [1, 0.8, 0.6, 0.4, 0.2]) {
            XCTAssertEqual(item.opacity, expected, accuracy: 1e-12)
        }
        guard case .image(let first) = items[0].content, case .image(let last) = items[4].content else {
            return XCTFail("images")
        }
        XCTAssertEqual(first.name, "heart.fill")
        XCTAssertEqual(first.shading, .color(Color.red.rgba))
        XCTAssertEqual(first.rect, CGRect(x: -20, y: -15, width: 40, height: 30), "the frame sizes the symbol")
        XCTAssertEqual(last.rect.midX, 40)
    }

    func testTagsAreShownOnTheirNodes() {
        XCTAssertEqual(_TagModifier(tag: AnyHashable(3))._label, ".tag(3)")
        XCTAssertEqual(Text("x").tag("a").modifier.tag, AnyHashable("a"))
    }
}
