// Small SwiftUI-shaped programs the Graphviz tests draw: a counter whose tap
// runs, skips, inserts and removes views, and the flag-toggling TimelineView loop.
// Simplifies: each program is as small as the diagram it exercises.
import Foundation
import ViewSim

/// A model the counter observes, so the diagram has an object node.
final class CounterSettings: ObservableObject {
    @Published var step = 1
}

/// Tapping "counter" adds one: the counter's body runs, `Hint` is removed,
/// `Badge` is inserted, `Footer` (no stored inputs) is skipped.
struct TapCounter: View {
    @State private var count = 0
    @StateObject private var settings = CounterSettings()

    var body: some View {
        VStack {
            Text("Count: \(count)")
            if count == 0 {
                Hint()
            } else {
                Badge(count: count)
            }
            Footer()
        }
        .onTapGesture { count += settings.step }
        .accessibilityIdentifier("counter")
    }
}

struct Hint: View {
    var body: some View { Text("Tap to count") }
}

struct Badge: View {
    let count: Int
    var body: some View { Text("\(count)").opacity(0.5) }
}

struct Footer: View {
    var body: some View { Text("footer") }
}

/// The update loop of lesson 4: the timeline's onChange toggles state the
/// timeline's content depends on, so the watched date changes again in the same frame.
struct LoopView: View {
    @State private var flag = false
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 2.0)) { timeline in
            Text("Hello")
                .foregroundStyle(flag ? Color.red : Color.blue)
                .onChange(of: timeline.date) { (_: Date) in
                    flag.toggle()
                }
        }
    }
}

@MainActor
enum Fixtures {
    /// The counter after one tap: the simulation and the frames of the tap step.
    static func tappedCounter() throws -> (Simulation, [FrameRecord]) {
        let sim = Simulation(TapCounter())
        try sim.step("tap the counter") { try sim.tap("counter") }
        return (sim, sim.trace.frames(inStep: 1))
    }

    /// The loop after its first timeline entry: the simulation and that step's frames.
    static func loop() throws -> (Simulation, [FrameRecord]) {
        let sim = Simulation(LoopView())
        try sim.step("wait 2s") { try sim.advance(by: 2.1) }
        return (sim, sim.trace.frames(inStep: 1))
    }
}

/// A long list, for the view graph's cap on nodes.
struct LongList: View {
    var body: some View {
        VStack {
            ForEach(0..<600) { index in
                Text("row \(index)")
            }
        }
    }
}

/// A timeline that ticks ten times a second and changes a text each time, for
/// the cause → effect diagram's cap on events.
struct FastTicker: View {
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 0.1)) { timeline in
            Text("\(timeline.date.timeIntervalSinceReferenceDate)")
        }
    }
}
