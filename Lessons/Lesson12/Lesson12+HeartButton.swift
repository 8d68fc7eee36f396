// Seed 004 (Chris Eidhof, "SwiftUI Animations" talk), Q&A on interruptions: the
// talk's heart (lesson 3) with its `.animation(_:value:)` animation as a parameter.
// Edits: `.default` → `animation`; 100 × 100 so three fit side by side; named
// HeartButton so that traces tell it from the `Heart` shape.
import ViewSim

extension Lesson12 {
    /// The talk's heart: a tap fills (or empties) the red stroke with `animation`.
    struct HeartButton: View {
        /// The tap target's name, for the script.
        let name: String
        /// What `.animation(_:value:)` animates the trim with.
        let animation: Animation
        @State private var isOn = false

        var body: some View {
            // lesson-code: lesson12-heart
            ZStack {
                Lesson3.Heart()
                    .stroke(.gray, lineWidth: 5)
                Lesson3.Heart()
                    .trim(from: 0, to: isOn ? 1 : 0)
                    .stroke(.red, lineWidth: 5)
            }
            .contentShape(Rectangle())
            .animation(animation, value: isOn)
            .onTapGesture { isOn.toggle() }
            // end lesson-code: lesson12-heart
            .frame(width: 100, height: 100)
            .accessibilityIdentifier(name)
        }
    }
}
