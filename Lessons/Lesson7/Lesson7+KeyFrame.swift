// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §8 "KeyFrame Animations": the parameters of one keyframe and the animation
// that leads into it. Edits: none (the wave's listing in §9 spells the
// animations as an enum; this lesson keeps §8's `Animation?` for both parts).
import Foundation
import ViewSim

extension Lesson7 {
    /// Seed 001 §8: where the emoji is at a keyframe, how long the segment into it
    /// lasts (`offset`), and how it animates (`nil`: it does not).
    struct KeyFrame {
        let offset: TimeInterval
        let rotation: Double
        let yScale: Double
        let y: CGFloat
        let animation: Animation?
    }

    /// Seed 001 §8: the jump, keyframe by keyframe. The first is the initial
    /// state, drawn once when the emoji appears and skipped when the jump loops.
    static let keyframes = [
        // Initial state, will be used once. Its offset is useless and will be ignored
        KeyFrame(offset: 0.0, rotation: 0, yScale: 1.0, y: 0, animation: nil),

        // Animation keyframes
        // lesson-code: lesson7-animation-keyframes
        KeyFrame(offset: 0.2, rotation: 0, yScale: 0.5, y: 20, animation: .linear(duration: 0.2)),
        KeyFrame(offset: 0.4, rotation: 0, yScale: 1.0, y: -20, animation: .linear(duration: 0.4)),
        KeyFrame(offset: 0.5, rotation: 360, yScale: 1.0, y: -80, animation: .easeOut(duration: 0.5)),
        KeyFrame(offset: 0.4, rotation: 360, yScale: 1.0, y: -20, animation: .easeIn(duration: 0.4)),
        KeyFrame(offset: 0.2, rotation: 360, yScale: 0.5, y: 20, animation: .easeOut(duration: 0.2)),
        KeyFrame(offset: 0.4, rotation: 360, yScale: 1.0, y: -20, animation: .linear(duration: 0.4)),
        KeyFrame(offset: 0.5, rotation: 0, yScale: 1.0, y: -80, animation: .easeOut(duration: 0.5)),
        KeyFrame(offset: 0.4, rotation: 0, yScale: 1.0, y: -20, animation: .easeIn(duration: 0.4)),
        // end lesson-code: lesson7-animation-keyframes
    ]
}
