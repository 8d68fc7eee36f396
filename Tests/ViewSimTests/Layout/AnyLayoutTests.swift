// Tests `AnyLayout` and the built-in layouts: `HStackLayout`/`VStackLayout`/`ZStackLayout`
// lay out exactly as `HStack`/`VStack`/`ZStack`, and switching the layout an `AnyLayout`
// holds keeps its subviews' identity and state. Apple: "AnyLayout" ("changing the type of
// layout … without destroying the state of the subviews"); the stacks' rules as in
// LayoutTests.swift.
import Observation
import ViewSim
import XCTest

@Observable
private final class Mode {
    var wide = true
}

private struct Tally: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }.frame(width: 40, height: 40)
    }
}

private struct Switcher: View {
    let mode: Mode
    var body: some View {
        let layout = mode.wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        layout {
            Tally().accessibilityIdentifier("tally")
            Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("square")
        }
    }
}

/// Lays out by delegating to `HStackLayout`, as a custom layout may.
private struct Delegating: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var inner: Void = ()
        return HStackLayout(alignment: .top).sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var inner: Void = ()
        HStackLayout(alignment: .top).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
    }
}

@MainActor
final class AnyLayoutTests: XCTestCase {
    private func frames(_ sim: Simulation, _ names: [String]) -> [CGRect?] { names.map { sim.frame(of: $0) } }

    func testStackLayoutsLayOutAsTheirStacks() async throws {
        @ViewBuilder func content() -> some View {
            Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
            Text("Hello").accessibilityIdentifier("b")
            Spacer().accessibilityIdentifier("c")
        }
        let names = ["a", "b", "c"]
        XCTAssertEqual(
            frames(Simulation(HStackLayout(alignment: .top, spacing: 3) { content() }), names),
            frames(Simulation(HStack(alignment: .top, spacing: 3) { content() }), names))
        XCTAssertEqual(
            frames(Simulation(VStackLayout(alignment: .leading) { content() }), names),
            frames(Simulation(VStack(alignment: .leading) { content() }), names))
        XCTAssertEqual(
            frames(Simulation(ZStackLayout(alignment: .bottomTrailing) { content() }), names),
            frames(Simulation(ZStack(alignment: .bottomTrailing) { content() }), names))
        XCTAssertEqual(
            frames(Simulation(AnyLayout(VStackLayout(spacing: 1)) { content() }), names),
            frames(Simulation(VStack(spacing: 1) { content() }), names))
        // A custom layout is no stack (its `layoutProperties` say none), so no Spacer here.
        let twoNames = ["a", "b"]
        XCTAssertEqual(
            frames(
                Simulation(
                    Delegating {
                        Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
                        Text("Hi").accessibilityIdentifier("b")
                    }), twoNames),
            frames(
                Simulation(
                    HStack(alignment: .top) {
                        Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
                        Text("Hi").accessibilityIdentifier("b")
                    }), twoNames),
            "a layout calling HStackLayout's methods")
    }

    /// Row (80 × 40 centred: x 156.5) → column (40 × 80 centred: y 386); the tally's count survives.
    func testSwitchingTheLayoutKeepsTheSubviewsState() async throws {
        let mode = Mode()
        let sim = Simulation(Switcher(mode: mode))
        XCTAssertEqual(sim.frame(of: "tally"), CGRect(x: 156.5, y: 406, width: 40, height: 40))
        XCTAssertEqual(sim.frame(of: "square"), CGRect(x: 196.5, y: 406, width: 40, height: 40))
        try sim.tap("Count 0")
        XCTAssertEqual(sim.text(of: "tally"), "Count 1")
        mode.wide = false
        try sim.advanceFrames(1)
        XCTAssertEqual(sim.frame(of: "tally"), CGRect(x: 176.5, y: 386, width: 40, height: 40))
        XCTAssertEqual(sim.frame(of: "square"), CGRect(x: 176.5, y: 426, width: 40, height: 40))
        XCTAssertEqual(sim.text(of: "tally"), "Count 1", "the @State survived the switch")
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("HStackLayout") && text.contains("VStackLayout"), text)
        XCTAssertEqual(sim.evaluationCount(of: "Tally"), 2, "no new Tally: its body ran for the tap only")
    }
}
