// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §8/§9: the timeline of the jumping emoji, lesson 6's CyclicTimelineSchedule
// built from the keyframes' offsets without the first. Edits: the emoji is a
// parameter, as in §9's wave (§8 hard-codes "😃").
import Foundation
import ViewSim

extension Lesson7 {
    /// Seed 001 §8/§9: one entry per keyframe after the first, looping.
    struct JumpingEmoji: View {
        let emoji: String

        // Use all offset, minus the first
        let offsets = Array(keyframes.map { $0.offset }.dropFirst())

        var body: some View {
            TimelineView(.cyclic(timeOffsets: offsets)) { timeline in
                HappyEmoji(emoji: emoji, date: timeline.date)
            }
        }
    }
}
