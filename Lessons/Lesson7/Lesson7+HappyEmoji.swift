// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §8/§9: the emoji that moves to the next keyframe at every timeline date
// (onChange) and once when it appears (onAppear), animating with the keyframe's
// own animation. Edits: the Text is named after the emoji.
import Foundation
import ViewSim

extension Lesson7 {
    /// Seed 001 §8/§9: advances `idx` and lets `.animation(_:value:)` animate the effects.
    struct HappyEmoji: View {
        let emoji: String
        // current keyframe number
        @State var idx: Int = 0

        // timeline update
        let date: Date

        var body: some View {
            // lesson-code: lesson7-emoji-text
            Text(emoji)
                .font(.largeTitle)
                .scaleEffect(4.0)
                .modifier(Effects(keyframe: keyframes[idx]))
                .animation(keyframes[idx].animation, value: idx)
                .onChange(of: date) { _ in advanceKeyFrame() }
                .onAppear { advanceKeyFrame() }
                // end lesson-code: lesson7-emoji-text
                .accessibilityIdentifier(emoji)
        }

        /// Moves to the next keyframe, going from the last one straight to the second.
        // lesson-code: lesson7-advance-key-frame
        func advanceKeyFrame() {
            // advance to next keyframe
            idx = (idx + 1) % keyframes.count

            // skip first frame for animation, which we
            // only used as the initial state.
            if idx == 0 { idx = 1 }
        }
        // end lesson-code: lesson7-advance-key-frame
    }
}
