// Tests timers, subjects and streams in Swift Testing's parallel tests, off the
// main thread: each simulation's timer ticks on its own simulated clock, and the
// same scenario gives the same trace in every test.
import Foundation
import Testing
import ViewSim

/// A timer-driven counter that also reads an `AsyncStream` the timer feeds.
private struct Metronome: View {
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
    let beats: (stream: AsyncStream<Int>, continuation: AsyncStream<Int>.Continuation) = AsyncStream.makeStream(
        of: Int.self)
    @State var ticks = 0
    @State var heard = 0

    /// Made off the main actor: the tests below run off the main thread on purpose.
    nonisolated init() {}

    var body: some View {
        Text("\(ticks) \(heard)")
            .onReceive(timer) { _ in
                ticks += 1
                beats.continuation.yield(ticks)
            }
            .task { for await beat in beats.stream { heard = beat } }
            .accessibilityIdentifier("metronome")
    }
}

/// Runs the metronome for `seconds`: its text and its trace.
nonisolated private func tick(for seconds: Double) throws -> (String, String) {
    let sim = Simulation(Metronome())
    try sim.advance(by: seconds)
    return (sim.text(of: "metronome") ?? "?", sim.trace.text())
}

@Suite("Timers, subjects and streams in parallel simulations off the main thread")
struct TimerParallelTests {
    @Test("A timer ticks on each simulation's own clock", arguments: 0..<8)
    func metronome(index: Int) throws {
        let (text, trace) = try tick(for: 2)
        #expect(text == "8 8")
        #expect(trace == (try tick(for: 2)).1)
    }
}
