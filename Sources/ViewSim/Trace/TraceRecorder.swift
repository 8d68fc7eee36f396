// Models the recording side of the trace: the frame being recorded, event ids,
// steps, and handing a closed frame to the `Trace` (which keeps or drops it by
// its `TraceRecording` policy).
// Simplifies: one open frame at a time. The recorder never moves the clock: a
// frame is opened by the graph (`ViewGraph.runFrame`, or
// `ViewGraph.openLooseFrameIfNeeded()` for a change made between frames), and an
// event recorded with no frame open is counted, not kept.

/// Records events into the open frame and closes frames into the trace.
///
/// ```swift
/// var recorder = TraceRecorder(recording: .all)
/// recorder.beginFrame(index: 1, time: 1.0 / 60)
/// let id = recorder.record(.script("tap"), causes: [], pass: 1)
/// recorder.closeFrame()
/// recorder.trace.frames.count   // 1
/// ```
package struct TraceRecorder {
    /// Everything recorded and kept so far.
    package private(set) var trace = Trace()
    /// The frame being recorded, if one is open.
    private(set) var openFrame: OpenFrame?
    /// The step new frames belong to.
    package private(set) var currentStep = 0
    /// Events recorded while no frame was open; they are not kept. The engine
    /// opens a frame before anything it records, so this stays 0 (tests check it).
    package private(set) var eventsOutsideFrames = 0

    private var nextEventID = 1
    /// How many events other than skips the last closed frame had (sizes the next frame's array).
    private var lastFramePlainEventCount = 0

    /// A recorder whose trace keeps frames by `recording`.
    package init(recording: TraceRecording) {
        trace.recording = recording
    }

    /// Whether a frame is open.
    package var isFrameOpen: Bool { openFrame != nil }

    /// The id of the last event recorded (0 before the first): it changes whenever
    /// anything is recorded, in a frame or not.
    var lastEventID: EventID { nextEventID - 1 }

    /// Passes frame `index` without opening it: what `beginFrame` then `closeFrame`
    /// with nothing recorded in between do (the frame is not kept; the current
    /// step's frame range grows to include it). For a frame known to do nothing.
    mutating func passEmptyFrame(index: Int) {
        guard openFrame == nil else { return }
        lastFramePlainEventCount = 0
        extendCurrentStep(to: index)
    }

    /// The most events a new frame reserves room for: a frame after one this large grows its
    /// array as it records instead.
    static let largestReservation = 1 << 20

    /// Opens frame `index` (at `time` seconds) in the current step.
    package mutating func beginFrame(index: Int, time: Double) {
        var events: [TraceEvent] = []
        // Room for as many events as the last frame had (within reason): a frame like the
        // last one (a wide update repeated) then never grows its array, nor is its array
        // copied to give back room when it closes (`FrameRecord(closing:)`); both copy every
        // event, about a tenth of a wide update of 10,000 views.
        events.reserveCapacity(min(max(lastFramePlainEventCount, 4), Self.largestReservation))
        openFrame = OpenFrame(index: index, time: time, step: currentStep, events: events, passes: 1)
    }

    /// Records an event in the open frame, in update pass `pass`, and returns its id.
    /// With no frame open the event is counted in `eventsOutsideFrames` and not kept
    /// (its id is still used, so ids stay unique).
    @discardableResult
    package mutating func record(_ kind: consuming TraceEvent.Kind, causes: [EventID], pass: Int) -> EventID {
        if causes.count <= 1 { return record(kind, cause: causes.first, pass: pass) }
        let id = nextEventID
        guard let index = nextIndex() else { return id }
        openFrame?.append(TraceEvent(id: id, frame: index, pass: pass, kind: kind, causes: causes))
        return id
    }

    /// Records an event with at most one cause in the open frame; returns its id.
    ///
    /// The kind is taken, not borrowed (`consuming`): the event is made from it without a
    /// copy (copying a kind cost about 300 instructions an event).
    @discardableResult
    package mutating func record(_ kind: consuming TraceEvent.Kind, cause: EventID?, pass: Int) -> EventID {
        let id = nextEventID
        guard let index = nextIndex() else { return id }
        openFrame?.append(TraceEvent(id: id, frame: index, pass: pass, kind: kind, cause: cause))
        return id
    }

    /// Uses up the next event id and returns the open frame's index, for the event to be
    /// kept there; with no frame open it only counts the event, and returns nil.
    private mutating func nextIndex() -> Int? {
        nextEventID += 1
        guard let index = openFrame?.index else {
            eventsOutsideFrames += 1
            return nil
        }
        return index
    }

    /// Records that `node`'s body was skipped for `reason` (an event with at most one
    /// cause) in the open frame; returns its id. The same as recording `.bodySkipped`,
    /// without building the event: the frame keeps skips of siblings as runs.
    @discardableResult
    package mutating func recordSkip(of node: NodeRef, reason: SkipReason, cause: EventID?, pass: Int) -> EventID {
        let id = nextEventID
        guard nextIndex() != nil else { return id }
        openFrame?.appendSkip(id: id, node: node, reason: reason, cause: cause, pass: pass)
        return id
    }

    /// Notes how many update passes the open frame took.
    package mutating func setPasses(_ passes: Int) {
        openFrame?.passes = passes
    }

    /// An event of the open frame, by id.
    func openFrameEvent(_ id: EventID) -> TraceEvent? {
        openFrame?.event(id)
    }

    /// Closes the open frame: the trace keeps it if anything happened in it, and
    /// the current step's frame range grows to include it.
    package mutating func closeFrame() {
        // Taken out (moved), not copied out and then cleared (about 20 instructions a frame).
        guard let frame = openFrame.take() else { return }
        lastFramePlainEventCount = frame.plainEvents.count
        let index = frame.index
        // Its last use: the frame is given to the trace, not copied (`keep` consumes it).
        if frame.eventCount > 0 { trace.keep(frame) }
        extendCurrentStep(to: index)
    }

    /// Grows the current step's frame range to include frame `index`.
    private mutating func extendCurrentStep(to index: Int) {
        guard !trace.steps.isEmpty else { return }
        let last = trace.steps.count - 1
        if let range = trace.steps[last].frames {
            trace.steps[last].frames = range.lowerBound...max(range.upperBound, index)
        } else {
            trace.steps[last].frames = index...index
        }
    }

    /// Starts a named step; the frames recorded from now on belong to it.
    package mutating func beginStep(_ title: String) {
        currentStep = trace.steps.count
        trace.steps.append(StepRecord(index: currentStep, title: title, frames: nil))
    }
}
