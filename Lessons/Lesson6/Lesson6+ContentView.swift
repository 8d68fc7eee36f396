// The harness of lesson6 (not in the seeds): shows one heart at a time and
// moves to the next with a tap on "next", like lesson5's. Each heart is another
// view in another branch, so a tap removes the old one with its state and its
// timeline and inserts the new one, whose schedule starts from the current date.
import ViewSim

extension Lesson6 {
    /// The lesson's examples, in teaching order.
    enum Example: Int, CaseIterable {
        case heart, countedHeart
    }

    /// Shows one example; a tap on "next" switches to the following one.
    struct ContentView: View {
        @State private var example: Example

        /// - Parameter first: the example to start with (tests start elsewhere to
        ///   check that the lesson's claims can fail).
        nonisolated init(first: Example = .heart) {
            _example = State(initialValue: first)
        }

        var body: some View {
            VStack {
                Text("next")
                    .onTapGesture { example = Example(rawValue: example.rawValue + 1) ?? .heart }
                    .accessibilityIdentifier("next")

                switch example {
                case .heart: BeatingHeart()
                case .countedHeart: CountedHeart()
                }
            }
        }
    }
}
