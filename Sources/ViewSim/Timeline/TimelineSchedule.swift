// Models SwiftUI's `TimelineSchedule` protocol and its built-in schedules:
// `.periodic(from:by:)`, `.everyMinute`, `.explicit(_:)`, `.animation` and
// `.animation(minimumInterval:paused:)`. Simplifies: dates are simulated (see
// `Date.simNow`); `.animation` with no minimum interval updates at most every
// 1/120 s, which at 60 frames per second means every frame. Lesson: lesson2, lesson4.
import Foundation

/// A type that provides a sequence of dates for use as a schedule, as in SwiftUI.
///
/// ```swift
/// struct Every3Seconds: TimelineSchedule {
///     func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
///         sequence(first: startDate) { $0.addingTimeInterval(3) }
///     }
/// }
/// ```
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates to update at, from `startDate` on.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// How often a schedule may update.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// The schedule may update as often as it likes.
    case normal
    /// Only "major" updates, such as once a minute (Always-On, wrist down).
    case lowFrequency
}

/// A schedule that updates at regular intervals from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Hashable, Sendable, CustomStringConvertible {
    public let startDate: Date
    public let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public var description: String {
        ".periodic(from: \(ValueFormatter.describe(startDate)), by: \(ValueFormatter.number(interval)))"
    }

    /// Entries at `startDate + k·interval`. If `startDate` is in the past, the
    /// first entry is the latest boundary at or before `from`; if it is in the
    /// future, the first entry is `from` itself, then the boundaries from
    /// `startDate` on (Apple's documented behaviour). A non-positive or non-finite
    /// interval yields only the first entry; a TimelineView using it records a diagnostic.
    public func entries(from date: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(startDate: startDate, interval: interval, from: date)
    }

    /// The dates of a periodic schedule.
    ///
    /// Each entry is computed as `startDate + k·interval` rather than by adding
    /// the interval to the previous entry, so rounding does not accumulate.
    public struct Entries: Sequence, IteratorProtocol, SeekableScheduleIterator, Sendable {
        /// `from`, when the schedule starts in the future: the first entry.
        var pendingFrom: Date?
        var dates: ArithmeticDates
        /// The only entry of a schedule whose interval cannot make progress.
        var single: Date?

        init(startDate: Date, interval: TimeInterval, from date: Date) {
            dates = ArithmeticDates(start: startDate, interval: interval, step: 0)
            if startDate > date {
                pendingFrom = date
            } else if interval > 0, interval.isFinite {
                dates.step = ((date.timeIntervalSince(startDate)) / interval).rounded(.down)
            } else {
                single = startDate
            }
        }

        public mutating func next() -> Date? {
            if let from = pendingFrom {
                pendingFrom = nil
                if dates.upcoming == nil { single = dates.start }
                return from
            }
            if let only = single {
                single = nil
                dates.step = .nan
                return only
            }
            guard let date = dates.upcoming else { return nil }
            dates.step += 1
            return date
        }

        package mutating func skip(through date: Date) -> Date? {
            var latest: Date?
            if let from = pendingFrom {
                guard from <= date else { return nil }
                latest = from
                pendingFrom = nil
                if dates.upcoming == nil { single = dates.start }
            }
            if let only = single {
                guard only <= date else { return latest }
                single = nil
                dates.step = .nan
                return only
            }
            return dates.skip(through: date) ?? latest
        }
    }
}

/// A schedule that updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Hashable, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { ".everyMinute" }

    /// The start of the current minute, then every following minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        let minute = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
        return PeriodicTimelineSchedule.Entries(startDate: minute, interval: 60, from: startDate)
    }
}

/// Marks `.explicit` schedules, whose dates are the user's own (checked for the real clock).
protocol ExplicitScheduleMarker {}

/// A schedule that updates at exactly the dates you give it.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule, ExplicitScheduleMarker
where Dates.Element == Date {
    public let dates: Dates

    public init(_ dates: Dates) { self.dates = dates }

    /// The dates, verbatim. The graph shows the latest date not after now and
    /// stops when the dates run out.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// A pausable schedule that updates no faster than a minimum interval.
public struct AnimationTimelineSchedule: TimelineSchedule, Hashable, Sendable, CustomStringConvertible {
    public let minimumInterval: Double?
    public let paused: Bool

    /// The interval used when `minimumInterval` is nil.
    public static let defaultInterval: Double = 1.0 / 120.0

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public var description: String {
        var parts: [String] = []
        if let minimumInterval { parts.append("minimumInterval: \(ValueFormatter.number(minimumInterval))") }
        if paused { parts.append("paused: true") }
        return parts.isEmpty ? ".animation" : ".animation(\(parts.joined(separator: ", ")))"
    }

    /// Nothing when paused or in low-frequency mode; otherwise `startDate` and
    /// then every `minimumInterval` (or 1/120 s).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        if paused || mode == .lowFrequency { return Entries(dates: nil) }
        var interval = minimumInterval ?? Self.defaultInterval
        if !(interval > 0) || !interval.isFinite { interval = Self.defaultInterval }
        return Entries(dates: ArithmeticDates(start: startDate, interval: interval, step: 0))
    }

    /// The dates of an animation schedule: `startDate + k·interval`, so rounding
    /// does not accumulate; none while paused.
    public struct Entries: Sequence, IteratorProtocol, SeekableScheduleIterator, Sendable {
        var dates: ArithmeticDates?

        public mutating func next() -> Date? {
            guard let date = dates?.upcoming else { return nil }
            dates?.step += 1
            return date
        }

        package mutating func skip(through date: Date) -> Date? { dates?.skip(through: date) }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule that updates at `startDate` and then every `interval` seconds.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule that updates every minute, on the minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule that updates at the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule for animations: as often as the display allows.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule for animations, updating no faster than `minimumInterval`, or
    /// not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
