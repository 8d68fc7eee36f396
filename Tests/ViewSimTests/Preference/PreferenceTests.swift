// Tests preferences: values flow up after layout, combined with `reduce` in view-tree
// order; `onPreferenceChange` runs its action for the first value and for each change;
// `overlayPreferenceValue` reads anchors in its own coordinates; `onGeometryChange` sees
// the view's size; a preference that feeds its own size is named as a loop once, with
// SwiftUI's message, and across frames as a value that never settles.
import ViewSim
import XCTest

private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Rows report their heights; the list shows the tallest. Settles in one extra round.
private struct TallestRow: View {
    @State private var tallest: CGFloat = 0
    var body: some View {
        VStack {
            Text("tallest \(Int(tallest))").accessibilityIdentifier("label")
            VStack {
                Color.red.frame(height: 20).preference(key: HeightKey.self, value: 20)
                Color.green.frame(height: 44).preference(key: HeightKey.self, value: 44)
                Color.blue.frame(height: 30).preference(key: HeightKey.self, value: 30)
            }
            .onPreferenceChange(HeightKey.self) { tallest = $0 }
        }
    }
}

/// Names in tree order, one replaced by an outer `.preference`, one transformed.
private struct Names: View {
    @State private var names: [String] = []
    var body: some View {
        VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            VStack {
                Text("b").preference(key: NamesKey.self, value: ["b"])
                Text("c").preference(key: NamesKey.self, value: ["c"])
            }
            .preference(key: NamesKey.self, value: ["bc"])
            Text("d").preference(key: NamesKey.self, value: ["d"]).transformPreference(NamesKey.self) { $0.append("e") }
        }
        .onPreferenceChange(NamesKey.self) { names = $0 }
        .accessibilityIdentifier("names")
    }
}

/// The classic loop: a row measures its own height with a GeometryReader in its background and
/// the parent feeds that height back into the row's padding, so it grows every time.
private struct GrowingRow: View {
    @State private var extra: CGFloat = 0
    var body: some View {
        Text("row")
            .padding(.vertical, extra)
            .background(
                GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) }
            )
            .onPreferenceChange(HeightKey.self) { extra = $0 }
            .accessibilityIdentifier("row")
    }
}

/// An underline drawn from the title's bounds anchor, in the overlay's coordinates.
private struct Underlined: View {
    var body: some View {
        VStack {
            Text("Title").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            Color.gray.frame(height: 100)
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Color.black.frame(width: proxy[anchor].width, height: 1)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
                        .accessibilityIdentifier("underline")
                }
            }
        }
    }
}

private struct Measured: View {
    @State private var height: CGFloat = 0
    var body: some View {
        VStack {
            Text("height \(Int(height))").accessibilityIdentifier("label")
            Color.red.frame(height: 64).onGeometryChange(for: CGFloat.self) {
                $0.size.height
            } action: {
                height = $0
            }
        }
    }
}

/// A measured view in a `ViewThatFits` whose reader settles (`extra = min(height, 40)`): its
/// first value (80) makes it 120 tall, too tall for the 100 points offered, so the `Text` is shown
/// instead and the reader, no longer laid out, is not read again (fuzz seed 32 case 2838).
private struct ClampedCandidate: View {
    @State private var extra: CGFloat = 0
    var body: some View {
        ViewThatFits(in: .vertical) {
            Color.blue.frame(width: 20, height: 80).padding(.top, extra)
                .onGeometryChange(for: CGFloat.self) {
                    $0.size.height
                } action: {
                    extra = min($0, 40)
                }
                .accessibilityIdentifier("measured")
            Text("extra \(Int(extra))").accessibilityIdentifier("fallback")
        }
        .frame(height: 100)
    }
}

/// A preference whose value a tap changes, with nothing else in layout moving.
private struct Counted: View {
    @State private var count = 1
    @State private var seen = 0
    var body: some View {
        VStack {
            Text("seen \(seen)").accessibilityIdentifier("seen")
            Text("tap").onTapGesture { count += 1 }.accessibilityIdentifier("tap")
                .preference(key: NamesKey.self, value: ["\(count)"])
        }
        .onPreferenceChange(NamesKey.self) { seen = Int($0.first ?? "") ?? -1 }
    }
}

@MainActor
final class PreferenceTests: XCTestCase {
    func testANewValueOfAPreferenceModifierIsReadAgain() async throws {
        let sim = Simulation(Counted())
        XCTAssertEqual(sim.text(of: "seen"), "seen 1")
        try sim.tap("tap")
        XCTAssertEqual(sim.text(of: "seen"), "seen 2", "the modifier's new value reaches the reader")
    }

    func testOnPreferenceChangeReadsTheCombinedValueAfterLayoutAndSettles() async throws {
        let sim = Simulation(TallestRow())
        XCTAssertEqual(sim.text(of: "label"), "tallest 44")
        let text = sim.trace.text()
        XCTAssertTrue(
            text.contains("reads HeightKey: 44 (its first value) (set by .preference #"),
            "the change names its sources:\n\(text)")
        XCTAssertTrue(text.contains("combined with HeightKey.reduce in view-tree order"), text)
        XCTAssertTrue(text.contains("onPreferenceChange(HeightKey)"), "the action runs, named as SwiftUI names it")
        XCTAssertTrue(
            sim.trace.diagnostics().isEmpty, "a measurement that settles is no loop: \(sim.trace.diagnostics())")
        try sim.runUntilIdle()
    }

    func testValuesCombineInViewTreeOrderAndAnOuterPreferenceReplacesItsContents() async throws {
        let sim = Simulation(Names())
        let text = sim.trace.text()
        XCTAssertTrue(text.contains(#"reads NamesKey: ["a", "bc", "d", "e"]"#), text)
    }

    func testAPreferenceThatFeedsItsOwnSizeIsNamedOnceWithSwiftUIsMessageAndItsCycle() async throws {
        let sim = Simulation(GrowingRow())
        let loops = sim.trace.diagnostics().filter { $0.kind == .preferenceLoop }
        XCTAssertEqual(loops.count, 1, "\(sim.trace.diagnostics())")
        XCTAssertEqual(loops.first?.message, "Bound preference HeightKey tried to update multiple times per frame.")
        XCTAssertFalse(loops.first?.cycle.isEmpty ?? true, "the cycle is named hop by hop")
        let hops = loops.first?.cycle.map(\.description).joined(separator: " → ") ?? ""
        XCTAssertTrue(hops.contains("onPreferenceChange(HeightKey)"), hops)
        XCTAssertTrue(hops.contains("GeometryReader"), "the hops go through the reader that measures: \(hops)")
        // Across frames it never settles: runUntilIdle stops and says why, and the loop is named once.
        XCTAssertThrowsError(try sim.runUntilIdle()) { error in
            XCTAssertTrue("\(error)".contains("never settles"), "\(error)")
        }
        let endless = sim.trace.diagnostics().filter { $0.kind == .neverSettles }
        XCTAssertEqual(endless.count, 1)
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .preferenceLoop }.count, 1, "once per loop")
    }

    func testAnOverlayReadsAnAnchorInItsOwnCoordinates() async throws {
        let sim = Simulation(Underlined())
        let title = try XCTUnwrap(sim.frame(of: "underline"))
        XCTAssertGreaterThan(title.width, 20)
        XCTAssertEqual(title.height, 1)
    }

    func testAReaderInACandidateViewThatFitsNoLongerShowsIsNotReadAndSettles() async throws {
        // Before the fix the hidden candidate was read with a zero size: extra 40 → 0 → 40, named
        // as a loop ("Geometry action tried to update multiple times per frame.").
        let sim = Simulation(ClampedCandidate())
        XCTAssertEqual(
            sim.trace.diagnostics().filter { [.preferenceLoop, .neverSettles].contains($0.kind) }.count, 0,
            "a reader that settles is no loop: \(sim.trace.diagnostics())")
        XCTAssertEqual(sim.text(of: "fallback"), "extra 40", "the reader ran once, with its first value")
        XCTAssertFalse(
            sim.trace.text().contains("CGFloat: 80 → 0"),
            "the hidden candidate's zero size is never read:\n\(sim.trace.text())")
        try sim.runUntilIdle()
    }

    func testOnGeometryChangeFiresForTheFirstValue() async throws {
        let sim = Simulation(Measured())
        XCTAssertEqual(sim.text(of: "label"), "height 64")
        XCTAssertTrue(
            sim.trace.text().contains("reads its geometry as CGFloat: 64 (its first value)"), sim.trace.text())
    }
}
