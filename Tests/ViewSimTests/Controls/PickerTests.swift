// Tests Picker: options from `.tag(_:)`s and from a ForEach's ids, each style's
// drawing (segmented segments, the menu's selected title, inline checkmark),
// `sim.select(_:in:)` by title or tag as a traced cause, and the errors for an
// unknown option and a wrong name.
import ViewSim
import XCTest

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate
    var id: Self { self }
}

private struct Ranges: View {
    @State private var range = "Day"
    @State private var flavor = Flavor.vanilla
    var body: some View {
        VStack {
            Picker("Range", selection: $range) {
                ForEach(["Day", "Week", "Month"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("range")
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
            }
            .accessibilityIdentifier("flavor")
        }
    }
}

private struct Inline: View {
    @State private var size = 1
    var body: some View {
        Picker("Size", selection: $size) {
            Text("Small").tag(0)
            Text("Medium").tag(1)
        }
        .pickerStyle(.inline)
    }
}

@MainActor
final class PickerTests: XCTestCase {
    func testSegmentedDrawsOneSegmentPerOptionWithTheSelectedOneWhite() async throws {
        let sim = Simulation(Ranges())
        let list = sim.displayList().description
        // Three equal segments in the 2 pt inset of the full width: (393 − 4) / 3 wide.
        XCTAssertTrue(list.contains("RoundedRectangle fill rgba(1, 1, 1, 1) in (2, "), list)
        XCTAssertTrue(list.contains(", 129.6667, 28)"), list)
        for title in ["Day", "Week", "Month"] {
            XCTAssertTrue(list.contains("Text \"\(title)\" DejaVu Sans 13"), title)
        }
        let size = try XCTUnwrap(sim.frame(of: "range")?.size)
        XCTAssertEqual(size.width, 393, accuracy: 1e-9)
        XCTAssertEqual(size.height, 32)
        // The menu style shows the selected title in the accent colour.
        XCTAssertTrue(list.contains("Text \"Vanilla\" DejaVu Sans 17 rgba(0, 0.478, 1, 1)"), list)
        XCTAssertFalse(list.contains("Text \"Chocolate\""), list)
        XCTAssertEqual(sim.attribute("selection", of: "range"), .string("Day"))
        XCTAssertEqual(sim.attribute("style", of: "range"), .symbol("segmented"))
    }

    func testSelectByTitleOrTagIsATracedCause() async throws {
        let sim = Simulation(Ranges())
        try sim.select("Week", in: "range")
        let lines = traceLines(sim)
        let select = try XCTUnwrap(lines.firstIndex(of: "▶ select \"Week\" in \"range\""))
        XCTAssertTrue(lines[select + 1].hasPrefix("▷ PickerControl #"), lines[select + 1])
        XCTAssertEqual(lines[select + 2], "✎ Ranges._range: \"Day\" → \"Week\" · Ranges #1")
        XCTAssertTrue(sim.displayList().description.contains("RoundedRectangle fill rgba(1, 1, 1, 1) in (131.6667, "))
        try sim.select("Chocolate", in: "flavor")
        XCTAssertTrue(sim.displayList().description.contains("Text \"Chocolate\""))
        try sim.select(".vanilla", in: "flavor")  // by the tag, as the trace prints it
        XCTAssertTrue(sim.displayList().description.contains("Text \"Vanilla\""))
    }

    func testInlineListsTheOptionsWithACheckmarkOnTheSelection() async throws {
        let sim = Simulation(Inline())
        let list = sim.displayList().description
        XCTAssertTrue(list.contains("Text \"Small\""), list)
        XCTAssertTrue(list.contains("Text \"Medium\""), list)
        XCTAssertEqual(list.components(separatedBy: "Image").count - 1, 1, "one checkmark: \(list)")
        try sim.select("Small", in: "Size")
        XCTAssertTrue(sim.trace.text().contains("✎ Inline._size: 1 → 0"))
    }

    func testUnknownOptionsAndPickersAreRefusedWithWhatThereIs() async throws {
        let sim = Simulation(Ranges())
        XCTAssertThrowsError(try sim.select("Year", in: "range")) { error in
            XCTAssertEqual(
                "\(error)", "The picker \"range\" has no option \"Year\"; options: \"Day\", \"Week\", \"Month\".")
        }
        XCTAssertThrowsError(try sim.select("Day", in: "period")) { error in
            XCTAssertEqual("\(error)", "No picker is named \"period\"; pickers: \"range\", \"flavor\".")
        }
    }
}
