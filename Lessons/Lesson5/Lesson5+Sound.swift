// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §5: the metronome's two sounds, `bellSound` and `beatSound`. viewsim has no
// audio: `Sound` stands in for NSSound and `play()` does nothing; the trace shows
// which sound is due through `bellCounter`. Edits: globals → `Lesson5` statics.
import ViewSim

extension Lesson5 {
    /// Stands in for `NSSound(contentsOf:byReference:)`: a named sound that plays nothing.
    struct Sound: Sendable {
        let resource: String

        /// Would play the sound; in viewsim, nothing is heard.
        func play() {}
    }

    /// Seed 001 §5's `bellSound`, played on every 4th beat.
    static let bellSound: Sound? = Sound(resource: "bell.mp3")

    /// Seed 001 §5's `beatSound`, played on the other beats.
    static let beatSound: Sound? = Sound(resource: "beat.mp3")
}
