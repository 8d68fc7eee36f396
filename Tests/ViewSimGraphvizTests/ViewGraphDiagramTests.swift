import ViewSim
import ViewSimTesting
// Tests the view-graph diagram: golden DOT for a tap (evaluated, skipped,
// inserted, removed, observed object) and for the TimelineView loop, plus
// checks of the marks themselves, so a golden re-record cannot hide a regression.
import XCTest

@testable import ViewSimGraphviz

@MainActor
final class ViewGraphDiagramTests: XCTestCase {
    func testTapGolden() async throws {
        let (sim, frames) = try Fixtures.tappedCounter()
        assertGolden(
            ViewGraphDiagram.dot(snapshot: sim.snapshot(), frames: frames, title: "TapCounter after a tap"),
            named: "tapCounter.dot")
    }

    func testLoopGolden() async throws {
        let (sim, frames) = try Fixtures.loop()
        assertGolden(
            ViewGraphDiagram.dot(
                snapshot: sim.snapshot(), frames: frames, title: "LoopView: the flag toggles the timeline"),
            named: "loop.dot")
    }

    func testTapMarksWhatRanWasSkippedInsertedAndRemoved() async throws {
        let (sim, frames) = try Fixtures.tappedCounter()
        let graph = ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: frames, title: "Tap")
        let counter = try node(labelled: "TapCounter", in: graph)
        XCTAssertEqual(counter.attributes["fillcolor"], .text(DiagramStyle.evaluatedFill))
        XCTAssertTrue(html(counter).contains("● body:</B> _count changed."), html(counter))
        XCTAssertTrue(html(counter).contains("✎ @State _count: 0 → 1"), html(counter))

        let footer = try node(labelled: "Footer", in: graph)
        XCTAssertEqual(footer.attributes["fillcolor"], .text(DiagramStyle.skippedFill))
        XCTAssertEqual(footer.attributes["style"], "rounded,filled,dotted")
        XCTAssertTrue(html(footer).contains("○ skipped: no stored inputs"), html(footer))

        let badge = try node(labelled: "Badge", in: graph)
        XCTAssertEqual(badge.attributes["color"], .text(DiagramStyle.insertedPen))
        XCTAssertTrue(html(badge).contains("+ inserted in the else branch"), html(badge))

        let ghost = try node(labelled: "− Hint", in: graph)
        XCTAssertEqual(ghost.attributes["style"], "rounded,dashed,filled")
        XCTAssertTrue(html(ghost).contains("removed with 1 descendant; its state is dropped"), html(ghost))
        let branch = try node(labelled: "if/else", in: graph)
        XCTAssertTrue(
            graph.allEdges.contains { $0.from == branch.id && $0.to == ghost.id && $0.attributes["label"] == "removed" }
        )

        let tap = try node(labelled: ".onTapGesture", in: graph)
        XCTAssertEqual(tap.attributes["fillcolor"], .text(DiagramStyle.actionFill))
        let text = try node(labelled: "Text(&quot;Count: 1&quot;)", in: graph)
        XCTAssertTrue(html(text).contains("△ text: &quot;Count: 0&quot; → &quot;Count: 1&quot;"), html(text))
        let footerText = try node(labelled: "Text(&quot;footer&quot;)", in: graph)
        XCTAssertEqual(footerText.attributes["fillcolor"], .text(DiagramStyle.idleFill))
    }

    func testTreeEdgesAreLabelledWithTheirKeyUnlessSingle() async throws {
        let (sim, frames) = try Fixtures.tappedCounter()
        let snapshot = sim.snapshot()
        let graph = ViewGraphDiagram.graph(snapshot: snapshot, frames: frames, title: "Tap")
        for child in snapshot.nodes {
            guard let parent = child.parentID else { continue }
            let edge = graph.allEdges.first { $0.from == "n\(parent)" && $0.to == "n\(child.id)" }
            XCTAssertNotNil(edge, "no edge to \(child.label)")
            XCTAssertEqual(edge?.attributes["label"], child.key == "single" ? nil : .text(child.key), child.label)
        }
    }

    func testObservableObjectsAreNodesWithEdgesToTheirObservers() async throws {
        let (sim, frames) = try Fixtures.tappedCounter()
        let graph = ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: frames, title: "Tap")
        let object = try XCTUnwrap(graph.allNodes.first { $0.id == "obj1" })
        XCTAssertEqual(object.attributes["shape"], "cylinder")
        XCTAssertTrue(html(object).contains("CounterSettings"))
        let edge = try XCTUnwrap(graph.allEdges.first { $0.from == "obj1" })
        XCTAssertEqual(edge.to, try node(labelled: "TapCounter", in: graph).id)
        XCTAssertEqual(edge.attributes["label"], "@StateObject _settings")
    }

    func testLoopEdgesFollowTheCycleNodesInRed() async throws {
        let (sim, frames) = try Fixtures.loop()
        let loops = sim.trace.diagnostics(inStep: 1).filter { $0.kind == .updateLoop }
        XCTAssertEqual(loops.first?.cycleNodes, [3, 1, 2, 3])
        let graph = ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: frames, title: "Loop")
        let red = graph.allEdges.filter {
            $0.attributes["color"] == .text(DiagramStyle.loopColor) && $0.attributes["style"] == "bold"
        }
        XCTAssertEqual(red.map { "\($0.from)->\($0.to)" }, ["n3->n1", "n1->n2", "n2->n3"])
        XCTAssertTrue(red.allSatisfy { $0.attributes["penwidth"] == "2.5" && $0.attributes["constraint"] == "false" })
        let onChange = try node(labelled: ".onChange(of: Date)", in: graph)
        XCTAssertTrue(html(onChange).contains("▷ action ran ×2"), html(onChange))
        XCTAssertTrue(html(onChange).contains("⊘ action suppressed"), html(onChange))
        XCTAssertEqual(onChange.attributes["color"], .text(DiagramStyle.diagnosticPen))
        let timeline = try node(labelled: "TimelineView", in: graph)
        XCTAssertEqual(timeline.attributes["peripheries"], "2")
        XCTAssertTrue(html(timeline).contains("● content ×2:</B> @self, @timeline changed."), html(timeline))
        let warning = try XCTUnwrap(graph.allNodes.first { $0.id == "warning1" })
        XCTAssertTrue(html(warning).contains("action tried to update"), html(warning))
        XCTAssertTrue(graph.allEdges.contains { $0.from == onChange.id && $0.to == "warning1" })
    }

    func testLegendExplainsOnlyTheStylesUsed() async throws {
        let (tapSim, tapFrames) = try Fixtures.tappedCounter()
        let tap = html(try legend(ViewGraphDiagram.graph(snapshot: tapSim.snapshot(), frames: tapFrames, title: "Tap")))
        for used in [
            "body ran", "skipped", "inserted", "removed", "observable object", "action ran", "parent → child",
            "not touched",
        ] {
            XCTAssertTrue(tap.contains(used), "legend lacks \(used)")
        }
        XCTAssertFalse(tap.contains("update loop"))
        XCTAssertFalse(tap.contains("TimelineView"))
        let (loopSim, loopFrames) = try Fixtures.loop()
        let loop = html(
            try legend(ViewGraphDiagram.graph(snapshot: loopSim.snapshot(), frames: loopFrames, title: "Loop")))
        XCTAssertTrue(loop.contains("update loop"))
        XCTAssertTrue(loop.contains("TimelineView"))
        XCTAssertTrue(loop.contains("warning SwiftUI would log"))
        XCTAssertFalse(loop.contains("removed"))
    }

    func testLegendSitsAboveEveryNodeNothingPointsTo() async throws {
        let (sim, frames) = try Fixtures.tappedCounter()
        let graph = ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: frames, title: "Tap")
        let anchors = graph.allEdges.filter { $0.attributes["style"] == "invis" }
        // The object (which points at its observer) is the only source: the root view has the object's edge.
        XCTAssertEqual(anchors.map { "\($0.from)->\($0.to)" }, ["legend->obj1"])
        let (loopSim, loopFrames) = try Fixtures.loop()
        let loop = ViewGraphDiagram.graph(snapshot: loopSim.snapshot(), frames: loopFrames, title: "Loop")
        // Loop edges do not constrain the layout, so the root is still a source.
        XCTAssertEqual(loop.allEdges.filter { $0.attributes["style"] == "invis" }.map(\.to), ["n1"])
    }

    func testSameInputGivesByteIdenticalDOT() async throws {
        let (first, firstFrames) = try Fixtures.tappedCounter()
        let (second, secondFrames) = try Fixtures.tappedCounter()
        XCTAssertEqual(
            ViewGraphDiagram.dot(snapshot: first.snapshot(), frames: firstFrames, title: "Tap"),
            ViewGraphDiagram.dot(snapshot: second.snapshot(), frames: secondFrames, title: "Tap"))
    }

    func testNoFramesDrawsTheGraphUnmarked() async throws {
        let (sim, _) = try Fixtures.tappedCounter()
        let graph = ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: [], title: "Now")
        let views = graph.allNodes.filter { $0.id.hasPrefix("n") }
        XCTAssertEqual(views.count, sim.snapshot().nodes.count)
        XCTAssertTrue(views.allSatisfy { $0.attributes["fillcolor"] == .text(DiagramStyle.idleFill) })
        XCTAssertTrue(DOTEncoder.encode(graph).contains("no frames marked"))
    }

    func testHugeGraphsAreCutWithANote() async throws {
        let sim = Simulation(LongList())
        let graph = ViewGraphDiagram.graph(snapshot: sim.snapshot(), frames: sim.trace.frames, title: "Long")
        XCTAssertGreaterThan(sim.snapshot().nodes.count, ViewGraphDiagram.maximumNodes)
        XCTAssertEqual(graph.allNodes.filter { $0.id.hasPrefix("n") }.count, ViewGraphDiagram.maximumNodes)
        let note = try XCTUnwrap(graph.allNodes.first { $0.id == "more_nodes" })
        XCTAssertEqual(
            note.attributes["label"],
            .text("… \(sim.snapshot().nodes.count - 500) more views not drawn (the diagram stops at 500)"))
    }

    // MARK: Helpers

    private func html(_ node: DOTNode) -> String {
        if case .html(let text)? = node.attributes["label"] { return text }
        return ""
    }

    /// The node whose label's first row starts with `label`.
    private func node(labelled label: String, in graph: DOTGraph, file: StaticString = #filePath, line: UInt = #line)
        throws -> DOTNode
    {
        let found = graph.allNodes.filter { node in
            guard case .html(let text)? = node.attributes["label"] else { return false }
            // The first cell's text, without tags.
            let first = text.components(separatedBy: "</TD>").first ?? ""
            let plain = first.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            return plain.hasPrefix(label)
        }
        XCTAssertEqual(found.count, 1, "nodes labelled \(label)", file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line)
    }

    private func legend(_ graph: DOTGraph) throws -> DOTNode {
        try XCTUnwrap(graph.allNodes.first { $0.id == "legend" })
    }
}
