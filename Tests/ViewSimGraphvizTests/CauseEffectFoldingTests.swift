import ViewSim
import ViewSimTesting
// Tests how the cause → effect diagram folds an animation's frames: one node per
// run of `.frame` events of one node and attribute, effects repeated once per
// frame folded below it, causes and effects wired to the folds, the caption
// counting what was folded, and the cap still holding.
import XCTest

@testable import ViewSimGraphviz

@MainActor
final class CauseEffectFoldingTests: XCTestCase {
    func testRetargetedHeartGolden() async throws {
        let (_, frames) = try AnimationFixtures.retargetedHeart()
        assertGolden(
            CauseEffectDiagram.dot(frames: frames, title: "The heart retargets, the label fades"),
            named: "retargetedHeart.dot")
    }

    func testRingGolden() async throws {
        let (_, frames) = try AnimationFixtures.filledRing()
        assertGolden(CauseEffectDiagram.dot(frames: frames, title: "The ring fills"), named: "ring.dot")
    }

    func testConsecutiveFramesOfOneValueFoldIntoOneNode() async throws {
        let (_, frames) = try AnimationFixtures.tappedHeart()
        let graph = CauseEffectDiagram.graph(frames: frames, title: "Tap")
        let events = frames.flatMap(\.events)
        let frameEvents = events.filter {
            if case .animation(_, _, .frame) = $0.kind { return true } else { return false }
        }
        XCTAssertGreaterThan(frameEvents.count, 10)
        // No frame event has a node of its own; one fold stands for them all.
        XCTAssertTrue(frameEvents.allSatisfy { event in !graph.allNodes.contains { $0.id == "e\(event.id)" } })
        let folds = graph.allNodes.filter { $0.id.hasPrefix("f") }
        XCTAssertEqual(folds.map(\.id), ["f\(frameEvents[0].id)"])
        let label = html(folds[0])
        let last = try XCTUnwrap(frameEvents.last)
        guard case .animation(_, _, .frame(let lastSample)) = last.kind else { return XCTFail("not a frame") }
        let lastValue = lastSample.presentation
        XCTAssertTrue(
            label.contains(
                DOTHTML.escape("~ .trim #9 trim(to:) 0.0044 … \(lastValue) over \(frameEvents.count) frames")), label)
        XCTAssertTrue(label.contains("frames \(frameEvents[0].frame)–\(last.frame)"), label)
        XCTAssertEqual(folds[0].attributes["peripheries"], "2")
        XCTAssertEqual(folds[0].attributes["fillcolor"], .text(DiagramStyle.animationFill))

        // The fold hangs from the start and leads to the completions.
        let started = try XCTUnwrap(
            events.first { if case .animation(_, _, .started) = $0.kind { return true } else { return false } })
        let completions = events.filter {
            switch $0.kind {
            case .animation(_, _, .logicallyComplete), .animation(_, _, .finished): return true
            default: return false
            }
        }
        XCTAssertEqual(completions.count, 2)
        let edges = Set(graph.allEdges.map { "\($0.from)->\($0.to)" })
        XCTAssertTrue(edges.contains("e\(started.id)->f\(frameEvents[0].id)"), "\(edges)")
        for completion in completions {
            XCTAssertTrue(edges.contains("f\(frameEvents[0].id)->e\(completion.id)"), "\(edges)")
        }
        // Folds sit outside the frame clusters: frames with only folded events have none.
        let clusters = graph.statements.compactMap { statement -> String? in
            if case .subgraph(let cluster) = statement { return cluster.name }
            return nil
        }
        XCTAssertEqual(clusters, ["cluster_frame1", "cluster_frame\(last.frame)", "cluster_legend"])
        XCTAssertTrue(
            DOTEncoder.encode(graph).contains("(\(frameEvents.count) folded into 1 node: 1 run of animation frames)"))
    }

    func testARetargetEndsARun() async throws {
        let (_, frames) = try AnimationFixtures.retargetedHeart()
        let graph = CauseEffectDiagram.graph(frames: frames, title: "Retarget")
        let folds = graph.allNodes.filter { $0.id.hasPrefix("f") }.map(html)
        XCTAssertEqual(folds.count, 3, "trim before the retarget, trim after it, opacity")
        XCTAssertTrue(folds[0].contains(DOTHTML.escape("~ .trim #9 trim(to:) 0.0044 … 0.459 over 10 frames")), folds[0])
        XCTAssertTrue(folds[1].contains(DOTHTML.escape("~ .trim #9 trim(to:) 0.5386 … 0 over 22 frames")), folds[1])
        XCTAssertTrue(folds[2].contains(DOTHTML.escape("~ .opacity #14 opacity 0.9333 … 0.2 over 13 frames")), folds[2])
        XCTAssertTrue(folds[0].contains("model 1"), "the first run heads for 1")
    }

    func testEffectsRepeatedEveryFrameFoldBelowTheFrames() async throws {
        let (_, frames) = try AnimationFixtures.filledRing()
        let graph = CauseEffectDiagram.graph(frames: frames, title: "Ring")
        let folds = graph.allNodes.filter { $0.id.hasPrefix("f") }
        XCTAssertEqual(folds.count, 3)
        let labels = folds.map(html)
        XCTAssertTrue(
            labels[0].contains(DOTHTML.escape("~ ProgressRing #4 animatableData 0.1667 … 1 over 7 frames")), labels[0])
        XCTAssertTrue(labels[1].contains(DOTHTML.escape("● ProgressRing #4 body: @self changed. ×6")), labels[1])
        XCTAssertTrue(labels[1].contains("once per animation frame"), labels[1])
        XCTAssertTrue(
            labels[2].contains(DOTHTML.escape("△ Text #5 text: \"0%\" → … → \"100%\" over 6 frames")), labels[2])
        let edges = graph.allEdges.map { "\($0.from)->\($0.to)" }
        XCTAssertTrue(edges.contains("\(folds[0].id)->\(folds[1].id)"), "\(edges)")
        XCTAssertTrue(edges.contains("\(folds[1].id)->\(folds[2].id)"), "\(edges)")
        // Nothing is drawn twice and nothing is lost: every shown event is a node or in a fold.
        let shown = frames.flatMap(\.events).filter(CauseEffectDiagram.isShown)
        let folded = FoldedEvents(shown: shown)
        let drawn = folded.items.flatMap(\.events).map(\.id)
        XCTAssertEqual(drawn.count, shown.count)
        XCTAssertEqual(Set(drawn), Set(shown.map(\.id)))
        XCTAssertEqual(graph.allNodes.filter { $0.id.hasPrefix("e") || $0.id.hasPrefix("f") }.count, folded.items.count)
        XCTAssertTrue(
            DOTEncoder.encode(graph).contains(
                "(19 folded into 3 nodes: 1 run of animation frames and 2 effects repeated every frame)"))
    }

    func testAnimationsWithoutFramesAreNotFolded() async throws {
        let (_, frames) = try Fixtures.tappedCounter()
        let folded = FoldedEvents(shown: frames.flatMap(\.events).filter(CauseEffectDiagram.isShown))
        XCTAssertTrue(folded.items.allSatisfy { if case .event = $0 { return true } else { return false } })
        XCTAssertFalse(CauseEffectDiagram.dot(frames: frames, title: "Tap").contains("folded"))
    }

    func testFoldedDiagramRendersAndIsDeterministic() async throws {
        let (_, first) = try AnimationFixtures.retargetedHeart()
        let (_, second) = try AnimationFixtures.retargetedHeart()
        let dot = CauseEffectDiagram.dot(frames: first, title: "R")
        XCTAssertEqual(dot, CauseEffectDiagram.dot(frames: second, title: "R"))
        let svg = String(decoding: try GraphvizRenderer.render(dot: dot, format: .svg), as: UTF8.self)
        XCTAssertTrue(svg.contains("over 22 frames"))
    }

    private func html(_ node: DOTNode) -> String {
        if case .html(let text)? = node.attributes["label"] { return text }
        return ""
    }
}
