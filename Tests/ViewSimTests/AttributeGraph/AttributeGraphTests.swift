// The attribute graph derived from a snapshot and a step's events: lesson 1's SubView
// compared equal with its body untouched, a @State write dirty with its body recomputed,
// numbers stable across builds and narrowing, --view/--depth narrowing, the refusals
// (unknown, ambiguous, too large) and how quickly a 10,000-row tree answers.
import Foundation
import ViewSim
import ViewSimLessons
import XCTest

final class AttributeGraphTests: XCTestCase {
    /// Lesson 1 run to the end, with the graph at the end of every step.
    private func lesson1() throws -> (run: ScenarioRun, snapshots: [GraphSnapshot]) {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        var snapshots: [GraphSnapshot] = []
        let run = try XCTUnwrap(LessonCatalog.lesson(id: "lesson1")).run(configuration: configuration) { _, sim in
            snapshots.append(sim.snapshot())
        }
        return (run, snapshots)
    }

    private func lesson1Step1(root: String? = nil, depth: Int? = nil) throws -> AttributeGraph {
        let (run, snapshots) = try lesson1()
        return try AttributeGraph(
            snapshot: snapshots[1], frames: run.trace.frames(inStep: 1), previous: snapshots[0], root: root,
            depth: depth)
    }

    func testLesson1Step1ShowsSubViewsValueComparedEqualAndItsBodyUntouched() throws {
        let graph = try lesson1Step1()
        let subView = try XCTUnwrap(graph.views.first { $0.label == "SubView" })
        let value = try XCTUnwrap(graph.attribute(ofView: subView.id, kind: .value))
        XCTAssertEqual(value.state, .comparedEqual, "SubView's new value equals the old one: \(value.reasons)")
        XCTAssertEqual(value.count, 5, "offered at each of the 5 timeline entries")
        XCTAssertTrue(value.reasons.first?.contains("no stored inputs") == true, "\(value.reasons)")
        let body = try XCTUnwrap(graph.attribute(ofView: subView.id, kind: .body))
        XCTAssertEqual(body.state, .untouched, "its body never runs: \(body.reasons)")
        XCTAssertEqual(body.reasons, ["not run: its value compared equal"])

        let timeline = try XCTUnwrap(graph.views.first { $0.label == "TimelineView" })
        XCTAssertEqual(graph.attribute(ofView: timeline.id, kind: .timelineEntry)?.state, .dirty)
        XCTAssertEqual(graph.attribute(ofView: timeline.id, kind: .body)?.state, .recomputed)
        XCTAssertEqual(graph.attribute(ofView: timeline.id, kind: .body)?.count, 5)
        XCTAssertEqual(graph.attribute(ofView: timeline.id, kind: .value)?.state, .untouched)
        // The input edges: the timeline's entry into its content, its view list into SubView's value.
        let entry = try XCTUnwrap(graph.id(ofView: timeline.id, kind: .timelineEntry))
        let content = try XCTUnwrap(graph.id(ofView: timeline.id, kind: .body))
        XCTAssertTrue(graph.edges.contains(AttributeEdge(from: entry, to: content, role: .input)))
        let subViewValue = try XCTUnwrap(graph.id(ofView: subView.id, kind: .value))
        XCTAssertTrue(
            graph.edges.contains { $0.to == subViewValue && $0.role == .child },
            "a view list feeds SubView's value")
        // The left face's Text changed its string at every entry.
        let changed = graph.attributes.filter { $0.kind == .value && $0.reasons.contains { $0.hasPrefix("text: ") } }
        XCTAssertEqual(changed.count, 1, "\(changed)")
        XCTAssertEqual(changed.first?.state, .recomputed)
    }

    func testAStateWriteMarksThePropertyDirtyAndTheBodyRecomputed() throws {
        let sim = Simulation(Counter())
        try sim.step("tap") { try sim.tap("plus") }
        let graph = try sim.attributeGraph()
        let counter = try XCTUnwrap(graph.views.first { $0.label == "Counter" })
        let count = try XCTUnwrap(graph.attribute(ofView: counter.id, kind: .property("_count")))
        XCTAssertEqual(count.state, .dirty)
        XCTAssertEqual(count.reasons.first, "written: 0 → 1")
        let body = try XCTUnwrap(graph.attribute(ofView: counter.id, kind: .body))
        XCTAssertEqual(body.state, .recomputed)
        XCTAssertEqual(body.reasons, ["ran: _count changed"])
        XCTAssertEqual(graph.attribute(ofView: counter.id, kind: .value)?.state, .untouched, "its parent did not run")
        let property = try XCTUnwrap(graph.id(ofView: counter.id, kind: .property("_count")))
        let bodyID = try XCTUnwrap(graph.id(ofView: counter.id, kind: .body))
        XCTAssertTrue(graph.edges.contains(AttributeEdge(from: property, to: bodyID, role: .input)))
        XCTAssertEqual(
            graph.cycleDescription([property, bodyID]),
            "AttributeGraph: cycle detected through attribute \(property.rawValue): Counter #1 _count → Counter #1 body → Counter #1 _count"
        )
        // The Text below got a new string; without an earlier snapshot layout says "not recorded".
        let text = try XCTUnwrap(graph.views.first { $0.label == "Text" })
        XCTAssertEqual(graph.attribute(ofView: text.id, kind: .value)?.state, .recomputed)
        XCTAssertEqual(graph.attribute(ofView: text.id, kind: .size)?.state, .dirty)
        XCTAssertFalse(graph.comparesLayout)
    }

    func testNumbersAreTheSameAcrossBuildsAndNarrowing() throws {
        let first = try lesson1Step1()
        let second = try lesson1Step1()
        XCTAssertEqual(first.attributes, second.attributes)
        XCTAssertEqual(first.edges, second.edges)
        XCTAssertEqual(first.json(), second.json())
        XCTAssertEqual(first.attributes.first?.id, AttributeID(AttributeGraph.firstID))
        XCTAssertEqual(
            first.attributes.map(\.id.rawValue), Array(AttributeGraph.firstID..<(AttributeGraph.firstID + 97)),
            "numbers are contiguous over the whole graph")
        // View-id order, then kind order.
        XCTAssertEqual(first.attributes.map(\.viewID), first.attributes.map(\.viewID).sorted())
        let narrowed = try lesson1Step1(root: "SubView", depth: 1)
        for attribute in narrowed.attributes {
            XCTAssertEqual(first.id(ofView: attribute.viewID, kind: attribute.kind), attribute.id)
            XCTAssertEqual(first.attribute(attribute.id), attribute)
        }
        XCTAssertEqual(first.describe(narrowed.attributes[0].id), "SubView #15 value")
    }

    func testViewAndDepthNarrowTheGraph() throws {
        let whole = try lesson1Step1()
        XCTAssertEqual(whole.views.count, 18)
        let alone = try lesson1Step1(root: "SubView", depth: 0)
        XCTAssertEqual(alone.views.map(\.title), ["SubView #15"])
        XCTAssertNil(alone.views[0].parentID, "the graph's root has no parent in it")
        XCTAssertTrue(alone.edges.allSatisfy { alone.attribute($0.from) != nil && alone.attribute($0.to) != nil })
        let two = try lesson1Step1(root: "#8", depth: 2)
        XCTAssertEqual(two.views.map(\.title), ["ManyFaces #8", "TimelineView #9", "HStack #10"])
        XCTAssertEqual(two.views.map(\.depth), [0, 1, 2])
        XCTAssertEqual(try lesson1Step1(root: "right").views.first?.title, ".accessibilityIdentifier(\"right\") #16")
        XCTAssertEqual(try lesson1Step1(root: "Text #14").views.map(\.title), ["Text #14"])
    }

    func testNamesThatNameNoViewOrSeveralAreRefusedWithWhatToDo() throws {
        XCTAssertThrowsError(try lesson1Step1(root: "Nope")) { error in
            guard case .unknownView(let name, let candidates)? = error as? AttributeGraphError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(name, "Nope")
            XCTAssertTrue(candidates.contains("SubView #15"), "\(candidates)")
            XCTAssertTrue("\(error)".contains("views here: ContentView #1"), "\(error)")
        }
        XCTAssertThrowsError(try lesson1Step1(root: "Text")) { error in
            XCTAssertEqual(
                "\(error)",
                "'Text' names 3 views (Text #6, Text #14, Text #18); add the id to pick one: 'Text #6'.")
        }
        XCTAssertThrowsError(try lesson1Step1(depth: -1)) { error in
            XCTAssertEqual(error as? AttributeGraphError, .invalidDepth(-1))
        }
    }

    func testATenThousandRowTreeIsRefusedQuicklyAndANarrowedOneDrawn() throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(Rows(count: 10_000), configuration: configuration)
        // CPU time, not wall time: the machine may be shared.
        let snapshot = sim.snapshot()
        let frames = sim.trace.frames(inStep: sim.currentStep)
        var error: Error?
        let refused = Self.cpuSeconds {
            do { _ = try AttributeGraph(snapshot: snapshot, frames: frames) } catch let caught { error = caught }
        }
        guard case .tooLarge(let count, let views, let limit, let root)? = error as? AttributeGraphError else {
            return XCTFail("a 10,000-row graph should be refused: \(String(describing: error))")
        }
        XCTAssertGreaterThan(count, 40_000)
        XCTAssertGreaterThan(views, 10_000)
        XCTAssertEqual(limit, AttributeGraph.maximumAttributes)
        XCTAssertEqual(root, "Rows #1")
        XCTAssertTrue("\(error!)".contains("--view <name> --depth <n>"), "\(error!)")
        XCTAssertLessThan(refused, 1, "refusing should take well under a few seconds")

        var narrowed: AttributeGraph?
        let built = Self.cpuSeconds {
            narrowed = try? AttributeGraph(snapshot: snapshot, frames: frames, root: "Rows", depth: 2)
        }
        XCTAssertLessThan(built, 1)
        XCTAssertEqual(narrowed?.views.map(\.label), ["Rows", "VStack", "ForEach"])
        // 10,000 insertions below the ForEach: six reasons kept, the rest counted.
        let forEach = try XCTUnwrap(narrowed?.views.last?.id)
        let reasons = try XCTUnwrap(narrowed?.attribute(ofView: forEach, kind: .children)?.reasons)
        XCTAssertEqual(reasons.count, 7, "\(reasons)")
        XCTAssertEqual(reasons.last, "… and 9995 more")
    }

    /// The CPU seconds `body` takes.
    private static func cpuSeconds(_ body: () -> Void) -> Double {
        let start = clock()
        body()
        return Double(clock() - start) / Double(CLOCKS_PER_SEC)
    }

    func testPreferencesAddAttributesAndEdges() throws {
        let (run, snapshots) = try lesson1()
        let preference = PreferenceInput(viewID: 10, keyName: "HeightKey", fromChildViewIDs: [11], readerViewIDs: [8])
        let child = PreferenceInput(viewID: 11, keyName: "HeightKey")
        let graph = try AttributeGraph(
            snapshot: snapshots[1], frames: run.trace.frames(inStep: 1), preferences: [preference, child])
        let produced = try XCTUnwrap(graph.id(ofView: 10, kind: .preference("HeightKey")))
        let fromChild = try XCTUnwrap(graph.id(ofView: 11, kind: .preference("HeightKey")))
        let reader = try XCTUnwrap(graph.id(ofView: 8, kind: .body))
        XCTAssertTrue(graph.edges.contains(AttributeEdge(from: fromChild, to: produced, role: .preference)))
        XCTAssertTrue(graph.edges.contains(AttributeEdge(from: produced, to: reader, role: .preference)))
        XCTAssertEqual(graph.attribute(produced)?.state, .untouched)
        XCTAssertEqual(graph.attributes.count, 99)
        // Views after the producers are numbered after their preferences.
        let plain = try AttributeGraph(snapshot: snapshots[1], frames: [])
        XCTAssertEqual(
            graph.id(ofView: 15, kind: .value)?.rawValue, (plain.id(ofView: 15, kind: .value)?.rawValue ?? 0) + 2)
    }

    func testTheJSONNamesEveryAttributeAndEdge() throws {
        let graph = try lesson1Step1(root: "SubView", depth: 0)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(graph.json().utf8)) as? [String: Any])
        XCTAssertEqual(object["schema"] as? String, "viewsim.attributes")
        let attributes = try XCTUnwrap(object["attributes"] as? [[String: Any]])
        XCTAssertEqual(attributes.count, graph.attributes.count)
        XCTAssertEqual(attributes.first?["state"] as? String, "comparedEqual")
        XCTAssertEqual((object["edges"] as? [Any])?.count, graph.edges.count)
    }
}

/// A counter whose tap writes its `@State`.
private struct Counter: View {
    @State var count = 0

    var body: some View {
        Text("\(count)")
            .onTapGesture { count += 1 }
            .accessibilityIdentifier("plus")
    }
}

/// A stack of `count` rows.
private struct Rows: View {
    let count: Int

    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { index in
                Text("row \(index)")
            }
        }
    }
}
