// Tests `ViewThatFits`: Apple's "ViewThatFits": it "evaluates its child views in the order
// you provide them … and selects the first child whose ideal size on the constrained axes
// fits within the proposed size"; when none fits, the last (viewsim's model, as the usual
// assumption: Apple does not say). Every candidate is measured, so every candidate's body
// runs; only the chosen one is drawn.
import Observation
import ViewSim
import XCTest

@Observable
private final class FirstWidth {
    var width: CGFloat = 100
}

/// A first candidate with a view inside it, whose width decides whether it fits.
private struct Switching: View {
    let model: FirstWidth
    var body: some View {
        ViewThatFits(in: .horizontal) {
            VStack {
                Color.red.frame(width: model.width, height: 10).accessibilityIdentifier("inner")
                Color.red.frame(width: 20, height: 10).accessibilityIdentifier("below")
            }
            Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("fallback")
        }
    }
}

@Observable
private final class SiblingHeight {
    var height: CGFloat = 0
}

/// A custom view around a candidate: it flattens, so it has no frame of its own, only the
/// bounds its container gives it while a view inside it is placed.
private struct Wrapped<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View { content }
}

/// A `ViewThatFits` over a view whose height changes: the space left for the candidates
/// changes, and which fits with it.
private struct BesideAGrowingView: View {
    let sibling: SiblingHeight
    var body: some View {
        VStack(spacing: 0) {
            ViewThatFits(in: .vertical) {
                Wrapped { Wrapped { Color.red.frame(width: 30, height: 600) } }
                Wrapped { Color.green.frame(width: 30, height: 300) }
                Wrapped { Color.blue.frame(width: 30, height: 100) }
            }
            Color.gray.frame(width: 10, height: sibling.height)
        }
    }
}

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

    /// A candidate chosen in one frame and not in the next keeps no frames inside it: the
    /// incremental layout gives its views what a first layout of the same tree gives (nothing
    /// placed, zero size), and it is placed afresh when it is chosen again. Found by the fuzzer
    /// (viewsim-fuzz --seed 1 --mode mixed, case 123).
    func testACandidateNoLongerChosenKeepsNoFrames() async throws {
        let model = FirstWidth()
        let sim = Simulation(Switching(model: model))
        XCTAssertEqual(sim.frame(of: "inner")?.size, CGSize(width: 100, height: 10))
        sim.perform("too wide") { model.width = 500 }
        let fresh = Simulation(Switching(model: model))
        for name in ["inner", "below", "fallback"] {
            XCTAssertEqual(sim.frame(of: name), fresh.frame(of: name), name)
        }
        XCTAssertEqual(sim.frame(of: "below")?.size, .zero, "not placed: a first layout gives it no size")
        XCTAssertEqual(sim.frame(of: "fallback"), CGRect(x: 171.5, y: 421, width: 50, height: 10))
        sim.perform("fits again") { model.width = 100 }
        XCTAssertEqual(sim.frame(of: "inner"), Simulation(Switching(model: model)).frame(of: "inner"))
        XCTAssertEqual(sim.frame(of: "below")?.size, CGSize(width: 20, height: 10), "placed afresh")
        XCTAssertEqual(sim.displayList().items.count, 2, "the two views of the first candidate are drawn")
    }

    /// A `ViewThatFits` beside a view whose size changes every frame chooses again each frame
    /// (the space it is offered changes, not the candidates): the views of a candidate it no
    /// longer chooses, and the custom views around them, keep no frames, and every frame's
    /// incremental layout is what a full layout of the same tree gives. Found by the fuzzer
    /// (viewsim-fuzz --seed 44 --mode mixed, case 1917): the custom view around a candidate
    /// kept the bounds it had while chosen.
    func testBesideAViewThatChangesSizeEveryFrameEachLayoutIsAFullLayouts() async throws {
        let sibling = SiblingHeight()
        let sim = Simulation(BesideAGrowingView(sibling: sibling))
        var chosen: [Int] = []
        for height in [0, 300, 600, 300, 0, 800, 0, 700, 400, 50, 500, 0] as [CGFloat] {
            sim.perform("height \(height)") { sibling.height = height }
            let nodes = sim.graph.root?.subtree() ?? []
            let incremental = nodes.map(\.layout.frame)
            let full = sim.graph.withFullLayout { nodes.map(\.layout.frame) }
            XCTAssertEqual(incremental, full, "sibling \(height) high")
            for (index, node) in nodes.enumerated() where incremental[index] != full[index] {
                XCTFail("\(node.typeName) #\(node.id): \(incremental[index]) incremental, \(full[index]) full")
            }
            let shown = nodes.filter { $0.typeName.hasPrefix("Wrapped") && $0.layout.frame.size != .zero }
            chosen.append(shown.count)
        }
        // The outer wrapper of the first candidate and its inner one, or one other wrapper.
        XCTAssertTrue(chosen.contains(2) && chosen.contains(1), "the choice flipped: \(chosen)")
    }
}
