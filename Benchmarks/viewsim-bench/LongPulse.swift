// The long run of the report benchmark: a text that a timeline updates in every
// frame and a label whose opacity pulses forever once tapped, run for a given
// number of frames (40,000: about 11 minutes at 60 fps).
import ViewSim

/// A scenario of `frames` frames in which something changes in every frame.
enum LongPulse {
    struct Content: View {
        @State private var dim = false

        var body: some View {
            VStack {
                TimelineView(.animation) { context in
                    Text(
                        "t \(Int((context.date.timeIntervalSince(SimulationConfiguration.defaultStartDate) * 60).rounded()))"
                    )
                }
                Text("pulse")
                    .opacity(dim ? 0.2 : 1)
                    .accessibilityIdentifier("pulse")
                    .onTapGesture {
                        withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { dim = true }
                    }
            }
        }
    }

    static func scenario(frames: Int, name: String? = nil) -> Scenario {
        Scenario(
            name ?? "pulse, \(frames / 1000)k frames", title: "\(frames) frames of a ticker and a pulse",
            root: { Content() }
        ) {
            Step("Start the pulse and let it run") { sim in
                try sim.tap("pulse")
                // In calls of at most 1,000 frames (a call stops at maximumFramesPerCall).
                var calls = 0
                while sim.frame < frames - 1, calls < frames {
                    try sim.advanceFrames(min(1_000, frames - 1 - sim.frame))
                    calls += 1
                }
            }
        }
    }
}
