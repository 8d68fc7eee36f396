// Not in seed 004's code: the talk says phases "loop" without a trigger; this heart
// shows it with `.phaseAnimator(_:content:animation:)`. Its phases end with 1.0, 1.0,
// meant as a rest after "lub-dub, lub-dub": equal adjacent phases do not wait.
import ViewSim

extension Lesson8 {
    /// A heart that beats for as long as it is in the tree: lub-dub, lub-dub, and a
    /// "rest" that never comes (its two phases are equal to each other and to the first).
    struct BeatingHeart: View {
        // lesson-code: lesson8-beating-heart
        static let phases: [Double] = [1.0, 1.3, 1.0, 1.3, 1.0, 1.0]

        var body: some View {
            Heart()
                .fill(.red)
                .frame(width: 50, height: 50)
                .phaseAnimator(Self.phases) { content, scale in
                    content.scaleEffect(scale)
                } animation: { scale in
                    scale > 1 ? .easeOut(duration: 0.15) : .easeIn(duration: 0.25)
                }
        }
        // end lesson-code: lesson8-beating-heart
    }
}
