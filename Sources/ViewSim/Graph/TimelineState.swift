// Models where a `TimelineView` is in its schedule: the entry its content last
// ran with, the entry that is due, the next entry and its wake-up frame.
// Simplifies: one cursor per timeline (`ScheduleCursor`); a warning about
// unsorted entries is given once per timeline.
import Foundation

/// A timeline's position in its schedule.
final class TimelineState {
    var iterator: ScheduleCursor
    /// The entry the content was last evaluated with.
    var current: Date
    /// The entry the content shows now (may be ahead of `current` until evaluated).
    var due: Date
    var next: Date?
    var schedule: Any
    var wakeupFrame: Int?
    var warnedUnsorted = false

    init(iterator: ScheduleCursor, current: Date, schedule: Any) {
        self.iterator = iterator
        self.current = current
        self.due = current
        self.schedule = schedule
    }
}
