// The harness of lesson 14 (not in the seeds): shows one example at a time and
// moves to the next with a tap on "next", like lesson 13's. Each example is
// another branch, so a tap removes the old one with its rows and their state.
import ViewSim

extension Lesson14 {
    /// The lesson's examples, in teaching order.
    enum Example: Int, CaseIterable {
        case eagerFeed, lazyFeed, inbox, cards
    }

    /// Shows one example; a tap on "next" switches to the following one.
    struct ContentView: View {
        @State private var example: Example
        /// The feed both feeds show.
        let posts: [Post]
        /// The rows' impressions, across both feeds.
        let log: ImpressionLog

        /// - Parameter first: the example to start with.
        init(first: Example = .eagerFeed) {
            _example = State(initialValue: first)
            posts = Post.feed()
            log = ImpressionLog()
        }

        var body: some View {
            VStack {
                Text("next")
                    .onTapGesture { example = Example(rawValue: example.rawValue + 1) ?? .eagerFeed }
                    .accessibilityIdentifier("next")

                switch example {
                case .eagerFeed: EagerFeed(posts: posts, log: log)
                case .lazyFeed: LazyFeed(posts: posts, log: log)
                case .inbox: Inbox()
                case .cards: CardDeck()
                }
            }
        }
    }
}
