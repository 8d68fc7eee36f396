// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §8 "Action Tried to Update Multiple Times Per Frame", the example that loops:
// the TimelineView's content reads `flag`, and its onChange toggles it.
// Edits: `.now` → `.simNow`.
import Foundation
import ViewSim

extension Lesson4 {
    /// Seed 001 §8, the broken version: `flag` lives in the view that owns the
    /// TimelineView, so toggling it re-creates the timeline's schedule.
    // lesson-code: lesson4-example-view
    struct ExampleView: View {
        @State private var flag = false

        var body: some View {

            // lesson-code: lesson4-timeline
            TimelineView(.periodic(from: .simNow, by: 2.0)) { timeline in

                Text("Hello")
                    .foregroundStyle(flag ? .red : .blue)
                    .onChange(of: timeline.date) { (date: Date) in
                        flag.toggle()
                    }

            }
            // end lesson-code: lesson4-timeline
        }
    }
    // end lesson-code: lesson4-example-view
}
