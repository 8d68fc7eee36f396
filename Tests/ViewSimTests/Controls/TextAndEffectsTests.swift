// Tests the display modifiers of issue 26: `.lineLimit` (truncation with "…",
// reserved lines), `.multilineTextAlignment`, `.shadow` (a copy of each item,
// offset, before it), `.hidden`, `.zIndex`, `.border`, `.cornerRadius`,
// `padding(EdgeInsets)`, `resizable(capInsets:)` and the UIKit system colours.
import Foundation
import ViewSim
import XCTest

private let long = "Lonesome Ridge Trail winds along the canyon rim"

private struct Limited: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("One").accessibilityIdentifier("one")
            Text(long).lineLimit(1).frame(width: 120).accessibilityIdentifier("limited")
            Text("a").lineLimit(3, reservesSpace: true).accessibilityIdentifier("reserved")
            Text(long).frame(width: 120).accessibilityIdentifier("free")
        }
    }
}

private struct Centred: View {
    var body: some View {
        Text("Lonesome Ridge Trail wide").multilineTextAlignment(.center).frame(width: 130)
    }
}

private struct Effects: View {
    var body: some View {
        VStack {
            Color.red.frame(width: 50, height: 50).shadow(color: .black, radius: 4, x: 2, y: 3)
            Text("gone").hidden().accessibilityIdentifier("hidden")
            ZStack {
                Color.orange.zIndex(1)
                Color.blue
            }
            .frame(width: 20, height: 20)
            Text("Hi").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).accessibilityIdentifier("insets")
            Text("Hi").accessibilityIdentifier("bare")
            Text("Tag").border(Color.gray, width: 2).cornerRadius(4)
            Image("bubble").resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                .frame(width: 40, height: 40).accessibilityIdentifier("bubble")
        }
    }
}

@MainActor
final class TextAndEffectsTests: XCTestCase {
    func testALineLimitTruncatesWithAnEllipsisAndReservesSpace() async throws {
        let sim = Simulation(Limited())
        let line = try XCTUnwrap(sim.frame(of: "one")).height
        XCTAssertEqual(try XCTUnwrap(sim.frame(of: "limited")).height, line, accuracy: 1e-9)
        XCTAssertGreaterThan(try XCTUnwrap(sim.frame(of: "free")).height, 2 * line - 1e-9, "wraps without a limit")
        XCTAssertEqual(try XCTUnwrap(sim.frame(of: "reserved")).height, 3 * line, accuracy: 1e-9)
        let runs = sim.displayList().items.compactMap { item -> String? in
            if case .text(let run) = item.content, item.viewName == "limited" || run.string.hasSuffix("…") {
                return run.string
            }
            return nil
        }
        XCTAssertEqual(runs.count, 1, "\(runs)")
        XCTAssertTrue(runs.first?.hasSuffix("…") ?? false, "\(runs)")
        XCTAssertTrue(long.hasPrefix(String(runs.first?.dropLast() ?? "")), "\(runs)")
    }

    func testMultilineTextAlignmentCentresEachLineInTheTextsFrame() async throws {
        let list = Simulation(Centred()).displayList()
        let lines = list.items.compactMap { item -> (x: Double, width: Double)? in
            guard case .text(let run) = item.content else { return nil }
            let width = TextMetrics.measure(run.string, font: run.font).width
            return (Double(run.origin.x), width)
        }
        XCTAssertGreaterThan(lines.count, 1, list.description)
        let widest = lines.map(\.width).max() ?? 0
        for line in lines { XCTAssertEqual(line.x, (widest - line.width) / 2, accuracy: 1e-6, list.description) }
    }

    func testAShadowDrawsAnOffsetCopyBeforeTheItem() async throws {
        let list = Simulation(Effects()).displayList()
        let shadow = try XCTUnwrap(list.items.first { $0.viewName.hasSuffix(".shadow") }, list.description)
        let index = try XCTUnwrap(list.items.firstIndex { $0.viewName.hasSuffix(".shadow") })
        let item = list.items[index + 1]
        guard case .fill(_, .color(let black), _) = shadow.content, case .fill(_, .color(let red), _) = item.content
        else { return XCTFail(list.description) }
        XCTAssertEqual(black, Color.black.rgba)
        XCTAssertEqual(red, Color.red.rgba)
        XCTAssertEqual(shadow.transform.tx - item.transform.tx, 2, accuracy: 1e-9)
        XCTAssertEqual(shadow.transform.ty - item.transform.ty, 3, accuracy: 1e-9)
    }

    func testHiddenKeepsItsPlaceAndZIndexOrdersTheStack() async throws {
        let sim = Simulation(Effects())
        let list = sim.displayList()
        XCTAssertNotNil(sim.frame(of: "hidden"))
        XCTAssertGreaterThan(try XCTUnwrap(sim.frame(of: "hidden")).height, 0)
        XCTAssertFalse(
            list.items.contains { if case .text(let run) = $0.content { run.string == "gone" } else { false } })
        let stacked = list.items.compactMap { item -> DisplayList.RGBA? in
            guard case .fill(_, .color(let color), _) = item.content,
                color == Color.orange.rgba || color == Color.blue.rgba
            else { return nil }
            return color
        }
        XCTAssertEqual(stacked, [Color.blue.rgba, Color.orange.rgba], "the higher zIndex is drawn in front")
    }

    func testEdgeInsetsBorderCornerRadiusAndCapInsets() async throws {
        let sim = Simulation(Effects())
        let bare = try XCTUnwrap(sim.frame(of: "bare"))
        let insets = try XCTUnwrap(sim.frame(of: "insets"))
        XCTAssertEqual(insets.width, bare.width + 6, accuracy: 1e-9)
        XCTAssertEqual(insets.height, bare.height + 4, accuracy: 1e-9)
        let list = sim.displayList()
        let border = list.items.compactMap { item -> StrokeStyle? in
            if case .stroke(_, .color(let gray), let style) = item.content, gray == Color.gray.rgba { return style }
            return nil
        }
        XCTAssertEqual(border.map(\.lineWidth), [2])
        let tag = list.items.first { if case .text(let run) = $0.content { run.string == "Tag" } else { false } }
        XCTAssertEqual(tag?.clips.count, 1, "cornerRadius clips to a rounded rectangle")
        XCTAssertEqual(sim.attribute("capInsets", of: "bubble")?.stringValue, "8, 8, 8, 8")
    }

    func testSystemColoursHaveTheirLightAppearance() async {
        XCTAssertEqual(Color(.systemBackground), Color.white)
        XCTAssertEqual(Color(uiColor: .label), Color.black)
        XCTAssertEqual(Color(uiColor: .secondaryLabel).opacity, 0.6)
        XCTAssertEqual(Color(.systemGroupedBackground).red, 0.949)
        XCTAssertEqual(Color(UIColor(red: 2, green: .nan, blue: 0.5, alpha: 1)).red, 1, "components are clamped")
        XCTAssertEqual("\(Color(.systemBlue))", "systemBlue")
    }
}
