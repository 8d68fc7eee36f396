// Tests that a stack holding a chain of custom views hundreds deep does not walk the
// chain again when only a sibling's size changes: the stack keeps the items its
// content flattened into, and the lists and custom views between an item and the
// stack keep the frames they were given. The frames are the same as a first layout's,
// and a change inside the chain (a view inserted at its bottom) still reaches the stack.
import Observation
import ViewSim
import XCTest

@Observable
private final class ChainModel {
    var barWidth = 10.0
    var showsExtra = false
}

/// One level of a chain: a custom view and an `if`, each a list the stack flattens through.
private struct Chain: View {
    let remaining: Int
    let model: ChainModel
    var body: some View {
        if remaining > 1 {
            Chain(remaining: remaining - 1, model: model)
        } else {
            Text("bottom").accessibilityIdentifier("bottom")
            if model.showsExtra { Text("extra").accessibilityIdentifier("extra") }
        }
    }
}

private struct Bar: View {
    let model: ChainModel
    var body: some View { Color.red.frame(width: model.barWidth, height: 10).accessibilityIdentifier("bar") }
}

private struct ChainScreen: View {
    let model: ChainModel
    let depth: Int
    var body: some View {
        VStack {
            Chain(remaining: depth, model: model)
            Bar(model: model)
        }
        .accessibilityIdentifier("stack")
    }
}

@MainActor
final class DeepChainLayoutCostTests: XCTestCase {
    private let depth = 400

    /// Every node's frame and layout size, in tree order.
    private func layout(of sim: Simulation) -> [String] {
        (sim.graph.root?.subtree() ?? []).map { "\($0.typeName) \($0.layout.frame) \($0.layoutSize)" }
    }

    func testASiblingThatChangesSizeDoesNotWalkTheChain() async throws {
        let model = ChainModel()
        let sim = Simulation(ChainScreen(model: model, depth: depth))
        let stack = try XCTUnwrap(sim.frame(of: "stack"))
        // Narrower than the text at the bottom of the chain: the stack keeps its size.
        for width in [20.0, 30.0, 15.0] {
            let walked = sim.graph.layoutState.listLevelsWalked
            sim.perform("bar \(width)") { model.barWidth = width }
            XCTAssertEqual(sim.frame(of: "bar")?.width, CGFloat(width))
            XCTAssertEqual(sim.frame(of: "stack"), stack)
            // The bar's own custom view at most, not the 2 × 400 levels of the chain (flattened again and
            // given frames again, both, before the stack kept its items).
            XCTAssertLessThan(sim.graph.layoutState.listLevelsWalked - walked, 10, "bar \(width)")
        }
        // Wider: the stack grows, and each level of the chain is given the stack's new bounds once (it
        // is not flattened again).
        let walked = sim.graph.layoutState.listLevelsWalked
        sim.perform("wide bar") { model.barWidth = 300 }
        XCTAssertEqual(sim.frame(of: "stack")?.width, 300)
        XCTAssertLessThan(sim.graph.layoutState.listLevelsWalked - walked, 2 * depth + 10)
        XCTAssertEqual(layout(of: sim), layout(of: Simulation(ChainScreen(model: model, depth: depth))))
    }

    func testTheChainsFramesAreAFirstLayoutsAfterEachChange() async throws {
        let model = ChainModel()
        let sim = Simulation(ChainScreen(model: model, depth: depth))
        sim.perform("wide bar") { model.barWidth = 300 }
        XCTAssertEqual(layout(of: sim), layout(of: Simulation(ChainScreen(model: model, depth: depth))))
        // Every custom view of the chain has the stack's bounds (the bar made the stack 300 wide).
        let chains = (sim.graph.root?.subtree() ?? []).filter {
            $0.typeName.hasPrefix("Chain") && !$0.typeName.hasPrefix("ChainScreen")
        }
        XCTAssertEqual(chains.count, depth)
        XCTAssertEqual(Set(chains.map(\.layout.frame.size)).count, 1)
        XCTAssertEqual(chains.first?.layout.frame.width, 300)
        sim.perform("narrow bar") { model.barWidth = 5 }
        XCTAssertEqual(layout(of: sim), layout(of: Simulation(ChainScreen(model: model, depth: depth))))
    }

    func testAViewInsertedAtTheBottomOfTheChainIsLaidOut() async throws {
        let model = ChainModel()
        let sim = Simulation(ChainScreen(model: model, depth: depth))
        sim.perform("bar") { model.barWidth = 50 }
        sim.perform("extra and bar") {
            model.showsExtra = true
            model.barWidth = 60
        }
        let extra = try XCTUnwrap(sim.frame(of: "extra"))
        XCTAssertGreaterThan(extra.height, 0)
        XCTAssertEqual(layout(of: sim), layout(of: Simulation(ChainScreen(model: model, depth: depth))))
        sim.perform("no extra") { model.showsExtra = false }
        XCTAssertNil(sim.frame(of: "extra"))
        XCTAssertEqual(layout(of: sim), layout(of: Simulation(ChainScreen(model: model, depth: depth))))
    }
}
