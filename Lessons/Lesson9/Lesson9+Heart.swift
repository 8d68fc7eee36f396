// Seed 004's heart for lesson 9: the same shape as lesson 8's, and the talk's
// ZStack of a fill, a grey outline and a red stroke trimmed to `value.trim`.
// Edits: the fill's colour and the outline's `.tertiary` → `.gray` are guesses.
import ViewSim

extension Lesson9 {
    /// The heart shape (lesson 8's).
    typealias Heart = Lesson8.Heart

    /// The talk's ZStack, drawn from one keyframed value: the fill's opacity and
    /// how much of the red stroke shows.
    struct StrokedHeart: View {
        let value: Value

        var body: some View {
            // lesson-code: lesson9-stroked-heart
            ZStack {
                Heart()
                    .fill(.red)
                    .opacity(value.opacity)
                Heart()
                    .stroke(.gray, lineWidth: 5)
                Heart()
                    .trim(from: 0, to: value.trim)
                    .stroke(.red, lineWidth: 5)
            }
            .frame(width: 200, height: 200)
            // end lesson-code: lesson9-stroked-heart
        }
    }
}
