// Tests real-world async view code run as written (only the import changed): a
// search screen with a debounced `.task(id:)`, a model with an `async` load, an
// `asyncAfter` that dismisses a toast; and the edges — a sleep past
// `Simulation.maximumTime`, a task that never finishes, a task that writes after
// its view is gone — each with a diagnostic and a clear result, never a hang.
// Sources: Apple, "task(id:priority:_:)" (cancelled and restarted when the id
// changes), "task(priority:_:)" (cancelled when the view disappears).
import Foundation
import Observation
import ViewSim
import ViewSimTesting
import XCTest

// MARK: - A search screen

@MainActor @Observable
private final class SearchModel {
    var results: [String] = []
    var searches = 0

    /// A network call: 200 ms in simulated time.
    func search(_ query: String) async throws -> [String] {
        searches += 1
        try await Task.sleep(for: .milliseconds(200))
        return ["\(query) 1", "\(query) 2"]
    }
}

private struct SearchScreen: View {
    @State private var query = ""
    @State private var model = SearchModel()

    var body: some View {
        VStack {
            Text(query).onTapGesture { query += "s" }.accessibilityIdentifier("field")
            Text(model.results.joined(separator: ", "))
                .opacity(model.results.isEmpty ? 0 : 1)
                .accessibilityIdentifier("results")
        }
        .task(id: query) {
            guard !query.isEmpty else { return }
            do {
                try await Task.sleep(for: .milliseconds(300))
                let found = try await model.search(query)
                withAnimation(.easeOut(duration: 0.2)) { model.results = found }
            } catch {
                return  // cancelled: a newer query took over
            }
        }
    }
}

// MARK: - A model with an async load

@MainActor @Observable
private final class FeedModel {
    var items: [String] = []
    var isLoading = false

    func load() async {
        isLoading = true
        try? await Task.sleep(for: .seconds(1))
        items = ["one", "two", "three"]
        isLoading = false
    }
}

private struct FeedScreen: View {
    @State private var model = FeedModel()
    var body: some View {
        Group {
            if model.isLoading {
                Text("Loading…").accessibilityIdentifier("loading")
            } else {
                Text("\(model.items.count) items").accessibilityIdentifier("feed")
            }
        }
        .task { await model.load() }
    }
}

// MARK: - A toast

private struct ToastScreen: View {
    @State private var toast: String?
    var body: some View {
        VStack {
            Text("save").onTapGesture {
                toast = "Saved"
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { toast = nil }
            }
            .accessibilityIdentifier("save")
            Text(toast ?? "-").accessibilityIdentifier("toast")
        }
    }
}

// MARK: - Edges

private struct Forever: View {
    @State private var note = "waiting"
    var body: some View {
        Text(note)
            .task {
                // A continuation nobody resumes: the task never ends.
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
                note = "never"
            }
            .task {
                try? await Task.sleep(for: .seconds(2_000_000_000))
                note = "woke"
            }
            .accessibilityIdentifier("note")
    }
}

private struct Outliving: View {
    @State private var shown = true
    var body: some View {
        VStack {
            if shown { Stubborn() }
            Text("hide").onTapGesture { shown = false }.accessibilityIdentifier("hide")
        }
    }
}

/// A view whose task ignores cancellation and writes after its view is gone.
private struct Stubborn: View {
    @State private var text = "start"
    var body: some View {
        Text(text).task {
            try? await Task.sleep(for: .seconds(1))  // cancelled: returns early, ignored
            text = "late"
        }
    }
}

@MainActor
final class AsyncViewCodeTests: XCTestCase {
    func testDebouncedSearchLoadsOnlyTheLastQueryAndAnimatesItsResult() async throws {
        let sim = Simulation(SearchScreen())
        try sim.step("type fast") {
            for _ in 0..<3 {
                try sim.tap("field")
                try sim.advance(by: 0.1)
            }
        }
        try sim.step("wait") { try sim.runUntilIdle() }
        XCTAssertEqual(sim.text(of: "results"), "sss 1, sss 2")
        // The empty query's task returns at once; of the three typed queries, a newer
        // one cancelled each of the first two.
        assertTasks(sim, label: ".task(id:)", started: 4, cancelled: 2, finished: 4)
        assertTasks(sim, in: .step(1), label: ".task(id:)", started: 3, cancelled: 2, finished: 2, pending: 1)
        let histories = sim.trace.tasks().filter { $0.task.label == ".task(id:)" }
        XCTAssertEqual(histories.last?.start, .idChanged(old: .string("ss"), new: .string("sss")))
        assertTask(sim, histories[1].task.id, ended: .cancelled(.idChanged(old: .string("s"), new: .string("ss"))))
        assertTask(sim, histories[3].task.id, ended: .finished)
        // The results came in with the withAnimation after the await.
        let trace = sim.trace.text(step: 2)
        XCTAssertTrue(trace.contains("opacity: 0 → 1 animates with easeOut(duration: 0.2)"), trace)
    }

    func testAnAsyncLoadShowsProgressThenItsItems() async throws {
        let sim = Simulation(FeedScreen())
        XCTAssertEqual(sim.text(of: "loading"), "Loading…")
        try sim.advance(by: 0.5)
        XCTAssertEqual(sim.text(of: "loading"), "Loading…")
        try sim.advance(by: 0.5)
        XCTAssertEqual(sim.text(of: "feed"), "3 items")
        assertTasks(sim, started: 1, finished: 1, pending: 0)
    }

    func testAsyncAfterDismissesTheToastAtItsDeadline() async throws {
        let sim = Simulation(ToastScreen())
        try sim.tap("save")
        XCTAssertEqual(sim.text(of: "toast"), "Saved")
        try sim.advance(by: 1.4)
        XCTAssertEqual(sim.text(of: "toast"), "Saved")
        try sim.advance(by: 0.2)
        XCTAssertEqual(sim.text(of: "toast"), "-")
        XCTAssertTrue(
            sim.trace.text().contains("▷ DispatchQueue.main.asyncAfter from .onTapGesture #"), sim.trace.text())
    }

    func testASleepPastTheLastTimeAndATaskThatNeverEndsAreNamedNotWaitedFor() async throws {
        let sim = Simulation(Forever())
        try sim.runUntilIdle()
        XCTAssertEqual(sim.text(of: "note"), "waiting")
        let diagnostics = sim.trace.events.compactMap { event -> Diagnostic? in
            if case .diagnostic(let diagnostic) = event.kind, diagnostic.kind == .task { return diagnostic }
            return nil
        }
        XCTAssertTrue(
            diagnostics.contains {
                $0.message.contains("past Simulation.maximumTime") && $0.message.contains("(.task #")
            },
            "\(diagnostics)")
        let pending = try XCTUnwrap(diagnostics.first { $0.message.contains("runUntilIdle() returned with 2 tasks") })
        XCTAssertTrue(pending.message.contains("awaiting"), pending.message)
        XCTAssertTrue(pending.message.contains("sleeping forever"), pending.message)
        // advance still runs: nothing is due, so it skips the idle frames.
        try sim.advance(by: 3600)
        XCTAssertEqual(sim.frame, 3600 * 60 + 1)
        assertTasks(sim, started: 2, finished: 0, pending: 2)
    }

    func testATaskThatWritesAfterItsViewIsGoneIsDroppedWithADiagnostic() async throws {
        let sim = Simulation(Outliving())
        try sim.tap("hide")
        try sim.runUntilIdle()
        let trace = sim.trace.text()
        XCTAssertTrue(trace.contains("is cancelled: the view disappeared"), trace)
        XCTAssertTrue(trace.contains("wrote Stubborn._text after Stubborn #"), trace)
        XCTAssertTrue(trace.contains("the write is dropped"), trace)
        assertTasks(sim, started: 1, cancelled: 1, finished: 1)
    }

    func testAFailingTaskCheckReadsWell() async throws {
        let sim = Simulation(SearchScreen())
        try sim.tap("field")
        let message = try XCTUnwrap(verifyTasks(sim, label: ".task(id:)", started: 5))
        XCTAssertTrue(
            message.hasPrefix("Other tasks (.task(id:)) than expected in the whole simulation: started 2, expected 5."),
            message)
        XCTAssertTrue(message.contains("task 1 (.task(id:) #"), message)
        XCTAssertTrue(message.contains("starts: id changed \"\" → \"s\", sleeps until 0.3167 s"), message)
        let missing = try XCTUnwrap(verifyTask(sim, 9, ended: .finished))
        XCTAssertTrue(missing.hasPrefix("No task 9 in the trace (2 tasks ran)."), missing)
        let wrong = try XCTUnwrap(verifyTask(sim, 2, ended: .finished))
        XCTAssertTrue(wrong.contains("did not end as expected: expected finished, but it is still pending."), wrong)
    }
}
