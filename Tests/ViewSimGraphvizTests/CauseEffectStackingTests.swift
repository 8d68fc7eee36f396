import ViewSim
import ViewSimTesting
// Tests how the cause → effect diagram fits: frames stack top to bottom (checked
// on libgvc's layout), identical frames merge into one box with a count, frames
// that differ in structure do not, and the event cap counts drawn nodes only.
import XCTest

@testable import ViewSimGraphviz

@MainActor
final class CauseEffectStackingTests: XCTestCase {
    func testIdenticalFramesMergeIntoOneBoxWithACount() async throws {
        let sim = Simulation(FastTicker())
        try sim.advance(by: 3)
        let frames = sim.trace.frames.filter { $0.index > 0 }
        XCTAssertGreaterThan(frames.count, 20)
        let graph = CauseEffectDiagram.graph(frames: frames, title: "Ticker")
        let clusters = Self.clusters(of: graph).filter { $0.name != "cluster_legend" }
        XCTAssertEqual(clusters.count, 1, "\(clusters.map(\.name))")
        let label = "\(clusters.first?.graphAttributes["label"].map { "\($0)" } ?? "")"
        XCTAssertTrue(label.contains("frames \(frames[0].index), \(frames[1].index), "), label)
        XCTAssertTrue(
            label.contains(
                ", … \(frames[frames.count - 1].index) (×\(frames.count), the same events; drawn: frame \(frames[0].index) "
            ), label)
        // One frame's events are drawn, and each edge once.
        let perFrame = frames[0].events.filter(CauseEffectDiagram.isShown).count
        XCTAssertEqual(graph.allNodes.filter { $0.id.hasPrefix("e") }.count, perFrame)
        let edges = graph.allEdges.map { "\($0.from)->\($0.to)" }
        XCTAssertEqual(edges.count, Set(edges).count, "\(edges)")
        XCTAssertNil(graph.allNodes.first { $0.id == "more_events" })
    }

    func testStructuralKeyIgnoresValuesButNotNodesOrNames() async throws {
        let sim = Simulation(FastTicker())
        try sim.advance(by: 1)
        let frames = sim.trace.frames.filter { $0.index > 0 }
        XCTAssertGreaterThanOrEqual(frames.count, 2)
        let first = frames[0].events.filter(CauseEffectDiagram.isShown)
        let second = frames[1].events.filter(CauseEffectDiagram.isShown)
        XCTAssertEqual(first.count, second.count)
        XCTAssertFalse(first.isEmpty)
        for (a, b) in zip(first, second) {
            XCTAssertEqual(FrameGroups.structuralKey(a), FrameGroups.structuralKey(b))
        }
        // The texts differ ("0.1" vs "0.2"), the keys do not.
        XCTAssertNotEqual(first.map(TraceText.line(for:)), second.map(TraceText.line(for:)))
        // Different kinds or nodes give different keys.
        XCTAssertEqual(Set(first.map(FrameGroups.structuralKey)).count, first.count)
    }

    func testFramesThatDifferAreNotMergedAndStackTopToBottom() async throws {
        let (sim, _) = try Fixtures.loop()
        let frames = sim.trace.frames
        let graph = CauseEffectDiagram.graph(frames: frames, title: "All")
        let clusters = Self.clusters(of: graph)
        XCTAssertEqual(clusters.map(\.name), ["cluster_frame0", "cluster_frame120", "cluster_legend"])
        // Laid out by libgvc: every node of frame 120 lies below every node of frame 0.
        let plain = String(
            decoding: try GraphvizRenderer.render(dot: DOTEncoder.encode(graph), device: "plain", engine: "dot"),
            as: UTF8.self)
        var y: [String: Double] = [:]
        for line in plain.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count > 4, fields[0] == "node", let value = Double(fields[3]) { y[String(fields[1])] = value }
        }
        let top = clusters[0].allNodes.map(\.id)
        let bottom = clusters[1].allNodes.map(\.id)
        XCTAssertFalse(top.isEmpty)
        XCTAssertFalse(bottom.isEmpty)
        let lowestOfTop = try XCTUnwrap(top.compactMap { y[$0] }.min())
        let highestOfBottom = try XCTUnwrap(bottom.compactMap { y[$0] }.max())
        XCTAssertEqual(top.compactMap { y[$0] }.count, top.count)
        XCTAssertLessThan(highestOfBottom, lowestOfTop, "plain y grows upwards: frame 120 must sit below frame 0")
    }

    func testTheCapCountsDrawnNodesAndStillCutsDistinctEvents() async throws {
        let sim = Simulation(CustomRows())
        let frames = sim.trace.frames
        let shown = frames.flatMap(\.events).filter(CauseEffectDiagram.isShown).count
        XCTAssertGreaterThan(shown, CauseEffectDiagram.maximumEvents)
        let graph = CauseEffectDiagram.graph(frames: frames, title: "Rows")
        XCTAssertEqual(graph.allNodes.filter { $0.id.hasPrefix("e") }.count, CauseEffectDiagram.maximumEvents)
        let note = try XCTUnwrap(graph.allNodes.first { $0.id == "more_events" })
        XCTAssertEqual(
            note.attributes["label"],
            .text("… \(shown - 400) more events not drawn\n(the diagram stops at 400; the text trace has them all)"))
    }

    func testABodysEffectsOnViewsWalkDownThePageInTreeOrder() async throws {
        let (_, frames) = try Fixtures.tappedCounter()
        let graph = CauseEffectDiagram.graph(frames: frames, title: "Tap")
        let events = Dictionary(uniqueKeysWithValues: frames.flatMap(\.events).map { ("e\($0.id)", $0) })
        let walk = graph.allEdges.filter {
            $0.attributes["style"] == "invis" && $0.from.hasPrefix("e") && $0.to.hasPrefix("e")
        }
        XCTAssertGreaterThanOrEqual(walk.count, CauseEffectDiagram.minimumWalk - 1)
        let causing = Set(graph.allEdges.filter { $0.attributes["style"] != "invis" }.map(\.from))
        for edge in walk {
            let upper = try XCTUnwrap(events[edge.from])
            let lower = try XCTUnwrap(events[edge.to])
            // Both are effects of the same body run, leaves of the drawing, in node order.
            XCTAssertEqual(upper.causes.first, lower.causes.first)
            let body = try XCTUnwrap(upper.causes.first.flatMap { events["e\($0)"] })
            guard case .bodyEvaluated = body.kind else { return XCTFail("\(TraceText.line(for: body)) is no body run") }
            XCTAssertLessThan(try XCTUnwrap(upper.node?.id), try XCTUnwrap(lower.node?.id))
            XCTAssertFalse(causing.contains(edge.from))
            XCTAssertFalse(causing.contains(edge.to))
        }
    }

    func testLabelsNameRangesOfConsecutiveFrames() {
        let group = FrameGroups.Group(events: [], passes: 1, frames: [(2, 0.0333), (3, 0.05), (4, 0.0667), (9, 0.15)])
        XCTAssertEqual(FrameGroups.label(of: group), "frames 2–4, 9 (×4, the same events; drawn: frame 2 · t=0.0333s)")
        let many = FrameGroups.Group(
            events: [], passes: 2, frames: stride(from: 10, through: 100, by: 10).map { ($0, Double($0) / 60) })
        XCTAssertEqual(
            FrameGroups.label(of: many),
            "frames 10, 20, 30, 40, … 100 (×10, the same events; drawn: frame 10 · t=0.1667s · 2 update passes)")
        let one = FrameGroups.Group(events: [], passes: 1, frames: [(7, 0.1167)])
        XCTAssertEqual(FrameGroups.label(of: one), "frame 7 · t=0.1167s")
    }

    private static func clusters(of graph: DOTGraph) -> [DOTGraph] {
        graph.statements.compactMap { statement -> DOTGraph? in
            if case .subgraph(let cluster) = statement { return cluster }
            return nil
        }
    }
}

/// Five hundred views with bodies, all inserted in one frame: more distinct
/// events than the cause → effect diagram draws. The rows alternate between two
/// types, so no two neighbours are alike and `AlikeSiblings` folds none of them.
struct CustomRows: View {
    var body: some View {
        VStack {
            ForEach(0..<500) { index in
                if index.isMultiple(of: 2) {
                    CustomRow(index: index)
                } else {
                    OtherCustomRow(index: index)
                }
            }
        }
    }
}

struct OtherCustomRow: View {
    let index: Int
    var body: some View { Text("other row \(index)") }
}

struct CustomRow: View {
    let index: Int
    var body: some View { Text("row \(index)") }
}
