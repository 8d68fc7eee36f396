// The lesson's cards (not in the seeds; the pattern of Apple's AnyLayout
// documentation): three cards that count their taps in `@State`, laid out in a
// row or a column by one `AnyLayout`; switching inside `withAnimation` keeps
// each card (and its count) and moves it to its new place.
import ViewSim

extension Lesson14 {
    /// Three cards and a button that switches between a row and a column.
    struct CardDeck: View {
        /// The cards, by suit.
        nonisolated static let suits = ["♠", "♥", "♦"]

        @State private var isGrid = false

        var body: some View {
            VStack {
                Text("switch layout")
                    .onTapGesture { withAnimation { isGrid.toggle() } }
                    .accessibilityIdentifier("switch layout")
                // lesson-code: lesson14-deck
                let layout = isGrid ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                layout {
                    ForEach(Self.suits, id: \.self) { suit in
                        Card(suit: suit)
                    }
                }
                // end lesson-code: lesson14-deck
            }
        }
    }

    /// A card that counts the taps it gets.
    struct Card: View {
        let suit: String
        @State private var taps = 0

        var body: some View {
            // lesson-code: lesson14-card
            Text("\(suit) \(taps)")
                .frame(width: 80, height: 80)
                .onTapGesture { taps += 1 }
                .accessibilityIdentifier(suit)
            // end lesson-code: lesson14-card
        }
    }
}
