// Small animated programs the Graphviz tests draw and plot: a heart whose trim
// animates through `.animation(_:value:)`, retargeted mid-flight, a label that
// fades with `withAnimation`, and an Animatable ring whose body runs every frame.
// Simplifies: each is as small as what it exercises.
import Foundation
import ViewSim

/// A heart outline that fills when tapped: `.animation(.easeInOut(duration: 0.35), value: isOn)`
/// animates the trim below it; a second view fades with `withAnimation`.
struct AnimatedHeart: View {
    @State private var isOn = false
    @State private var isShown = true

    var body: some View {
        VStack {
            Heart(isOn: isOn)
                .animation(.easeInOut(duration: 0.35), value: isOn)
                .onTapGesture { isOn.toggle() }
                .accessibilityIdentifier("heart")
            Text("label")
                .opacity(isShown ? 1 : 0.2)
                .onTapGesture { withAnimation(.linear(duration: 0.2)) { isShown.toggle() } }
                .accessibilityIdentifier("label")
        }
    }
}

/// The heart's outline, trimmed to how full it is.
struct Heart: View {
    let isOn: Bool
    var body: some View {
        Circle()
            .trim(from: 0, to: isOn ? 1 : 0)
            .stroke(Color.red, lineWidth: 2)
    }
}

/// A progress ring that is `Animatable`: while `progress` animates, its body runs
/// every frame and its text changes every frame.
struct ProgressRing: View, Animatable {
    var progress: Double
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    var body: some View { Text("\(Int((progress * 100).rounded()))%") }
}

/// Tapping "ring" fills the ring with `withAnimation(.linear(duration: 0.1))`.
struct RingHost: View {
    @State private var progress = 0.0
    var body: some View {
        ProgressRing(progress: progress)
            .onTapGesture { withAnimation(.linear(duration: 0.1)) { progress = 1 } }
            .accessibilityIdentifier("ring")
    }
}

@MainActor
enum AnimationFixtures {
    /// The ring tapped: its body runs once per animation frame.
    static func filledRing() throws -> (Simulation, [FrameRecord]) {
        let sim = Simulation(RingHost())
        try sim.step("tap the ring") {
            try sim.tap("ring")
            try sim.advance(by: 0.2)
        }
        return (sim, sim.trace.frames(inStep: 1))
    }

    /// The heart tapped, the frames of its animation: the simulation and that step's frames.
    static func tappedHeart() throws -> (Simulation, [FrameRecord]) {
        let sim = Simulation(AnimatedHeart())
        try sim.step("tap the heart") {
            try sim.tap("heart")
            try sim.advance(by: 0.5)
        }
        return (sim, sim.trace.frames(inStep: 1))
    }

    /// The heart tapped, then tapped again mid-flight (the animation retargets)
    /// while the label fades: several series in one step.
    static func retargetedHeart() throws -> (Simulation, [FrameRecord]) {
        let sim = Simulation(AnimatedHeart())
        try sim.step("tap, tap again mid-flight, fade the label") {
            try sim.tap("heart")
            try sim.advance(by: 0.15)
            try sim.tap("heart")
            try sim.tap("label")
            try sim.advance(by: 0.6)
        }
        return (sim, sim.trace.frames(inStep: 1))
    }

    /// The heart mid-animation: the snapshot shows a running animator.
    static func heartMidFlight() throws -> (Simulation, [FrameRecord]) {
        let sim = Simulation(AnimatedHeart())
        try sim.step("tap the heart, look after 0.1s") {
            try sim.tap("heart")
            try sim.advance(by: 0.1)
        }
        return (sim, sim.trace.frames(inStep: 1))
    }
}
