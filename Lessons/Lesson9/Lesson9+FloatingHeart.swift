// Seed 004 (Chris Eidhof, "SwiftUI Animations" talk), the last part and its Q&A: a
// heart that floats up inside a TimelineView(.animation), its position computed from
// the elapsed time — here by a KeyframeTimeline sampled by hand, as the Q&A suggests.
// Edits: one heart, no Canvas; the talk's sine wave is three cubic keyframes.
import Foundation
import ViewSim

extension Lesson9 {
    /// Where the floating heart is and how visible, `elapsed` seconds after the tap.
    struct Particle {
        var x: Double = 0
        var y: Double = 0
        var opacity: Double = 1
    }

    /// The Q&A's suggestion: the talk's hand-written motion as keyframe tracks.
    /// `y` is −30 pt/s (the talk's `elapsed * -30`), the opacity `1 − t/4` (its
    /// fade over four seconds), and `x` sways 30 pt either side.
    // lesson-code: lesson9-particle-timeline
    static var particleTimeline: KeyframeTimeline<Particle> {
        KeyframeTimeline(initialValue: Particle()) {
            KeyframeTrack(\.y) {
                LinearKeyframe(-120, duration: 4)
            }
            KeyframeTrack(\.x) {
                CubicKeyframe(30, duration: 1)
                CubicKeyframe(-30, duration: 2)
                CubicKeyframe(0, duration: 1)
            }
            KeyframeTrack(\.opacity) {
                LinearKeyframe(0, duration: 4)
            }
        }
    }
    // end lesson-code: lesson9-particle-timeline

    /// Seed 004: a heart that floats up from where it starts, once per tap.
    struct FloatingHeart: View {
        // lesson-code: lesson9-floating-heart
        @State private var startTime = Date.simNow

        var body: some View {
            TimelineView(.animation) { context in
                let elapsed = context.date.timeIntervalSince(startTime)
                let value = particleTimeline.value(time: elapsed)
                Image(systemName: "heart.fill")
                    .opacity(value.opacity)
                    .offset(x: value.x, y: value.y)
            }
            .onTapGesture { startTime = .simNow }
        }
        // end lesson-code: lesson9-floating-heart
    }
}
