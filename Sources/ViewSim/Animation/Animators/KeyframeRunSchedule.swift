// The schedule a KeyframeAnimator runs on: frames from the start of a run to its
// end (a last entry exactly at the end), forever when repeating, nothing at rest.
// Simplifies: updates at most every 1/120 s, like `.animation`. Lesson: lesson9.
import Foundation

/// Entries for one keyframe run: every 1/120 s from `start`, and `start + duration`.
struct KeyframeRunSchedule: TimelineSchedule, Equatable, CustomStringConvertible {
    /// When the run started; nil at rest (no entries).
    let start: Date?
    let duration: TimeInterval
    let repeating: Bool

    static let interval = 1.0 / 120.0

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard let start else { return Entries(dates: nil, end: nil) }
        let duration = self.duration.isFinite ? max(0, self.duration) : 0
        let repeating = self.repeating && duration > 0
        return Entries(
            dates: ArithmeticDates(start: start, interval: Self.interval, step: 0),
            end: repeating ? nil : start.addingTimeInterval(duration))
    }

    /// Every 1/120 s from the start, then the end exactly (none after it unless repeating).
    struct Entries: Sequence, IteratorProtocol, SeekableScheduleIterator {
        var dates: ArithmeticDates?
        /// The run's last entry; nil when repeating.
        var end: Date?

        mutating func next() -> Date? {
            guard let date = dates?.upcoming else { return nil }
            if let end, date >= end {
                dates = nil
                return end
            }
            dates?.step += 1
            return date
        }

        mutating func skip(through date: Date) -> Date? {
            guard let first = dates?.upcoming, first <= date else { return nil }
            if let end, end <= date {
                dates = nil
                return end
            }
            let latest = dates?.skip(through: date)
            if let end, let upcoming = dates?.upcoming, upcoming > end {
                // The next entry would pass the end: the end itself comes next.
                dates = ArithmeticDates(start: end, interval: KeyframeRunSchedule.interval, step: 0)
            }
            return latest
        }
    }

    var description: String {
        guard let start else { return "keyframes at rest" }
        return "keyframes from \(ValueFormatter.date(start)) for \(ValueFormatter.number(duration))s"
            + (repeating ? ", repeating" : "")
    }
}
