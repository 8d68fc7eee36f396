// A counter whose label springs: a tap changes the count, and the label's scale
// follows the count's parity with `.animation(.spring, value: count)`, so every
// tap starts a spring on the scale.
// Simplifies: one label and one button; the scale alternates 1 and 1.5.
import ViewSim

/// A tap increments `count`; the label grows on odd counts and shrinks back on
/// even ones, animated with a spring.
public struct CounterView: View {
    @State private var count = 0

    public init() {}

    public var body: some View {
        VStack {
            Text("Count: \(count)")
                .scaleEffect(count.isMultiple(of: 2) ? 1 : 1.5)
                .animation(.spring, value: count)
                .accessibilityIdentifier("count")
            Button("Increment") { count += 1 }
                .accessibilityIdentifier("increment")
        }
    }
}
