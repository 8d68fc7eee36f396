// The harness of lesson11 (not in the seeds): shows one example at a time and
// moves to the next with a tap on "next", like lesson5's. Each example is
// another branch, so a tap removes the old one with its state and timeline.
import ViewSim

extension Lesson11 {
    /// The lesson's examples, in teaching order.
    enum Example: Int, CaseIterable {
        case firstTimer, timer, clock, particles
    }

    /// Shows one example; a tap on "next" switches to the following one.
    struct ContentView: View {
        @State private var example: Example
        /// Whether the second timer uses the book's improved schedule (tests turn it off to see the claims fail).
        let improvedSchedule: Bool

        /// - Parameters:
        ///   - first: the example to start with.
        ///   - improvedSchedule: false keeps `.animation` for the second timer too.
        nonisolated init(first: Example = .firstTimer, improvedSchedule: Bool = true) {
            _example = State(initialValue: first)
            self.improvedSchedule = improvedSchedule
        }

        var body: some View {
            VStack {
                Text("next")
                    .onTapGesture { example = Example(rawValue: example.rawValue + 1) ?? .firstTimer }
                    .accessibilityIdentifier("next")

                switch example {
                case .firstTimer: AnalogTimerView(timerLength: 240, improved: false)
                case .timer: AnalogTimerView(timerLength: 240, improved: improvedSchedule)
                case .clock: AnalogClock()
                case .particles: ParticleHeart()
                }
            }
        }
    }
}
