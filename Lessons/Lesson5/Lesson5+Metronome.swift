// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §5 "TimelineView with traditional animations": the metronome's timeline, a
// periodic schedule with one entry per beat (60 / bpm seconds).
// Edits: `.now` → `.simNow`; the pendulum is named "pendulum".
import ViewSim

extension Lesson5 {
    /// Seed 001 §5: three layers; only the pendulum depends on the timeline.
    struct Metronome: View {
        let bpm: Double = 60  // beats per minute

        var body: some View {
            // lesson-code: lesson5-metronome-timeline
            TimelineView(.periodic(from: .simNow, by: 60 / bpm)) { timeline in
                MetronomeBack()
                    .overlay(MetronomePendulum(bpm: bpm, date: timeline.date).accessibilityIdentifier("pendulum"))
                    .overlay(MetronomeFront(), alignment: .bottom)
            }
            // end lesson-code: lesson5-metronome-timeline
        }
    }
}
