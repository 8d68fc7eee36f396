// The harness of lesson4 (not in seed 001): shows the seed's looping ExampleView,
// and after a tap on the view named "fix", the fixed ExampleView in its place.
// The two versions are different types: the switch removes the old subtree,
// with its state and its timeline, and inserts the new one.
import ViewSim

extension Lesson4 {
    /// Switches between the looping and the fixed ExampleView with a tap on "fix".
    struct ContentView: View {
        @State private var fixed: Bool

        /// - Parameter fixed: whether to start with the fixed version (tests use
        ///   `true` to check that the lesson's claims can fail).
        nonisolated init(fixed: Bool = false) {
            _fixed = State(initialValue: fixed)
        }

        var body: some View {
            VStack {
                Text(fixed ? "flag in SubView" : "flag in ExampleView")
                    .onTapGesture { fixed.toggle() }
                    .accessibilityIdentifier("fix")

                if fixed {
                    Fixed.ExampleView()
                } else {
                    ExampleView()
                }
            }
        }
    }
}
