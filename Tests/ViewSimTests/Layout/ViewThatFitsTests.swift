// Tests `ViewThatFits`: Apple's "ViewThatFits": it "evaluates its child views in the order
// you provide them … and selects the first child whose ideal size on the constrained axes
// fits within the proposed size"; when none fits, the last (viewsim's model, as the usual
// assumption: Apple does not say). Every candidate is measured, so every candidate's body
// runs; only the chosen one is drawn.
import ViewSim
import XCTest

private struct Candidate: View {
    let width: CGFloat
    var body: some View { Color.red.frame(width: width, height: 10) }
}

@MainActor
final class ViewThatFitsTests: XCTestCase {
    private func options() -> some View {
        ViewThatFits(in: .horizontal) {
            Candidate(width: 500).accessibilityIdentifier("wide")
            Candidate(width: 300).accessibilityIdentifier("mid")
            Candidate(width: 100).accessibilityIdentifier("narrow")
        }
    }

    /// On the 393-point screen: 500 does not fit, 300 does; it is centred and alone drawn.
    func testTheFirstChildThatFitsIsShown() async throws {
        let sim = Simulation(options())
        XCTAssertEqual(sim.frame(of: "mid"), CGRect(x: 46.5, y: 421, width: 300, height: 10))
        let list = sim.displayList()
        XCTAssertEqual(list.items.count, 1)
        XCTAssertEqual(list.items.first?.transform.tx, 46.5)
        XCTAssertEqual(sim.evaluationCount(of: "Candidate"), 3, "every candidate's body runs: each is measured")
    }

    /// Proposed 50: none fits, the last is shown (at its own 100 points, centred on the 50).
    func testWhenNoneFitsTheLastIsShown() async throws {
        let sim = Simulation(options().frame(width: 50))
        XCTAssertEqual(sim.frame(of: "narrow"), CGRect(x: 146.5, y: 421, width: 100, height: 10))
        XCTAssertEqual(sim.displayList().items.count, 1)
    }

    /// Constrained only horizontally: a tall candidate fits whatever its height.
    func testOnlyTheConstrainedAxesCount() async throws {
        let sim = Simulation(
            ViewThatFits(in: .horizontal) {
                Color.blue.frame(width: 50, height: 2000).accessibilityIdentifier("tall")
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("small")
            })
        XCTAssertEqual(sim.frame(of: "tall")?.width, 50)
        let both = Simulation(
            ViewThatFits {
                Color.blue.frame(width: 50, height: 2000).accessibilityIdentifier("tall")
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("small")
            })
        XCTAssertEqual(both.frame(of: "small")?.width, 10, "2000 does not fit 852 high")
    }

    /// A candidate that was not chosen is not on screen: a tap on it is refused, saying why.
    func testAnUnchosenCandidateCannotBeTapped() async throws {
        let sim = Simulation(
            ViewThatFits(in: .horizontal) {
                Text("wide").frame(width: 500).onTapGesture {}.accessibilityIdentifier("wide")
                Text("narrow").onTapGesture {}.accessibilityIdentifier("narrow")
            })
        XCTAssertNoThrow(try sim.tap("narrow"))
        XCTAssertThrowsError(try sim.tap("wide")) { error in
            XCTAssertTrue("\(error)".contains("ViewThatFits candidate"), "\(error)")
        }
    }
}
