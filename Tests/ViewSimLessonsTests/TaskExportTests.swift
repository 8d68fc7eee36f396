// The exports of a run with Swift tasks: a debounced `.task(id:)` search (typing
// cancels the earlier tasks, the last one loads and animates in with its own
// `withAnimation`) and a `.task` still sleeping when the run ends. Its JSON
// validates against docs/trace.schema.json; its Chrome trace draws each task as a
// balanced async slice (category `task`, named by the task) with marks for its
// sleeps, wake-ups and cancellation, ending a pending one with the trace; both are
// the same bytes on every run.
import Foundation
import XCTest

@testable import ViewSim

private struct DebouncedSearch: View {
    @State var query = ""
    @State var results = "none"
    @State var opacity = 0.2

    var body: some View {
        VStack {
            Text(results).opacity(opacity).accessibilityIdentifier("results")
                .task(id: query) {
                    do {
                        try await Task.sleep(for: .milliseconds(300))
                    } catch {
                        return
                    }
                    results = "results for \(query)"
                    withAnimation(.easeIn(duration: 0.1)) { opacity = 1 }
                }
            Text("type").onTapGesture { query += "a" }.accessibilityIdentifier("type")
            Text("clock").task { try? await Task.sleep(for: .seconds(30)) }
        }
    }
}

@MainActor
final class TaskExportTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func searchTrace() throws -> Trace {
        let sim = Simulation(DebouncedSearch())
        try sim.step("type fast") {
            try sim.tap("type")
            try sim.advance(by: 0.1)
            try sim.tap("type")
        }
        try sim.step("wait") { try sim.advance(by: 0.6) }
        return sim.trace
    }

    func testTheJSONOfARunWithTasksValidatesAgainstTheSchema() async throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/trace.schema.json"), encoding: .utf8)
        let validator = JSONSchemaValidator(schema: try JSONValue.parse(text))
        let trace = try searchTrace()
        let document = try JSONValue.parse(trace.json())
        XCTAssertEqual(validator.errors(in: document).prefix(5), [], "a run with tasks breaks the schema")
        let events = (document["frames"]?.array ?? []).flatMap { $0["events"]?.array ?? [] }
        let phases = events.filter { $0["kind"] == .string("task") }.compactMap { $0["phase"]?.string }
        XCTAssertEqual(Set(phases), ["started", "suspended", "resumed", "cancelled", "finished"], "\(phases)")
        let folded = try JSONValue.parse(trace.json(foldingRepeatedFramesAt: 60))
        XCTAssertEqual(validator.errors(in: folded).prefix(5), [], "the folded JSON of a run with tasks")
        XCTAssertEqual(try searchTrace().json(), trace.json(), "the same run, the same JSON")
    }

    func testTheChromeTraceDrawsEachTaskAsABalancedAsyncSlice() async throws {
        let trace = try searchTrace()
        let chrome = trace.chromeTrace(name: "search")
        XCTAssertEqual(try searchTrace().chromeTrace(name: "search"), chrome, "the same run, the same bytes")
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(chrome.utf8)) as? [String: Any])
        // The task's async events (its phases are slices on the frames thread too, the ends of arrows).
        let events = try XCTUnwrap(root["traceEvents"] as? [[String: Any]]).filter {
            $0["cat"] as? String == "task" && ["b", "n", "e"].contains($0["ph"] as? String ?? "")
        }
        var open: [Int: String] = [:]
        var begun: [String] = []
        var ended: [String: String] = [:]
        var marks = 0
        for event in events {
            let id = try XCTUnwrap(event["id"] as? Int)
            let name = try XCTUnwrap(event["name"] as? String)
            let text = (event["args"] as? [String: Any])?["text"] as? String ?? ""
            switch event["ph"] as? String {
            case "b":
                XCTAssertNil(open[id], "slice \(id) opened twice")
                open[id] = name
                begun.append(name)
            case "n":
                XCTAssertEqual(open[id], name, "a mark of an open slice")
                marks += 1
            case "e":
                XCTAssertEqual(open.removeValue(forKey: id), name, "an end of an open slice")
                ended[name] = text
            default:
                XCTFail("a task event is b, n or e: \(event)")
            }
        }
        XCTAssertEqual(open, [:], "every slice ends")
        XCTAssertEqual(
            begun, ["task 1 (.task(id:) #4)", "task 2 (.task #11)", "task 3 (.task(id:) #4)", "task 4 (.task(id:) #4)"])
        XCTAssertEqual(ended["task 2 (.task #11)"], "still pending", "the sleeping task ends with the trace")
        XCTAssertEqual(ended["task 4 (.task(id:) #4)"]?.hasSuffix("finishes"), true, "\(ended)")
        // The cancelled task catches the CancellationError of its sleep and returns.
        XCTAssertEqual(ended["task 1 (.task(id:) #4)"]?.hasSuffix("finishes"), true, "\(ended)")
        // Each task sleeps (a mark), the cancelled ones are cancelled (a mark), the last one wakes (a mark).
        XCTAssertGreaterThanOrEqual(marks, 4 + 2 + 1)
    }
}
