// Seed 000 (book chapter "Time-Based Animations"): the controls that start and
// pause the brew timer through bindings to AnalogTimerView's state. The book
// provides TimerControlView ready-made and does not print it; this stand-in has
// two tappable Texts, "start" and "pause". Not verbatim from the seed.
import Foundation
import ViewSim

extension Lesson5 {
    /// Seed 000's TimerControlView, reduced to start (or resume) and pause.
    struct TimerControlView: View {
        let timerLength: Double
        @Binding var timeLeft: Double?
        @Binding var status: TimerStatus
        @Binding var timerEndTime: Date?

        var body: some View {
            HStack {
                Text("start")
                    .onTapGesture { start() }
                    .accessibilityIdentifier("start")
                Text("pause")
                    .onTapGesture { pause() }
                    .accessibilityIdentifier("pause")
            }
        }

        /// Starts the timer, or resumes it with the time that was left.
        func start() {
            guard status != .running else { return }
            let remaining = status == .paused ? (timeLeft ?? timerLength) : timerLength
            timerEndTime = Date.simNow.addingTimeInterval(remaining)
            status = .running
        }

        /// Freezes the time left and stops the timer's updates.
        func pause() {
            guard status == .running, let timerEndTime else { return }
            timeLeft = max(0, timerEndTime.timeIntervalSince(.simNow))
            status = .paused
        }
    }
}
