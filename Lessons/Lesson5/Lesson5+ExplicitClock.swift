// Seed 001 §4's clock on §6's ExplicitTimelineSchedule, "an array with all the
// times you want the timeline to update": one date already past and two to come.
// Not in the seed as such (its `.explicit` example, the emoji wave, is lesson 7).
// Edits: `.now` → `.simNow`; named "explicit clock".
import Foundation
import ViewSim

extension Lesson5 {
    /// A clock that updates at exactly three dates, made when the view is created.
    struct ExplicitClock: View {
        // lesson-code: lesson5-explicit-dates
        let dates: [Date] = [
            .simNow.addingTimeInterval(-10), .simNow.addingTimeInterval(0.5), .simNow.addingTimeInterval(1.5),
        ]
        // end lesson-code: lesson5-explicit-dates

        var body: some View {
            // lesson-code: lesson5-explicit-timeline
            TimelineView(.explicit(dates)) { timeline in

                Text("\(timeline.date)")
                    .accessibilityIdentifier("explicit clock")

            }
            // end lesson-code: lesson5-explicit-timeline
        }
    }
}
