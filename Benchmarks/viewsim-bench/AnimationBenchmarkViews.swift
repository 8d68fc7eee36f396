// The view tree of the animated-frame benchmark: 1,000 rows, each with an
// opacity that one @State switches between a per-row low value and 1, toggled in
// `withAnimation(.easeInOut(duration: 1))` by a tap on the stack.
import ViewSim

struct AnimationBenchmarkRoot: View {
    let rows: Int
    @State private var on = false

    /// A row's opacity while the toggle is off: 0…0.495, different per row.
    static func lowOpacity(_ index: Int) -> Double { Double(index % 100) / 200 }

    var body: some View {
        VStack {
            ForEach(0..<rows, id: \.self) { index in
                Text("row \(index)").opacity(on ? 1 : Self.lowOpacity(index))
            }
        }
        .accessibilityIdentifier("toggle")
        .onTapGesture { withAnimation(AnimationBenchmark.animation) { on.toggle() } }
    }
}
