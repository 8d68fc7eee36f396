// The harness of lesson5 (not in the seeds): shows one example at a time and
// moves to the next with a tap on "next". Each example is another view in
// another branch, so a tap removes the old one with its state and its timeline
// and inserts the new one, whose schedule starts from the current date.
import ViewSim

extension Lesson5 {
    /// The lesson's examples, in teaching order.
    enum Example: Int, CaseIterable {
        case metronome, timer, clock, explicit
    }

    /// Shows one example; a tap on "next" switches to the following one.
    struct ContentView: View {
        @State private var example: Example

        /// - Parameter first: the example to start with (tests start elsewhere to
        ///   check that the lesson's claims can fail).
        nonisolated init(first: Example = .metronome) {
            _example = State(initialValue: first)
        }

        var body: some View {
            VStack {
                Text("next")
                    .onTapGesture { example = Example(rawValue: example.rawValue + 1) ?? .metronome }
                    .accessibilityIdentifier("next")

                switch example {
                case .metronome: Metronome()
                case .timer: AnalogTimerView(timerLength: 240)
                case .clock: MinuteClock()
                case .explicit: ExplicitClock()
                }
            }
        }
    }
}
