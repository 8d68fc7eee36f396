// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §3 "How TimelineView works": the two emoji faces, as first written — SubView
// takes no inputs. Edits: `.now` → `.simNow`; `randomElement()` →
// `randomElement(using: &Simulation.random)`; the faces are named "left"/"right".
import ViewSim

extension Lesson1 {
    /// Seed 001 §3, the broken version: the left face is built in the timeline's
    /// content, the right face in `SubView`, which has no inputs.
    struct ManyFaces: View {
        static let emoji = ["😀", "😬", "😄", "🙂", "😗", "🤓", "😏", "😕", "😟", "😎", "😜", "😍", "🤪"]

        var body: some View {
            // lesson-code: lesson1-timeline
            TimelineView(.periodic(from: .simNow, by: 0.2)) { timeline in

                HStack(spacing: 120) {

                    let randomEmoji = ManyFaces.emoji.randomElement(using: &Simulation.random) ?? ""

                    Text(randomEmoji)
                        .font(.largeTitle)
                        .scaleEffect(4.0)
                        .accessibilityIdentifier("left")

                    SubView()

                }
            }
            // end lesson-code: lesson1-timeline
        }

        /// The right face: a view with no stored properties at all.
        // lesson-code: lesson1-subview
        struct SubView: View {
            var body: some View {
                let randomEmoji = ManyFaces.emoji.randomElement(using: &Simulation.random) ?? ""

                Text(randomEmoji)
                    .font(.largeTitle)
                    .scaleEffect(4.0)
                    .accessibilityIdentifier("right")
            }
        }
        // end lesson-code: lesson1-subview
    }
}
