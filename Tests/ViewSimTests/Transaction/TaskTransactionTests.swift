// Tests the transaction a task was started in: a `Task` made inside `withAnimation`
// runs its code after that transaction ended (SwiftUI keeps the transaction on the
// main thread for the call's duration), so its writes do not animate, before or
// after an `await`; a `withAnimation` in the task animates with its own animation;
// and the trace says why a task's write did not animate.
import ViewSim
import ViewSimTesting
import XCTest

private struct Loader: View {
    @State var opacity = 0.2
    @State var offset = 0.0
    @State var loads = 0
    /// Whether the task writes before its first await too.
    let writeAtOnce: Bool

    var body: some View {
        VStack {
            Text("item").opacity(opacity).offset(x: offset).accessibilityIdentifier("item")
            Text("load")
                .onTapGesture {
                    withAnimation(.linear(duration: 1)) {
                        // (Two statements: `withAnimation { Task { … } }` alone is ambiguous with
                        // viewsim's `Task` initialisers, see the report of this change.)
                        loads += 1
                        Task {
                            if writeAtOnce { opacity = 0.5 }
                            try? await Task.sleep(for: .milliseconds(100))
                            opacity = 1
                            withAnimation(.easeIn(duration: 0.5)) { offset = 50 }
                        }
                    }
                }
                .accessibilityIdentifier("load")
        }
    }
}

/// Starts an animation of the opacity, then a task whose write lands while it runs.
private struct Racer: View {
    @State var opacity = 0.0

    var body: some View {
        Text("item").opacity(opacity).accessibilityIdentifier("item")
            .onTapGesture {
                withAnimation(.linear(duration: 1)) {
                    opacity = 0.5
                    Task {
                        try? await Task.sleep(for: .milliseconds(200))
                        opacity = 1
                    }
                }
            }
    }
}

/// A `.task(id:)` restarted by an id change made inside `withAnimation`.
private struct AnimatedQuery: View {
    @State var query = 0
    @State var opacity = 0.2

    var body: some View {
        Text("item").opacity(opacity).accessibilityIdentifier("item")
            .task(id: query) {
                guard query > 0 else { return }
                opacity = 1
            }
            .onTapGesture { withAnimation(.linear(duration: 1)) { query += 1 } }
    }
}

@MainActor
final class TaskTransactionTests: XCTestCase {
    func testATasksWritesDoNotCarryTheWithAnimationItWasStartedIn() async throws {
        for writeAtOnce in [false, true] {
            let sim = Simulation(Loader(writeAtOnce: writeAtOnce))
            try sim.tap("load")
            try sim.advance(by: 0.2)
            let opacity = sim.trace.animationsAdded(attribute: "opacity")
            XCTAssertEqual(opacity.map(\.description), [], "the task's opacity writes are not animated")
            XCTAssertEqual(sim.attribute("opacity", of: "item"), .number(1))
            let jumps = sim.trace.animationEvents(attribute: "opacity").compactMap { record -> EndedTransaction? in
                if case .changedWithoutAnimation(_, _, let ended) = record.phase { return ended }
                return nil
            }
            XCTAssertEqual(jumps.count, writeAtOnce ? 2 : 1, "each write of the task says why it did not animate")
            XCTAssertEqual(jumps.first?.task.id, 1)
            XCTAssertEqual(jumps.first?.animation, .linear(duration: 1))
            let text = sim.trace.text()
            XCTAssertTrue(
                text.contains(
                    "opacity: 0.2 → \(writeAtOnce ? "0.5" : "1"), no animation: task 1 (Task from .onTapGesture #"),
                text)
            XCTAssertTrue(
                text.contains(
                    "was started in linear(duration: 1) from withAnimation in .onTapGesture #9 action, a transaction that ended before the task's code ran"
                ), text)
        }
    }

    func testAWithAnimationAfterTheAwaitAnimatesWithItsOwnAnimation() async throws {
        let sim = Simulation(Loader(writeAtOnce: false))
        try sim.tap("load")
        try sim.advance(by: 0.2)
        let offset = sim.trace.animationsAdded(attribute: "offset")
        XCTAssertEqual(offset.count, 1)
        guard case .started(let animation, _, _, let origin)? = offset.first?.phase else {
            return XCTFail("the offset animates: \(offset)")
        }
        XCTAssertEqual(animation, .easeIn(duration: 0.5))
        // Its origin is the withAnimation inside the task, run while the task's wake-up was the cause.
        XCTAssertEqual(
            origin?.description.hasPrefix("withAnimation in ↘ task 1 (Task from .onTapGesture #9) wakes"), true,
            "\(String(describing: origin))")
    }

    func testATasksWriteWhileAnAnimationRunsSaysWhyItJumps() async throws {
        let sim = Simulation(Racer())
        try sim.tap("item")
        try sim.advance(by: 0.3)
        let jump = sim.trace.animationEvents(attribute: "opacity").first {
            if case .changedWithoutAnimation = $0.phase { return true } else { return false }
        }
        guard case .changedWithoutAnimation(_, let to, let ended?)? = jump?.phase else {
            return XCTFail("the task's write jumps, with a reason: \(String(describing: jump))")
        }
        XCTAssertEqual(to, .number(1))
        XCTAssertEqual(ended.task.id, 1)
        XCTAssertEqual(ended.origin?.description.hasPrefix("withAnimation in .onTapGesture #"), true)
    }

    func testATaskRestartedByAnAnimatedIdChangeDoesNotAnimateItsWrites() async throws {
        let sim = Simulation(AnimatedQuery())
        try sim.tap("item")
        XCTAssertEqual(sim.trace.animationsAdded(attribute: "opacity"), [])
        let ended = sim.trace.animationEvents(attribute: "opacity").compactMap { record -> EndedTransaction? in
            if case .changedWithoutAnimation(_, _, let ended) = record.phase { return ended }
            return nil
        }
        XCTAssertEqual(ended.map(\.task.id), [2], "the restarted task was started in the update's transaction")
        XCTAssertEqual(ended.first?.task.label, ".task(id:)")
        XCTAssertEqual(ended.first?.animation, .linear(duration: 1))
    }

    func testAWriteWithNoTaskSaysNothingNew() async throws {
        // A plain write with no animation records no animation event (the walk only runs
        // when a task was started in an animating transaction).
        let sim = Simulation(Loader(writeAtOnce: false))
        try sim.advance(by: 0.2)
        XCTAssertEqual(sim.trace.animationEvents().count, 0)
    }
}
