// Seed 002, the root view CountDownUp. Edits: counts to 100 in 2 s (not 10) so the
// trace stays short; a `curve` input; names on the buttons. Its body reads
// percentage through `$percentage` (CountModifier's init), which counts as a read.
import Foundation
import ViewSim

extension Lesson10 {
    /// Seed 002: owns the count's state and shows the counter and its two buttons.
    struct CountDownUp: View {
        var curve: Curve = .linear
        @State var percentage = CGFloat(0)
        @State var isCounting = false  // Whether we are counting (moving)
        @State var isReversed = false  // The direction of the count: up or down

        var body: some View {
            VStack {
                EmptyView()
                    .modifier(
                        CountModifier(
                            maxValue: 100,  // We'll count to 100
                            timeDuration: 2,  // In 2 seconds
                            curve: curve,
                            percentage: $percentage,
                            isCounting: $isCounting,
                            isReversed: $isReversed
                        )
                    )
                HStack {
                    Button(isCounting ? "⏸" : "▶️") {
                        isCounting.toggle()  // Pause / resume
                    }
                    .accessibilityIdentifier("play")
                    Button(isReversed ? "🔽" : "🔼") {
                        isReversed.toggle()  // Count up / down
                    }
                    .accessibilityIdentifier("direction")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
        }
    }
}
