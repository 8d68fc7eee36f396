// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §5: the metronome's front, drawn over the bottom of the pendulum. Like the
// back, it has no changing inputs. Edits: none.
import Foundation
import ViewSim

extension Lesson5 {
    /// Seed 001 §5: the front panel of the metronome.
    struct MetronomeFront: View {
        var body: some View {
            RoundedTrapezoid(pct: 0.85, cornerSizes: [.zero, CGSize(width: 10, height: 10)])
                .foregroundStyle(Color(red: 0, green: 0.46, blue: 0.73, opacity: 1))
                .frame(width: 180, height: 100).padding(10)
        }
    }
}
