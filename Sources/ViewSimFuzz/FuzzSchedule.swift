// Models a `TimelineView` schedule as data: every built-in schedule and a custom
// one. Dates are offsets in seconds from the simulation's start date, so NaN and
// ∞ start dates can be expressed. Simplifies: the custom schedule is one shape
// (offsets repeated every `period`), which covers "repeats a date forever"
// (period 0) and "goes backwards" (negative period).
import Foundation
import ViewSim

/// A timeline schedule, as data.
public enum FuzzSchedule: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `.periodic(from: start + startOffset, by: interval)`.
    case periodic(startOffset: Double, interval: Double)
    /// `.everyMinute`.
    case everyMinute
    /// `.explicit(dates)`, dates as offsets from the start (any order, repeats allowed).
    case explicit([Double])
    /// `.animation(minimumInterval:paused:)`.
    case animation(minimumInterval: Double?, paused: Bool)
    /// A custom `TimelineSchedule`: `offsets`, then `offsets + period`, … forever.
    case cyclic(offsets: [Double], period: Double)

    public var description: String {
        switch self {
        case .periodic(let start, let interval):
            return ".periodic(startOffset: \(FuzzNumber.swift(start)), interval: \(FuzzNumber.swift(interval)))"
        case .everyMinute: return ".everyMinute"
        case .explicit(let dates): return ".explicit(\(FuzzNumber.swift(dates)))"
        case .animation(let minimum, let paused):
            return ".animation(minimumInterval: \(minimum.map { FuzzNumber.swift($0) } ?? "nil"), paused: \(paused))"
        case .cyclic(let offsets, let period):
            return ".cyclic(offsets: \(FuzzNumber.swift(offsets)), period: \(FuzzNumber.swift(period)))"
        }
    }

    /// Whether the schedule has a non-finite number, a non-positive or tiny
    /// interval, or dates that repeat or go backwards.
    public var isBad: Bool {
        switch self {
        case .periodic(let start, let interval): return !start.isFinite || !interval.isFinite || interval < 0.01
        case .everyMinute: return false
        case .explicit(let dates):
            return dates.contains { !$0.isFinite } || zip(dates, dates.dropFirst()).contains { $0 >= $1 }
        case .animation(let minimum, _): return minimum.map { !$0.isFinite || $0 < 0.01 } ?? false
        case .cyclic(let offsets, let period):
            return offsets.contains { !$0.isFinite } || !period.isFinite || period < 0.01
                || zip(offsets, offsets.dropFirst()).contains { $0 >= $1 }
                || (offsets.last ?? 0) - (offsets.first ?? 0) >= period
        }
    }
}
