// Models SwiftUI's `PhaseAnimator` (iOS 17): content evaluated with one phase at a
// time, each step animated with the animation for the phase being animated to.
// Without a trigger it cycles while it is in the tree; with one, each trigger
// change runs through the phases once and comes back to rest on the first.
// Simplifies: it is built from @State, withAnimation(…completion:) and
// onAppear/onChange, so every step shows in the trace as a state write, the
// animations it starts, and the completion that moves it on. Lesson: lesson8.

/// A container that animates its content by cycling through phases.
///
/// ```swift
/// PhaseAnimator([1.0, 1.5], trigger: taps) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } animation: { phase in
///     phase == 1.5 ? .bouncy : .smooth
/// }
/// ```
///
/// Which completion moves it on: viewsim advances when the step's animations are
/// **logically complete** (`AnimationCompletionCriteria.logicallyComplete`), not when
/// they are removed. Apple does not say which; logical completion lets a spring's long
/// tail overlap the next step (springs merge, so the motion stays continuous), where
/// waiting for removal would pause on every phase until the spring settles to 1 %.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    @State private var position: PhasePosition
    /// Bookkeeping the body never reads: remaining steps of a triggered run, and how
    /// many steps in a row started no animation.
    @State private var run = PhaseRun()

    /// Cycles through `phases` for as long as the view is in the tree.
    public init(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
        _position = State(initialValue: PhasePosition(first: self.phases))
    }

    /// Runs through `phases` once, back to the first, each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = AnimatorTrigger(trigger)
        self.content = content
        self.animation = animation
        _position = State(initialValue: PhasePosition(first: self.phases))
    }

    public var body: some View {
        if phases.isEmpty {
            EmptyPhasesWarning()
        } else {
            content(phases[min(max(position.index, 0), phases.count - 1)])
                .onAppear {
                    if trigger == nil { advance() }
                }
                .onChange(of: trigger ?? AnimatorTrigger(0)) {
                    // A run goes through every phase once and ends on the first.
                    run.remainingSteps = phases.count - (position.index % phases.count)
                    if !run.isStepping { advance() }
                }
        }
    }

    /// Moves to the next phase, animated with the animation for that phase, and
    /// schedules the step after it for when the animation logically completes.
    private func advance() {
        // A completion can arrive after the view left the tree (its animations are
        // released then): a removed animator stops.
        guard !phases.isEmpty, _position.isInstalledInLiveView else {
            run.isStepping = false
            return
        }
        if trigger != nil {
            guard run.remainingSteps > 0 else {
                run.isStepping = false
                return
            }
            run.remainingSteps -= 1
        }
        let next = (position.index + 1) % phases.count
        let frame = SimulationContext.current?.frameIndex
        run.isStepping = true
        withAnimation(animation(phases[next]), completionCriteria: .logicallyComplete) {
            position = PhasePosition(index: next, count: phases.count, phase: TraceValue(phases[next]))
        } completion: {
            // No animation (equal adjacent phases, or a nil animation): the step is
            // done at once. A whole cycle of those would spin forever, so stop.
            if SimulationContext.current?.frameIndex == frame {
                run.immediateSteps += 1
                if run.immediateSteps >= phases.count, trigger == nil {
                    SimulationContext.current?.record(
                        .diagnostic(.phaseAnimatorStalled(phaseCount: phases.count)),
                        causes: SimulationContext.current?.activeCause.map { [$0] } ?? [])
                    run.isStepping = false
                    return
                }
            } else {
                run.immediateSteps = 0
            }
            advance()
        }
    }
}

/// Where a phase animator is — its `_position` state, which the trace records
/// on every step: printed `phase 2 of 3 (1.5)`.
///
/// ```swift
/// if case .stateWrite(_, let property, _, let new, _) = event.kind, property.hasSuffix("._position") {
///     new.value(as: PhasePosition.self)?.index   // 1 (the second phase)
/// }
/// ```
public struct PhasePosition: Equatable, CustomStringConvertible {
    /// The phase shown, from 0.
    public internal(set) var index: Int
    /// How many phases there are.
    public internal(set) var count: Int
    /// The phase's value.
    public internal(set) var phase: TraceValue

    init(index: Int, count: Int, phase: TraceValue) {
        self.index = index
        self.count = count
        self.phase = phase
    }

    init<Phase>(first phases: [Phase]) {
        self.init(index: 0, count: phases.count, phase: phases.first.map { TraceValue($0) } ?? .symbol("none"))
    }

    public var description: String { "phase \(index + 1) of \(count) (\(phase))" }
}

/// A phase animator's stepping state, kept by reference so updating it never
/// re-runs the body.
final class PhaseRun {
    var remainingSteps = 0
    var immediateSteps = 0
    var isStepping = false
}

/// What a phase animator shows when it has no phases, with SwiftUI's warning.
nonisolated struct EmptyPhasesWarning: View {
    var body: some View {
        Text("⚠︎ PhaseAnimator has no phases")
            .onAppear {
                SimulationContext.current?.record(
                    .diagnostic(.emptyPhases()),
                    causes: SimulationContext.current?.activeCause.map { [$0] } ?? [])
            }
    }
}
