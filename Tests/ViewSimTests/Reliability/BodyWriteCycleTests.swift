// Tests that the loop of bodies a frame names is a real cycle: two observed children whose
// bodies write each other's @Published score, under a parent that owns the object (so a
// child's first write also reaches the parent, which reads nothing back). The loop named is a
// real cycle — each child observes the object it publishes to, so its own body comes back to it
// — never the child and its parent, which writes nothing.
import ViewSim
import ViewSimTesting
import XCTest

private final class Scores: ObservableObject {
    @Published var left = 0
    @Published var right = 0
}

private struct LeftScore: View {
    @ObservedObject var scores: Scores
    var body: some View {
        scores.left = scores.right + 1
        return Text("left \(scores.left)")
    }
}

private struct RightScore: View {
    @ObservedObject var scores: Scores
    var body: some View {
        scores.right = scores.left + 1
        return Text("right \(scores.right)")
    }
}

private struct Board: View {
    @StateObject private var scores = Scores()
    var body: some View {
        HStack {
            LeftScore(scores: scores)
            RightScore(scores: scores)
        }
    }
}

@MainActor
final class BodyWriteCycleTests: XCTestCase {
    func testTheLoopNamedIsARealCycleNotAWriterAndItsParent() async throws {
        let sim = Simulation(Board())
        let loop = try XCTUnwrap(sim.trace.diagnostics().first { $0.kind == .updateLoop })
        XCTAssertTrue(
            loop.message.contains("LeftScore #4 → LeftScore #4"),
            "a cycle comes back to where it began: \(loop.message)")
        XCTAssertFalse(loop.message.contains("Board #"), "the parent is not part of the loop: \(loop.message)")
    }
}
