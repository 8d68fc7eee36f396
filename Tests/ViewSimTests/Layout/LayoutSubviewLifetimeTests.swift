// Tests how long a `LayoutSubview` reaches its graph: while the call that made it runs, a
// measurement reads the graph, container and subview unretained (fast); a proxy the layout kept
// past the call (in its cache) still measures through a weak reference while the simulation
// exists, and measures zero once it is gone, never a freed graph.
import ViewSim
import XCTest

/// Keeps the subviews of its first call in its cache, and measures those (not the call's own).
private struct KeepingLayout: Layout {
    /// Written and read only by the simulation's layout pass, on one thread.
    final class Kept: @unchecked Sendable {
        var subviews: LayoutSubviews?
    }

    let kept: Kept

    func makeCache(subviews: Subviews) -> Kept {
        if kept.subviews == nil { kept.subviews = subviews }
        return kept
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Kept) -> CGSize {
        let sizes = (cache.subviews ?? subviews).map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Kept) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

private struct KeptHost: View {
    let kept: KeepingLayout.Kept
    var body: some View {
        KeepingLayout(kept: kept) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 20, height: 15)
        }
        .accessibilityIdentifier("layout")
    }
}

@MainActor
final class LayoutSubviewLifetimeTests: XCTestCase {
    func testASubviewKeptPastItsCallMeasuresWhileTheSimulationExistsAndZeroAfter() async throws {
        let kept = KeepingLayout.Kept()
        var sim: Simulation? = Simulation(KeptHost(kept: kept))
        XCTAssertEqual(sim?.frame(of: "layout")?.size, CGSize(width: 30, height: 25))
        let subview = try XCTUnwrap(kept.subviews?.first)
        XCTAssertEqual(subview.sizeThatFits(.unspecified), CGSize(width: 30, height: 10), "through the weak path")
        XCTAssertEqual(subview.dimensions(in: .unspecified).width, 30)
        sim = nil
        XCTAssertEqual(subview.sizeThatFits(.unspecified), .zero, "the graph is gone: zero, no crash")
        XCTAssertEqual(subview.priority, 0)
    }
}
