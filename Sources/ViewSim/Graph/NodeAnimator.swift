// Models the animatable attribute SwiftUI wraps around a view or modifier whose
// value is `Animatable`: it keeps the model value and the value presented each
// frame (model − remaining delta), driven by an `AnimatorState`.
// Simplifies: one animator per node (per modifier or per Animatable view).
// Lesson: lesson3 (trim), lesson10 (an Animatable modifier's body every frame).

/// The graph's handle on a node's running animation, whatever the value's type.
package protocol NodeAnimating: AnyObject {
    /// What animates: `"trim(to:)"`, `"opacity"`, or `"animatableData"`.
    var attribute: String { get }
    /// The node as the trace names it, kept so that a frame need not name it
    /// again; the graph refreshes it whenever the node receives a new value.
    var reference: NodeRef { get set }
    /// The value shown now (a modifier or view of the node's type).
    var presented: Any { get }
    /// The value the animation is heading for.
    var model: Any { get }
    /// Whether it can finish by itself (`repeatForever` cannot).
    var canFinish: Bool { get }
    /// The event that started the animation; frames name it as their cause.
    var startEvent: EventID { get set }
    /// `[startEvent]`, kept so that a frame's record does not build the array.
    var frameCauses: [EventID] { get }
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
    /// The presented data, for traces (made once per presented value).
    var presentedDescription: TraceValue { get }
    /// What a built-in modifier or leaf shows now (made once per presented
    /// value, with `presentedDescription`); nil for other values.
    var presentedAttributes: [NodeAttribute]? { get }
    /// The model value, as the trace records it (kept until the model changes).
    var modelDescription: TraceValue { get }
    /// This frame's sample for the trace: the presented value kept typed, described
    /// when the trace is read (a frame then describes nothing per value).
    func frameSample() -> AnimationFrameSample
    /// Whether the animated value lays out (a `.frame`): decided by its type, once.
    var changesLayout: Bool { get }
    /// Whether the value is a built-in modifier or leaf, shown through its node's
    /// attributes (`presentedAttributes` is then never nil).
    var showsAttributes: Bool { get }
    /// The presented value's velocity at `time` as numbers (`[dx, dy]` for an offset), when
    /// the animation knows it; nil once finished.
    func velocityComponents(at time: Double) -> [Double]?
}

/// A running animation of one `Animatable` value.
///
/// Everything that depends on the value's type (how it is described, whether it
/// has attributes) is decided once, when the animation starts
/// (`AnimatedValueTrace`); a frame samples the curve, applies the offset and
/// describes the presented value once, with no dynamic cast.
///
/// The properties a frame reads and writes are not checked for exclusive access
/// at run time (`@exclusivity(unchecked)`): only the graph touches an animator (its
/// frames, and snapshots between them), from one thread at a time and never
/// re-entrantly (no user code can reach it), and each check cost about 80
/// instructions, several times per value per frame.
nonisolated final class NodeAnimator<Value: Animatable>: NodeAnimating {
    @exclusivity(unchecked) private(set) var modelValue: Value
    @exclusivity(unchecked) private(set) var presentedValue: Value
    @exclusivity(unchecked) private var state: AnimatorState<Value.AnimatableData>
    let attribute: String
    @exclusivity(unchecked) var startEvent: EventID {
        didSet { frameCauses = [startEvent] }
    }
    private(set) var frameCauses: [EventID]
    @exclusivity(unchecked) var reference: NodeRef
    var listeners: [(listener: AnimationCompletionListener, generation: Int)] = []
    @exclusivity(unchecked) private(set) var isFinished = false
    /// How values are described and shown, decided when the animation started.
    let trace: AnimatedValueTrace<Value>
    /// Kept as constants: read through the trace (a generic type) in unspecialised code,
    /// each read looked up `AnimatedValueTrace<Value>`'s metadata (about 350 instructions).
    let showsAttributes: Bool
    let changesLayout: Bool
    private var startEvents: [AnimatorEvent] = []

    init(
        from old: Value, to new: Value, animation: Animation, time: Double, attribute: String,
        startEvent: EventID, reference: NodeRef, trace: AnimatedValueTrace<Value>,
        initialVelocity: Value.AnimatableData? = nil
    ) {
        modelValue = new
        presentedValue = old
        let interval = new.animatableData - old.animatableData
        if let initialVelocity {
            state = AnimatorState(
                animation: animation, interval: interval, beginTime: time, initialVelocity: initialVelocity)
        } else {
            state = AnimatorState(animation: animation, interval: interval, beginTime: time)
        }
        self.attribute = attribute
        self.startEvent = startEvent
        frameCauses = [startEvent]
        self.reference = reference
        self.trace = trace
        showsAttributes = trace.showsAttributes
        changesLayout = Value.self == _FrameLayout.self
        startEvents = tick(at: time)
    }

    func takeStartEvents() -> [AnimatorEvent] {
        defer { startEvents = [] }
        return startEvents
    }

    var presented: Any { presentedValue }
    /// Whether the animation started with the initial velocity it was given (see
    /// `AnimatorState.init(animation:interval:beginTime:initialVelocity:environment:)`).
    var tookVelocity: Bool { state.tookVelocity }

    func velocityComponents(at time: Double) -> [Double]? {
        guard !isFinished, let velocity = state.velocity(at: time) else { return nil }
        return TraceValue.numbers(in: velocity)
    }
    var model: Any { modelValue }
    var canFinish: Bool { state.canFinish }
    var generation: Int { state.generation }

    /// The presented value's trace value and attributes, made once per presented
    /// value (a frame reads them for its record, its node and the next frame's
    /// "before"); nil after the presented value changed.
    @exclusivity(unchecked) private var presentedCache: (description: TraceValue, attributes: [NodeAttribute]?)?

    var presentedDescription: TraceValue { describePresented().description }

    /// The presented value, typed, with how this animation describes values and the
    /// model's description (see `AnimationFrameSample`). Specialised as `tick(at:)` is:
    /// generic code would look up `PresentedFrameSample<Value>`'s metadata per call.
    @_specialize(exported:false,where Value == _OpacityEffect)
    @_specialize(exported:false,where Value == _ScaleEffect)
    @_specialize(exported:false,where Value == _RotationEffect)
    @_specialize(exported:false,where Value == _OffsetEffect)
    @_specialize(exported:false,where Value == _TrimmedShape)
    @_specialize(exported:false,where Value == _FrameLayout)
    @_specialize(exported:false,where Value == Color)
    @_specialize(exported:false,where Value == _ForegroundStyleModifier)
    @_specialize(exported:false,where Value == _FillShape)
    @_specialize(exported:false,where Value == _StrokeShape)
    func frameSample() -> AnimationFrameSample {
        if let cached = presentedCache {
            return AnimationFrameSample(presentation: cached.description, model: modelDescription)
        }
        return AnimationFrameSample(
            storage: PresentedFrameSample(value: presentedValue, trace: trace, model: modelDescription))
    }
    var presentedAttributes: [NodeAttribute]? { describePresented().attributes }

    private func describePresented() -> (description: TraceValue, attributes: [NodeAttribute]?) {
        if let cached = presentedCache { return cached }
        let made: (description: TraceValue, attributes: [NodeAttribute]?)
        if let attributes = trace.attributes(of: presentedValue) {
            made = (trace.describe(attributes: attributes), attributes)
        } else {
            made = (trace.describe(presentedValue), nil)
        }
        presentedCache = made
        return made
    }

    /// The model value's trace value, made once per model value (every frame
    /// records it; the model changes only when the animation is retargeted).
    @exclusivity(unchecked) private var cachedModelDescription: TraceValue?
    var modelDescription: TraceValue {
        if let cached = cachedModelDescription { return cached }
        let made = trace.describe(modelValue)
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
        presentedCache = nil
    }

    /// A new model value: combined with the running animation when `animation` is
    /// set, otherwise the presentation jumps by the change.
    ///
    /// `trackedVelocity` is the velocity a tracking transaction gave the presented value: an
    /// animation that merges starts from it (see `AnimatorState.combine`, `tookVelocity`).
    func retarget(
        to new: Value, animation: Animation?, time: Double, trackedVelocity: Value.AnimatableData? = nil
    ) -> [AnimatorEvent] {
        let delta = new.animatableData - modelValue.animatableData
        modelValue = new
        cachedModelDescription = nil
        if let animation {
            if isFinished {
                if let trackedVelocity {
                    state = AnimatorState(
                        animation: animation, interval: delta, beginTime: time, initialVelocity: trackedVelocity)
                } else {
                    state = AnimatorState(animation: animation, interval: delta, beginTime: time)
                }
                isFinished = false
            } else {
                state.combine(animation: animation, interval: delta, at: time, trackedVelocity: trackedVelocity)
            }
        }
        return tick(at: time)
    }

    @exclusivity(unchecked) private(set) var lastTickChanged = false

    /// Samples the animation at `time` and shows the result.
    ///
    /// Specialised for the built-in animatable effects: unspecialised generic code
    /// looks up the metadata of `AnimatorState<Value.AnimatableData>` and of its
    /// optionals on every call (about 2,000 instructions a frame per value, more
    /// than the curve itself); a user's `Animatable` type takes the generic path.
    @_specialize(exported:false,where Value == _OpacityEffect)
    @_specialize(exported:false,where Value == _ScaleEffect)
    @_specialize(exported:false,where Value == _RotationEffect)
    @_specialize(exported:false,where Value == _OffsetEffect)
    @_specialize(exported:false,where Value == _TrimmedShape)
    @_specialize(exported:false,where Value == _FrameLayout)
    @_specialize(exported:false,where Value == Color)
    @_specialize(exported:false,where Value == _ForegroundStyleModifier)
    @_specialize(exported:false,where Value == _FillShape)
    @_specialize(exported:false,where Value == _StrokeShape)
    func tick(at time: Double) -> [AnimatorEvent] {
        var presented = modelValue
        var data = presented.animatableData
        if !isFinished, state.sample(at: time, addingTo: &data) {
            presented.animatableData = data
        } else {
            isFinished = true
        }
        lastTickChanged = presented.animatableData != presentedValue.animatableData
        presentedValue = presented
        presentedCache = nil
        return state.takeEvents()
    }
}
