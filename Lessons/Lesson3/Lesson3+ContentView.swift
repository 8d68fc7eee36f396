// Seed 004 (Chris Eidhof, "SwiftUI Animations" talk), the first example: a red
// heart over a grey one whose stroke fills with `trim`, animated by `.animation(.default,
// value: isOn)`. Edits: `.tertiary` → `.gray`; added a `.scaleEffect` above `.animation`
// and two texts that toggle `isOn` with `withAnimation` and `disablesAnimations`.
import ViewSim

extension Lesson3 {
    /// The talk's heart, with a scale outside the `.animation` modifier's reach
    /// and two ways of toggling `isOn` from outside the heart.
    struct ContentView: View {
        @State private var isOn = false

        /// Nonisolated so the lesson's script can make it from any thread.
        nonisolated init() {}

        var body: some View {
            VStack {
                // lesson-code: lesson3-heart
                ZStack {
                    Heart()
                        .stroke(.gray, lineWidth: 5)
                    Heart()
                        .trim(from: 0, to: isOn ? 1 : 0)
                        .stroke(.red, lineWidth: 5)
                }
                .contentShape(Rectangle())
                // lesson-code: lesson3-animation-modifier
                .animation(.default, value: isOn)
                // end lesson-code: lesson3-animation-modifier
                // lesson-code: lesson3-tap
                .onTapGesture { isOn.toggle() }
                // end lesson-code: lesson3-tap
                .frame(width: 200, height: 200)
                .scaleEffect(isOn ? 1.2 : 1)  // added: a value above the .animation modifier
                // end lesson-code: lesson3-heart
                .accessibilityIdentifier("heart")

                Text("withAnimation(.linear(duration: 1))")
                    .onTapGesture {
                        // lesson-code: lesson3-with-animation
                        withAnimation(.linear(duration: 1)) { isOn.toggle() }
                        // end lesson-code: lesson3-with-animation
                    }
                    .accessibilityIdentifier("linear")

                Text("disablesAnimations")
                    .onTapGesture {
                        // lesson-code: lesson3-disables-animations
                        var transaction = Transaction(animation: .linear(duration: 1))
                        transaction.disablesAnimations = true
                        withTransaction(transaction) { isOn.toggle() }
                        // end lesson-code: lesson3-disables-animations
                    }
                    .accessibilityIdentifier("disables")
            }
        }
    }
}
