// Models one `await` of a fuzz task: a sleep of some length through one of the
// APIs viewsim runs in simulated time, `Task.yield()`, or a wait that never ends.
// Simplifies: durations are whole API calls with a number (no tolerance; the
// one deadline is written `.now + d` in the call); `never` awaits a continuation nobody keeps, so nothing resumes it.

/// What a fuzz task awaits.
public enum FuzzWait: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `try await Task.sleep(for: .seconds(s))`.
    case sleep(Double)
    /// `try await Task.sleep(nanoseconds: n)`.
    case sleepNanoseconds(UInt64)
    /// `try await ContinuousClock().sleep(for: .seconds(s))`.
    case clock(Double)
    /// `try await Task.sleep(until: .now + .seconds(s), clock: .continuous)`: a deadline written in
    /// the call, which a simulation waits exactly (`ClockDeadline`), whatever the real clock does.
    case until(Double)
    /// `await Task.yield()`.
    case yield
    /// `try await Task.sleep(for: .seconds(Int64.max))`: past `Simulation.maximumTime`, so it never wakes.
    case forever
    /// `await withUnsafeContinuation { _ in }`: a continuation never resumed (not even by cancellation).
    case never

    /// The call as the trace names it in a suspension (`Task.sleep(for:)`); nil for `never`, which is no sleep.
    public var what: String? {
        switch self {
        case .sleep, .forever: return "Task.sleep(for:)"
        case .sleepNanoseconds: return "Task.sleep(nanoseconds:)"
        case .clock: return "ContinuousClock.sleep(for:)"
        case .until: return "Task.sleep(until:clock:)"
        case .yield: return "Task.yield()"
        case .never: return nil
        }
    }

    /// The delay asked for, in seconds (0 for `yield`, nil for `never`).
    public var seconds: Double? {
        switch self {
        case .sleep(let seconds), .clock(let seconds), .until(let seconds): return seconds
        case .sleepNanoseconds(let nanoseconds): return Double(nanoseconds) / 1e9
        case .yield: return 0
        case .forever: return Double(Int64.max)
        case .never: return nil
        }
    }

    public var description: String {
        switch self {
        case .sleep(let seconds): return ".sleep(\(FuzzNumber.swift(seconds)))"
        case .sleepNanoseconds(let nanoseconds):
            return ".sleepNanoseconds(\(nanoseconds == .max ? "UInt64.max" : "\(nanoseconds)"))"
        case .clock(let seconds): return ".clock(\(FuzzNumber.swift(seconds)))"
        case .until(let seconds): return ".until(\(FuzzNumber.swift(seconds)))"
        case .yield: return ".yield"
        case .forever: return ".forever"
        case .never: return ".never"
        }
    }
}
