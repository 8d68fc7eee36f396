// The harness of lesson7 (not in the seed): shows the seed's single jumping
// emoji, and after a tap on "wave", the emoji wave in its place. The two are
// different views, so the tap removes the first emoji with its timeline.
import ViewSim

extension Lesson7 {
    /// Switches from one jumping emoji to the wave with a tap on "wave".
    struct ContentView: View {
        @State private var wave: Bool

        /// - Parameter wave: whether to start with the wave (tests use `true` to
        ///   check that the lesson's claims can fail).
        nonisolated init(wave: Bool = false) {
            _wave = State(initialValue: wave)
        }

        var body: some View {
            VStack {
                Text(wave ? "ManyEmojis()" : "JumpingEmoji(emoji: \"😃\")")
                    .onTapGesture { wave.toggle() }
                    .accessibilityIdentifier("wave")

                if wave {
                    ManyEmojis()
                } else {
                    JumpingEmoji(emoji: "😃")
                }
            }
        }
    }
}
