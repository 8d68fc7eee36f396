// Models the deadline a SwiftUI app writes as `.now + duration` for a clock's
// `sleep(until:)` or `Task.sleep(until:clock:)`, on the continuous or the
// suspending clock: the real instant it stands for, and the delay as written, so
// a simulation wakes the task that far from now in simulated time however long
// the real clock took between the caller's `.now` and the call.
// Simplifies: only `.now`, `+` and `-` with a `Duration` build one, and only
// when no `tolerance:` is passed; any other deadline is the clock's `Instant`,
// whose delay is read against the real clock (see `Task+Sleep.swift`).

/// The deadline `.now + duration` builds when it is passed to `sleep(until:)` on a
/// `ContinuousClock` or `SuspendingClock`, holding the delay as written.
///
/// You never name this type: Swift picks it for the implicit `.now` in
///
/// ```swift
/// .task {
///     try? await Task.sleep(until: .now + .seconds(2), clock: .continuous)
///     banner = nil   // in the frame at exactly 2 s after the task started
/// }
/// ```
///
/// viewsim's model: in a simulation the task wakes exactly `delay` after the
/// simulated now; an `Instant` could only be measured against the real clock
/// again, and a thread held up between the two readings (a loaded machine)
/// would see a shorter delay and could wake in another frame. Outside a
/// simulation the task sleeps until `instant`, the clock's own deadline.
public struct ClockDeadline<C: Clock>: Sendable where C.Duration == Duration {
    /// The real deadline on `C`, as `C.Instant.now + delay` computes it.
    public let instant: C.Instant
    /// The delay from the `.now` it started from, as written.
    public let delay: Duration

    /// `duration` later (`.now + .seconds(2)`).
    public static func + (deadline: Self, duration: Duration) -> Self {
        Self(instant: deadline.instant.advanced(by: duration), delay: deadline.delay + duration)
    }

    /// `duration` earlier (`.now - .seconds(1)`, a deadline in the past).
    public static func - (deadline: Self, duration: Duration) -> Self {
        Self(instant: deadline.instant.advanced(by: .zero - duration), delay: deadline.delay - duration)
    }
}

extension ClockDeadline where C == ContinuousClock {
    /// The continuous clock's current instant, with no delay.
    public static var now: Self { Self(instant: .now, delay: .zero) }
}

extension ClockDeadline where C == SuspendingClock {
    /// The suspending clock's current instant, with no delay.
    public static var now: Self { Self(instant: .now, delay: .zero) }
}
