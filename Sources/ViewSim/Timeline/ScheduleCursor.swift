// Models the graph's position in a TimelineView's schedule: the entries it has
// not reached yet.
// Simplifies: SwiftUI asks a schedule for entries lazily as a display link
// fires; viewsim walks the sequence up to "now" each frame, and for the built-in
// schedules (periodic, every minute, animation, keyframe runs) jumps straight to
// "now" instead of walking every entry, so a tiny interval costs one step.

import Foundation

/// An iterator over schedule entries that can jump ahead in one step.
package protocol SeekableScheduleIterator: IteratorProtocol where Element == Date {
    /// Skips every entry at or before `date` and returns the latest one skipped
    /// (nil if none was). Afterwards `next()` returns the first entry after `date`.
    mutating func skip(through date: Date) -> Date?
}

/// The entries of a running schedule, with a jump ahead where the schedule
/// supports one.
package final class ScheduleCursor {
    private var seekable: (any SeekableScheduleIterator)?
    private var plain: AnyIterator<Date>?

    package init<Entries: Sequence>(_ entries: Entries) where Entries.Element == Date {
        let iterator = entries.makeIterator()
        if let seekable = iterator as? any SeekableScheduleIterator {
            self.seekable = seekable
        } else {
            var iterator = iterator
            plain = AnyIterator { iterator.next() }
        }
    }

    package func next() -> Date? {
        if var iterator = seekable {
            let date = iterator.next()
            seekable = iterator
            return date
        }
        return plain?.next()
    }

    /// Jumps past `date` (see `SeekableScheduleIterator`); nil when the schedule
    /// cannot jump, and then nothing was skipped.
    package func skip(through date: Date) -> Date? {
        guard var iterator = seekable else { return nil }
        let latest = iterator.skip(through: date)
        seekable = iterator
        return latest
    }
}

/// Entries `start + k·interval` for k = `step`, `step + 1`, … — the arithmetic
/// shared by the periodic and animation schedules, with an exact jump ahead.
package struct ArithmeticDates: Sendable {
    let start: Date
    let interval: TimeInterval
    /// `k` of the next entry.
    var step: Double

    /// The next entry, or nil when the interval cannot make progress.
    var upcoming: Date? {
        guard interval > 0, interval.isFinite, step.isFinite else { return nil }
        return start.addingTimeInterval(step * interval)
    }

    /// Moves past every entry at or before `date`; returns the latest of them.
    ///
    /// Finds the largest `k` with `start + k·interval <= date` by comparing
    /// dates (an interval below a `Date`'s resolution makes several `k` give the
    /// same date), with bounded exponential and binary search.
    mutating func skip(through date: Date) -> Date? {
        guard let first = upcoming, first <= date else { return nil }
        func entry(_ k: Double) -> Date { start.addingTimeInterval(k * interval) }
        let estimate = (date.timeIntervalSince(start) / interval).rounded(.down)
        var low = estimate.isFinite ? max(step, estimate) : step
        var back = 1.0
        for _ in 0..<64 where low > step && entry(low) > date {
            low = max(step, low - back)
            back *= 2
        }
        if entry(low) > date { low = step }
        var high = low + 1
        var jump = 1.0
        for _ in 0..<64 where entry(high) <= date {
            low = high
            jump *= 2
            high = low + jump
        }
        for _ in 0..<64 where high - low > 1 {
            let middle = ((low + high) / 2).rounded(.down)
            if entry(middle) <= date { low = middle } else { high = middle }
        }
        step = low + 1
        return entry(low)
    }
}
