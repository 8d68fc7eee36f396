// The harness of lesson 12 (not in seed 004): three of the talk's hearts side by
// side, one per animation the Q&A compares: a spring, a timing curve, and the
// same spring sped up with `.speed(2)`.
import ViewSim

extension Lesson12 {
    /// Three hearts, named after the animation each one uses.
    struct ContentView: View {
        var body: some View {
            HStack {
                // lesson-code: lesson12-spring
                HeartButton(name: "spring", animation: .spring)
                // end lesson-code: lesson12-spring
                // lesson-code: lesson12-ease-in-out
                HeartButton(name: "easeInOut", animation: .easeInOut)
                // end lesson-code: lesson12-ease-in-out
                // lesson-code: lesson12-spring-speed
                HeartButton(name: "spring.speed(2)", animation: .spring.speed(2))
                // end lesson-code: lesson12-spring-speed
            }
        }
    }
}
