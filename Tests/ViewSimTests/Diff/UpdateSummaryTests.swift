// Tests the update summary and difference in process: a simulation's summary
// equals the one read back from its trace JSON and from its baseline JSON;
// views are matched by path, so rows of one type add up and a second
// simulation (other node ids) matches; an export of one step has paths that
// start with `…`; node ids leave origins and messages; an animation's
// duration; and what a malformed document is told.
import Foundation
import ViewSimLessons
import XCTest

@testable import ViewSim

private struct Shelf: View {
    @State private var books = ["a", "b", "c"]
    @State private var isBig = false

    var body: some View {
        VStack {
            ForEach(books, id: \.self) { Book(title: $0) }
            Text("grow")
                .scaleEffect(isBig ? 2 : 1)
                .onTapGesture { withAnimation(.linear(duration: 0.5)) { isBig.toggle() } }
                .accessibilityIdentifier("grow")
            Text("add").onTapGesture { books.append("d") }.accessibilityIdentifier("add")
        }
    }
}

private struct Book: View {
    let title: String
    var body: some View { Text(title) }
}

final class UpdateSummaryTests: XCTestCase {
    private func shelf() throws -> Simulation {
        let sim = Simulation(Shelf())
        try sim.step("grow") {
            try sim.tap("grow")
            try sim.advance(by: 1)
        }
        try sim.step("add") { try sim.tap("add") }
        return sim
    }

    func testTheTraceTheTraceJSONAndTheBaselineGiveOneSummary() throws {
        let sim = try shelf()
        let summary = try UpdateSummary(trace: sim.trace)
        let fromJSON = try UpdateSummary(traceJSON: Data(sim.trace.json().utf8), source: "trace.json")
        let fromBaseline = try UpdateSummary(json: Data(summary.json().utf8), source: "baseline.json")
        XCTAssertTrue(UpdateDifference(summary, fromJSON).isEmpty, UpdateDifference(summary, fromJSON).text())
        XCTAssertTrue(UpdateDifference(summary, fromBaseline).isEmpty, UpdateDifference(summary, fromBaseline).text())
        XCTAssertEqual(fromBaseline.json(), summary.json(), "A baseline reads back to the same bytes.")
        XCTAssertTrue(
            UpdateDifference(summary, try UpdateSummary(trace: try shelf().trace)).isEmpty,
            "Another simulation of the same views (other node ids) matches.")
    }

    func testViewsAreMatchedByPathAndRowsOfOneTypeAddUp() throws {
        let summary = try UpdateSummary(trace: try shelf().trace)
        XCTAssertEqual(summary.views.map(\.path), ["Shelf", "Shelf › .scaleEffect", "Shelf › Book"])
        let books = try XCTUnwrap(summary.views.first { $0.path == "Shelf › Book" })
        XCTAssertEqual(books.nodes, 4, "a, b, c and d are one entry")
        XCTAssertEqual(books.bodyRuns, 4)
        XCTAssertEqual(books.runReasons, [UpdateTally(name: "@self", count: 4)])
        let scale = try XCTUnwrap(summary.views.first { $0.path == "Shelf › .scaleEffect" })
        XCTAssertEqual(
            scale.animations.map(\.description),
            ["scale: started linear(duration: 0.5) from withAnimation in .onTapGesture action, ran 0.5167 s"],
            "From the frame it started in to the frame its finished was recorded in.")
    }

    func testAStepExportHasPathsThatStartWithAnEllipsis() throws {
        let sim = try shelf()
        let step = try UpdateSummary(traceJSON: Data(sim.trace.json(step: 2).utf8), step: nil, source: "step2.json")
        XCTAssertEqual(step.views.map(\.path), ["… › Book", "… › Shelf"].sorted())
        let fromWhole = try UpdateSummary(trace: sim.trace, step: 2)
        XCTAssertEqual(fromWhole.views.map(\.path), ["Shelf", "Shelf › Book"])
    }

    func testTheDifferenceListsWhatChanged() throws {
        let sim = try shelf()
        let difference = UpdateDifference(
            try UpdateSummary(trace: sim.trace, step: 1), try UpdateSummary(trace: sim.trace, step: 2))
        XCTAssertFalse(difference.isEmpty)
        let book = try XCTUnwrap(difference.views.first { $0.path == "Shelf › Book" })
        XCTAssertEqual(book.presence, .both, "skipped in step 1 as Shelf's body ran, inserted (d) in step 2")
        XCTAssertEqual(book.rows.map(\.description), ["nodes: 3 → 4", "body runs: 0 → 1", "reason @self: 0 → 1"])
        XCTAssertTrue(difference.text().contains("Shelf › Book\n  nodes"), difference.text())
        let scale = try XCTUnwrap(difference.views.first { $0.path == "Shelf › .scaleEffect" })
        XCTAssertEqual(scale.presence, .onlyInA)
    }

    /// A trace document of insertions (`(id, label, parent, hasBody)`) and one body run
    /// of each node.
    private func document(
        _ nodes: [(id: Int, label: String, parent: Int?, hasBody: Bool)], diagnosticAbout: Int? = nil
    ) -> Data {
        var events: [String] = []
        var id = 0
        func node(_ node: Int) -> String {
            let label = nodes.first { $0.id == node }?.label ?? "?"
            return "{\"id\":\(node),\"label\":\"\(label)\"}"
        }
        for entry in nodes {
            id += 1
            events.append(
                "{\"id\":\(id),\"kind\":\"inserted\",\"node\":\(node(entry.id)),\"parent\":\(entry.parent.map(node) ?? "null"),\"hasBody\":\(entry.hasBody)}"
            )
        }
        for entry in nodes {
            id += 1
            events.append(
                "{\"id\":\(id),\"kind\":\"bodyEvaluated\",\"node\":\(node(entry.id)),\"reasons\":[{\"token\":\"@self\"}]}"
            )
        }
        if let about = diagnosticAbout {
            events.append(
                "{\"id\":\(id + 1),\"kind\":\"diagnostic\",\"node\":null,\"diagnostic\":{\"kind\":\"loop\",\"message\":\"m\",\"node\":\(node(about))}}"
            )
        }
        return Data(
            ("{\"schema\":\"viewsim.trace\",\"version\":1,\"steps\":[],\"frames\":[{\"index\":0,\"step\":0,\"events\":["
                + events.joined(separator: ",") + "]}]}").utf8)
    }

    /// A deep chain's paths: each level's path is the one above it and its label, and
    /// levels without a body are left out.
    func testADeepChainsPathsNameEveryAncestorWithABody() throws {
        let depth = 400
        let nodes = (1...depth).map {
            (id: $0, label: $0 % 2 == 0 ? "Even" : "Odd", parent: $0 == 1 ? nil : $0 - 1, hasBody: $0 % 3 != 0)
        }
        let summary = try UpdateSummary(traceJSON: document(nodes), source: "deep.json")
        XCTAssertEqual(summary.views.count, depth)
        var expected: [String] = []
        var above: [String] = []
        for node in nodes {
            expected.append((above + [node.label]).joined(separator: " › "))
            if node.hasBody { above.append(node.label) }
        }
        XCTAssertEqual(summary.views.map(\.path), expected.sorted())
        XCTAssertEqual(summary.views.map(\.bodyRuns), Array(repeating: 1, count: depth))
    }

    /// Two nodes whose label lists differ but read alike (a label holding ` › `, one text
    /// in two Unicode forms) count as one path, as they did when paths were keyed by text.
    func testPathsThatReadAlikeAreOnePath() throws {
        let summary = try UpdateSummary(
            traceJSON: document([
                (1, "A", nil, true), (2, "B", 1, true), (3, "A › B", nil, true),
                (4, "Caf\u{E9}", nil, true), (5, "Cafe\u{301}", nil, true),
            ]), source: "alike.json")
        XCTAssertEqual(summary.views.map(\.path), ["A", "A › B", "Café"])
        XCTAssertEqual(summary.views.map(\.nodes), [1, 2, 2])
        XCTAssertEqual(summary.views.map(\.bodyRuns), [1, 2, 2])
    }

    /// A diagnostic about a node no counted event names still has its path.
    func testADiagnosticAboutANodeWithoutEventsHasItsPath() throws {
        let nodes: [(id: Int, label: String, parent: Int?, hasBody: Bool)] = [
            (1, "Root", nil, true), (2, "Leaf", 1, true),
        ]
        var json = String(decoding: document(nodes, diagnosticAbout: 3), as: UTF8.self)
        json = json.replacingOccurrences(of: "{\"id\":3,\"label\":\"?\"}", with: "{\"id\":3,\"label\":\"Gone\"}")
        let summary = try UpdateSummary(traceJSON: Data(json.utf8), source: "diagnostic.json")
        XCTAssertEqual(summary.diagnostics.map(\.path), ["… › Gone"])
    }

    func testNodeIDsLeaveOriginsAndMessages() {
        XCTAssertEqual(
            UpdateSummaryBuilder.withoutNodeIDs("onTapGesture action of Image #4"), "onTapGesture action of Image")
        XCTAssertEqual(UpdateSummaryBuilder.withoutNodeIDs("a #b, #12x and Row #3."), "a #b, #12x and Row.")
        XCTAssertEqual(UpdateSummaryBuilder.origin(".animation #7 (value false → true)"), ".animation")
    }

    func testMalformedDocumentsSayWhatIsWrong() {
        func message(_ text: String, step: Int? = nil) -> String {
            do {
                _ = try UpdateSummary(json: Data(text.utf8), step: step, source: "x.json")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(message("nope"), "x.json is not JSON (or not a JSON object).")
        XCTAssertTrue(
            message("{\"schema\":\"other\"}").hasPrefix("x.json is not a viewsim trace: its \"schema\" is \"other\""))
        XCTAssertTrue(
            message("{\"schema\":\"viewsim.trace\",\"version\":9}").contains(
                "of version 9; this viewsim reads version 1"))
        XCTAssertEqual(
            message("{\"schema\":\"viewsim.trace\",\"version\":1,\"steps\":[],\"frames\":[{\"index\":0,\"step\":0}]}"),
            "x.json is not a complete viewsim trace: frames[0].events is missing.")
        XCTAssertTrue(message("{\"schema\":\"viewsim.updates\",\"version\":1}", step: 2).contains("is a baseline"))
    }
}
