// The schedule a KeyframeAnimator runs on: frames from the start of a run to its
// end (a last entry exactly at the end), forever when repeating, nothing at rest.
// Simplifies: updates at most every 1/120 s, like `.animation`. Lesson: lesson8.
import Foundation

/// Entries for one keyframe run: every 1/120 s from `start`, and `start + duration`.
struct KeyframeRunSchedule: TimelineSchedule, Equatable, CustomStringConvertible {
    /// When the run started; nil at rest (no entries).
    let start: Date?
    let duration: TimeInterval
    let repeating: Bool

    static let interval = 1.0 / 120.0

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        guard let start else { return AnyIterator { nil } }
        let duration = self.duration.isFinite ? max(0, self.duration) : 0
        let repeating = self.repeating && duration > 0
        var step = 0
        var done = false
        return AnyIterator {
            guard !done else { return nil }
            let offset = Double(step) * Self.interval
            step += 1
            if !repeating, offset >= duration {
                done = true
                return start.addingTimeInterval(duration)
            }
            return start.addingTimeInterval(offset)
        }
    }

    var description: String {
        guard let start else { return "keyframes at rest" }
        return "keyframes from \(ValueFormatter.date(start)) for \(ValueFormatter.number(duration))s" + (repeating ? ", repeating" : "")
    }
}
