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
    /// Whether a body skip was recorded (the frame's events are then compacted when it
    /// closes); noted as each is recorded, so closing need not look at every event.
    var hasSkips: Bool

    /// A frame holding `events` so far (none, when the recorder opens it).
    init(index: Int, time: Double, step: Int, events: [TraceEvent], passes: Int) {
        self.index = index
        self.time = time
        self.step = step
        self.events = events
        self.passes = passes
        hasSkips = events.contains(where: \.isSkip)
    }
}
