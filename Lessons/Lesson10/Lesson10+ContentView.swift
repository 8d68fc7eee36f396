// The harness of lesson 10 (not in seed 002): the seed's counter, counting
// linearly; a tap on "curve" replaces it (`.id(curve)`: new identity, fresh
// state) with the same counter counting with `.easeInOut`, and back.
import ViewSim

extension Lesson10 {
    /// The counter, and the text that switches its curve.
    struct ContentView: View {
        @State private var curve: Curve

        /// - Parameter curve: the curve to start with (tests start with `.easeInOut`
        ///   to check that the lesson's claims can fail).
        nonisolated init(curve: Curve = .linear) {
            _curve = State(initialValue: curve)
        }

        var body: some View {
            VStack {
                Text("curve: \(curve.rawValue)")
                    .onTapGesture { curve = curve == .linear ? .easeInOut : .linear }
                    .accessibilityIdentifier("curve")

                // lesson-code: lesson10-count-down-up
                CountDownUp(curve: curve)
                    .id(curve)
                // end lesson-code: lesson10-count-down-up
            }
        }
    }
}
