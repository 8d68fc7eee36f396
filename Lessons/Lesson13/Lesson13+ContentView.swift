// The harness of lesson 13 (not in the seeds): shows one example at a time and
// moves to the next with a tap on "next", like lesson 11's. Each example is
// another branch, so a tap removes the old one with its state and its tasks.
import ViewSim

extension Lesson13 {
    /// The lesson's examples, in teaching order.
    enum Example: Int, CaseIterable {
        case search, browser, delays
    }

    /// Shows one example; a tap on "next" switches to the following one.
    struct ContentView: View {
        @State private var example: Example
        /// The catalogue the search and the details ask.
        let store: FruitStore

        /// - Parameter first: the example to start with.
        nonisolated init(first: Example = .search) {
            _example = State(initialValue: first)
            store = FruitStore()
        }

        var body: some View {
            VStack {
                Text("next")
                    .onTapGesture { example = Example(rawValue: example.rawValue + 1) ?? .search }
                    .accessibilityIdentifier("next")

                switch example {
                case .search: SearchScreen(store: store)
                case .browser: FruitBrowser(store: store)
                case .delays: DelayDemo()
                }
            }
        }
    }
}
