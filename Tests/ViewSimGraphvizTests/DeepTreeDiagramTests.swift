// Tests the diagrams of a view tree 10,000 levels deep: the view-graph and
// cause → effect DOT are built from its snapshot and trace without overflowing
// the stack, and stop at their node limits with a note.
import Dispatch
import Foundation
import ViewSim
@testable import ViewSimGraphviz
import XCTest

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

final class DeepTreeDiagramTests: XCTestCase {
    func testDiagramsOfATenThousandLevelTree() throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(Nest(depth: 9_999), configuration: configuration)
        try sim.step("tap the deepest view") { try sim.tap("leaf") }
        let snapshot = sim.snapshot()
        XCTAssertGreaterThanOrEqual(snapshot.nodes.map(\.depth).max() ?? 0, 10_000)

        let mount = ViewGraphDiagram.dot(snapshot: snapshot, frames: sim.trace.frames(inStep: 0), title: "10,000 levels")
        XCTAssertTrue(mount.hasPrefix("digraph ViewGraph {"), String(mount.prefix(40)))
        XCTAssertTrue(mount.contains("more views not drawn (the diagram stops at \(ViewGraphDiagram.maximumNodes))"))
        XCTAssertTrue(mount.contains("n1 -> n2"))

        let tap = ViewGraphDiagram.dot(snapshot: snapshot, frames: sim.trace.frames(inStep: 1), title: "tap")
        XCTAssertTrue(tap.contains("n1 -> n2"))

        let causes = CauseEffectDiagram.dot(frames: sim.trace.frames(inStep: 0), title: "mount")
        XCTAssertTrue(causes.contains("not drawn\\n(the diagram stops at \(CauseEffectDiagram.maximumEvents)"), String(causes.suffix(400)))
        let tapCauses = CauseEffectDiagram.dot(frames: sim.trace.frames(inStep: 1), title: "tap")
        XCTAssertTrue(tapCauses.contains("DeepLeaf"))
    }
}
