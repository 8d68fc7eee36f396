// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"):
// §4's simplest clock, `Text("\(timeline.date)")`, on §6's `.everyMinute`
// schedule. Edits: the schedule (§4 uses `.periodic(from: .now, by: 1.0)`); named "clock".
import ViewSim

extension Lesson5 {
    /// A clock that updates at the start of every minute.
    struct MinuteClock: View {
        var body: some View {
            // lesson-code: lesson5-minute-clock
            TimelineView(.everyMinute) { timeline in

                Text("\(timeline.date)")
                    .accessibilityIdentifier("clock")

            }
            // end lesson-code: lesson5-minute-clock
        }
    }
}
