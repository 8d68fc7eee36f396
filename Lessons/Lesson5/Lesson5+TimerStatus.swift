// Seed 000 (book chapter "Time-Based Animations", Brew Timer): the timer's
// states. The book uses `TimerStatus` from its earlier chapters without printing
// it; this is the smallest enum its code needs. Not verbatim from the seed.

extension Lesson5 {
    /// Seed 000: what the brew timer is doing; only `.running` updates the hands.
    enum TimerStatus {
        case stopped
        case running
        case paused
        case done
    }
}
