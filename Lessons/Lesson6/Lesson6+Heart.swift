// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §7: the heart's scale moves through 1.0, 1.6, 2.0 with a bouncy spring, one
// phase per timeline entry (onChange) and one when it appears (onAppear).
// Edits: the Text is named "heart".
import Foundation
import ViewSim

extension Lesson6 {
    /// Seed 001 §7: advances its phase at every new date and springs to the phase's scale.
    struct Heart: View {
        @State private var phase = 0
        let scales: [CGFloat] = [1.0, 1.6, 2.0]

        let date: Date

        var body: some View {
            HStack {
                // lesson-code: lesson6-heart-text
                Text("❤️")
                    .font(.largeTitle)
                    .scaleEffect(scales[phase])
                    .animation(
                        .spring(
                            response: 0.10,
                            dampingFraction: 0.24,
                            blendDuration: 0.2),
                        value: phase
                    )
                    .onChange(of: date) { _ in
                        advanceAnimationPhase()
                    }
                    // end lesson-code: lesson6-heart-text
                    .onAppear {
                        advanceAnimationPhase()
                    }
                    .accessibilityIdentifier("heart")
            }
        }

        /// The next phase, wrapping around after the last scale.
        func advanceAnimationPhase() {
            phase = (phase + 1) % scales.count
        }
    }
}
