// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §5: the metronome's back, a rounded trapezoid with a gradient. It has no
// inputs that change, so the timeline never re-runs its body.
// Edits: none.
import Foundation
import ViewSim

extension Lesson5 {
    /// Seed 001 §5: the body of the metronome, behind the pendulum.
    struct MetronomeBack: View {
        let c1 = Color(red: 0, green: 0.3, blue: 0.5, opacity: 1)
        let c2 = Color(red: 0, green: 0.46, blue: 0.73, opacity: 1)

        var body: some View {
            let gradient = LinearGradient(
                colors: [c1, c2],
                startPoint: .topLeading,
                endPoint: .bottomTrailing)

            RoundedTrapezoid(pct: 0.5, cornerSizes: [CGSize(width: 15, height: 15)])
                .foregroundStyle(gradient)
                .frame(width: 200, height: 350)
        }
    }
}
