// Tests that main-actor code in a simulation runs on whichever thread drives it:
// a closure in a view's action that inherits the main actor (seed 004's
// `(0..<5).map { _ in Particle() }`), `MainActor.assumeIsolated`, and a task on
// the main actor, from a plain thread (XCTest) and from Swift Testing's parallel
// tests, which run off the main thread. Before the simulated executor, Swift's
// isolation check trapped here (`dispatch_assert_queue` in
// `swift_task_checkIsolated`).
import Foundation
import Testing
import ViewSim
import XCTest

@MainActor private struct Spark: Equatable {
    var size = 1
}

/// An actor the action's task hops to and back.
private actor Counter {
    var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

/// A `nonisolated` async function: it runs on the global executor (in a
/// simulation, on the simulation's thread, in order).
nonisolated private func double(_ value: Int) async -> Int { value * 2 }

private struct Emitter: View {
    @State private var sparks: [Spark] = []
    @State private var note = ""
    @State private var made = 0
    let counter = Counter()

    var body: some View {
        Text("\(sparks.count) \(note) made \(made)")
            .onTapGesture {
                sparks = (0..<5).map { _ in Spark() }
                note = MainActor.assumeIsolated { "assumed" }
                Task { @MainActor in made += 1 }
                Task {
                    await Task.yield()
                    let hop = await counter.next()
                    let doubled = await double(hop)
                    note += " + task \(doubled)"
                }
                Task.detached {
                    let value = await double(21)
                    await MainActor.run { made += value }
                }
            }
            .accessibilityIdentifier("emitter")
    }
}

/// Runs the emitter, taps it and returns its text.
nonisolated private func emit() throws -> String {
    let sim = Simulation(Emitter())
    try sim.tap("emitter")
    try sim.runUntilIdle()
    return sim.text(of: "emitter") ?? "?"
}

final class MainActorOffMainThreadTests: XCTestCase {
    func testActionClosuresInheritingTheMainActorRunOnAPlainThread() throws {
        nonisolated(unsafe) var result = ""
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = (try? emit()) ?? "error"
            done.signal()
        }
        thread.stackSize = 4 << 20
        thread.start()
        done.wait()
        XCTAssertEqual(result, "5 assumed + task 2 made 43")
    }
}

@Suite("Main-actor code in simulations off the main thread")
struct MainActorOffMainThreadSwiftTests {
    /// Eight cases at once, each 100 times in a row: every isolation in one action,
    /// on Swift Testing's threads, while the other cases run theirs.
    @Test("An action's main-actor closures run in a parallel Swift Testing test", arguments: 0..<8)
    func actionClosures(index: Int) throws {
        for round in 1...100 {
            #expect(try emit() == "5 assumed + task 2 made 43", "round \(round)")
        }
    }
}
