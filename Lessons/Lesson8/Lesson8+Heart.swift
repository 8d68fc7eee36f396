// Seed 004 (Chris Eidhof, "SwiftUI Animations" talk): the phase and keyframe
// examples draw the same heart as the stroke example, so lessons 8 and 9 use
// lesson 3's `Heart` shape. Lessons: lesson8, lesson9.
import ViewSim

extension Lesson8 {
    /// The talk's heart (see `Lesson3.Heart`).
    typealias Heart = Lesson3.Heart
}
