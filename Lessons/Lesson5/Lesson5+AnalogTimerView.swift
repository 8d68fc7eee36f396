// Seed 000 (book "Time-Based Animations", Improving TimelineView Performance):
// the brew timer, whose TimelineView pauses while the timer is not running. Edits:
// a Text named "hands" replaces the Canvas (out of scope); no Slider; timerLength's
// onAppear copy is its initial value; `timeLeft` is a Double; `.now` → `.simNow`.
import Foundation
import ViewSim

extension Lesson5 {
    /// Seed 000: the timer's state, its controls, and the hands on an animation schedule.
    struct AnalogTimerView: View {
        @State var timerLength: Double
        @State var timeLeft: Double?
        @State var status: TimerStatus = .stopped
        @State var timerEndTime: Date?

        /// - Parameter timerLength: the brew time in seconds (the book's `timer.timerLength`).
        init(timerLength: Double) {
            _timerLength = State(initialValue: timerLength)
        }

        var body: some View {
            VStack {
                TimerControlView(
                    timerLength: timerLength,
                    timeLeft: $timeLeft,
                    status: $status,
                    timerEndTime: $timerEndTime
                )
                .font(.title)

                // lesson-code: lesson5-analog-timeline
                TimelineView(
                    .animation(
                        minimumInterval: 0.1,
                        paused: status != .running
                    )
                ) { timeContext in
                    // viewsim: the book draws the hands in a Canvas here.
                    Text(timeLeftString(timeLeftAt(timeContext.date)))
                        .accessibilityIdentifier("hands")
                }
                // end lesson-code: lesson5-analog-timeline
            }
        }

        // The book's three helper methods are not printed in the chapter; these
        // are the smallest versions that do what it describes.

        /// Seconds left on the timer at `current`, from the status and the end time.
        func timeLeftAt(_ current: Date) -> Double {
            switch status {
            case .stopped: return timerLength
            case .running: return max(0, (timerEndTime ?? current).timeIntervalSince(current))
            case .paused, .done: return timeLeft ?? 0
            }
        }

        /// "m:ss.t", to the tenth of a second the hands would show.
        func timeLeftString(_ timeLeft: Double) -> String {
            let tenths = Int((timeLeft * 10).rounded())
            return String(format: "%d:%02d.%d", tenths / 600, (tenths / 10) % 60, tenths % 10)
        }
    }
}
