import ViewSim
import ViewSimTesting
// Tests the cause → effect diagram: a golden for the TimelineView loop, labels
// worded as the text trace, edges along `causes`, frame clusters, and the cap
// that keeps huge traces quick to lay out.
import XCTest

@testable import ViewSimGraphviz

@MainActor
final class CauseEffectDiagramTests: XCTestCase {
    func testLoopGolden() async throws {
        let (_, frames) = try Fixtures.loop()
        assertGolden(CauseEffectDiagram.dot(frames: frames, title: "LoopView: cause and effect"), named: "loop.dot")
    }

    func testOneNodePerShownEventWordedAsTheTextTrace() async throws {
        let (_, frames) = try Fixtures.tappedCounter()
        let graph = CauseEffectDiagram.graph(frames: frames, title: "Tap")
        let events = frames.flatMap(\.events).filter(CauseEffectDiagram.isShown)
        let eventNodes = graph.allNodes.filter { $0.id.hasPrefix("e") }
        XCTAssertEqual(eventNodes.map(\.id), events.map { "e\($0.id)" })
        for (node, event) in zip(eventNodes, events) {
            guard case .html(let label)? = node.attributes["label"] else {
                return XCTFail("\(node.id) has no HTML label")
            }
            for line in DiagramStyle.wrap(DiagramStyle.printable(TraceText.line(for: event)), width: 56) {
                XCTAssertTrue(label.contains(DOTHTML.escape(line)), "\(node.id) lacks \(line)")
            }
        }
        // Primitive insertions are left out, as in the text trace.
        let hidden = frames.flatMap(\.events).filter { !CauseEffectDiagram.isShown($0) }
        XCTAssertFalse(hidden.isEmpty)
        XCTAssertTrue(
            hidden.allSatisfy { if case .inserted(_, _, _, false) = $0.kind { return true } else { return false } })
    }

    func testEdgesRunFromCauseToEffect() async throws {
        let (_, frames) = try Fixtures.tappedCounter()
        let graph = CauseEffectDiagram.graph(frames: frames, title: "Tap")
        let events = frames.flatMap(\.events)
        let shown = Set(events.filter(CauseEffectDiagram.isShown).map { "e\($0.id)" })
        var expected: [String] = []
        for event in events where shown.contains("e\(event.id)") {
            for cause in event.causes where shown.contains("e\(cause)") { expected.append("e\(cause)->e\(event.id)") }
        }
        let visible = graph.allEdges.filter { $0.attributes["style"] != "invis" }
        XCTAssertEqual(visible.map { "\($0.from)->\($0.to)" }, expected)
        // The legend sits above the diagram, tied by an invisible edge to each first cause.
        // (The other invisible edges order a body's effects down the page: CauseEffectStackingTests.)
        let anchors = graph.allEdges.filter { $0.attributes["style"] == "invis" && $0.from == "legend" }
        XCTAssertEqual(
            anchors.map { "\($0.from)->\($0.to)" },
            ["legend->\(graph.allNodes.first { $0.id.hasPrefix("e") }?.id ?? "?")"])
        // The tap's chain: script → action → state write → body.
        let lines = Dictionary(uniqueKeysWithValues: events.map { ("e\($0.id)", TraceText.line(for: $0)) })
        let chain = visible.map { "\(lines[$0.from] ?? "?") ⇒ \(lines[$0.to] ?? "?")" }
        XCTAssertTrue(chain.contains("▶ tap \"counter\" ⇒ ▷ .onTapGesture #3 action runs"), "\(chain)")
        XCTAssertTrue(
            chain.contains("✎ TapCounter._count: 0 → 1 · TapCounter #1 ⇒ ● TapCounter #1 body: _count changed."),
            "\(chain)")
    }

    /// A body run after two writes sits under the second in the text trace (`CauseTree`);
    /// the diagram draws that cause's edge solid and the other dashed, "also caused by".
    func testTheSolidEdgeIsTheCauseTreesParent() async throws {
        let sim = Simulation(TwoWrites())
        try sim.step("tap") { try sim.tap("both") }
        let frames = sim.trace.frames(inStep: 1)
        let events = frames.flatMap(\.events)
        let body = try XCTUnwrap(
            events.first { if case .bodyEvaluated = $0.kind { return $0.causes.count == 2 } else { return false } },
            "the body has two causes")
        let tree = CauseTree(events: try XCTUnwrap(frames.first { $0.index == body.frame }).events)
        let parent = try XCTUnwrap(tree.position(of: body.id).flatMap { tree.parents[$0] }.map { tree.events[$0].id })
        XCTAssertEqual(parent, body.causes.max(), "under its most recent cause")
        let other = try XCTUnwrap(body.causes.first { $0 != parent })
        let edges = CauseEffectDiagram.graph(frames: frames, title: "Two writes").allEdges.filter {
            $0.to == "e\(body.id)"
        }
        XCTAssertEqual(
            edges.map { "\($0.from) \($0.attributes["style"] == "dashed" ? "dashed" : "solid")" },
            ["e\(parent) solid", "e\(other) dashed"])
        XCTAssertTrue(
            sim.trace.text(step: 1).contains("also caused by it writes TwoWrites._first"), sim.trace.text(step: 1))
    }

    func testStylesFollowTheEventKind() async throws {
        let (_, frames) = try Fixtures.loop()
        let graph = CauseEffectDiagram.graph(frames: frames, title: "Loop")
        let byKind = Dictionary(grouping: frames.flatMap(\.events)) { event -> String in
            switch event.kind {
            case .timelineEntry: return "input"
            case .stateWrite: return "state"
            case .bodyEvaluated: return "body"
            case .attributeChanged, .valueChanged: return "attribute"
            case .actionRun: return "action"
            case .actionSuppressed: return "suppressed"
            case .diagnostic: return "warning"
            default: return "other"
            }
        }
        func fills(_ kind: String) -> Set<String> {
            Set(
                (byKind[kind] ?? []).compactMap { event in
                    graph.allNodes.first { $0.id == "e\(event.id)" }.map {
                        "\($0.attributes["shape"].map { "\($0)" } ?? "box") \($0.attributes["fillcolor"].map { "\($0)" } ?? "")"
                    }
                })
        }
        XCTAssertEqual(fills("input"), ["text(\"cds\") text(\"\(DiagramStyle.inputFill)\")"])
        XCTAssertEqual(fills("state"), ["box text(\"\(DiagramStyle.stateFill)\")"])
        XCTAssertEqual(fills("body"), ["box text(\"\(DiagramStyle.evaluatedFill)\")"])
        XCTAssertEqual(fills("attribute"), ["box text(\"\(DiagramStyle.changedFill)\")"])
        XCTAssertEqual(fills("action"), ["text(\"hexagon\") text(\"\(DiagramStyle.actionFill)\")"])
        XCTAssertEqual(fills("warning"), ["text(\"note\") text(\"\(DiagramStyle.diagnosticFill)\")"])
        // The arrow into the warning is red.
        let warning = try XCTUnwrap(byKind["warning"]?.first)
        let into = graph.allEdges.filter { $0.to == "e\(warning.id)" }
        XCTAssertEqual(into.count, 1)
        XCTAssertEqual(into.first?.attributes["color"], .text(DiagramStyle.loopColor))
    }

    func testSeveralFramesAreClusteredOnePerFrame() async throws {
        let (sim, _) = try Fixtures.loop()
        let frames = sim.trace.frames
        XCTAssertEqual(frames.map(\.index), [0, 120])
        let graph = CauseEffectDiagram.graph(frames: frames, title: "All")
        let clusters = graph.statements.compactMap { statement -> String? in
            if case .subgraph(let cluster) = statement { return cluster.name }
            return nil
        }
        XCTAssertEqual(clusters, ["cluster_frame0", "cluster_frame120", "cluster_legend"])
        let single = CauseEffectDiagram.graph(frames: [frames[1]], title: "One")
        XCTAssertEqual(
            single.statements.filter { if case .subgraph = $0 { return true } else { return false } }.count, 1)
    }

    func testHugeTracesOfIdenticalFramesAreDrawnWholeAndRender() async throws {
        let sim = Simulation(FastTicker())
        try sim.advance(by: 30)
        let frames = sim.trace.frames
        let shown = frames.flatMap(\.events).filter(CauseEffectDiagram.isShown).count
        XCTAssertGreaterThan(shown, CauseEffectDiagram.maximumEvents)
        let graph = CauseEffectDiagram.graph(frames: frames, title: "Ticker")
        // Every tick is the same frame: drawn once, with a count, so nothing is cut
        // (CauseEffectStackingTests cuts distinct events).
        XCTAssertEqual(
            graph.allNodes.filter { $0.id.hasPrefix("e") }.count,
            frames.prefix(2).flatMap(\.events).filter(CauseEffectDiagram.isShown).count)
        XCTAssertNil(graph.allNodes.first { $0.id == "more_events" })
        let svg = try GraphvizRenderer.render(dot: DOTEncoder.encode(graph), format: .svg)
        XCTAssertGreaterThan(svg.count, 10_000)
    }

    func testSameInputGivesByteIdenticalDOT() async throws {
        let (_, first) = try Fixtures.loop()
        let (_, second) = try Fixtures.loop()
        XCTAssertEqual(
            CauseEffectDiagram.dot(frames: first, title: "Loop"), CauseEffectDiagram.dot(frames: second, title: "Loop"))
    }

    func testNoFramesGiveAnEmptyButValidDiagram() async throws {
        let dot = CauseEffectDiagram.dot(frames: [], title: "Nothing")
        XCTAssertTrue(dot.contains("causes and effects: no frames · 0 events"))
        XCTAssertNoThrow(try GraphvizRenderer.render(dot: dot, format: .svg))
    }
}

/// One tap writes two states, so its body run has two causes.
private struct TwoWrites: View {
    @State private var first = 0
    @State private var second = 0
    var body: some View {
        Text("\(first) \(second)")
            .onTapGesture {
                first += 1
                second += 1
            }
            .accessibilityIdentifier("both")
    }
}
