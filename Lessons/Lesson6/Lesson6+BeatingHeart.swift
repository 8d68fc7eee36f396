// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §7 "Custom TimelineScheduler": a heart that beats on the custom cyclic
// schedule, with intervals 0.2, 0.2 and 0.4 s. Edits: none.
import ViewSim

extension Lesson6 {
    /// Seed 001 §7: one Heart per timeline entry date.
    struct BeatingHeart: View {
        var body: some View {
            // lesson-code: lesson6-beating-heart-timeline
            TimelineView(.cyclic(timeOffsets: [0.2, 0.2, 0.4])) { timeline in
                Heart(date: timeline.date)
            }
            // end lesson-code: lesson6-beating-heart-timeline
        }
    }
}
