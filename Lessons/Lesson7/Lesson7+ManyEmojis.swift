// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §9 "Nested TimelineViews": the emoji wave. An explicit schedule with three
// dates adds one JumpingEmoji at each, and each runs its own cyclic timeline.
// Edits: `.now` → `.simNow`.
import Foundation
import ViewSim

extension Lesson7 {
    /// Seed 001 §9: three jumping emojis that join 0.3 s apart.
    // lesson-code: lesson7-many-emojis
    struct ManyEmojis: View {
        @State var emojiCount = 0
        let dates: [Date] = [
            .simNow.addingTimeInterval(0.3), .simNow.addingTimeInterval(0.6), .simNow.addingTimeInterval(0.9),
        ]

        var body: some View {
            TimelineView(.explicit(dates)) { timeline in
                HStack(spacing: 80) {
                    if emojiCount > 0 {
                        JumpingEmoji(emoji: "😃")
                    }

                    // lesson-code-elide: lesson7-many-emojis
                    if emojiCount > 1 {

                        JumpingEmoji(emoji: "😎")

                    }

                    if emojiCount > 2 {
                        JumpingEmoji(emoji: "😉")
                    }

                    Spacer()
                    // end lesson-code-elide: lesson7-many-emojis
                }
                .onChange(of: timeline.date) { (date: Date) in
                    emojiCount += 1
                }
                .frame(width: 400)
            }
        }
    }
    // end lesson-code: lesson7-many-emojis
}
