// Models what a bounded recording policy (`.lastFrames(n)` or `.off`) left out of
// the trace: how many frames and events, and the diagnostics they held.
// Simplifies: dropped events are counted, not summarised; diagnostics are kept
// up to a limit, then only counted.

/// What the trace did not keep, under ``TraceRecording/lastFrames(_:)`` or ``TraceRecording/off``.
///
/// ```swift
/// sim.trace.dropped.frames          // 35_400 frames with events not kept
/// sim.trace.dropped.events          // their events (each skipped sibling counts one)
/// sim.trace.dropped.diagnostics     // the warnings they held, with frame and step
/// ```
///
/// viewsim's model: diagnostics outlive the frames that held them (the first
/// ``diagnosticLimit`` of them, the rest counted in ``diagnosticsBeyondLimit``),
/// because a warning is the one thing a long bounded run must not lose.
public struct DroppedFrames: Sendable, Equatable {
    /// How many diagnostics of dropped frames are kept.
    public static let diagnosticLimit = 1_000

    /// A diagnostic of a frame that was not kept.
    public struct KeptDiagnostic: Sendable, Equatable {
        public let frame: Int
        public let step: Int
        public let diagnostic: Diagnostic
    }

    /// Frames in which something happened that were not kept.
    public internal(set) var frames = 0
    /// The events of those frames; a run of skipped siblings counts one per sibling.
    public internal(set) var events = 0
    /// The diagnostics those frames held, in order (at most ``diagnosticLimit``).
    public internal(set) var diagnostics: [KeptDiagnostic] = []
    /// Diagnostics of dropped frames beyond ``diagnosticLimit``, counted only.
    public internal(set) var diagnosticsBeyondLimit = 0

    /// Counts `frame` as dropped and keeps its diagnostics.
    mutating func drop(_ frame: FrameRecord) {
        frames += 1
        events += frame.eventCount
        frame.forEachDiagnostic { diagnostic in
            if diagnostics.count < Self.diagnosticLimit {
                diagnostics.append(KeptDiagnostic(frame: frame.index, step: frame.step, diagnostic: diagnostic))
            } else {
                diagnosticsBeyondLimit += 1
            }
        }
    }
}
