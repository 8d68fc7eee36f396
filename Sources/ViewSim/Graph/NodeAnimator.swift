// Models the animatable attribute SwiftUI wraps around a view or modifier whose
// value is `Animatable`: it keeps the model value and the value presented each
// frame (model − remaining delta), driven by an `AnimatorState`.
// Simplifies: one animator per node (per modifier or per Animatable view).
// Lesson: lesson3 (trim), lesson9 (an Animatable modifier's body every frame).

/// The graph's handle on a node's running animation, whatever the value's type.
package protocol NodeAnimating: AnyObject {
    /// What animates: `"trim(to:)"`, `"opacity"`, or `"animatableData"`.
    var attribute: String { get }
    /// The value shown now (a modifier or view of the node's type).
    var presented: Any { get }
    /// The value the animation is heading for.
    var model: Any { get }
    /// Whether it can finish by itself (`repeatForever` cannot).
    var canFinish: Bool { get }
    /// The event that started the animation; frames name it as their cause.
    var startEvent: EventID { get set }
    /// Completions waiting for this animation, with the generation they wait for.
    var listeners: [(listener: AnimationCompletionListener, generation: Int)] { get set }
    /// Samples the animation at `time`.
    func tick(at time: Double) -> [AnimatorEvent]
    /// Whether the last tick changed the presented value (compared exactly, not by
    /// its rounded description).
    var lastTickChanged: Bool { get }
    /// The events of the sample taken when the animation started, once: an
    /// animation that ends at once (a zero or invalid duration) finishes there.
    func takeStartEvents() -> [AnimatorEvent]
    /// Whether the animation has finished (the model value is shown).
    var isFinished: Bool { get }
    /// The presented data, for traces.
    var presentedDescription: TraceValue { get }
    /// The model value, as the trace records it (kept until the model changes).
    var modelDescription: TraceValue { get }
}

/// A running animation of one `Animatable` value.
final class NodeAnimator<Value: Animatable>: NodeAnimating {
    private(set) var modelValue: Value
    private(set) var presentedValue: Value
    private var state: AnimatorState<Value.AnimatableData>
    let attribute: String
    var startEvent: EventID
    var listeners: [(listener: AnimationCompletionListener, generation: Int)] = []
    private(set) var isFinished = false
    private let describe: (Value) -> TraceValue
    private var startEvents: [AnimatorEvent] = []

    init(from old: Value, to new: Value, animation: Animation, time: Double, attribute: String,
         startEvent: EventID, describe: @escaping (Value) -> TraceValue) {
        modelValue = new
        cachedModelDescription = nil
        presentedValue = old
        state = AnimatorState(animation: animation, interval: new.animatableData - old.animatableData, beginTime: time)
        self.attribute = attribute
        self.startEvent = startEvent
        self.describe = describe
        startEvents = tick(at: time)
    }

    func takeStartEvents() -> [AnimatorEvent] {
        defer { startEvents = [] }
        return startEvents
    }

    var presented: Any { presentedValue }
    var model: Any { modelValue }
    var canFinish: Bool { state.canFinish }
    var generation: Int { state.generation }
    var presentedDescription: TraceValue { describe(presentedValue) }

    /// The model value's trace value, made once per model value (every frame
    /// records it; the model changes only when the animation is retargeted).
    private var cachedModelDescription: TraceValue?
    var modelDescription: TraceValue {
        if let cached = cachedModelDescription { return cached }
        let made = describe(modelValue)
        cachedModelDescription = made
        return made
    }

    /// A new model value whose animatable data is unchanged (another field of an
    /// `Animatable` view changed): the presented value takes the new fields and
    /// keeps its interpolated data.
    ///
    /// ```swift
    /// // Ring(progress: 0.4, label: "a") animating to progress 1, label becomes "b":
    /// animator.refresh(model: Ring(progress: 1, label: "b"))  // presented: Ring(progress: 0.4, label: "b")
    /// ```
    func refresh(model new: Value) {
        var presented = new
        presented.animatableData = presentedValue.animatableData
        modelValue = new
        cachedModelDescription = nil
        presentedValue = presented
    }

    /// A new model value: combined with the running animation when `animation` is
    /// set, otherwise the presentation jumps by the change.
    func retarget(to new: Value, animation: Animation?, time: Double) -> [AnimatorEvent] {
        let delta = new.animatableData - modelValue.animatableData
        modelValue = new
        cachedModelDescription = nil
        if let animation {
            if isFinished {
                state = AnimatorState(animation: animation, interval: delta, beginTime: time)
                isFinished = false
            } else {
                state.combine(animation: animation, interval: delta, at: time)
            }
        }
        return tick(at: time)
    }

    private(set) var lastTickChanged = false

    func tick(at time: Double) -> [AnimatorEvent] {
        let previous = presentedValue.animatableData
        defer { lastTickChanged = presentedValue.animatableData != previous }
        var presented = modelValue
        if !isFinished, let offset = state.sample(at: time) {
            presented.animatableData = modelValue.animatableData + offset
        } else {
            isFinished = true
        }
        presentedValue = presented
        return state.takeEvents()
    }
}
