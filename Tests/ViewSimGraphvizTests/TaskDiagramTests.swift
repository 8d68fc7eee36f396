// Tests how the diagrams show Swift tasks, on a debounced search (`.task(id:)` with
// a 300 ms sleep; typing cancels the earlier tasks) and a `.task` that sleeps past
// the run: the cause→effect diagram draws task events as teal parallelograms
// (dashed when cancelled), linked start → sleep → cancellation; the view graph
// marks the `.task` modifier whose task still sleeps at the step's end, with a
// legend row. `VIEWSIM_TASK_DIAGRAMS=<folder>` also writes their PNGs, to look at.
import Foundation
import ViewSim
import XCTest

@testable import ViewSimGraphviz

private struct DebouncedSearch: View {
    @State var query = ""
    @State var results = "none"

    var body: some View {
        VStack {
            Text(results)
                .task(id: query) {
                    do {
                        try await Task.sleep(for: .milliseconds(300))
                    } catch {
                        return
                    }
                    results = "results for \(query)"
                }
            Text("type").onTapGesture { query += "a" }.accessibilityIdentifier("type")
        }
    }
}

@MainActor
final class TaskDiagramTests: XCTestCase {
    private func typedFast() throws -> (Simulation, [FrameRecord]) {
        let sim = Simulation(DebouncedSearch())
        try sim.step("type fast") {
            try sim.tap("type")
            try sim.advance(by: 0.1)
            try sim.tap("type")
        }
        return (sim, sim.trace.frames(inStep: 1))
    }

    private func html(_ node: DOTNode) -> String {
        if case .html(let text)? = node.attributes["label"] { return text }
        return ""
    }

    private func writeIfAsked(_ dot: String, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["VIEWSIM_TASK_DIAGRAMS"] else { return }
        let png = try GraphvizRenderer.render(dot: dot, format: .png)
        try Data(png).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }

    func testTheCauseEffectDiagramDrawsTaskEventsAsParallelograms() async throws {
        let (_, frames) = try typedFast()
        let dot = CauseEffectDiagram.dot(frames: frames, title: "Typing fast cancels the earlier tasks")
        try writeIfAsked(dot, "task-cause-effect.png")
        XCTAssertTrue(dot.contains("shape=\"parallelogram\""), dot)
        XCTAssertTrue(dot.contains("task 1 (.task(id:) #4) is cancelled: id changed"), dot)
        XCTAssertTrue(dot.contains("task 2 (.task(id:) #4) starts: id changed"), dot)
        XCTAssertTrue(dot.contains("filled,dashed"), "a cancellation is dashed")
        XCTAssertTrue(dot.contains(TraceEventKind.task.phrase), "the legend names the task kind")
    }

    func testTheViewGraphMarksTheViewWhoseTaskStillSleeps() async throws {
        let (sim, frames) = try typedFast()
        let snapshot = sim.snapshot()
        let modifier = try XCTUnwrap(snapshot.nodes.first { $0.task != nil }, "the .task(id:) node has a task")
        XCTAssertEqual(modifier.id, 4)
        XCTAssertEqual(modifier.task, "task 3 (.task(id:) #4) sleeping until 0.4333 s")
        let graph = ViewGraphDiagram.graph(snapshot: snapshot, frames: frames, title: "Typing fast")
        let node = try XCTUnwrap(graph.allNodes.first { $0.id == "n4" })
        XCTAssertEqual(node.attributes["color"], .text(DiagramStyle.taskPen))
        XCTAssertEqual(node.attributes["fillcolor"], .text(DiagramStyle.taskFill))
        XCTAssertTrue(
            html(node).contains("⊗ task 2 is cancelled: id changed &quot;a&quot; → &quot;aa&quot;"), html(node))
        XCTAssertTrue(html(node).contains("⋯ now: task 3 (.task(id:) #4) sleeping until 0.4333 s"), html(node))
        let dot = ViewGraphDiagram.dot(snapshot: snapshot, frames: frames, title: "Typing fast")
        try writeIfAsked(dot, "task-view-graph.png")
        XCTAssertTrue(dot.contains("its task still runs or sleeps"), "the legend explains the mark")
        XCTAssertTrue(dot.contains("its task started, slept, woke"), "and the task events")
        // Once the last task has loaded, nothing is marked.
        try sim.advance(by: 1)
        XCTAssertEqual(sim.snapshot().nodes.compactMap(\.task), [])
    }
}
