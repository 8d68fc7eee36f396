// Seed 004 (Chris Eidhof, "SwiftUI Animations" talk), the phase animation: the heart
// filled by `isOn` (`.animation(.default, value: isOn)`) inside PhaseAnimator([false,
// true], trigger: isOn). Edits: sizes are guesses; an animation closure (bouncy out,
// easeInOut back); a "beat" text that adds and removes lesson 8's BeatingHeart.
import ViewSim

extension Lesson8 {
    /// The talk's heart: a tap toggles `isOn`, which fills it red (animated with
    /// `.default`) and, as the trigger, runs the phases false → true → false.
    struct ContentView: View {
        @State private var isOn = false
        @State private var beats = false

        /// Nonisolated so the lesson's script can make it from any thread.
        nonisolated init() {}

        var body: some View {
            VStack {
                // lesson-code: lesson8-phase-animator
                PhaseAnimator([false, true], trigger: isOn) { active in
                    Heart()
                        .fill(isOn ? Color.red : Color.gray)
                        .animation(.default, value: isOn)
                        .frame(width: 100, height: 100)
                        .scaleEffect(active ? 1.5 : 1)
                        .rotationEffect(.degrees(active ? 15 : 0))
                        .offset(y: active ? -40 : 0)
                } animation: { active in
                    // added: the phase being animated TO decides the curve
                    active ? .bouncy : .easeInOut(duration: 0.3)
                }
                .onTapGesture { isOn.toggle() }
                // end lesson-code: lesson8-phase-animator
                .accessibilityIdentifier("heart")

                // added: a second heart, without a trigger, that beats while it is shown
                Text("beat")
                    .onTapGesture { beats.toggle() }
                    .accessibilityIdentifier("beat")
                if beats {
                    BeatingHeart()
                }
            }
        }
    }
}
