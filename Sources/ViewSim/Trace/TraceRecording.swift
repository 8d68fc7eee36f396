// Models how much of a simulation the trace keeps: everything, the last N frames,
// or nothing but counts. SwiftUI keeps no such record; this bounds viewsim's own
// memory in long runs (soaks, fuzzing, benchmarks).
// Simplifies: the unit is a frame in which something happened; a frame is kept
// or dropped whole, once it closes. The frame being recorded is always whole,
// because the engine reads it (loop cycles, animation origins).

/// How much of its trace a simulation keeps.
///
/// ```swift
/// var configuration = SimulationConfiguration()
/// configuration.recording = .lastFrames(600)   // a 10-minute soak in bounded memory
/// let sim = Simulation(ContentView(), configuration: configuration)
/// try sim.advance(by: 600)
/// sim.trace.frames.count        // at most 600
/// sim.trace.dropped.frames      // how many earlier frames were not kept
/// print(sim.trace.text())       // starts with a line saying so
/// ```
///
/// Whatever the policy, the counts of what was not kept and the diagnostics of
/// dropped frames (the first ``DroppedFrames/diagnosticLimit``) stay in
/// ``Trace/dropped``, so ``Trace/diagnostics(inStep:)`` still reports loops and
/// warnings from frames that are gone.
public enum TraceRecording: Sendable, Equatable, CustomStringConvertible {
    /// Keep every frame (the default, and what lessons and tests use).
    ///
    /// ```swift
    /// configuration.recording = .all
    /// ```
    case all
    /// Keep the last `count` frames in which something happened; older ones are
    /// dropped (counted in ``Trace/dropped``). `count` must be at least 1: a
    /// smaller one is reported with a diagnostic and 1 is used.
    ///
    /// ```swift
    /// configuration.recording = .lastFrames(600)
    /// ```
    case lastFrames(Int)
    /// Keep no frames: only the counts of frames and events and the diagnostics.
    ///
    /// ```swift
    /// configuration.recording = .off
    /// ```
    case off

    /// The policy as it is written in code: `.all`, `.lastFrames(600)`, `.off`.
    public var description: String {
        switch self {
        case .all: return ".all"
        case .lastFrames(let count): return ".lastFrames(\(count))"
        case .off: return ".off"
        }
    }

    /// The policy viewsim applies: an invalid `.lastFrames` becomes `.lastFrames(1)`.
    var validated: TraceRecording {
        if case .lastFrames(let count) = self, count < 1 { return .lastFrames(1) }
        return self
    }

    /// What is wrong with the policy, or nil when it is valid.
    var problem: String? {
        guard case .lastFrames(let count) = self, count < 1 else { return nil }
        return
            "recording \(self) keeps no frames; the count must be at least 1, so viewsim keeps the last frame (.lastFrames(1))."
    }
}
