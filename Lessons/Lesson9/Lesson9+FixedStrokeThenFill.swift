// Seed 004 (Chris Eidhof, "SwiftUI Animations" talk), the keyframes that "make it
// work": each track first moves to where it starts (0 or 1), and the opacity waits
// 1.5 s at 0.1 before it fades in. Edits: the talk does not show the last keyframes'
// types or the fade-in's duration: linear for the wait, cubic 0.5 s in, cubic 2 s out.
import ViewSim

extension Lesson9 {
    /// Seed 004: the same heart, with keyframes that depend on `isOn` and start
    /// every run from an explicit value, so that every tap animates.
    struct FixedStrokeThenFill: View {
        @State private var isOn = false

        var body: some View {
            KeyframeAnimator(initialValue: Value.off, trigger: isOn) { value in
                StrokedHeart(value: value)
            } keyframes: { _ in
                // lesson-code: lesson9-fixed-keyframes
                KeyframeTrack(\.opacity) {
                    if isOn {
                        MoveKeyframe(0.1)
                        LinearKeyframe(0.1, duration: 1.5)
                        CubicKeyframe(1, duration: 0.5)
                    } else {
                        MoveKeyframe(1)
                        CubicKeyframe(0.1, duration: 2)
                    }
                }
                KeyframeTrack(\.trim) {
                    if isOn {
                        MoveKeyframe(0)
                        CubicKeyframe(1, duration: 2)
                    } else {
                        MoveKeyframe(1)
                        CubicKeyframe(0, duration: 2)
                    }
                }
                // end lesson-code: lesson9-fixed-keyframes
            }
            .onTapGesture { isOn.toggle() }
        }
    }
}
