// Models the deadline a SwiftUI app writes as `.now() + delay` for
// `DispatchQueue.asyncAfter(deadline:execute:)`: the real `DispatchTime` it
// stands for, and the delay as written, so a simulation schedules the work that
// far from now in simulated time however long the real clock took between the
// caller's `.now()` and the call.
// Simplifies: only `.now()`, `+` and `-` (with seconds or a `DispatchTimeInterval`)
// build one; any other deadline is a `DispatchTime`, whose delay is read against
// the real clock (see `DispatchQueue.asyncAfter(deadline:qos:execute:)`).
import Dispatch

/// The deadline `.now() + delay` builds when it is passed to
/// `DispatchQueue.asyncAfter(deadline:execute:)`, holding the delay as written.
///
/// You never name this type: Swift picks it for the implicit `.now()` in
///
/// ```swift
/// DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { toast = nil }
/// // ▷ DispatchQueue.main.asyncAfter from .onTapGesture #4 runs, in the frame at exactly 1.5 s
/// ```
///
/// viewsim's model: in a simulation the work is due exactly `delay` after the
/// simulated now. A `DispatchTime` can only be measured against the real clock
/// again, and a thread held up between the two readings (a loaded machine) would
/// see a shorter delay and could move the work to another frame. Outside a
/// simulation, and on a queue other than `.main`, the deadline is the
/// `DispatchTime` Dispatch's own operators compute (`time`), to the nanosecond.
public struct DispatchDeadline: Sendable {
    /// The real deadline, as `DispatchTime.now() + delay` computes it.
    public let time: DispatchTime
    /// The delay from the `.now()` it started from, in seconds, as written.
    public let delay: Double

    /// The current real time, with no delay: `.now()` in `asyncAfter(deadline: .now() + 1)`.
    public static func now() -> DispatchDeadline { DispatchDeadline(time: .now(), delay: 0) }

    /// `seconds` later (`.now() + 0.3`).
    public static func + (deadline: DispatchDeadline, seconds: Double) -> DispatchDeadline {
        DispatchDeadline(time: deadline.time + seconds, delay: deadline.delay + seconds)
    }

    /// `seconds` earlier (`.now() - 1`, a deadline in the past).
    public static func - (deadline: DispatchDeadline, seconds: Double) -> DispatchDeadline {
        DispatchDeadline(time: deadline.time - seconds, delay: deadline.delay - seconds)
    }

    /// `interval` later (`.now() + .milliseconds(300)`).
    public static func + (deadline: DispatchDeadline, interval: DispatchTimeInterval) -> DispatchDeadline {
        DispatchDeadline(time: deadline.time + interval, delay: deadline.delay + interval.seconds)
    }

    /// `interval` earlier (`.now() - .seconds(5)`).
    public static func - (deadline: DispatchDeadline, interval: DispatchTimeInterval) -> DispatchDeadline {
        DispatchDeadline(time: deadline.time - interval, delay: deadline.delay - interval.seconds)
    }

    /// The delay a simulation waits: as written, never negative; `.infinity` where Dispatch's
    /// deadline is `.distantFuture` (a delay of `.nan`, `.infinity` or `.never`, or one too large
    /// for Dispatch's clock), which never comes.
    var simulatedDelay: Double {
        time == .distantFuture ? .infinity : max(0, delay)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is `.infinity`.
    fileprivate var seconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}
