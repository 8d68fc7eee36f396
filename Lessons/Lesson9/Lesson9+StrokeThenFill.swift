// Seed 004 (Chris Eidhof, "SwiftUI Animations" talk), the first keyframes: the ZStack
// wrapped in a KeyframeAnimator with two tracks, "for the trim, a cubic keyframe to
// the value 1 over two seconds; for the opacity, move to 0.1". The one whose second
// tap "does nothing". Edits: the ZStack is lesson 9's StrokedHeart.
import ViewSim

extension Lesson9 {
    /// Seed 004: a tap toggles `isOn`, the trigger; the keyframes do not look at it.
    struct StrokeThenFill: View {
        @State private var isOn = false

        var body: some View {
            // lesson-code: lesson9-keyframe-animator
            KeyframeAnimator(initialValue: Value.off, trigger: isOn) { value in
                StrokedHeart(value: value)
            } keyframes: { _ in
                KeyframeTrack(\.opacity) {
                    MoveKeyframe(0.1)
                }
                KeyframeTrack(\.trim) {
                    CubicKeyframe(1, duration: 2)
                }
            }
            .onTapGesture { isOn.toggle() }
            // end lesson-code: lesson9-keyframe-animator
        }
    }
}
