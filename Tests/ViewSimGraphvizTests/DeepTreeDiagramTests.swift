// Tests the diagrams of a view tree 10,000 levels deep: the view-graph and
// cause → effect DOT are built from its snapshot and trace without overflowing
// the stack, and stop at their node limits with a note.
import Dispatch
import Foundation
import ViewSim
import XCTest

@testable import ViewSimGraphviz

/// The bottom of the tree: a counter, tapped by name.
private struct DeepLeaf: View {
    @State private var count = 0
    var body: some View {
        Text("leaf: \(count)").onTapGesture { count += 1 }.accessibilityIdentifier("leaf")
    }
}

/// One composite view per level: its body is the next level, or the leaf.
private struct Nest: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            DeepLeaf()
        } else {
            Nest(depth: depth - 1)
        }
    }
}

/// `levels` levels of `.opacity` around the leaf: built-in views, which the
/// cause → effect diagram does not draw, between the root and the leaf.
private struct Chain: View {
    let levels: Int
    var body: some View {
        var view = AnyView(DeepLeaf())
        for _ in 0..<levels { view = AnyView(view.opacity(0.5)) }
        return view
    }
}

final class DeepTreeDiagramTests: XCTestCase {
    func testDiagramsOfATenThousandLevelTree() throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(Nest(depth: 9_999), configuration: configuration)
        try sim.step("tap the deepest view") { try sim.tap("leaf") }
        let snapshot = sim.snapshot()
        XCTAssertGreaterThanOrEqual(snapshot.nodes.map(\.depth).max() ?? 0, 10_000)

        let mount = ViewGraphDiagram.dot(
            snapshot: snapshot, frames: sim.trace.frames(inStep: 0), title: "10,000 levels")
        XCTAssertTrue(mount.hasPrefix("digraph ViewGraph {"), String(mount.prefix(40)))
        XCTAssertTrue(mount.contains("more views not drawn (the diagram stops at \(ViewGraphDiagram.maximumNodes))"))
        XCTAssertTrue(mount.contains("n1 -> n2"))

        let tap = ViewGraphDiagram.dot(snapshot: snapshot, frames: sim.trace.frames(inStep: 1), title: "tap")
        XCTAssertTrue(tap.contains("n1 -> n2"))

        let causes = CauseEffectDiagram.dot(frames: sim.trace.frames(inStep: 0), title: "mount")
        XCTAssertTrue(
            causes.contains("not drawn\\n(the diagram stops at \(CauseEffectDiagram.maximumEvents)"),
            String(causes.suffix(400)))
        let tapCauses = CauseEffectDiagram.dot(frames: sim.trace.frames(inStep: 1), title: "tap")
        XCTAssertTrue(tapCauses.contains("DeepLeaf"))
    }

    /// An event whose cause is 4,000 undrawn insertions away still gets its edge
    /// (the search for drawn causes used to stop 1,000 events back).
    func testCauseEffectDiagramFollowsLongChainsOfUndrawnEvents() throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(Chain(levels: 2_000), configuration: configuration)
        let leaf = try XCTUnwrap(
            sim.trace.frames(inStep: 0).flatMap(\.events).first {
                if case .inserted(let node, _, _, _) = $0.kind { return node.label == "DeepLeaf" }
                return false
            })
        let dot = CauseEffectDiagram.dot(frames: sim.trace.frames(inStep: 0), title: "mount")
        let edgeIn = dot.split(separator: "\n").contains {
            $0.contains(" -> e\(leaf.id);") || $0.contains(" -> e\(leaf.id) [")
        }
        XCTAssertTrue(edgeIn, "no edge into the leaf's insertion e\(leaf.id)")
    }
}
