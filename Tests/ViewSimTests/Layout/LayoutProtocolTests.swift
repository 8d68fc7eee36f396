// Tests the `Layout` protocol: a custom layout sizes itself and places its subviews
// (lists flattened into subviews, as in a stack), its cache is made once and
// updated when the subviews change, subviews carry layout values and priorities, and
// bad answers — NaN or infinite sizes, a subview never placed, a layout that measures
// without end — give a diagnostic and a finite layout. Apple: "Layout",
// "placeSubviews(in:proposal:subviews:cache:)" and "LayoutSubview.place(at:anchor:proposal:)":
// "If you don't call this method for a subview, the subview appears at the center of its
// layout container and uses the layout container's size proposal."
import Observation
import ViewSim
import XCTest

/// Subviews top to bottom, leading-aligned, 2 points apart, each at its ideal size.
private struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let height = sizes.reduce(0) { $0 + $1.height } + CGFloat(max(0, sizes.count - 1)) * 2
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height + 2
        }
    }
}

private final class Calls: @unchecked Sendable {
    var make = 0
    var update = 0
}

/// A layout whose cache counts how it was made and updated.
private struct Counting: Layout {
    let calls: Calls
    func makeCache(subviews: Subviews) -> Int {
        calls.make += 1
        return subviews.count
    }
    func updateCache(_ cache: inout Int, subviews: Subviews) {
        calls.update += 1
        cache = subviews.count
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: 10, height: 10 * CGFloat(cache))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 10 * CGFloat(index)), proposal: .unspecified)
        }
    }
}

@Observable
private final class Model {
    var count = 1
}

private struct Counted: View {
    let model: Model
    let calls: Calls
    var body: some View {
        Counting(calls: calls) {
            ForEach(0..<model.count, id: \.self) {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("r\($0)")
            }
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

/// Places each subview at x = 10 × its rank, y = 10 × its priority.
private struct ByRank: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let point = CGPoint(x: bounds.minX + 10 * subview[Rank.self], y: bounds.minY + 10 * subview.priority)
            subview.place(at: point, proposal: .unspecified)
        }
    }
}

/// Answers NaN wide and infinitely high, whatever the proposal.
private struct BadSize: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: .infinity)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified) }
    }
}

/// 100 × 100, placing only its first subview, at the top leading corner.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

/// Measures its subviews 20,000 times per call.
private struct Restless: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for index in 0..<20_000 {
            size = subviews[index % subviews.count].sizeThatFits(ProposedViewSize(width: CGFloat(index), height: nil))
        }
        return size
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// One subview at its ideal size, with an explicit leading guide 15 points in.
private struct Indented: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guide == .leading ? bounds.minX + 15 : nil
    }
}

@MainActor
final class LayoutProtocolTests: XCTestCase {
    private func invalid(_ sim: Simulation) -> [Diagnostic] {
        sim.trace.diagnostics().filter { $0.kind == .invalidLayout }
    }

    /// The layout's own rule: 50 wide (the widest), 10 + 2 + 20 + 2 + 20 = 54 high, centred on the
    /// 393 × 852 screen; a `ForEach` in the content gives one subview per element.
    func testACustomLayoutSizesAndPlacesItsSubviews() async throws {
        let sim = Simulation(
            Column {
                Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
                ForEach(0..<2, id: \.self) { Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("b\($0)") }
            })
        XCTAssertEqual(sim.frame(of: "a"), CGRect(x: 171.5, y: 399, width: 30, height: 10))
        XCTAssertEqual(sim.frame(of: "b0"), CGRect(x: 171.5, y: 411, width: 50, height: 20))
        XCTAssertEqual(sim.frame(of: "b1"), CGRect(x: 171.5, y: 433, width: 50, height: 20))
        XCTAssertEqual(invalid(sim).count, 0)
        let list = sim.displayList().description
        XCTAssertTrue(list.contains("171.5"), list)
    }

    /// Apple: `makeCache` creates the cache; `updateCache` runs "when the layout or its subviews
    /// change". Made once however often the layout is measured; a new subview updates it.
    func testTheCacheIsMadeOnceAndUpdatedWhenTheSubviewsChange() async throws {
        let calls = Calls()
        let model = Model()
        let sim = Simulation(Counted(model: model, calls: calls))
        XCTAssertEqual(calls.make, 1)
        XCTAssertEqual(calls.update, 0)
        model.count = 3
        try sim.advanceFrames(1)
        XCTAssertEqual(calls.make, 1, "the cache is kept on the node")
        XCTAssertEqual(calls.update, 1)
        XCTAssertEqual(sim.frame(of: "r2")?.minY, (852 - 30) / 2 + 20, "the updated cache gives 3 × 10 high")
    }

    /// `subview[Key.self]` reads `.layoutValue(key:value:)` (the key's default elsewhere), and
    /// `subview.priority` reads `.layoutPriority(_:)` (0 by default).
    func testSubviewsCarryLayoutValuesAndPriorities() async throws {
        let sim = Simulation(
            ByRank {
                Color.red.frame(width: 5, height: 5).layoutValue(key: Rank.self, value: 3).accessibilityIdentifier("a")
                Color.red.frame(width: 5, height: 5).layoutPriority(2).accessibilityIdentifier("b")
            }
            .accessibilityIdentifier("box"))
        let box = try XCTUnwrap(sim.frame(of: "box"))
        XCTAssertEqual(sim.frame(of: "a")?.origin, CGPoint(x: box.minX + 30, y: box.minY))
        XCTAssertEqual(sim.frame(of: "b")?.origin, CGPoint(x: box.minX, y: box.minY + 20))
    }

    /// NaN and ∞ for a finite proposal: reported, naming the layout; the proposal's finite
    /// dimension is used instead (the root is proposed the 393 × 852 screen). A NaN position is 0.
    func testNonFiniteSizesAndPositionsAreReportedAndMadeFinite() async throws {
        let sim = Simulation(
            BadSize { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c") }
                .accessibilityIdentifier("bad"))
        XCTAssertEqual(sim.frame(of: "bad"), CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(sim.frame(of: "c"), CGRect(x: 0, y: 0, width: 10, height: 10))
        let messages = invalid(sim).map(\.message)
        XCTAssertEqual(messages.count, 2, messages.joined(separator: "\n"))
        XCTAssertTrue(
            messages[0].contains("BadSize") && messages[0].contains("BadSize #")
                && messages[0].contains("width of nan"), messages[0])
        XCTAssertTrue(messages.contains { $0.contains("placed subview 1 at (nan, 0)") }, messages.joined())
    }

    /// A subview `placeSubviews` never placed: at the container's centre, sized for the
    /// container's proposal (Apple's rule), with a diagnostic naming it.
    func testAnUnplacedSubviewIsCentredWithADiagnostic() async throws {
        let sim = Simulation(
            FirstOnly {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("first")
                Color.green.frame(width: 20, height: 10).accessibilityIdentifier("second")
            }
            .accessibilityIdentifier("box"))
        XCTAssertEqual(sim.frame(of: "box"), CGRect(x: 146.5, y: 376, width: 100, height: 100))
        XCTAssertEqual(sim.frame(of: "first"), CGRect(x: 146.5, y: 376, width: 10, height: 10))
        XCTAssertEqual(sim.frame(of: "second"), CGRect(x: 186.5, y: 421, width: 20, height: 10))
        let messages = invalid(sim).map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("did not place subview 2"), messages[0])
    }

    /// A layout that measures 20,000 times per call gets zero sizes past 10,000, once reported.
    func testALayoutThatMeasuresWithoutEndIsBounded() async throws {
        let sim = Simulation(
            Restless {
                Text("a")
                Text("b")
            }.accessibilityIdentifier("box"))
        XCTAssertNotNil(sim.frame(of: "box"))
        let messages = invalid(sim).map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("more than 10000 times"), messages[0])
    }

    /// A layout's `explicitAlignment(of:…)` is its container's guide in a stack: leading 15 in,
    /// so the other child is 15 right of it; the stack is 55 wide (Apple: "explicitAlignment").
    func testAnExplicitAlignmentOfALayoutAlignsItInAStack() async throws {
        let sim = Simulation(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10).accessibilityIdentifier("a")
                Indented { Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("x") }
            })
        XCTAssertEqual(sim.frame(of: "a"), CGRect(x: 184, y: 416, width: 40, height: 10))
        XCTAssertEqual(sim.frame(of: "x"), CGRect(x: 169, y: 426, width: 40, height: 10))
    }
}
