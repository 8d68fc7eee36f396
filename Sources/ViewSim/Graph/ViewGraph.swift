// Models SwiftUI's view graph of one simulation and its frame loop: what runs
// in a frame, in which order, and the state the parts of the engine share.
// The parts live in files named after them: the clock (`FrameClock`), the trace
// recorder (`TraceRecorder`), the update pass (`ViewGraph+UpdatePass`,
// `UpdateQueue`), child matching and identity (`ViewGraph+Reconciliation`),
// dynamic properties and dependencies (`ViewGraph+Dependencies`), the
// environment (`ViewGraph+Environment`), actions and loop detection
// (`ViewGraph+Actions`, `ActionQueue`, `UpdateCycle`, `BodyWriteLog`), timelines
// (`ViewGraph+Timelines`, `TimelineWakeups`), transactions and animations
// (`ViewGraph+Animation`), tap lookup (`ViewGraph+Lookup`) and warning texts
// (`Diagnostic+Factories`).
// Simplifies: one node per view (not one attribute per property); updates are
// synchronous on one thread; a frame runs bounded passes until nothing is dirty.
// See docs/ARCHITECTURE.md, "One frame". Lesson: all of them.
import Foundation
import Observation

/// The view graph of one simulation.
///
/// viewsim's engine: the graph's and its nodes' stored properties are marked
/// `@exclusivity(unchecked)`. Swift checks at run time that no two accesses to a
/// class's stored property overlap; the check cost about a tenth of an update
/// (a hundred accesses per frame). The engine runs on one thread per simulation
/// and never holds an access across a call that could reach the same property
/// (the debug test suite ran with the checks on before they were turned off).
package final class ViewGraph {
    /// The configuration it runs with (validated).
    package let configuration: SimulationConfiguration
    @exclusivity(unchecked) package private(set) var root: ViewNode?
    /// The trace recorder: the open frame, event ids, steps (see `TraceRecorder`).
    @exclusivity(unchecked) package internal(set) var recorder: TraceRecorder
    /// Everything recorded so far.
    package var trace: Trace { recorder.trace }
    /// The seeded random source behind `Simulation.random`.
    @exclusivity(unchecked) package var random: SeededRandomNumberGenerator

    /// The event that is causing what happens now (a script event, an action run,
    /// a body evaluation); new events name it as their cause.
    @exclusivity(unchecked) package var activeCause: EventID?
    /// The body being evaluated now, if any (see `EvaluationContext`).
    @exclusivity(unchecked) package var evaluation: EvaluationContext?
    /// The synthesized publishers of this simulation's objects that have no `@Published` property.
    package let publishers = PublisherRegistry()
    /// The step new frames belong to.
    package var currentStep: Int { recorder.currentStep }
    /// The frame being recorded, if one is open.
    var openFrame: OpenFrame? { recorder.openFrame }

    // MARK: - Update pass state (ViewGraph+UpdatePass)

    /// Dirty views, views deferred to the next pass, and queued state writes.
    @exclusivity(unchecked) var updates = UpdateQueue()
    /// Whether the graph is inside an update pass (bodies, content closures and
    /// reconciliation run only then); reads of state count as dependencies only here.
    @exclusivity(unchecked) package internal(set) var isUpdating = false

    // MARK: - Identity and deep trees (ViewGraph+Reconciliation)

    /// The id the next inserted node gets (ids count up from 1 in creation order).
    @exclusivity(unchecked) var nextNodeID = 1
    /// How many more levels the recursion down the tree may take on the current
    /// stack segment (see `StackSegments`).
    @exclusivity(unchecked) var levelsLeftOnStack = StackSegments.levelsOnCallerStack
    /// Whether the recursion is running on a fresh segment rather than the caller's stack.
    @exclusivity(unchecked) var onFreshSegment = false
    /// The depth of the deepest node ever inserted: how deep a pass may recurse.
    @exclusivity(unchecked) var deepestDepth = 0
    /// Starts the threads of stack segments: `StackSegments.startPooledThread`, or a test's
    /// stand-in that fails (given per simulation, so parallel tests are not affected).
    @exclusivity(unchecked) package var segmentThreadStarter: StackSegments.ThreadStarter = StackSegments
        .startPooledThread
    /// Set when a stack segment's thread could not be started: the recursion stopped
    /// there (nothing below was mounted or updated), every later hop is refused at
    /// once, and the simulation's throwing calls throw it
    /// (`SimulationError.stackUnavailable`). It is never cleared.
    @exclusivity(unchecked) package internal(set) var segmentFailure: SimulationError?
    /// Set when a body would read an environment object no ancestor supplied (SwiftUI
    /// traps): that body does not run, and the simulation's throwing calls throw it
    /// (`SimulationError.missingEnvironmentObject`). It is never cleared.
    @exclusivity(unchecked) package internal(set) var environmentFailure: SimulationError?
    /// The simulation's user defaults (`@AppStorage`) and scene state (`@SceneStorage`).
    package lazy var appStorage = StorageStore(kind: .appStorage, initial: configuration.appStorage)
    package lazy var sceneStorage = StorageStore(kind: .sceneStorage, initial: configuration.sceneStorage)

    // MARK: - Dependencies (ViewGraph+Dependencies)

    /// The facts about each view type met so far (see `ViewTypeTraits`).
    @exclusivity(unchecked) var typeTraits: [ObjectIdentifier: ViewTypeTraits] = [:]
    /// Whether a view or modifier type has dynamic properties (reflection is skipped when not).
    @exclusivity(unchecked) var hasDynamicProperties: [ObjectIdentifier: Bool] = [:]
    /// The last `objectWillChange` recorded, so one send is recorded once however
    /// many views observe the object.
    @exclusivity(unchecked) var lastPublish: (publisher: ObjectIdentifier?, send: Int, event: EventID)?
    /// Observation changes reported but not yet applied, in callback order.
    @exclusivity(unchecked) var pendingObservations: [PendingObservation] = []
    /// The buffer `pendingObservations` is swapped with while changes are applied, kept
    /// empty with its capacity so that an update does not grow a new array from empty.
    @exclusivity(unchecked) var spareObservations: [PendingObservation] = []
    /// What the views told of each pending write share (`PendingObservation.writeIndex`).
    @exclusivity(unchecked) var pendingObservationWrites: [PendingObservationWrite] = []
    /// The buffer `pendingObservationWrites` is swapped with while changes are applied.
    @exclusivity(unchecked) var spareObservationWrites: [PendingObservationWrite] = []
    /// Emptied buffers of pending reasons, with their capacity, for the next nodes invalidated.
    /// A node holds a buffer only while it has reasons: one kept on each node from run to run
    /// was one more cache line of that node's an update touched (missed when the nodes are
    /// many); a buffer from here was used by the last update. Never more buffers than nodes
    /// had reasons at once.
    @exclusivity(unchecked) var spareReasonBuffers: [[(reason: ChangeReason, cause: EventID?)]] = []
    /// Views viewsim's registrar told of a write that Apple's tracking has not confirmed yet
    /// (only with `SimulationConfiguration.checksObservationAgainstApple`).
    @exclusivity(unchecked) var crossCheckUnconfirmed: [(node: ViewNode, write: ObservationWrite)] = []
    /// Where the two trackers disagreed (`SimulationConfiguration.checksObservationAgainstApple`).
    package var observationCrossCheckFailures: [String] = []
    /// The `@Observable` objects kept before a write since the changes were last
    /// applied, one snapshot per written key path and object however many views read it
    /// (`ObservedObjectSnapshot`): a property written after another in the same action is
    /// compared from just before its own write, so the earlier write is not mistaken for it.
    @exclusivity(unchecked) var observedSnapshots: [FieldKey: ObservedObjectSnapshot] = [:]
    /// Where each view type met in an Observation change keeps its objects (`ObjectFields`).
    @exclusivity(unchecked) var objectFields: [ObjectIdentifier: ObjectFields] = [:]
    /// The last view type's entry of `objectFields`, and the last snapshot taken or reused.
    @exclusivity(unchecked) var lastObjectFields: (type: ObjectIdentifier, fields: ObjectFields)?
    @exclusivity(unchecked) var lastSnapshot: (keyPath: AnyKeyPath?, object: ObjectIdentifier)?
    /// For a key path whose property has been named alone once, its field in the
    /// model's layout; then only that field is kept before a write (`fieldsBefore`).
    /// (By the key path's identity; the key path is kept, so its address is not reused.)
    @exclusivity(unchecked) var learnedFields: [ObjectIdentifier: (keyPath: AnyKeyPath, field: Int)] = [:]
    @exclusivity(unchecked) var fieldsBefore: [FieldKey: (object: AnyObject, value: Any)] = [:]
    /// The last key path looked up in `learnedFields`, and what it found.
    @exclusivity(unchecked) var lastLearned: (keyPath: AnyKeyPath, field: Int?)?
    /// Type names as the trace prints them, made once per type.
    @exclusivity(unchecked) var typeNames: [ObjectIdentifier: String] = [:]

    // MARK: - Actions and loops (ViewGraph+Actions)

    /// Post-update actions, in the order queued.
    @exclusivity(unchecked) var actions = ActionQueue()
    /// Work that bodies and actions enqueued on the main queue (ViewGraph+MainQueue).
    @exclusivity(unchecked) var mainQueue = MainQueue()
    /// The frame whose main queue has run (it runs once per frame).
    @exclusivity(unchecked) var mainQueueDrainFrame = -1
    /// How many times the main actor's work has run (`runMainActorWork`): each run is a
    /// run loop turn, so the update after it starts a new count of `onChange` dispatches.
    @exclusivity(unchecked) var mainActorTurn = 0
    /// The main actor of this simulation: tasks' jobs run here, in its frames
    /// (see Concurrency/SimulatedExecutor.swift).
    let executor = SimulatedExecutor()
    /// The tasks started in this simulation and the waits on its clock.
    @exclusivity(unchecked) var tasks = TaskTable()
    /// Who wrote, inside a body, what another body reads: the edges of a loop of
    /// bodies, named when a frame does not settle.
    @exclusivity(unchecked) var bodyWrites = BodyWriteLog()
    /// Loops of bodies already reported, by their sorted node ids.
    @exclusivity(unchecked) var warnedBodyWriteLoops: [[Int]] = []
    /// The update loops diagnosed, whose later frames stop when they repeat.
    @exclusivity(unchecked) var loops = RepeatingLoops()
    /// The views that read preferences or their geometry, and what changed since they last
    /// read (see `GraphPreferenceState`).
    @exclusivity(unchecked) var preferences = GraphPreferenceState()
    /// Frames in a row that stopped at their pass limit (see `UnsettledFrames`).
    @exclusivity(unchecked) var unsettled = UnsettledFrames()

    // MARK: - Timelines (ViewGraph+Timelines)

    /// When each timeline's next entry comes.
    @exclusivity(unchecked) var wakeups = TimelineWakeups()

    // MARK: - Canvases (ViewGraph+Canvas)

    /// The live canvases and the ones waiting to draw.
    @exclusivity(unchecked) var canvases = CanvasRegistry()

    // MARK: - Transactions and animations (ViewGraph+Animation)

    /// The nodes whose values are animating, in the order they started.
    @exclusivity(unchecked) var animating: [ViewNode] = []
    /// The nodes whose frames are animating (`ViewNode.geometryAnimator`), in the order they started.
    @exclusivity(unchecked) var geometryAnimating: [ViewNode] = []
    /// Views coming or going with a transition, checked after each update for its end
    /// (see `ViewGraph+Transitions`).
    @exclusivity(unchecked) var transitioning: [ViewNode] = []
    /// Namespaces, matched geometry groups and heroes waiting for layout (`ViewGraph+MatchedGeometry`).
    @exclusivity(unchecked) var matchedGeometry = MatchedGeometryState()
    /// Above zero while a subtree is inserted, or a transition's body updated: the views
    /// inserted or removed inside it do not transition on their own.
    @exclusivity(unchecked) var transitionsSuspended = 0
    /// Whether a content transition was ever written to the environment: until then a text
    /// changed outside any animation, with none running, has nothing to transition or explain.
    @exclusivity(unchecked) var usesContentTransitions = false
    /// While a transition's body is inserted: its nodes are marked `isTransitionEffect`.
    @exclusivity(unchecked) var makingTransitionEffects = false
    /// The names (`.accessibilityIdentifier`) in a view when it was removed or transitioned,
    /// by the event: how tests find a view that has left the tree.
    package internal(set) var namesAtEvent: [EventID: [String]] = [:]
    /// The transaction flowing down the tree during reconciliation.
    @exclusivity(unchecked) var flowingTransaction = Transaction()
    /// How many `SimulationContext.with(self)` calls are running: above zero, the graph's own
    /// code runs inside one (a graph runs on one thread at a time; a stack segment's thread is
    /// given its caller's binding; no other graph's binding is made around this graph's code),
    /// so `SimulationContext.current` is this graph, known without reading the thread-local value.
    @exclusivity(unchecked) var contextBindings = 0
    /// The simulation `SimulationContext.current` names, for the graph's own code: this graph
    /// while it is bound (see `contextBindings`), else whatever is bound.
    var runningGraph: ViewGraph? { contextBindings > 0 ? self : SimulationContext.current }
    /// Completions registered in this frame, fired after the update if no animation took them.
    @exclusivity(unchecked) var newCompletions: [AnimationCompletionListener] = []

    // MARK: - Calls viewsim does not simulate (ViewGraph+NotModelled)

    /// The APIs already reported as not modelled (each is reported once).
    @exclusivity(unchecked) var reportedNotModelled: Set<NotModelledAPI> = []
    /// The soonest run-loop timer at the end of the last frame, and the thread that read it.
    @exclusivity(unchecked) var runLoopTimersSeen: (thread: UInt, soonest: Double)?
    /// What had run when the run loop was last read (`ViewGraph+RunLoopTimers`): the
    /// frames run and the last event id; nil before the first read.
    @exclusivity(unchecked) var runLoopTimersReadAfter: (frames: Int, event: EventID)?

    // MARK: - Idle frames (ViewGraph+IdleFrames)

    /// Frames run so far (`runFrame` and loose frames; not the idle frames passed).
    @exclusivity(unchecked) package internal(set) var framesRun = 0
    /// Whether quiet idle frames are passed without running them (`runIdleFrame`);
    /// tests turn it off to check that running them records the same.
    @exclusivity(unchecked) package var passesQuietIdleFrames = true
    /// The frames run and the last event id when an idle frame last ran and did
    /// nothing; nil until one has (see `runIdleFrame`).
    @exclusivity(unchecked) var quietAfter: (frames: Int, event: EventID)?

    // MARK: - Layout (ViewGraph+Layout)

    /// Changed nodes, counters and recorded display lists (see `GraphLayoutState`).
    @exclusivity(unchecked) package var layoutState = GraphLayoutState()

    /// A graph that runs with `configuration` as given; validate it first
    /// (`SimulationConfiguration.validated()`) and report what was out of range.
    init(configuration: SimulationConfiguration) {
        self.configuration = configuration
        self.random = SeededRandomNumberGenerator(seed: configuration.seed)
        self.clock = FrameClock(configuration: configuration)
        self.recorder = TraceRecorder(recording: configuration.recording)
        executor.graph = self
    }

    deinit {
        executor.graph = nil
    }

    // MARK: - Time

    /// The frame clock: the one rule between time and frames, and the current
    /// frame and pass (see `FrameClock`).
    @exclusivity(unchecked) package internal(set) var clock: FrameClock

    /// The frame being processed, or the last one processed.
    package var frameIndex: Int { clock.frame }
    /// The update pass within the frame (1-based).
    package var pass: Int { clock.pass }

    /// Seconds since the start at frame `index`.
    package func time(ofFrame index: Int) -> Double {
        clock.time(ofFrame: index)
    }

    /// The simulated wall clock: the frame's time plus `passDuration` per pass run.
    package var simulatedNow: Date { clock.now }

    /// A simulated date as the trace records it: seconds since the start.
    func traceDate(_ date: Date) -> TraceValue {
        .date(secondsSinceStart: date.timeIntervalSince(clock.startDate))
    }

    // MARK: - Frames

    /// Whether a frame has anything to do besides waiting for a timeline entry.
    package var hasPendingWork: Bool {
        !updates.isEmpty || !actions.isEmpty || !animating.isEmpty || !updates.hasNoWrites
            || !geometryAnimating.isEmpty
            || !pendingObservations.isEmpty
            || !mainQueue.isEmpty || canvases.hasPending || executor.hasJobs
            || preferences.retryNextFrame
    }

    /// Whether work remains that can end by itself: dirty views, queued actions, and
    /// animations that finish (not `repeatForever`).
    package var hasFiniteWork: Bool {
        !updates.isEmpty || !actions.isEmpty || !updates.hasNoWrites || !pendingObservations.isEmpty
            || !mainQueue.isEmpty || executor.hasJobs || preferences.retryNextFrame
            || animating.contains { $0.animator?.canFinish == true }
            || geometryAnimating.contains { $0.geometryAnimator?.canFinish == true }
    }

    /// What keeps the simulation busy, for errors that stop a run: "still
    /// animating" with the animated values, or the views still invalidated.
    package var busyDescription: String {
        let running = animating.filter { !$0.isRemoved }
        if !running.isEmpty {
            let names = Self.firstThree(running) { "\($0.reference) \($0.animator?.attribute ?? "")" }
            // With the preference and geometry readers that changed beside them in the last frame
            // (fuzz seed 62, case 7641: a repeating animation drove a geometry loop).
            return withPreferenceLoopsGoingOn(
                "still animating: \(running.count) animation\(running.count == 1 ? " is" : "s are") running (\(names))"
            )
        }
        if let loop = loops.busyDescription { return withPreferenceLoopsGoingOn(loop) }
        if preferenceLoopRepeats, let loop = preferences.endless { return loop }
        if unsettled.repeats(at: frameIndex), let loop = unsettled.endless { return withPreferenceLoopsGoingOn(loop) }
        // What else keeps it busy, with the preference loops that went round beside it in the last
        // frame: a reader named as a loop whose view comes and goes (a fresh identity each time it is
        // inserted) never goes on long enough to be named as never settling (fuzz seed 58, case 7842).
        return withPreferenceLoopsGoingOn(otherWorkDescription)
    }

    /// The names of at most the first three of `items`, then how many more: "a, b, c and 2 more"
    /// (only those three are named).
    static func firstThree<Items: Collection>(_ items: Items, named name: (Items.Element) -> String) -> String {
        let shown = items.prefix(3).map(name).joined(separator: ", ")
        return items.count > 3 ? "\(shown) and \(items.count - 3) more" : shown
    }

    /// What keeps the simulation busy besides animations and named loops (`busyDescription`).
    private var otherWorkDescription: String {
        if !updates.isEmpty || !updates.hasNoWrites || !actions.isEmpty || !pendingObservations.isEmpty {
            return "views are still invalidated every frame (\(pendingWorkDescription))"
        }
        if !mainQueue.isEmpty {
            return
                "work on the main queue enqueues more work every frame (\(mainQueueDescriptions.joined(separator: ", ")))"
        }
        if executor.hasJobs {
            return "tasks keep running without waiting for time (\(liveTaskNames(limit: 3)))"
        }
        if let timed = timedDescription {
            return "waiting for \(timed)"
        }
        if !tasks.live.isEmpty {
            return "tasks are waiting: \(liveTaskNames(limit: 3))"
        }
        if let wakeup = wakeups.first, !wakeup.node.isRemoved {
            return "\(wakeup.node.reference) keeps updating on its schedule"
        }
        return "nothing is pending"
    }

    /// What waits for the next pass, for messages: the views invalidated, the
    /// state writes waiting for their transaction, the Observation changes not yet
    /// applied and the actions queued (`A #4, B #6; 2 onChange actions (V #3 …)`).
    var pendingWorkDescription: String {
        var parts: [String] = []
        let views = updates.pendingNodeNames()
        if views != "nothing" { parts.append(views) }
        let writes = updates.pendingWrites.count
        if writes > 0 {
            parts.append(
                "\(writes) state write\(writes == 1 ? "" : "s") waiting for \(writes == 1 ? "its" : "their") transaction"
            )
        }
        if !pendingObservations.isEmpty {
            let count = pendingObservations.count
            let names = pendingObservations.prefix(3).map(\.node.reference.description).joined(separator: ", ")
            parts.append("\(count) Observation change\(count == 1 ? "" : "s") for \(names)")
        }
        if !actions.isEmpty {
            let count = actions.pending.count
            let names = actions.pending.prefix(3).map { "\($0.label) of \($0.node)" }.joined(separator: ", ")
            parts.append("\(count) action\(count == 1 ? "" : "s") queued: \(names)\(count > 3 ? ", …" : "")")
        }
        if preferences.retryNextFrame {
            parts.append("a preference or geometry value changed again after its action ran twice this frame")
        }
        return parts.isEmpty ? "nothing is pending" : parts.joined(separator: "; ")
    }

    /// Runs frame `index`: due timeline entries, then `work` (scripted events),
    /// then update passes and post-update actions until nothing is dirty.
    package func runFrame(_ index: Int, _ work: () -> Void = {}) {
        framesRun &+= 1
        SimulationContext.with(self) {
            let driven = SimulationDriving.enter(executor)
            defer { SimulationDriving.leave(driven) }
            clock.frame = index
            clock.pass = 1
            recorder.beginFrame(index: index, time: clock.time(ofFrame: index))
            defer { recorder.closeFrame() }
            bodyWrites.reset()
            fireDueTimelines()
            if !tasks.timed.isEmpty { fireDueTimedWork() }
            tickAnimations()
            work()
            settle()
            layoutIfNeeded()
            drawCanvasesIfNeeded()
            recordDisplayListIfNeeded()
        }
    }

    /// Starts a named step; the frames run from now on belong to it.
    package func beginStep(_ title: String) {
        recorder.beginStep(title)
    }

    // MARK: - Recording

    /// Records an event in the open frame, in the current pass, and returns its id.
    ///
    /// Recording never moves the clock: code that can run between frames opens
    /// a frame first (`openLooseFrameIfNeeded()`).
    @discardableResult
    package func record(_ kind: consuming TraceEvent.Kind, causes: [EventID]) -> EventID {
        recorder.record(kind, causes: causes, pass: clock.pass)
    }

    /// Records an event with at most one cause (most events: the active cause).
    @discardableResult
    package func record(_ kind: consuming TraceEvent.Kind, cause: EventID?) -> EventID {
        recorder.record(kind, cause: cause, pass: clock.pass)
    }

    /// Records that `node`'s body was skipped for `reason` (`.bodySkipped`, with at most one cause).
    @discardableResult
    func recordSkip(of node: ViewNode, reason: SkipReason, cause: EventID?) -> EventID {
        recorder.recordSkip(of: node.reference, reason: reason, cause: cause, pass: clock.pass)
    }

    /// Opens a "loose frame" if no frame is open: something changed between
    /// frames (a binding set from a test, an object published, an `@Observable`
    /// written), and the change belongs to the next frame, which the simulation
    /// runs next (`finishLooseFrame()`). Code that can run outside a frame calls
    /// this before it records or queues anything.
    package func openLooseFrameIfNeeded() {
        guard !recorder.isFrameOpen else { return }
        clock.frame += 1
        clock.pass = 1
        recorder.beginFrame(index: clock.frame, time: clock.time)
        pendingLooseFrame = true
    }

    /// Whether events were recorded outside a frame and still need their frame run.
    @exclusivity(unchecked) package var pendingLooseFrame = false

    /// Runs the frame that events recorded between frames opened.
    package func finishLooseFrame() {
        guard pendingLooseFrame else { return }
        pendingLooseFrame = false
        framesRun &+= 1
        SimulationContext.with(self) {
            driving {
                defer { recorder.closeFrame() }
                settle()
                layoutIfNeeded()
                drawCanvasesIfNeeded()
                recordDisplayListIfNeeded()
            }
        }
    }

    /// An event of the frame being recorded.
    func openFrameEvent(_ id: EventID) -> TraceEvent? {
        recorder.openFrameEvent(id)
    }

    /// Runs `body` with `cause` as the active cause.
    func withCause<T>(_ cause: EventID?, _ body: () throws -> T) rethrows -> T {
        let saved = activeCause
        activeCause = cause
        defer { activeCause = saved }
        return try body()
    }

    // MARK: - Mounting

    /// Inserts the root view (frame 0), after recording `problems` with the
    /// configuration.
    package func mount(_ view: any View, reporting problems: [Diagnostic] = []) {
        runFrame(0) {
            for problem in problems { record(.diagnostic(problem), cause: nil) }
            let event = record(.script("appear"), cause: nil)
            isUpdating = true
            defer { isUpdating = false }
            withCause(event) { onLargeEnoughStack { root = insert(view, key: .single, parent: nil) } }
        }
    }

    // MARK: - Reports from views

    /// Records (and by default prints) a `Self._printChanges()` line.
    func printChanges(for node: ViewNode, reasons: [ChangeReason], cause: EventID, toStandardOutput: Bool = true) {
        let line = ChangeReason.printChangesLine(typeName: node.reference.label, reasons: reasons)
        record(.printChanges(line), cause: cause)
        if toStandardOutput, configuration.printChangesToStandardOutput { print(line) }
    }

    /// Records SwiftUI's warning for a `ForEach` id that occurs more than once.
    func reportDuplicateID(_ id: String, near node: ViewNode?) {
        record(.diagnostic(.duplicateID(id, near: node?.reference)), cause: activeCause)
    }
}
