// Models the frame being recorded: its events whole, in order, as the engine
// appends them. The engine reads them while the frame runs (the cycle of an
// update loop, the origin of an animation), so nothing is compacted or dropped
// until the frame closes and becomes a `FrameRecord`.
// Simplifies: one open frame at a time.

/// The frame the graph is recording.
struct OpenFrame {
    let index: Int
    let time: Double
    let step: Int
    var events: [TraceEvent]
    /// How many update passes the frame took so far.
    var passes: Int
}
