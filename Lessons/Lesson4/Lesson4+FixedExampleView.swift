// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §8, the fix: the content is wrapped in SubView, which owns `flag`, so the
// TimelineView no longer depends on it. Edits: `.now` → `.simNow`; the fixed
// types live in `Lesson4.Fixed` so both versions can run in one lesson.
import ViewSim

extension Lesson4 {
    /// The fixed version of the seed's views, under the seed's names.
    enum Fixed {
        /// Seed 001 §8 with the fix: the timeline only passes its date down.
        // lesson-code: lesson4-fixed-example-view
        struct ExampleView: View {
            var body: some View {

                TimelineView(.periodic(from: .simNow, by: 1.0)) { timeline in
                    SubView(date: timeline.date)
                }

            }
        }
        // end lesson-code: lesson4-fixed-example-view
    }
}
