import ViewSim
import ViewSimTesting
// Tests how the view-graph diagram shows animations: the animated node's style and
// rows (attribute, values, animation, origin, presented vs model now), the
// transaction flowing down labelled edges, the legend, and the snapshot's record
// of a running animation. Goldens pin the whole DOT.
import XCTest

@testable import ViewSimGraphviz

@MainActor
final class ViewGraphDiagramAnimationTests: XCTestCase {
    func testRetargetedHeartGolden() async throws {
        let (sim, frames) = try AnimationFixtures.retargetedHeart()
        assertGolden(
            ViewGraphDiagram.dot(
                snapshot: sim.snapshot(), frames: frames, title: "The heart retargets, the label fades"),
            named: "retargetedHeart.dot")
    }

    func testHeartMidFlightGolden() async throws {
        let (sim, frames) = try AnimationFixtures.heartMidFlight()
        assertGolden(
            ViewGraphDiagram.dot(snapshot: sim.snapshot(), frames: frames, title: "The heart mid-flight"),
            named: "heartMidFlight.dot")
    }

    func testAnimatedNodeShowsAttributeValuesAnimationAndOrigin() async throws {
        let (sim, frames) = try AnimationFixtures.retargetedHeart()
        let graph = ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: frames, title: "Retarget")
        let trim = try XCTUnwrap(graph.allNodes.first { $0.id == "n9" })
        XCTAssertEqual(trim.attributes["fillcolor"], .text(DiagramStyle.animationFill))
        XCTAssertEqual(trim.attributes["color"], .text(DiagramStyle.animationPen))
        XCTAssertEqual(trim.attributes["penwidth"], "3")
        let label = html(trim)
        for row in [
            "◔ trim(to:): 0 → 1 → 0", "started with easeInOut(duration: 0.35)",
            "combined with easeInOut(duration: 0.35)",
            "from .animation(_:value:) #6 (value false → true)", "from .animation(_:value:) #6 (value true → false)",
            "~ presented 0.0044 … 0 over 32 frames", "◕ logically complete ×2 · ◉ finished",
        ] {
            XCTAssertTrue(label.contains(DOTHTML.escape(row)), "the trim node lacks \(row):\n\(label)")
        }
        let opacity = html(try XCTUnwrap(graph.allNodes.first { $0.id == "n14" }))
        XCTAssertTrue(opacity.contains(DOTHTML.escape("◔ opacity: 1 → 0.2")), opacity)
        XCTAssertTrue(opacity.contains(DOTHTML.escape("from withAnimation in .onTapGesture #13 action")), opacity)
        // Finished at the snapshot: nothing runs now.
        XCTAssertFalse(label.contains("now: presented"), label)
    }

    func testRunningAnimationShowsPresentedAndModelValueNow() async throws {
        let (sim, frames) = try AnimationFixtures.heartMidFlight()
        let running = try XCTUnwrap(sim.snapshot().node(9)?.animation)
        XCTAssertEqual(running.attribute, "trim(to:)")
        XCTAssertEqual(running.model, .number(1))
        XCTAssertEqual(running.animation, .easeInOut(duration: 0.35))
        XCTAssertEqual(running.origin?.description, ".animation(_:value:) #6 (value false → true)")
        XCTAssertTrue(running.canFinish)
        let presented = try XCTUnwrap(running.presented.number)
        XCTAssertTrue(presented > 0 && presented < 1, running.presented.description)
        XCTAssertNil(sim.snapshot().node(14)?.animation, "the label does not animate")

        let graph = ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: frames, title: "Mid-flight")
        let trim = html(try XCTUnwrap(graph.allNodes.first { $0.id == "n9" }))
        XCTAssertTrue(trim.contains(DOTHTML.escape("◔ now: presented \(running.presented) · model 1")), trim)
        // The static attribute row would repeat the presented value; it is left out.
        XCTAssertFalse(trim.contains("trim(to:): \(running.presented)</FONT>"), trim)

        // With no frames marked, the running animation alone marks the node.
        let unmarked = ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: [], title: "Now")
        let alone = try XCTUnwrap(unmarked.allNodes.first { $0.id == "n9" })
        XCTAssertEqual(alone.attributes["color"], .text(DiagramStyle.animationPen))
        XCTAssertTrue(html(alone).contains(DOTHTML.escape("◔ trim(to:) animating")), html(alone))
        XCTAssertTrue(html(alone).contains(DOTHTML.escape("with easeInOut(duration: 0.35)")), html(alone))
    }

    func testAnimationFinishedLeavesNoRunningAnimationInTheSnapshot() async throws {
        let (sim, _) = try AnimationFixtures.tappedHeart()
        XCTAssertTrue(sim.snapshot().nodes.allSatisfy { $0.animation == nil })
    }

    func testTransactionFlowsDownToTheAnimatedNodes() async throws {
        let (sim, frames) = try AnimationFixtures.retargetedHeart()
        let graph = ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: frames, title: "Retarget")
        let purple = graph.allEdges.filter { $0.attributes["color"] == .text(DiagramStyle.transactionPen) }
        // From the .animation modifier down to the trim; from the view whose state
        // withAnimation wrote down to the opacity.
        XCTAssertEqual(
            purple.map { "\($0.from)->\($0.to)" },
            ["n1->n2", "n2->n3", "n6->n7", "n7->n8", "n8->n9", "n3->n12", "n12->n13", "n13->n14"])
        func label(_ from: String, _ to: String) -> String {
            guard
                case .text(let text)? = graph.allEdges.first(where: { $0.from == from && $0.to == to })?.attributes[
                    "label"]
            else { return "" }
            return text
        }
        XCTAssertEqual(label("n6", "n7"), "⇣ animation: easeInOut(duration: 0.35)\n(from .animation(_:value:) #6)")
        XCTAssertEqual(label("n7", "n8"), "⇣ animation: easeInOut(duration: 0.35)")
        XCTAssertEqual(
            label("n1", "n2"), "⇣ animation: linear(duration: 0.2)\n(from withAnimation in .onTapGesture #13 action)")
        XCTAssertEqual(label("n3", "n12"), "[1]\n⇣ animation: linear(duration: 0.2)", "the structural key stays first")
        XCTAssertEqual(label("n3", "n4"), "[0]", "the heart's branch carries no withAnimation transaction")

        let modifier = html(try XCTUnwrap(graph.allNodes.first { $0.id == "n6" }))
        XCTAssertTrue(modifier.contains(DOTHTML.escape("⇣ value false → true:")), modifier)
        XCTAssertTrue(modifier.contains(DOTHTML.escape("   below animate with easeInOut(duration: 0.35)")), modifier)
        XCTAssertTrue(modifier.contains(DOTHTML.escape("   instead of none")), modifier)
        XCTAssertEqual(graph.allNodes.first { $0.id == "n6" }?.attributes["color"], .text(DiagramStyle.transactionPen))
    }

    func testFlowLabelsReadTheTransactionChange() async {
        let node = ".transaction #4"
        let modifier = NodeRef(id: 4, label: ".transaction")
        func transaction(_ animation: Animation?, origin: AnimationOrigin?, disables: Bool = false) -> Transaction {
            var transaction = Transaction(animation: animation)
            transaction.animationOrigin = origin
            transaction.disablesAnimations = disables
            return transaction
        }
        let spring = TransactionChange(
            before: Transaction(), after: transaction(.spring, origin: .transactionModifier(node: modifier)))
        XCTAssertEqual(
            ViewGraphDiagram.flowLabel(change: spring, at: node),
            "⇣ animation: \(Animation.spring) (from .transaction #4)")
        let removed = TransactionChange(
            before: transaction(.easeIn(duration: 1), origin: .withAnimation(during: nil)),
            after: transaction(nil, origin: nil))
        XCTAssertEqual(
            ViewGraphDiagram.flowLabel(change: removed, at: node), "⇣ animation: none (from .transaction #4)")
        let disables = TransactionChange(before: Transaction(), after: transaction(nil, origin: nil, disables: true))
        XCTAssertEqual(disables.description, "disables animations below")
        XCTAssertEqual(
            ViewGraphDiagram.flowLabel(change: disables, at: node), "⇣ animations disabled (from .transaction #4)")
        let byValue = AnimationOrigin.animationModifier(
            node: NodeRef(id: 6, label: ".animation(_:value:)"), old: .bool(false), new: .bool(true))
        XCTAssertEqual(byValue.shortDescription, ".animation(_:value:) #6")
        XCTAssertEqual(byValue.description, ".animation(_:value:) #6 (value false → true)")
        let replaced = TransactionChange(
            before: transaction(.linear(duration: 2), origin: .withAnimation(during: nil)),
            after: transaction(.easeIn(duration: 1), origin: .transactionModifier(node: modifier)))
        XCTAssertEqual(
            ViewGraphDiagram.transactionLines(replaced),
            ["⇣ below animate with easeIn(duration: 1)", "   instead of linear(duration: 2) from withAnimation"])
        let valueLines = ViewGraphDiagram.transactionLines(
            TransactionChange(before: Transaction(), after: transaction(.default, origin: byValue)))
        XCTAssertEqual(valueLines, ["⇣ value false → true:", "   below animate with default", "   instead of none"])
    }

    func testLegendExplainsTheAnimationStyles() async throws {
        let (sim, frames) = try AnimationFixtures.retargetedHeart()
        let legend = html(
            try XCTUnwrap(
                ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: frames, title: "R").allNodes.first {
                    $0.id == "legend"
                }))
        for entry in [
            "animated value (thick orange border)", "changed the transaction (⇣)", "the transaction flowing down",
        ] {
            XCTAssertTrue(legend.contains(DOTHTML.escape(entry)), "legend lacks \(entry)")
        }
        let (tapSim, tapFrames) = try Fixtures.tappedCounter()
        let plain = html(
            try XCTUnwrap(
                ViewGraphDiagram.graph(snapshot: tapSim.snapshot(), frames: tapFrames, title: "T").allNodes.first {
                    $0.id == "legend"
                }))
        XCTAssertFalse(plain.contains("animated value"), "no animation, no legend entry")
        XCTAssertFalse(plain.contains("transaction"), "no transaction, no legend entry")
    }

    func testRendersThroughLibgvc() async throws {
        let (sim, frames) = try AnimationFixtures.retargetedHeart()
        let svg = String(
            decoding: try GraphvizRenderer.render(
                dot: ViewGraphDiagram.dot(snapshot: sim.snapshot(), frames: frames, title: "R"), format: .svg),
            as: UTF8.self)
        XCTAssertTrue(svg.contains("<svg"))
        XCTAssertTrue(svg.contains("⇣ animation: easeInOut(duration: 0.35)"))
    }

    private func html(_ node: DOTNode) -> String {
        if case .html(let text)? = node.attributes["label"] { return text }
        return ""
    }
}
