// Tests SwiftUI's task modifiers in simulated time: `.task` starts when its view
// appears and is cancelled when it disappears; `.task(id:)` is cancelled and
// restarted when its id changes; sleeps wake at their due frames; writes after
// an await are caused by the task. Source: Apple, "task(id:priority:_:)"
// ("If the id value changes, SwiftUI cancels and restarts the task").
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

@MainActor
private final class Loader {
    var log: [String] = []
}

private struct Search: View {
    @State var query = ""
    @State var results = "none"
    let loader: Loader

    var body: some View {
        Text(results)
            .task(id: query) {
                loader.log.append("start \(query)")
                do {
                    try await Task.sleep(for: .milliseconds(300))
                } catch {
                    loader.log.append("cancelled \(query)")
                    return
                }
                results = "results for \(query)"
                loader.log.append("loaded \(query)")
            }
            .onTapGesture { query += "a" }
            .accessibilityIdentifier("results")
    }
}

private struct Host: View {
    @State var shown = true
    let loader: Loader
    var body: some View {
        VStack {
            if shown {
                Text("child").task {
                    loader.log.append("child start")
                    do {
                        try await Task.sleep(for: .seconds(1))
                        loader.log.append("child done")
                    } catch {
                        loader.log.append("child cancelled: \(Task.isCancelled)")
                    }
                }
            }
            Text("toggle").onTapGesture { shown.toggle() }.accessibilityIdentifier("toggle")
        }
    }
}

@MainActor
final class TaskModifierTests: XCTestCase {
    func testTaskSleepsInSimulatedTimeAndItsWriteIsCausedByIt() async throws {
        let loader = Loader()
        let sim = Simulation(Search(loader: loader))
        XCTAssertEqual(loader.log, ["start "])
        try sim.advance(by: 0.2)
        XCTAssertEqual(sim.text(of: "results"), "none")
        try sim.advance(by: 0.1)
        XCTAssertEqual(sim.text(of: "results"), "results for ")
        XCTAssertEqual(loader.log, ["start ", "loaded "])
        let trace = sim.trace.text()
        XCTAssertTrue(trace.contains("↗ task 1 (.task(id:) #4) starts: the view appeared"), trace)
        XCTAssertTrue(trace.contains("sleeps until 0.3 s (Task.sleep(for:))"), trace)
        XCTAssertTrue(trace.contains("wakes (due at 0.3 s)"), trace)
        XCTAssertTrue(trace.contains("finishes"), trace)
    }

    func testIdChangeCancelsAndRestarts() async throws {
        let loader = Loader()
        let sim = Simulation(Search(loader: loader))
        try sim.step("type") {
            try sim.tap("results")
            try sim.advance(by: 0.1)
            try sim.tap("results")
        }
        try sim.advance(by: 1)
        // The closure reads the @State as it is now (as in SwiftUI): a cancelled task sees
        // the new query. The cancelled sleep resumes through the global executor and hops
        // back to the main actor, so the new task's first job runs before its catch block.
        XCTAssertEqual(loader.log, ["start ", "start a", "cancelled a", "start aa", "cancelled aa", "loaded aa"])
        XCTAssertEqual(sim.text(of: "results"), "results for aa", sim.trace.text())
        let trace = sim.trace.text()
        XCTAssertTrue(trace.contains("is cancelled: id changed \"\" → \"a\""), trace)
        XCTAssertTrue(trace.contains("starts: id changed \"a\" → \"aa\""), trace)
    }

    func testTaskIsCancelledWhenItsViewDisappears() async throws {
        let loader = Loader()
        let sim = Simulation(Host(loader: loader))
        try sim.advance(by: 0.5)
        try sim.tap("toggle")
        try sim.advance(by: 0.1)
        XCTAssertEqual(loader.log, ["child start", "child cancelled: true"])
        XCTAssertTrue(sim.trace.text().contains("is cancelled: the view disappeared"), sim.trace.text())
    }
}
