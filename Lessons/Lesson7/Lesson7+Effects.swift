// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §8: the three effects a keyframe sets, gathered in one ViewModifier:
// vertical scale, rotation and vertical offset. Edits: none.
import Foundation
import ViewSim

extension Lesson7.HappyEmoji {
    /// Seed 001 §8: applies one keyframe's scale, rotation and offset.
    // lesson-code: lesson7-effects
    struct Effects: ViewModifier {
        let keyframe: Lesson7.KeyFrame

        func body(content: Content) -> some View {
            content
                .scaleEffect(CGSize(width: 1.0, height: keyframe.yScale))
                .rotationEffect(Angle(degrees: keyframe.rotation))
                .offset(y: keyframe.y)
        }
    }
    // end lesson-code: lesson7-effects
}
