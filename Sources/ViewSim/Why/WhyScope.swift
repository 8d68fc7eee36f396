// Models the part of a run a why question is about: the whole run, one step, one
// frame, or the frame on screen at a moment.
// Simplifies: a time names the last frame that started at or before it (the
// frame on screen then), as `render --at 1.5s` does.

/// The part of a run that `Trace.why(_:attribute:in:)` looks at.
///
/// ```swift
/// sim.trace.why("SubView", in: .step(1))
/// sim.trace.why("Heart", attribute: "scale", in: .frame(12))
/// sim.trace.why("Heart", in: .time(0.5))   // the frame on screen at 0.5 s
/// ```
public enum WhyScope: Equatable, Sendable, CustomStringConvertible {
    /// Every frame the trace kept.
    case wholeRun
    /// The frames of one script step.
    case step(Int)
    /// One frame, by index.
    case frame(Int)
    /// The frame on screen at a simulated time, in seconds.
    case time(Double)

    /// `"step 1"`, `"frame 12"`, `"0.5 s"`, `"the whole run"`.
    public var description: String {
        switch self {
        case .wholeRun: return "the whole run"
        case .step(let step): return "step \(step)"
        case .frame(let frame): return "frame \(frame)"
        case .time(let time): return "\(ValueFormatter.number(time)) s"
        }
    }
}
