// Models `TimelineView` scheduling: a timeline starts its schedule when it
// appears (or when its schedule changes), wakes at the first frame at or after
// its next entry, jumps to the latest entry not after now (missed entries are
// not replayed) and is invalidated with `@timeline`.
// Simplifies: built-in schedules jump to now in one step (`ScheduleCursor`); a
// custom schedule is walked at most `maxScheduleEntriesPerFrame` entries per
// frame, and at most `maxNonIncreasingScheduleEntries` in a row that do not move
// forward; a broken schedule stops its timeline (viewsim's model).
// See docs/ARCHITECTURE.md, "Timelines".
import Foundation

extension ViewGraph {
    /// The next frame at which a timeline has an entry.
    package var nextWakeupFrame: Int? {
        let timeline = wakeups.nextFrame()
        guard let timed = nextTimedFrame else { return timeline }
        return min(timeline ?? timed, timed)
    }

    // MARK: - Timelines

    /// Starts a timeline's schedule from now (a new timeline, or a new schedule).
    func startTimeline(_ node: ViewNode) {
        guard let timeline = node.view as? any AnyTimelineView else { return }
        if let periodic = timeline._schedule as? PeriodicTimelineSchedule,
            !(periodic.interval > 0 && periodic.interval.isFinite)
        {
            record(
                .diagnostic(
                    .periodicIntervalNotPositive(periodic.interval, timeline: node.label, node: node.reference)),
                cause: activeCause)
        }
        if let periodic = timeline._schedule as? PeriodicTimelineSchedule,
            !periodic.startDate.timeIntervalSinceReferenceDate.isFinite
        {
            record(.diagnostic(.periodicStartNotFinite(timeline: node.label, node: node.reference)), cause: activeCause)
        }
        let now = simulatedNow
        if let periodic = timeline._schedule as? PeriodicTimelineSchedule,
            periodic.startDate.timeIntervalSinceReferenceDate.isFinite,
            periodic.startDate.timeIntervalSince(now) > Self.realClockSuspicion
        {
            record(
                .diagnostic(
                    .scheduleDateFromRealClock(
                        periodic.startDate, now: now, what: ".periodic(from:by:) starts at",
                        fix: ".periodic(from: .simNow, by: 1)", timeline: node.label, node: node.reference)),
                cause: activeCause)
        }
        // An animation schedule follows the display's frames: its entries start at the frame's
        // time, not at `now` (which counts the passes already run), so that a timeline that
        // appears in a later pass still has an entry at every frame's time (viewsim's model).
        let start = timeline._schedule is AnimationTimelineSchedule ? clock.date(ofFrame: clock.frame) : now
        let state = TimelineState(
            iterator: timeline._entries(from: start, mode: .normal), current: now, schedule: timeline._schedule)
        state.next = state.iterator.next()
        var latest: Date?
        advance(state, to: now, node: node, latest: &latest)
        if latest == nil, timeline._schedule is any ExplicitScheduleMarker, let first = state.next,
            first.timeIntervalSinceReferenceDate.isFinite, first.timeIntervalSince(now) > Self.realClockSuspicion
        {
            record(
                .diagnostic(
                    .scheduleDateFromRealClock(
                        first, now: now, what: "the first date of .explicit(_:) is",
                        fix: ".explicit([.simNow + 1, .simNow + 2])", timeline: node.label, node: node.reference)),
                cause: activeCause)
        }
        state.current = latest ?? now
        state.due = state.current
        node.timeline = state
        scheduleWakeup(node)
    }

    /// How far (in seconds) a periodic schedule's start may be after the simulated now
    /// before viewsim says it probably came from the real clock (`.now`, `Date()`):
    /// its first entry is then too far ahead for the timeline ever to update.
    /// viewsim's model: a day; a simulation rarely means a start further away.
    static let realClockSuspicion: TimeInterval = 86_400

    /// The most schedule entries walked for one timeline in one frame. Built-in
    /// schedules jump to now in one step; a custom one that yields more entries
    /// than this before now (or repeats a date forever) is stopped with a diagnostic.
    static let maxScheduleEntriesPerFrame = 100_000
    /// How many entries in a row that are not after the one before a schedule may produce in one
    /// frame before its timeline stops: such a schedule (a date repeated forever, dates going
    /// backwards) never reaches a later entry, so walking it on to the 100,000 bound only costs
    /// time — per timeline, in every row of a lazy stack that has one.
    static let maxNonIncreasingScheduleEntries = 1_000

    /// Moves a timeline's schedule up to `now`, remembering the latest entry passed.
    /// Bounded: at most `maxScheduleEntriesPerFrame` entries; a date that is not
    /// finite, or too many entries, stops the timeline with a diagnostic.
    func advance(_ state: TimelineState, to now: Date, node: ViewNode, latest: inout Date?) {
        let limit = clock.latestDue(at: now)
        var steps = 0
        var notIncreasing = 0
        while let next = state.next {
            guard next.timeIntervalSinceReferenceDate.isFinite else {
                stopTimeline(
                    state, node: node,
                    because:
                        "its schedule produced a date that is not finite (\(ValueFormatter.number(next.timeIntervalSinceReferenceDate)) seconds since 2001)",
                    hint: "Build schedule dates from finite numbers, such as .simNow plus a number of seconds.")
                return
            }
            guard next <= limit else { return }
            steps += 1
            if let last = latest ?? Optional(state.current), next <= last, latest != nil || steps > 1 {
                notIncreasing += 1
                if notIncreasing >= Self.maxNonIncreasingScheduleEntries {
                    stopTimeline(
                        state, node: node,
                        because:
                            "its schedule produced \(notIncreasing) entries in a row none of which was after \(ValueFormatter.date(last)) (a date repeated forever, or dates going backwards)",
                        hint: "Return increasing dates no closer together than a frame (1/60 s).")
                    return
                }
                if !state.warnedUnsorted {
                    state.warnedUnsorted = true
                    record(
                        .diagnostic(
                            .scheduleEntryNotIncreasing(
                                next, previous: last, timeline: node.label, node: node.reference)), cause: activeCause)
                }
            } else {
                notIncreasing = 0
                latest = next
            }
            // A built-in schedule jumps over the entries up to now in one step.
            if let skipped = state.iterator.skip(through: limit), skipped > (latest ?? state.current) {
                latest = skipped
            }
            state.next = state.iterator.next()
            if steps >= Self.maxScheduleEntriesPerFrame {
                stopTimeline(
                    state, node: node,
                    because:
                        "its schedule produced more than \(Self.maxScheduleEntriesPerFrame) entries before \(ValueFormatter.date(now)) (a date repeated forever, or entries closer together than a frame)",
                    hint:
                        "Return increasing dates no closer together than a frame (1/60 s); a display updates at most once per frame."
                )
                return
            }
        }
    }

    /// Ends a timeline's schedule: its content keeps the entry it shows and is not
    /// updated by the schedule again (viewsim's model: SwiftUI does not document
    /// what a broken schedule does).
    func stopTimeline(_ state: TimelineState, node: ViewNode, because reason: String, hint: String) {
        state.next = nil
        record(
            .diagnostic(.timelineStopped(timeline: node.label, node: node.reference, because: reason, hint: hint)),
            cause: activeCause)
    }

    /// Schedules the timeline's wake-up at the first frame at or after its next entry.
    func scheduleWakeup(_ node: ViewNode) {
        guard let state = node.timeline else { return }
        guard let next = state.next else {
            state.wakeupFrame = nil
            return
        }
        let frame = max(clock.frame(atOrAfter: next), frameIndex + 1)
        state.wakeupFrame = frame
        wakeups.schedule(node, at: frame)
    }

    /// Invalidates the timelines whose next entry has come.
    func fireDueTimelines() {
        while let first = wakeups.popDue(atOrBefore: frameIndex) {
            let node = first.node
            guard !node.isRemoved, let state = node.timeline, state.wakeupFrame == first.frame else { continue }
            let now = simulatedNow
            var latest: Date?
            advance(state, to: now, node: node, latest: &latest)
            if let latest, latest != state.due {
                let event = record(
                    .timelineEntry(node: node.reference, previous: traceDate(state.due), entry: traceDate(latest)),
                    causes: [])
                state.due = latest
                invalidate(
                    node, reason: .timelineEntry(old: traceDate(state.current), new: traceDate(latest)), cause: event)
            }
            scheduleWakeup(node)
        }
    }

    /// A TimelineView received a new value; a different schedule starts over from now.
    func timelineValueChanged(_ node: ViewNode, from oldView: any View) {
        guard let timeline = node.view as? any AnyTimelineView, let state = node.timeline else { return }
        guard !ValueComparison.isEqual(state.schedule, timeline._schedule) else { return }
        let previous = state.due
        startTimeline(node)
        if let restarted = node.timeline, restarted.due != previous {
            restarted.current = previous
            invalidate(
                node, reason: .timelineEntry(old: traceDate(previous), new: traceDate(restarted.due)),
                cause: activeCause)
        }
    }
}
