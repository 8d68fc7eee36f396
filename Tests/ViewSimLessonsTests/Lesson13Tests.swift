import Foundation
import ViewSim
import ViewSimTesting
// Tests lesson13 (async work in simulated time): its claims hold, the key
// frames read straight from the trace, its trace text matches the golden file,
// and the claims fail for the code the lesson warns about: a search without
// the debounce, a withAnimation around the keystroke instead of after the
// await, and a detail load started with `Task { }` that nothing cancels.
import XCTest

@testable import ViewSimLessons

final class Lesson13Tests: XCTestCase {
    func testEveryClaimHolds() throws {
        let run = try Lesson13.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson13.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testIsRegisteredAndComplete() throws {
        let lesson = try XCTUnwrap(LessonCatalog.lesson(id: "lesson13"))
        XCTAssertEqual(LessonCatalog.all.map(\.name).firstIndex(of: "lesson13"), 12)
        XCTAssertTrue((lesson.narrative?.source ?? "").hasPrefix("Apple's documentation"))
        XCTAssertFalse((lesson.narrative?.introduction ?? "").isEmpty)
        XCTAssertGreaterThanOrEqual(lesson.claims.count, 3)
        XCTAssertTrue(lesson.steps.allSatisfy { !($0.narrative ?? "").isEmpty })
        let run = try lesson.run()
        XCTAssertEqual(run.trace.steps.map(\.title).dropFirst(), lesson.steps.map(\.title).dropFirst())
    }

    func testKeyFramesOfTheSearch() throws {
        let run = try Lesson13.lesson.run()
        let trace = run.trace
        XCTAssertEqual(Lesson13.keystrokeFrames(trace), [1, 7, 13])
        let tasks = Lesson13.searchTasks(trace)
        XCTAssertEqual(tasks.map(\.task.id), [2, 3, 4])
        XCTAssertEqual(tasks.map { $0.cancellation?.moment.frame }, [7, 13, nil])
        XCTAssertEqual(tasks.map { $0.end?.frame }, [7, 13, 61])
        XCTAssertEqual(tasks.last?.sleeps.map(\.frame), [13, 31], "the debounce, then the store's network delay")
        XCTAssertEqual(tasks.last?.wakes.map(\.frame), [31, 61])
        guard case .suspended(let until, let what)? = tasks.last?.sleeps.last?.phase else {
            return XCTFail("\(String(describing: tasks.last?.sleeps.last?.phase))")
        }
        XCTAssertEqual(until, 61.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(what, "Task.sleep(for:)")
        let opacity = AnimationQuery.samples(trace, steps: 1...1, node: _OpacityEffect.self)
        XCTAssertEqual(opacity.first?.frame, 62)
        XCTAssertEqual(opacity.last?.value, 1)
        let first = try XCTUnwrap(AnimationQuery.starts(trace, steps: 1...1, node: _OpacityEffect.self).first)
        XCTAssertEqual(first.animation, .easeOut(duration: 0.3))
        XCTAssertEqual(
            first.origin?.description, "withAnimation in ↘ task 4 (.task(id:) #28) wakes (due at 1.0167 s)")
    }

    func testKeyFramesOfTheDetailsAndTheDelays() throws {
        let trace = try Lesson13.lesson.run().trace
        XCTAssertEqual(TaskQuery.lives(trace, steps: 2...2).map { $0.end?.frame }, [165])
        let plum = try XCTUnwrap(TaskQuery.lives(trace, steps: 3...3).first)
        XCTAssertEqual(
            plum.moments.map { TaskQuery.phaseName($0.phase) }, ["started", "suspended", "cancelled", "finished"])
        XCTAssertEqual(plum.cancellation?.moment.frame, 222)
        let landed = Lesson13.landingFrames(trace, step: Lesson13.Step.delays)
        XCTAssertEqual([landed.asyncAfter, landed.task, landed.timeline], [[373], [373], [373]])
        // viewsim's model: in the frame, the main queue's work runs before the task's jobs.
        XCTAssertEqual(
            TaskQuery.stateWrites("_log", in: trace, steps: 4...5).map(\.new.description),
            [#"["asyncAfter"]"#, #"["asyncAfter", "Task.sleep"]"#, #"["asyncAfter", "Task.sleep", "asyncAfter"]"#])
        XCTAssertEqual(
            TaskQuery.mainQueueRuns("DispatchQueue.main.asyncAfter", in: trace, steps: 5...5).map(\.frame), [465])
    }

    func testTheScreenShowsWhatLanded() throws {
        let run = try Lesson13.lesson.run()
        XCTAssertEqual(run.simulation.text(of: "log"), "landed: asyncAfter, Task.sleep, asyncAfter")
        XCTAssertTrue(run.trace.text().contains(#"△ Text #109 text: "TimelineView waiting" → "TimelineView +1.0 s""#))
    }

    /// Twenty runs on eight threads at once give the trace of a run on this thread: each
    /// simulation's tasks run on the thread that drives it, in its own order.
    func testRunsOnManyThreadsAtOnceGiveTheSameTrace() throws {
        let expected = try Lesson13.lesson.run().trace.text()
        let texts = Texts()
        DispatchQueue.concurrentPerform(iterations: 20) { index in
            let text = (try? Lesson13.lesson.run().trace.text()) ?? "(the run threw)"
            texts.set(text, at: index)
        }
        for (index, text) in texts.all(count: 20).enumerated() {
            XCTAssertEqual(text, expected, "run \(index) on another thread gave another trace")
        }
    }

    func testGoldenTrace() throws {
        let run = try Lesson13.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson13.trace.txt")
    }

    /// Each variant's failing claims, printed so their messages can be read.
    private func failingClaims<Root: View>(_ root: @escaping @MainActor @Sendable () -> Root) throws -> [Int] {
        let results = try Lesson13.lesson.replacingRoot(root).run().claimResults
        for result in results where !result.holds {
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
        return results.enumerated().filter { !$0.element.holds }.map(\.offset)
    }

    /// A search that asks the store at every keystroke: the claims about the debounce must fail.
    func testClaimsFailWithoutTheDebounce() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(search: .eager, cancelsLoad: true) }, [1, 2])
    }

    /// withAnimation around the keystroke, none after the await: the results must not animate.
    func testClaimsFailWhenTheAnimationIsAskedForBeforeTheAwait() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(search: .animatedKeystroke, cancelsLoad: true) }, [3])
    }

    /// The detail loads in `Task { }` from onAppear: going back cancels nothing and the write happens.
    func testClaimsFailWhenNothingCancelsTheLoad() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(search: .debounced, cancelsLoad: false) }, [4, 5])
    }
}

/// Trace texts written by several threads, read once they have all finished.
private final class Texts: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [Int: String] = [:]

    func set(_ text: String, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        texts[index] = text
    }

    func all(count: Int) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<count).map { texts[$0] ?? "(no result)" }
    }
}

/// Lesson 13's harness with one of the search screens and detail views the lesson warns about.
private struct VariantRoot: View {
    let search: VariantSearch.Kind
    let cancelsLoad: Bool
    @State private var example = Lesson13.Example.search
    let store = Lesson13.FruitStore()

    var body: some View {
        VStack {
            Text("next")
                .onTapGesture { example = Lesson13.Example(rawValue: example.rawValue + 1) ?? .search }
                .accessibilityIdentifier("next")
            switch example {
            case .search: VariantSearch(kind: search, store: store)
            case .browser: VariantBrowser(cancelsLoad: cancelsLoad, store: store)
            case .delays: Lesson13.DelayDemo()
            }
        }
    }
}

/// The lesson's search screen, without the debounce or with the animation in the wrong place.
private struct VariantSearch: View {
    enum Kind { case debounced, eager, animatedKeystroke }
    let kind: Kind
    let store: Lesson13.FruitStore
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        VStack {
            Text("🔍 \(query)")
            HStack {
                ForEach(Lesson13.SearchScreen.keys, id: \.self) { letter in
                    Button(letter) {
                        if kind == .animatedKeystroke {
                            withAnimation(.easeOut(duration: 0.3)) { query += letter }
                        } else {
                            query += letter
                        }
                    }
                    .accessibilityIdentifier(letter)
                }
            }
            VStack {
                ForEach(results, id: \.self) { Text($0) }
            }
            .opacity(results.isEmpty ? 0 : 1)
            .task(id: query) {
                guard !query.isEmpty else { return }
                do {
                    if kind != .eager { try await Task.sleep(for: .milliseconds(300)) }
                    let found = try await store.search(query)
                    if kind == .animatedKeystroke {
                        results = found
                    } else {
                        withAnimation(.easeOut(duration: 0.3)) { results = found }
                    }
                } catch {}
            }
        }
    }
}

/// The lesson's list and details; with `cancelsLoad` false the detail loads in a `Task { }`.
private struct VariantBrowser: View {
    let cancelsLoad: Bool
    let store: Lesson13.FruitStore
    @State private var selection: String?

    var body: some View {
        VStack {
            if let fruit = selection {
                Text("‹ back").onTapGesture { selection = nil }.accessibilityIdentifier("back")
                if cancelsLoad {
                    Lesson13.FruitDetail(fruit: fruit, store: store)
                } else {
                    UncancelledDetail(fruit: fruit, store: store)
                }
            } else {
                ForEach(Lesson13.FruitBrowser.choices, id: \.self) { fruit in
                    Text(fruit).onTapGesture { selection = fruit }.accessibilityIdentifier(fruit)
                }
            }
        }
    }
}

/// A detail view whose load nothing cancels: `Task { }` from `onAppear`.
private struct UncancelledDetail: View {
    let fruit: String
    let store: Lesson13.FruitStore
    @State private var details: String?

    var body: some View {
        Text(details ?? "Loading…")
            .onAppear {
                Task {
                    details = try? await store.details(of: fruit)
                }
            }
    }
}
