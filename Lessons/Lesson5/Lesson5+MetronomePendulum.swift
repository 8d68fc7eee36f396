// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §5: the pendulum. onChange(of: date) and onAppear call beat(), which toggles
// the side (animated by `.animation(_:value:)`) and counts beats for the bell.
// Edits: NSSound → `Lesson5.Sound`, which plays nothing (see its file).
import Foundation
import ViewSim

extension Lesson5 {
    /// Seed 001 §5: swings to the other side at every beat.
    struct MetronomePendulum: View {
        @State var pendulumOnLeft: Bool = false
        @State var bellCounter = 0  // sound bell every 4 beats

        let bpm: Double
        let date: Date

        var body: some View {
            // lesson-code: lesson5-pendulum
            Pendulum(angle: pendulumOnLeft ? -30 : 30)
                .animation(.easeInOut(duration: 60 / bpm), value: pendulumOnLeft)
                .onChange(of: date) { _ in beat() }
                .onAppear { beat() }
            // end lesson-code: lesson5-pendulum
        }

        /// Swings the pendulum and plays the bell on every 4th beat, a beat otherwise.
        // lesson-code: lesson5-beat
        func beat() {
            pendulumOnLeft.toggle()  // triggers the animation
            bellCounter = (bellCounter + 1) % 4  // keeps count of beats, to sound bell every 4th

            // sound bell or beat?
            if bellCounter == 0 {
                bellSound?.play()
            } else {
                beatSound?.play()
            }
        }
        // end lesson-code: lesson5-beat

        /// The rod and its weight, rotated about the bottom by `angle` degrees.
        struct Pendulum: View {
            let angle: Double

            var body: some View {
                return Capsule()
                    .fill(.red)
                    .frame(width: 10, height: 320)
                    .overlay(weight)
                    .rotationEffect(Angle.degrees(angle), anchor: .bottom)
            }

            var weight: some View {
                RoundedRectangle(cornerRadius: 10)
                    .fill(.orange)
                    .frame(width: 35, height: 35)
                    .padding(.bottom, 200)
            }
        }
    }
}
