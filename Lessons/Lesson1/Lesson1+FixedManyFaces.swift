// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"), §3,
// the fix: SubView declares `let date: Date`, created as `SubView(date: timeline.date)`.
// Edits: `.now` → `.simNow`; `randomElement(using: &Simulation.random)`; faces
// named "left"/"right"; the types live in `Lesson1.Fixed` beside the broken ones.
import Foundation
import ViewSim

extension Lesson1 {
    /// The fixed version of the seed's views, under the seed's names.
    enum Fixed {
        /// Seed 001 §3 with the fix: SubView receives the timeline's date.
        struct ManyFaces: View {
            static let emoji = ["😀", "😬", "😄", "🙂", "😗", "🤓", "😏", "😕", "😟", "😎", "😜", "😍", "🤪"]

            var body: some View {
                // lesson-code: lesson1-fixed-timeline
                TimelineView(.periodic(from: .simNow, by: 0.2)) { timeline in

                    HStack(spacing: 120) {

                        // lesson-code-elide: lesson1-fixed-timeline
                        let randomEmoji = ManyFaces.emoji.randomElement(using: &Simulation.random) ?? ""

                        Text(randomEmoji)
                            .font(.largeTitle)
                            .scaleEffect(4.0)
                            .accessibilityIdentifier("left")
                        // end lesson-code-elide: lesson1-fixed-timeline

                        // lesson-code: lesson1-fixed-call
                        SubView(date: timeline.date)
                        // end lesson-code: lesson1-fixed-call

                    }
                }
                // end lesson-code: lesson1-fixed-timeline
            }

            /// The right face, now with an input that changes at every entry.
            // lesson-code: lesson1-fixed-subview
            struct SubView: View {
                let date: Date  // just by declaring it, the view will now be recomputed apropriately.

                var body: some View {
                    // lesson-code-elide: lesson1-fixed-subview

                    let randomEmoji = ManyFaces.emoji.randomElement(using: &Simulation.random) ?? ""

                    Text(randomEmoji)
                        .font(.largeTitle)
                        .scaleEffect(4.0)
                        .accessibilityIdentifier("right")
                    // end lesson-code-elide: lesson1-fixed-subview
                }
            }
            // end lesson-code: lesson1-fixed-subview
        }
    }
}
