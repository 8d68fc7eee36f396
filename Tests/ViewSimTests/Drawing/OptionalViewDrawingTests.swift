// Tests that an `if` without `else` (an `Optional` view) draws nothing itself: the
// `is` casts that decide whether a view draws look through an `Optional`.
import ViewSim
import XCTest

private struct MaybeText: View {
    var body: some View {
        if true { Text("once") }
    }
}

@MainActor
final class OptionalTextDrawingTests: XCTestCase {
    /// An `if` without `else` around a `Text` used to draw the text twice (the `if` node too).
    func testAnIfWithoutElseDrawsItsTextOnce() async throws {
        let sim = Simulation(MaybeText())
        XCTAssertEqual(sim.displayList().items.count, 1, sim.displayList().description)
    }
}
