// Models SwiftUI's `KeyframeAnimator` (iOS 17): content re-evaluated every frame
// with a value sampled from keyframes; a trigger change starts a new run from the
// current value, keeping its velocity; a finished run rests at its end value, which
// is the next run's start; `repeating` loops the timeline while in the tree.
// Simplifies: built from a TimelineView whose schedule lasts one run, so each frame
// shows in the trace as the timeline's content running, with the keyframe time.
// viewsim's model: KeyframeAnimator is driven by an internal per-frame clock; SwiftUI
// does not document how it is driven. That TimelineView's node is internal
// (`NodeRef.isInternal`): step summaries leave it out of their counts.
// Lesson: lesson9.
import Foundation

/// A container that animates its content with keyframes.
///
/// ```swift
/// KeyframeAnimator(initialValue: Stroke(), trigger: taps) { value in
///     Heart().trim(to: value.trim).opacity(value.opacity)
/// } keyframes: { _ in
///     KeyframeTrack(\.trim) { CubicKeyframe(1, duration: 2) }
///     KeyframeTrack(\.opacity) { MoveKeyframe(0.1) }
/// }
/// ```
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnimatorTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// What the body depends on: the current run (changes start a new schedule).
    @State private var run = KeyframeRun()
    /// The run's timeline and the value at rest, kept by reference (not a dependency).
    @State private var storage = KeyframeStorage<Value>()

    /// Plays the keyframes each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = AnimatorTrigger(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the keyframes while the view is in the tree (`repeating: true`), or shows
    /// the value at the start of the timeline (`false`).
    public init(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        let storage = self.storage
        let run = self.run
        TimelineView(KeyframeRunSchedule(start: run.start, duration: run.duration, repeating: run.repeating)) {
            context in
            content(storage.value(at: context.date, run: run, initialValue: initialValue))
        }
        .onAppear {
            if trigger == nil, repeating { start() }
        }
        .onChange(of: trigger ?? AnimatorTrigger(0)) {
            start()
        }
    }

    /// Starts a run from the current value (and velocity, if a run is under way).
    private func start() {
        let now = Date.simNow
        var from = storage.rest ?? initialValue
        var velocity = KeyframeVelocity<Value>()
        if let timeline = storage.timeline, let started = run.start {
            let elapsed = now.timeIntervalSince(started)
            if run.repeating || elapsed < timeline.duration {
                let time =
                    run.repeating && timeline.duration > 0
                    ? elapsed.truncatingRemainder(dividingBy: timeline.duration) : elapsed
                from = timeline.value(time: time)
                velocity = timeline.velocities(time: time)
            }
        }
        let timeline = KeyframeTimeline(initialValue: from, initialVelocity: velocity, keyframes: keyframes(from))
        storage.timeline = timeline
        run = KeyframeRun(
            number: run.number + 1, start: now, duration: timeline.duration, repeating: trigger == nil && repeating,
            from: ValueFormatter.shortened(ValueFormatter.describe(from)),
            to: ValueFormatter.shortened(ValueFormatter.describe(timeline.value(time: timeline.duration))))
    }
}

/// A keyframe run, as the trace and diagrams show it:
/// `run 2 from t=2.1333s: (1, 0.1) → (1, 1) over 2s` (its keyframe time is now − start).
/// Its values are each cut by the one rule (`ValueFormatter.shortened`); the run,
/// made of them, is not cut again (`TraceDescribable`).
struct KeyframeRun: Equatable, CustomStringConvertible, TraceDescribable {
    var number = 0
    var start: Date?
    var duration: TimeInterval = 0
    var repeating = false
    var from = ""
    var to = ""

    var description: String {
        guard number > 0, let start else { return "at rest" }
        return
            "run \(number) from \(ValueFormatter.date(start)): \(from) → \(to) over \(ValueFormatter.number(duration))s"
            + (repeating ? ", repeating" : "")
    }

    var traceDescription: String { description }
}

/// A keyframe animator's timeline and resting value.
final class KeyframeStorage<Value> {
    var timeline: KeyframeTimeline<Value>?
    /// The end value of the last finished run: the next run starts from it.
    var rest: Value?
    /// The run and keyframes last traced, to record a segment when it starts: the
    /// keyframe indices are compared every frame, the keyframes (formatted) only
    /// when an index changes — two equal keyframes in a row are one segment.
    var lastSegment: (run: Int, indices: [Int?], keyframes: [KeyframeSegmentAnimation.Keyframe])?

    /// The value to show at `date`, recording the keyframe time in the trace.
    func value(at date: Date, run: KeyframeRun, initialValue: Value) -> Value {
        guard let timeline, let start = run.start else { return rest ?? initialValue }
        var elapsed = max(0, date.timeIntervalSince(start))
        if run.repeating, timeline.duration > 0 { elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration) }
        let value = timeline.value(time: min(elapsed, timeline.duration))
        if !run.repeating, elapsed >= timeline.duration { rest = value }
        let indices = timeline.activeKeyframeIndices(time: min(elapsed, timeline.duration))
        var segment: KeyframeSegmentAnimation?
        if let last = lastSegment, last.run == run.number, last.indices == indices {
            segment = nil
        } else {
            let active = KeyframeSegmentAnimation(timeline.activeKeyframes(time: min(elapsed, timeline.duration)))
            let isNew = lastSegment.map { $0.run != run.number || $0.keyframes != active.keyframes } ?? true
            segment = isNew ? active : nil
            lastSegment = (run.number, indices, active.keyframes)
        }
        KeyframeTrace.record(
            segment: segment,
            run: run, time: elapsed, duration: timeline.duration, value: value,
            end: timeline.value(time: timeline.duration))
        return value
    }
}

/// Any `KeyframeAnimator`, whatever its value and content types: how the trace
/// finds the animator a keyframe value belongs to, by type rather than by name.
package protocol AnyKeyframeAnimator {}

extension KeyframeAnimator: AnyKeyframeAnimator {}
