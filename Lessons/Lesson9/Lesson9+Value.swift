// Seed 004 (Chris Eidhof, "SwiftUI Animations" talk), the keyframe animation: "a
// struct with those two properties, in this case the opacity and the trim". Edits:
// the talk's `on` value (opacity 1) is left out, as nothing in the shown code uses it.
import ViewSim

extension Lesson9 {
    /// Seed 004: the value the keyframes animate. The views are not animated any
    /// more; this value is, and the content closure draws it.
    // lesson-code: lesson9-value
    struct Value {
        var opacity: Double
        var trim: Double

        /// The off state: a faint fill, no stroke.
        static let off = Value(opacity: 0.1, trim: 0)
    }
    // end lesson-code: lesson9-value
}
