// The harness of lesson1 (not in seed 001): shows the seed's ManyFaces, and after
// a tap on the view named "fix", the fixed ManyFaces in its place. The two
// versions are different types, so the switch also shows identity at work: the
// old subtree (and its timeline) is removed and a new one is inserted.
import ViewSim

extension Lesson1 {
    /// Switches between the broken and the fixed ManyFaces with a tap on "fix".
    struct ContentView: View {
        @State private var fixed: Bool

        /// - Parameter fixed: whether to start with the fixed version (tests use
        ///   `true` to check that the lesson's claims can fail).
        nonisolated init(fixed: Bool = false) {
            _fixed = State(initialValue: fixed)
        }

        var body: some View {
            VStack {
                Text(fixed ? "SubView(date: timeline.date)" : "SubView()")
                    .onTapGesture { fixed.toggle() }
                    .accessibilityIdentifier("fix")

                if fixed {
                    Fixed.ManyFaces()
                } else {
                    ManyFaces()
                }
            }
        }
    }
}
