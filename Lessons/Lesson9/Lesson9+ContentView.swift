// Seed 004 (Chris Eidhof, "SwiftUI Animations" talk): the three keyframe examples
// side by side. Edits: the talk shows them one after the other by editing the code;
// here a tap on "float" adds the floating heart.
import ViewSim

extension Lesson9 {
    /// The talk's keyframe heart, its fixed version, and (after a tap) the floating heart.
    struct ContentView: View {
        @State private var floats = false

        /// Nonisolated so the lesson's script can make it from any thread.
        nonisolated init() {}

        var body: some View {
            VStack {
                StrokeThenFill()
                    .accessibilityIdentifier("heart")
                FixedStrokeThenFill()
                    .accessibilityIdentifier("fixed")
                Text("float")
                    .onTapGesture { floats = true }
                    .accessibilityIdentifier("float")
                if floats {
                    FloatingHeart()
                        .accessibilityIdentifier("particle")
                }
            }
        }
    }
}
