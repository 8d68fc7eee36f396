// The view tree of the animated-frame benchmark: 1,000 rows, each with an
// opacity (a number) or a scale (a pair of numbers) that one @State switches
// between a per-row low value and 1, toggled in
// `withAnimation(.easeInOut(duration: 1))` by a tap on the stack.
import Foundation
import ViewSim

/// Which animatable value every row carries.
enum AnimatedRowValue: String {
    /// `.opacity(_:)`: one `Double` per row.
    case opacity
    /// `.scaleEffect(_:)`: an `AnimatablePair<CGFloat, CGFloat>` per row.
    case scale
}

struct AnimationBenchmarkRoot: View {
    let rows: Int
    let value: AnimatedRowValue
    @State private var on = false

    /// A row's value while the toggle is off: 0…0.495, different per row.
    nonisolated static func low(_ index: Int) -> Double { Double(index % 100) / 200 }

    var body: some View {
        VStack {
            ForEach(0..<rows, id: \.self) { index in
                row(index)
            }
        }
        .accessibilityIdentifier("toggle")
        .onTapGesture { withAnimation(AnimationBenchmark.animation) { on.toggle() } }
    }

    @ViewBuilder
    private func row(_ index: Int) -> some View {
        switch value {
        case .opacity: Text("row \(index)").opacity(on ? 1 : Self.low(index))
        case .scale: Text("row \(index)").scaleEffect(CGFloat(on ? 1 : Self.low(index)))
        }
    }
}
