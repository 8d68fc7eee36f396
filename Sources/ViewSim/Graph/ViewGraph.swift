// Models SwiftUI's view graph and its update loop: invalidation, top-down body
// evaluation, child diffing, insertion and removal, post-update actions.
// Simplifies: one node per view (not one attribute per property); updates are
// synchronous on one thread; a frame runs bounded passes until nothing is dirty.
// See docs/ARCHITECTURE.md, "One frame". Lesson: all of them.
import Foundation
import Observation

/// The view graph of one simulation.
package final class ViewGraph {
    package let configuration: SimulationConfiguration
    package private(set) var root: ViewNode?
    package internal(set) var trace = Trace()
    package var random: SeededRandomNumberGenerator

    /// The frame being processed, or the last one processed.
    package private(set) var frameIndex = 0
    /// The update pass within the frame (1-based).
    package private(set) var pass = 1
    /// The event that is causing what happens now (a script event, an action run,
    /// a body evaluation); new events name it as their cause.
    package var activeCause: EventID?
    /// The body being evaluated now, if any (see `EvaluationContext`).
    package var evaluation: EvaluationContext?
    /// The synthesized publishers of this simulation's objects that have no `@Published` property.
    package let publishers = PublisherRegistry()
    package var currentStep = 0

    var openFrame: OpenFrame?
    private var nextNodeID = 1
    private var nextEventID = 1
    private var dirty = PriorityQueue<ViewNode>(by: { ($0.depth, $0.id) < ($1.depth, $1.id) })
    var actions: [PendingAction] = []
    private var wakeups = PriorityQueue<Wakeup>(by: { ($0.frame, $0.node.id) < ($1.frame, $1.node.id) })
    private var hasDynamicProperties: [ObjectIdentifier: Bool] = [:]
    /// How many more levels the recursion down the tree may take on the current
    /// stack segment (see `StackSegments`).
    private var levelsLeftOnStack = StackSegments.levelsOnCallerStack
    /// Whether the recursion is running on a fresh segment rather than the caller's stack.
    private var onFreshSegment = false
    /// The depth of the deepest node ever inserted: how deep a pass may recurse.
    private var deepestDepth = 0

    struct Wakeup {
        let frame: Int
        let node: ViewNode
    }

    struct PendingAction {
        let node: NodeRef
        let label: String
        let cause: EventID?
        let dispatch: Int?
        let run: () -> Void
    }

    init(configuration: SimulationConfiguration) {
        var configuration = configuration
        configuration.framesPerSecond = min(max(configuration.framesPerSecond, 1), 1000)
        configuration.maxPassesPerFrame = min(max(configuration.maxPassesPerFrame, 1), 64)
        configuration.recording = configuration.recording.validated
        if !(configuration.passDuration >= 0) || !configuration.passDuration.isFinite { configuration.passDuration = 0.001 }
        if configuration.maximumFramesPerCall < 1 { configuration.maximumFramesPerCall = SimulationConfiguration().maximumFramesPerCall }
        self.configuration = configuration
        self.random = SeededRandomNumberGenerator(seed: configuration.seed)
        trace.recording = configuration.recording
    }

    // MARK: - Time

    /// Seconds since the start at frame `index`.
    package func time(ofFrame index: Int) -> Double {
        Double(index) / Double(configuration.framesPerSecond)
    }

    /// The simulated wall clock: the frame's time plus `passDuration` per pass run.
    package var simulatedNow: Date {
        configuration.startDate.addingTimeInterval(time(ofFrame: frameIndex) + Double(pass - 1) * configuration.passDuration)
    }

    /// The first frame at or after `date`.
    ///
    /// `Date` keeps seconds since 2001, so at the default start date it resolves
    /// only ~0.1 µs: an entry made as `start + 0.2` reads back as 0.20000005 s
    /// later. The estimate is therefore corrected with the same date comparison
    /// the timeline uses (`entry <= frame date`), so an entry at 0.2 s fires in
    /// frame 12, not 13.
    /// How close to a frame's time an entry counts as at that time. A `Date` near the
    /// default start date has a resolution of about 1.2e-7 s, so an entry computed by
    /// adding offsets can land a rounding error after the frame it means.
    static let dateTolerance: TimeInterval = 1e-6

    func frame(atOrAfter date: Date) -> Int {
        let date = date.addingTimeInterval(-Self.dateTolerance)
        let seconds = date.timeIntervalSince(configuration.startDate)
        let exact = seconds * Double(configuration.framesPerSecond)
        guard exact.isFinite else { return Int.max }
        if exact > Double(Int.max / 2) { return Int.max / 2 }
        var frame = Int(exact.rounded(.up))
        let start = configuration.startDate
        // The estimate is off by at most a frame; the bounds only guard against
        // dates so far out that adding a frame's time changes nothing.
        for _ in 0..<4 where start.addingTimeInterval(time(ofFrame: frame - 1)) >= date { frame -= 1 }
        for _ in 0..<4 where start.addingTimeInterval(time(ofFrame: frame)) < date { frame += 1 }
        return frame
    }

    // MARK: - Frames

    /// Whether a frame has anything to do besides waiting for a timeline entry.
    package var hasPendingWork: Bool {
        !dirty.isEmpty || !actions.isEmpty || !animating.isEmpty || !pendingWrites.isEmpty || !pendingObservations.isEmpty
    }

    /// State writes not yet applied, in order, each with its transaction's flush id.
    var pendingWrites: [(flushID: FlushID?, apply: () -> Void)] = []

    /// Queues a state write's effect on the graph until its transaction is flushed.
    func enqueueWrite(flushID: FlushID?, _ apply: @escaping () -> Void) {
        pendingWrites.append((flushID, apply))
    }

    /// Applies the oldest run of writes made in one transaction; returns whether any.
    private func applyNextWriteBatch() -> Bool {
        guard let first = pendingWrites.first else { return false }
        let count = pendingWrites.prefix { $0.flushID === first.flushID }.count
        let batch = pendingWrites.prefix(count)
        pendingWrites.removeFirst(count)
        for write in batch { write.apply() }
        return true
    }

    /// Whether work remains that can end by itself: dirty views, queued actions, and
    /// animations that finish (not `repeatForever`).
    package var hasFiniteWork: Bool {
        !dirty.isEmpty || !actions.isEmpty || !pendingWrites.isEmpty || !pendingObservations.isEmpty
            || animating.contains { $0.animator?.canFinish == true }
    }

    /// What keeps the simulation busy, for errors that stop a run: "still
    /// animating" with the animated values, or the views still invalidated.
    package var busyDescription: String {
        let running = animating.filter { !$0.isRemoved }
        if !running.isEmpty {
            let names = running.prefix(3).map { "\($0.reference) \($0.animator?.attribute ?? "")" }.joined(separator: ", ")
            let more = running.count > 3 ? " and \(running.count - 3) more" : ""
            return "still animating: \(running.count) animation\(running.count == 1 ? " is" : "s are") running (\(names)\(more))"
        }
        if !dirty.isEmpty || !pendingWrites.isEmpty || !actions.isEmpty || !pendingObservations.isEmpty {
            return "views are still invalidated every frame (\(pendingNodeNames()))"
        }
        if let wakeup = wakeups.first, !wakeup.node.isRemoved {
            return "\(wakeup.node.reference) keeps updating on its schedule"
        }
        return "nothing is pending"
    }

    /// The nodes whose values are animating, in the order they started.
    var animating: [ViewNode] = []
    /// The transaction flowing down the tree during reconciliation.
    var flowingTransaction = Transaction()
    /// Completions registered in this frame, fired after the update if no animation took them.
    var newCompletions: [AnimationCompletionListener] = []

    /// The next frame at which a timeline has an entry.
    package var nextWakeupFrame: Int? {
        while let first = wakeups.first {
            if first.node.isRemoved || first.node.timeline?.wakeupFrame != first.frame {
                _ = wakeups.pop()
                continue
            }
            return first.frame
        }
        return nil
    }

    /// Runs frame `index`: due timeline entries, then `work` (scripted events),
    /// then update passes and post-update actions until nothing is dirty.
    package func runFrame(_ index: Int, _ work: () -> Void = {}) {
        SimulationContext.with(self) {
            frameIndex = index
            pass = 1
            openFrame = OpenFrame(index: index, time: time(ofFrame: index), step: currentStep, events: [], passes: 1)
            defer { closeFrame() }
            bodyWrites.reset()
            fireDueTimelines()
            tickAnimations()
            work()
            settle()
        }
    }

    func settle() {
        while true {
            applyObservationChanges()
            // One transaction's writes per update pass, as SwiftUI flushes them.
            _ = applyNextWriteBatch()
            onLargeEnoughStack { runUpdatePass() }
            runActions()
            // Completions whose changes started no animation fire once the update has
            // consumed those changes, "immediately after body".
            if dirty.isEmpty, pendingWrites.isEmpty, pendingObservations.isEmpty, fireUnclaimedCompletions() { runActions() }
            if dirty.isEmpty, pendingWrites.isEmpty, pendingObservations.isEmpty { break }
            if pass >= configuration.maxPassesPerFrame {
                let waiting = pendingNodeNames()
                record(.diagnostic(Diagnostic(
                    kind: .unsettledFrame,
                    message: "The frame did not settle after \(pass) update passes; \(waiting) will update in the next frame.",
                    node: nil, cycle: [],
                    hint: "Something keeps invalidating views within one frame. Look for an action or a body that writes state it also depends on.")),
                    causes: [])
                reportBodyWriteLoop()
                break
            }
            pass += 1
        }
        openFrame?.passes = pass
    }

    private func pendingNodeNames() -> String {
        var names: [String] = []
        var copy = dirty
        while let node = copy.pop(), names.count < 3 { if node.isDirty, !node.isRemoved { names.append(node.reference.description) } }
        return names.isEmpty ? "nothing" : names.joined(separator: ", ")
    }

    private func closeFrame() {
        guard let frame = openFrame else { return }
        openFrame = nil
        if !frame.events.isEmpty { trace.keep(frame) }
        if !trace.steps.isEmpty {
            let last = trace.steps.count - 1
            if let range = trace.steps[last].frames {
                trace.steps[last].frames = range.lowerBound...max(range.upperBound, frame.index)
            } else {
                trace.steps[last].frames = frame.index...frame.index
            }
        }
    }

    package func beginStep(_ title: String) {
        currentStep = trace.steps.count
        trace.steps.append(StepRecord(index: currentStep, title: title, frames: nil))
    }

    // MARK: - Recording

    /// Records an event in the open frame and returns its id.
    @discardableResult
    package func record(_ kind: TraceEvent.Kind, causes: [EventID]) -> EventID {
        let id = nextEventID
        nextEventID += 1
        let event = TraceEvent(id: id, frame: frameIndex, pass: pass, kind: kind, causes: causes)
        if openFrame == nil { openLooseFrame() }
        openFrame?.events.append(event)
        return id
    }

    /// Something changed between frames (a binding set from a test, say): it
    /// belongs to the next frame, which the simulation runs next.
    private func openLooseFrame() {
        frameIndex += 1
        pass = 1
        openFrame = OpenFrame(index: frameIndex, time: time(ofFrame: frameIndex), step: currentStep, events: [], passes: 1)
        pendingLooseFrame = true
    }

    /// Whether events were recorded outside a frame and still need their frame run.
    package var pendingLooseFrame = false

    /// Runs the frame that events recorded between frames opened.
    package func finishLooseFrame() {
        guard pendingLooseFrame else { return }
        pendingLooseFrame = false
        SimulationContext.with(self) {
            defer { closeFrame() }
            settle()
        }
    }

    var causeList: [EventID] { activeCause.map { [$0] } ?? [] }

    /// An event of the frame being recorded.
    func openFrameEvent(_ id: EventID) -> TraceEvent? {
        openFrame?.events.last { $0.id == id }
    }

    func withCause<T>(_ cause: EventID?, _ body: () throws -> T) rethrows -> T {
        let saved = activeCause
        activeCause = cause
        defer { activeCause = saved }
        return try body()
    }

    // MARK: - Mounting and invalidation

    /// Inserts the root view (frame 0), after recording `problems` with the
    /// configuration.
    package func mount(_ view: any View, reporting problems: [Diagnostic] = []) {
        runFrame(0) {
            for problem in problems { record(.diagnostic(problem), causes: []) }
            let event = record(.script("appear"), causes: [])
            isUpdating = true
            defer { isUpdating = false }
            root = withCause(event) { onLargeEnoughStack { insert(view, key: .single, parent: nil) } }
        }
    }

    /// Marks `node` as needing its body evaluated, for `reason`.
    ///
    /// - Parameter writer: the view whose body is running, if the change was made
    ///   inside a body (a publish, an observed write). A view that already ran in
    ///   this pass (the writer itself included) is not run again in it: it waits
    ///   for the next pass, so every pass ends and the frame's pass limit bounds a
    ///   loop of bodies that write what other bodies read. Default: the body this
    ///   graph is evaluating, if any.
    package func invalidate(_ node: ViewNode, reason: ChangeReason, cause: EventID?, transaction: Transaction? = Transaction.current,
                            duringEvaluationOf writer: ViewNode?? = nil) {
        guard !node.isRemoved else { return }
        let writer = writer ?? evaluation?.node
        if let transaction {
            node.pendingTransaction = node.pendingTransaction.map { $0.merging(transaction) } ?? transaction
        }
        if let index = node.pendingReasons.firstIndex(where: { $0.reason.token == reason.token }) {
            // Two changes to the value before the body runs (an animation frame, then
            // a new value from the parent): keep every field that changed.
            if case .selfChanged(let known) = node.pendingReasons[index].reason, case .selfChanged(let more) = reason {
                let added = more.filter { field in !known.contains { $0.path == field.path } }
                if !added.isEmpty { node.pendingReasons[index].reason = .selfChanged(known + added) }
            }
        } else {
            node.pendingReasons.append((reason, cause))
        }
        if let writer, isUpdating {
            bodyWrites.note(writer: writer, reader: node)
            if writer === node || node.evaluatedInPass == passStamp {
                // The reason waits in `pendingReasons` for the next pass.
                if !deferredToNextPass.contains(where: { $0 === node }) { deferredToNextPass.append(node) }
                return
            }
        }
        if !node.isDirty {
            node.isDirty = true
            dirty.push(node)
        }
    }

    /// Identifies the current update pass of the current frame.
    var passStamp: Int { frameIndex &* 256 &+ pass }

    /// Who wrote, inside a body, what another body reads: the edges of a loop of
    /// bodies, named when a frame does not settle.
    private var bodyWrites = BodyWriteLog()

    /// Views invalidated from inside a body after they ran in this pass (the
    /// writer included); they run in the next pass.
    private var deferredToNextPass: [ViewNode] = []

    // MARK: - Update pass

    /// Whether the graph is inside an update pass (bodies, content closures and
    /// reconciliation run only then); reads of state count as dependencies only here.
    package private(set) var isUpdating = false

    private func runUpdatePass() {
        isUpdating = true
        defer { isUpdating = false }
        // Every node runs at most once per pass (a body's writes wait for the next
        // pass), so a pass pops at most as many nodes as exist; the bound is a guard.
        var budget = nextNodeID * 2 + 1_000
        while let node = dirty.pop() {
            guard node.isDirty, !node.isRemoved else { continue }
            budget -= 1
            guard budget > 0 else {
                node.isDirty = false
                deferredToNextPass.append(node)
                record(.diagnostic(Diagnostic(
                    kind: .unsettledFrame,
                    message: "viewsim: an update pass evaluated more views than the graph has; \(node.reference) and the rest wait for the next pass.",
                    node: node.reference, hint: "This is a viewsim bug; please report the scene.")), causes: [])
                break
            }
            // The transaction of the change, as the modifiers above the node transform it.
            flowingTransaction = transaction(reaching: node, updatingScopes: true)
            node.pendingTransaction = nil
            evaluate(node)
        }
        flowingTransaction = Transaction()
        for node in deferredToNextPass where !node.isDirty && !node.isRemoved && !node.pendingReasons.isEmpty {
            node.isDirty = true
            dirty.push(node)
        }
        deferredToNextPass = []
    }

    /// Runs the body (or content closure, or modifier body) of a dirty node and
    /// reconciles what it produced with the node's children.
    func evaluate(_ node: ViewNode) {
        let pending = node.pendingReasons
        node.pendingReasons = []
        node.isDirty = false
        let reasons = orderedReasons(pending.map(\.reason))
        var causes: [EventID] = []
        for cause in pending.compactMap(\.cause) where !causes.contains(cause) { causes.append(cause) }

        if case .primitive(.timeline) = node.kind, let state = node.timeline,
           reasons.allSatisfy({ if case .timelineEntry = $0 { return true } else { return false } }),
           state.due == state.current {
            record(.bodySkipped(node: node.reference, reason: .timelineEntryUnchanged(entry: ValueFormatter.date(state.current))), causes: causes)
            return
        }

        let event = record(.bodyEvaluated(node: node.reference, reasons: reasons), causes: causes)
        node.evaluationCount += 1
        node.evaluatedInPass = passStamp
        let savedTransaction = flowingTransaction
        if node.pendingTransaction != nil {
            // The node's own change, transformed by the modifiers above it, on top of
            // the transaction its parent passes down.
            flowingTransaction = flowingTransaction.merging(transaction(reaching: node))
            node.pendingTransaction = nil
        }
        defer { flowingTransaction = savedTransaction }
        let output: any View = withCause(event) {
            let context = EvaluationContext(node: node, event: event, reasons: reasons)
            let saved = evaluation
            evaluation = context
            defer { evaluation = saved }
            let handle = ObservationHandle(node: node)
            node.observation = handle
            return withObservationTracking {
                produceOutput(of: node)
            } onChange: {
                handle.fire()
            }
        }
        // Properties the body wrote (a loop of bodies, or a write the view reads itself).
        applyObservationChanges()
        withCause(event) {
            reconcile(node, children: [(.single, output)])
        }
    }

    /// SwiftUI's order: `@self`, `@identity`, then properties, then the rest.
    private func orderedReasons(_ reasons: [ChangeReason]) -> [ChangeReason] {
        func rank(_ reason: ChangeReason) -> Int {
            switch reason {
            case .selfChanged: return 0
            case .identity: return 1
            case .property: return 2
            case .dependencies: return 3
            case .timelineEntry: return 4
            case .unknown: return 5
            }
        }
        return reasons.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    private func produceOutput(of node: ViewNode) -> any View {
        switch node.kind {
        case .composite:
            // While an animation runs, the body sees the presented (interpolated) value.
            return ((node.animator?.presented as? any View) ?? node.view)._anyBody()
        case .primitive(.customModifier):
            guard let modified = node.view as? any AnyModifiedContent else { return EmptyView() }
            node.placeholders = []
            if let presented = node.animator?.presented { return modified._modifierBody(replacing: presented) }
            return modified._modifierBody()
        case .primitive(.timeline):
            guard let timeline = node.view as? any AnyTimelineView, let state = node.timeline else { return EmptyView() }
            state.current = state.due
            return timeline._content(date: state.current, cadence: .live)
        case .primitive:
            return EmptyView()
        }
    }

    // MARK: - Reconciliation

    /// Matches new child views with existing children by key and type: matched
    /// children are updated, the rest inserted or removed.
    ///
    /// Every level of recursion down the tree passes through here (insert, update
    /// and evaluate all reconcile their node's children), so this is where the
    /// recursion moves to a fresh stack segment when the current one is used up.
    func reconcile(_ parent: ViewNode, children items: [(ChildKey, any View)]) {
        descending { reconcileNow(parent, children: items) }
    }

    private func reconcileNow(_ parent: ViewNode, children items: [(ChildKey, any View)]) {
        let old = parent.children
        if old.count == items.count,
           zip(old, items).allSatisfy({ $0.key == $1.0 && $0.viewType == ObjectIdentifier(type(of: $1.1)) }) {
            for (node, item) in zip(old, items) { update(node, with: item.1) }
            return
        }
        var byKey: [MatchKey: ViewNode] = [:]
        for node in old { byKey[MatchKey(key: node.key, type: node.viewType)] = node }
        var result: [ViewNode] = []
        result.reserveCapacity(items.count)
        for (key, view) in items {
            let match = MatchKey(key: key, type: ObjectIdentifier(type(of: view)))
            if let existing = byKey.removeValue(forKey: match) {
                update(existing, with: view)
                result.append(existing)
            } else {
                result.append(insert(view, key: key, parent: parent))
            }
        }
        for node in old where byKey[MatchKey(key: node.key, type: node.viewType)] === node {
            remove(node)
        }
        parent.children = result
    }

    // MARK: - Deep trees

    /// Runs `body` (work that recurses down the tree: an update pass, the mount) on
    /// a fresh stack segment when the tree is already deeper than the caller's stack
    /// may take, so that a deep tree hops once per pass rather than once per subtree
    /// that crosses the limit.
    @inline(__always)
    private func onLargeEnoughStack<T>(_ body: () -> T) -> T {
        guard !onFreshSegment, deepestDepth >= StackSegments.levelsOnCallerStack else { return body() }
        return continueOnFreshSegment(body)
    }

    /// One level deeper in the recursion: counts it against the current segment and
    /// continues on a fresh one when this one is used up. The hot path is one
    /// integer compare.
    @inline(__always)
    private func descending<T>(_ body: () -> T) -> T {
        guard levelsLeftOnStack > 0 else { return continueOnFreshSegment(body) }
        levelsLeftOnStack -= 1
        defer { levelsLeftOnStack += 1 }
        return body()
    }

    @inline(never)
    private func continueOnFreshSegment<T>(_ body: () -> T) -> T {
        let saved = (levelsLeftOnStack, onFreshSegment)
        levelsLeftOnStack = StackSegments.levelsPerSegment
        onFreshSegment = true
        defer { (levelsLeftOnStack, onFreshSegment) = saved }
        return StackSegments.run(body)
    }

    private struct MatchKey: Hashable {
        let key: ChildKey
        let type: ObjectIdentifier
    }

    /// Offers an existing node a new value from its parent.
    func update(_ node: ViewNode, with newView: any View) {
        switch node.kind {
        case .composite, .primitive(.timeline):
            let comparison = ValueComparison.compareViews(node.view, newView)
            if comparison.isUnchanged {
                if node.isDirty {
                    evaluate(node)
                } else {
                    record(.bodySkipped(node: node.reference, reason: .valueUnchanged(comparison: comparison.comparison, fields: comparison.fieldsCompared)),
                           causes: causeList)
                }
                return
            }
            do {
                // The old value is released before the body runs (see `acceptPrimitiveValue`).
                let oldView = node.view
                node.view = newView
                linkDynamicProperties(of: node)
                if case .primitive(.timeline) = node.kind { timelineValueChanged(node, from: oldView) }
                if case .composite = node.kind, let animatable = newView as? any Animatable {
                    animateValue(of: node, from: oldView, to: animatable)
                }
            }
            if !comparison.fieldChanges.isEmpty { invalidate(node, reason: .selfChanged(comparison.fieldChanges), cause: activeCause) }
            for change in comparison.dynamicChanges { invalidate(node, reason: .property(change.label, change.kind), cause: activeCause) }
            evaluate(node)
        case .primitive(.customModifier):
            // Only the old modifier is kept, not the content it wrapped (see `acceptPrimitiveValue`).
            guard let oldModifier = (node.view as? any AnyModifiedContent)?._anyModifier,
                  let newModified = newView as? any AnyModifiedContent else { return }
            let comparison = ValueComparison.compareViews(oldModifier, newModified._anyModifier)
            node.view = newView
            if comparison.isUnchanged, !node.isDirty {
                record(.bodySkipped(node: node.reference, reason: .valueUnchanged(comparison: comparison.comparison, fields: comparison.fieldsCompared)),
                       causes: causeList)
                // The modifier is the same, but the content it wraps may not be.
                for placeholder in node.placeholders where !placeholder.isRemoved {
                    reconcile(placeholder, children: [(.single, newModified._anyContent)])
                }
                return
            }
            linkDynamicProperties(of: node)
            if let animatable = newModified._anyModifier as? any Animatable {
                animateValue(of: node, from: oldModifier, to: animatable)
            }
            if !comparison.fieldChanges.isEmpty { invalidate(node, reason: .selfChanged(comparison.fieldChanges), cause: activeCause) }
            for change in comparison.dynamicChanges { invalidate(node, reason: .property(change.label, change.kind), cause: activeCause) }
            evaluate(node)
        case .primitive(.plain), .primitive(.modifierContent), .primitive(.scopedTransaction), .primitive(.transactionPlaceholder):
            applyPrimitive(node, newView: newView)
        }
    }

    /// Updates a built-in view or modifier: its attributes, hooks and children.
    func applyPrimitive(_ node: ViewNode, newView: any View) {
        let modifier = (newView as? any AnyModifiedContent)?._anyModifier as? any PrimitiveModifier
        guard let items = acceptPrimitiveValue(node, newView: newView, modifier: modifier) else { return }
        withChildTransaction(of: node, modifier: modifier) {
            reconcile(node, children: items)
        }
    }

    /// Stores a built-in view's new value, updates its attributes and hooks, and
    /// returns its children.
    ///
    /// Separate from `applyPrimitive` so that the old value is released before the
    /// recursion into the children. A value nested as deep as the tree
    /// (`AnyView(VStack { view }.opacity(…))` built in a loop) is then freed a level
    /// at a time as the update goes down; held across the recursion, the whole old
    /// value would be freed at once when it returns, one nested release per level,
    /// which overflows the stack.
    private func acceptPrimitiveValue(_ node: ViewNode, newView: any View, modifier: (any PrimitiveModifier)?) -> [(ChildKey, any View)]? {
        let oldView = node.view
        node.view = newView
        guard let primitive = newView as? any PrimitiveView else { return nil }
        node.label = primitive._label
        let oldModifier = (oldView as? any AnyModifiedContent)?._anyModifier as? any PrimitiveModifier
        if let modifier, let oldModifier { modifier._didUpdate(node: node, from: oldModifier) }
        // An animatable modifier whose value changed may animate; the node then shows
        // the presented value, and the animation events say what changed.
        var shown = primitive._attributes
        var animated = false
        if let modifier, let oldModifier, let animatable = modifier as? any Animatable {
            if let presented = animateValue(of: node, from: oldModifier, to: animatable) as? any PrimitiveModifier {
                shown = presented._attributes
                animated = true
            }
        } else if modifier == nil, let animatable = newView as? any Animatable {
            // An animatable leaf (a `Color` used as a view).
            if let presented = animateValue(of: node, from: oldView, to: animatable) as? any PrimitiveView {
                shown = presented._attributes
                animated = true
            }
        }
        let oldAttributes = (oldView as? any PrimitiveView)?._attributes ?? []
        if modifier?._recordsAttributeChanges ?? true, !animated {
            for attribute in primitive._attributes {
                let old = oldAttributes.first { $0.name == attribute.name }?.value ?? "none"
                if old != attribute.value {
                    record(.attributeChanged(node: node.reference, name: attribute.name, old: old, new: attribute.value), causes: causeList)
                }
            }
        }
        node.attributes = shown
        if let modifier, modifier._writesEnvironment {
            node.childEnvironment = childEnvironment(of: node, from: node.environment)
            if !ValueComparison.isEqual(oldModifier ?? 0, modifier) { propagateEnvironment(below: node) }
        }
        return children(of: node, primitive: primitive)
    }

    func children(of node: ViewNode, primitive: any PrimitiveView) -> [(ChildKey, any View)] {
        if case .primitive(.modifierContent) = node.kind {
            // The placeholder shows the content of the custom modifier it belongs to.
            guard let owner = node.parent?.ancestor(where: { $0.kind == .primitive(.customModifier) }),
                  let modified = owner.view as? any AnyModifiedContent else { return [] }
            if !owner.placeholders.contains(where: { $0 === node }) { owner.placeholders.append(node) }
            return [(.single, modified._anyContent)]
        }
        if case .primitive(.transactionPlaceholder) = node.kind {
            // A `PlaceholderContentView` shows the view that the nearest scoped
            // `.animation(_:body:)`, or animator modifier (`.phaseAnimator`,
            // `.keyframeAnimator`), wraps.
            guard let owner = node.parent?.ancestor(where: {
                $0.kind == .primitive(.scopedTransaction) || $0.kind == .primitive(.customModifier)
            }) else { return [] }
            if let scoped = owner.view as? any AnyScopedTransactionView { return [(.single, scoped._scopedContent)] }
            guard let modified = owner.view as? any AnyModifiedContent else { return [] }
            if !owner.placeholders.contains(where: { $0 === node }) { owner.placeholders.append(node) }
            return [(.single, modified._anyContent)]
        }
        return primitive._children()
    }

    // MARK: - Insertion and removal

    /// Creates a node for `view` and everything below it.
    func insert(_ view: any View, key: ChildKey, parent: ViewNode?) -> ViewNode {
        let node = ViewNode(id: nextNodeID, graph: self, parent: parent, key: key, view: view,
                            environment: parent?.childEnvironment ?? EnvironmentValues())
        nextNodeID += 1
        if node.depth > deepestDepth { deepestDepth = node.depth }
        if let parent { node.hasTransactionScopeAbove = parent.hasTransactionScopeAbove || parent.transformsTransaction }
        switch node.kind {
        case .primitive(.scopedTransaction), .primitive(.transactionPlaceholder):
            node.transformsTransaction = true
        default:
            node.transformsTransaction = ((view as? any AnyModifiedContent)?._anyModifier as? any PrimitiveModifier)?._transformsTransaction ?? false
        }
        let event = record(.inserted(node: node.reference, parent: parent?.reference, key: key.phrase, hasBody: node.kind.evaluates),
                           causes: causeList)
        node.insertedEvent = event
        withCause(event) {
            switch node.kind {
            case .composite, .primitive(.customModifier), .primitive(.timeline):
                _ = finiteOnInsertion(node)
                linkDynamicProperties(of: node)
                var reasons: [ChangeReason] = [.selfChanged([])]
                if !node.properties.isEmpty {
                    reasons.append(.identity)
                    for property in node.properties { reasons.append(.property(property.label, property.kind)) }
                }
                if case .primitive(.timeline) = node.kind { startTimeline(node) }
                for reason in reasons { invalidate(node, reason: reason, cause: event) }
                evaluate(node)
            case .primitive(.plain), .primitive(.modifierContent), .primitive(.scopedTransaction), .primitive(.transactionPlaceholder):
                guard let primitive = view as? any PrimitiveView else { return }
                node.attributes = finiteOnInsertion(node) ?? primitive._attributes
                let modifier = (view as? any AnyModifiedContent)?._anyModifier as? any PrimitiveModifier
                node.childEnvironment = childEnvironment(of: node, from: node.environment)
                modifier?._didInsert(node: node)
                let items = children(of: node, primitive: primitive)
                withChildTransaction(of: node, modifier: modifier) {
                    reconcile(node, children: items)
                }
            }
        }
        return node
    }

    /// Removes `node` and its subtree, dropping their state.
    func remove(_ node: ViewNode) {
        let nodes = node.subtree()
        let event = record(.removed(node: node.reference, parent: node.parent?.reference, count: nodes.count,
                                    droppedState: nodes.contains { !$0.properties.isEmpty }), causes: causeList)
        withCause(event) {
            for member in nodes {
                member.isRemoved = true
                member.isDirty = false
                member.observation = nil
                member.timeline = nil
                if let animator = member.animator {
                    releaseAll(animator, reason: "the view was removed")
                    member.animator = nil
                }
                for property in member.properties { property.cancel?() }
                if let modified = member.view as? any AnyModifiedContent,
                   let modifier = modified._anyModifier as? any PrimitiveModifier {
                    modifier._willRemove(node: member)
                }
            }
        }
    }

    // MARK: - Dynamic properties

    /// Connects the property wrappers in a node's new value to the node's storage.
    private func linkDynamicProperties(of node: ViewNode) {
        let value: Any
        if case .primitive(.customModifier) = node.kind, let modified = node.view as? any AnyModifiedContent {
            value = modified._anyModifier
        } else if case .composite = node.kind {
            value = node.view
        } else {
            return
        }
        let type = ObjectIdentifier(Swift.type(of: value))
        if hasDynamicProperties[type] == false { return }
        var found = false
        link(value, into: node, prefix: "", found: &found)
        hasDynamicProperties[type] = found
    }

    private func link(_ value: Any, into node: ViewNode, prefix: String, found: inout Bool) {
        for child in Mirror(reflecting: value).children {
            let label = prefix + (child.label ?? "@?")
            if let property = child.value as? any DynamicPropertyLink {
                found = true
                property._link(node: node, label: label)
            } else if child.value is any DynamicProperty {
                link(child.value, into: node, prefix: label + ".", found: &found)
            }
        }
    }

    /// Subscribes `node` to an observable object; returns the cancellation.
    package func observe<Object: ObservableObject>(_ object: Object, from node: ViewNode, label: String, kind: DynamicPropertyKind) -> () -> Void {
        let publisher = object.objectWillChange
        let token = publisher.subscribe(order: node.id) { [weak node] change in
            guard let node, !node.isRemoved else { return }
            let event = node.graph.recordObjectWillChange(change)
            node.graph.invalidate(node, reason: .property(label, kind), cause: event)
        }
        return { publisher.unsubscribe(token) }
    }

    private var lastPublish: (publisher: ObjectIdentifier?, send: Int, event: EventID)?

    /// Records an `objectWillChange` notification, once per send however many
    /// views observe the object.
    private func recordObjectWillChange(_ change: PublishedChange) -> EventID {
        if let last = lastPublish, last.publisher == change.publisher, last.send == change.sendID { return last.event }
        if let evaluating = evaluation {
            record(.diagnostic(Diagnostic(
                kind: .modifyingStateDuringUpdate,
                message: "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
                node: evaluating.node.reference, cycle: [],
                hint: "Change the object in an action (onChange, onAppear, a tap) instead of in body.")), causes: causeList)
        }
        let event = record(.objectWillChange(object: change.object, property: change.property, old: change.old, new: change.new), causes: causeList)
        lastPublish = (change.publisher, change.sendID, event)
        return event
    }

    /// Observation says a property a body read has changed.
    ///
    /// The registrar calls back in an order that depends on hashing (it differs
    /// between processes), so the change is only queued here, with what was
    /// current when it happened; `applyObservationChanges()` records and applies
    /// the queue in node order.
    func observationChanged(_ node: ViewNode) {
        node.observation = nil
        if openFrame == nil { openLooseFrame() }
        pendingObservations.append(PendingObservation(
            node: node, cause: activeCause, transaction: Transaction.current, writer: evaluation?.node))
    }

    /// Observation changes reported but not yet applied, in callback order.
    private var pendingObservations: [PendingObservation] = []

    struct PendingObservation {
        let node: ViewNode
        let cause: EventID?
        let transaction: Transaction?
        /// The view whose body was running when the property was written, if any.
        let writer: ViewNode?
    }

    /// Records and applies queued Observation changes in node order (id order),
    /// whatever order the registrar called back in.
    func applyObservationChanges() {
        guard !pendingObservations.isEmpty else { return }
        var changes = pendingObservations
        pendingObservations = []
        if changes.count > 1 {
            changes = changes.enumerated()
                .sorted { ($0.element.node.id, $0.offset) < ($1.element.node.id, $1.offset) }
                .map(\.element)
        }
        for change in changes where !change.node.isRemoved {
            let causes = change.cause.map { [$0] } ?? []
            if let writer = change.writer { observableWrittenDuringUpdate(by: writer, reader: change.node, causes: causes) }
            let event = record(.observationChange(node: change.node.reference), causes: causes)
            invalidate(change.node, reason: .dependencies, cause: event, transaction: change.transaction, duringEvaluationOf: change.writer)
        }
    }

    /// Records, once per writing view and frame, that a body wrote an `@Observable`
    /// property another body reads. SwiftUI has no message for this; the text is
    /// viewsim's own and says so.
    private func observableWrittenDuringUpdate(by writer: ViewNode, reader: ViewNode, causes: [EventID]) {
        guard writer.observableWriteWarningFrame != frameIndex else { return }
        writer.observableWriteWarningFrame = frameIndex
        record(.diagnostic(Diagnostic(
            kind: .modifyingStateDuringUpdate,
            message: "viewsim: \(writer.reference.label).body wrote an @Observable property that \(reader.reference) reads. SwiftUI prints no message for this; viewsim's model: the readers update in the next update pass, and a loop of such writes stops at the frame's pass limit.",
            node: writer.reference, cycle: [],
            hint: "Change observable models in an action (onChange, onAppear, a tap), not in body.")), causes: causes)
    }

    /// When a frame stops at its pass limit because bodies write what other bodies
    /// read, names the views of that loop (once per loop).
    private func reportBodyWriteLoop() {
        let loop = bodyWrites.cycle()
        guard !loop.isEmpty else { return }
        let key = Set(loop.map(\.id)).sorted()
        guard !warnedBodyWriteLoops.contains(key) else { return }
        warnedBodyWriteLoops.append(key)
        record(.diagnostic(Diagnostic(
            kind: .updateLoop,
            message: "viewsim: bodies write what other bodies read, so each update starts another: \(loop.map(\.description).joined(separator: " → ")). viewsim's model: the frame stops after \(configuration.maxPassesPerFrame) update passes and the loop goes on in the next frame.",
            node: loop.first,
            cycle: zip(loop, loop.dropFirst()).map { "\($0) body writes what \($1) reads" },
            cycleNodes: loop.map(\.id),
            hint: "Move the writes out of body into an action (onChange, onAppear, a tap), or derive the value instead of storing it.")),
            causes: [])
    }

    /// Loops already reported, by their sorted node ids.
    private var warnedBodyWriteLoops: [[Int]] = []

    /// Records a `@State` write made during a body evaluation, which is dropped.
    func recordDroppedWrite(property: String, node: ViewNode, during evaluating: ViewNode) {
        let event = record(.stateWriteDropped(node: node.reference, property: property, during: evaluating.reference), causes: causeList)
        record(.diagnostic(Diagnostic(
            kind: .modifyingStateDuringUpdate,
            message: "Modifying state during view update, this will cause undefined behavior.",
            node: evaluating.reference, cycle: [],
            hint: "\(property) was written while \(evaluating.reference.label).body was running; the write was dropped. Move the write into an action such as onChange, onAppear or a tap handler.")),
            causes: [event])
    }

    // MARK: - Environment

    /// Pushes a changed environment down the subtree below `node`, invalidating the
    /// views whose `@Environment` values differ.
    /// The environment `node`'s children see, given the one `node` sees: changed by
    /// an `.environment` modifier, unchanged otherwise.
    private func childEnvironment(of node: ViewNode, from environment: EnvironmentValues) -> EnvironmentValues {
        guard let modifier = (node.view as? any AnyModifiedContent)?._anyModifier as? any PrimitiveModifier,
              modifier._writesEnvironment else { return environment }
        var environment = environment
        modifier._transformEnvironment(&environment)
        return environment
    }

    private func propagateEnvironment(below node: ViewNode) {
        var stack = node.children.reversed().map { ($0, node.childEnvironment) }
        while let (child, environment) = stack.popLast() {
            let old = child.environment
            child.environment = environment
            for property in child.properties {
                guard let read = property.environmentValue else { continue }
                let before = read(old), after = read(environment)
                if !ValueComparison.isEqual(before, after) {
                    let event = record(.environmentChange(node: child.reference, property: property.label,
                                                          old: ValueFormatter.describe(before), new: ValueFormatter.describe(after)),
                                       causes: causeList)
                    invalidate(child, reason: .property(property.label, .environment), cause: event)
                }
            }
            let below = childEnvironment(of: child, from: environment)
            child.childEnvironment = below
            stack.append(contentsOf: child.children.reversed().map { ($0, below) })
        }
    }

    // MARK: - Actions

    /// Queues an action to run after the current update pass.
    package func enqueueAction(from node: ViewNode, label: String, cause: EventID?, _ action: @escaping () -> Void) {
        actions.append(PendingAction(node: node.reference, label: label, cause: cause, dispatch: nil, run: action))
    }

    /// Queues an onChange action, unless it already ran twice in this frame.
    package func dispatchValueAction(from node: ViewNode, label: String, cause: EventID?, _ action: @escaping () -> Void) {
        if node.dispatchFrame != frameIndex {
            node.dispatchFrame = frameIndex
            node.dispatchCount = 0
        }
        node.dispatchCount += 1
        let dispatch = node.dispatchCount
        guard dispatch > 2 else {
            actions.append(PendingAction(node: node.reference, label: label, cause: cause, dispatch: dispatch, run: action))
            return
        }
        let suppressed = record(.actionSuppressed(node: node.reference, label: label, dispatch: dispatch), causes: cause.map { [$0] } ?? [])
        // SwiftUI's cycle detector logs once per lifetime (it resets with the
        // identity); later suppressions are still recorded above.
        guard !node.warnedLoop else { return }
        node.warnedLoop = true
        let loop = cycle(endingAt: suppressed, node: node.id)
        record(.diagnostic(Diagnostic(
            kind: .updateLoop,
            message: "\(label) action tried to update multiple times per frame.",
            node: node.reference,
            cycle: loop.map { TraceText.cycleStep($0) },
            cycleNodes: loop.compactMap { $0.node?.id }.reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } },
            hint: "The action changes state that changes the value it watches again in the same frame. Break the cycle: move that state into a child view that takes the watched value as an input, or stop the action from changing what its own value depends on.")),
            causes: [suppressed])
    }

    private func runActions() {
        var guardCount = 0
        while !actions.isEmpty, guardCount < 10_000 {
            let batch = actions
            actions = []
            for action in batch {
                guardCount += 1
                let event = record(.actionRun(node: action.node, label: action.label, dispatch: action.dispatch),
                                   causes: action.cause.map { [$0] } ?? [])
                withCause(event) {
                    action.run()
                    applyObservationChanges()
                }
            }
        }
    }

    /// The chain of events from the previous run of `node`'s action to `event`:
    /// the update cycle, described one step per line.
    private func cycle(endingAt event: EventID, node: Int) -> [TraceEvent] {
        let events = openFrame?.events ?? []
        var byID: [EventID: TraceEvent] = [:]
        for recorded in events { byID[recorded.id] = recorded }
        // Breadth-first search backwards through causes to an earlier run of the action.
        var previous: [EventID: EventID] = [:]
        var queue = [event]
        var found: EventID?
        var index = 0
        while index < queue.count, found == nil {
            let current = queue[index]
            index += 1
            guard let recorded = byID[current] else { continue }
            for cause in recorded.causes where previous[cause] == nil && cause != event {
                previous[cause] = current
                if let causeEvent = byID[cause], case .actionRun(let ref, _, _) = causeEvent.kind, ref.id == node {
                    found = cause
                    break
                }
                queue.append(cause)
            }
        }
        guard let start = found else { return [] }
        var chain: [EventID] = [start]
        var cursor = start
        while let next = previous[cursor] {
            chain.append(next)
            cursor = next
            if next == event { break }
        }
        return chain.compactMap { byID[$0] }
    }

    // MARK: - Timelines

    private func startTimeline(_ node: ViewNode) {
        guard let timeline = node.view as? any AnyTimelineView else { return }
        if let periodic = timeline._schedule as? PeriodicTimelineSchedule, !(periodic.interval > 0 && periodic.interval.isFinite) {
            record(.diagnostic(Diagnostic(
                kind: .schedule,
                message: "\(node.label): a periodic schedule needs an interval greater than 0; \(ValueFormatter.number(periodic.interval)) gives one update and no more.",
                node: node.reference,
                hint: "Pass a positive number of seconds to .periodic(from:by:).")), causes: causeList)
        }
        if let periodic = timeline._schedule as? PeriodicTimelineSchedule, !periodic.startDate.timeIntervalSinceReferenceDate.isFinite {
            record(.diagnostic(Diagnostic(
                kind: .schedule,
                message: "\(node.label): .periodic(from:by:) got a start date that is not finite; the schedule has no entries, so the content shows the current date and does not update.",
                node: node.reference,
                hint: "Pass a finite date, such as .simNow.")), causes: causeList)
        }
        let now = simulatedNow
        let state = TimelineState(iterator: timeline._entries(from: now, mode: .normal), current: now, schedule: timeline._schedule)
        state.next = state.iterator.next()
        var latest: Date?
        advance(state, to: now, node: node, latest: &latest)
        state.current = latest ?? now
        state.due = state.current
        node.timeline = state
        scheduleWakeup(node)
    }

    /// The most schedule entries walked for one timeline in one frame. Built-in
    /// schedules jump to now in one step; a custom one that yields more entries
    /// than this before now (or repeats a date forever) is stopped with a diagnostic.
    static let maxScheduleEntriesPerFrame = 100_000

    /// Moves a timeline's schedule up to `now`, remembering the latest entry passed.
    /// Bounded: at most `maxScheduleEntriesPerFrame` entries; a date that is not
    /// finite, or too many entries, stops the timeline with a diagnostic.
    private func advance(_ state: TimelineState, to now: Date, node: ViewNode, latest: inout Date?) {
        let limit = now.addingTimeInterval(Self.dateTolerance)
        var steps = 0
        while let next = state.next {
            guard next.timeIntervalSinceReferenceDate.isFinite else {
                stopTimeline(state, node: node, because: "its schedule produced a date that is not finite (\(ValueFormatter.number(next.timeIntervalSinceReferenceDate)) seconds since 2001)",
                             hint: "Build schedule dates from finite numbers, such as .simNow plus a number of seconds.")
                return
            }
            guard next <= limit else { return }
            steps += 1
            if let last = latest ?? Optional(state.current), next <= last, latest != nil || steps > 1 {
                if !state.warnedUnsorted {
                    state.warnedUnsorted = true
                    record(.diagnostic(Diagnostic(
                        kind: .schedule,
                        message: "\(node.label): schedule entry \(ValueFormatter.date(next)) is not after the previous entry \(ValueFormatter.date(last)); viewsim skips entries that go back in time or repeat.",
                        node: node.reference, cycle: [],
                        hint: "Return the entries of a TimelineSchedule in increasing order without duplicates.")), causes: causeList)
                }
            } else {
                latest = next
            }
            // A built-in schedule jumps over the entries up to now in one step.
            if let skipped = state.iterator.skip(through: limit), skipped > (latest ?? state.current) {
                latest = skipped
            }
            state.next = state.iterator.next()
            if steps >= Self.maxScheduleEntriesPerFrame {
                stopTimeline(state, node: node, because: "its schedule produced more than \(Self.maxScheduleEntriesPerFrame) entries before \(ValueFormatter.date(now)) (a date repeated forever, or entries closer together than a frame)",
                             hint: "Return increasing dates no closer together than a frame (1/60 s); a display updates at most once per frame.")
                return
            }
        }
    }

    /// Ends a timeline's schedule: its content keeps the entry it shows and is not
    /// updated by the schedule again (viewsim's model: SwiftUI does not document
    /// what a broken schedule does).
    private func stopTimeline(_ state: TimelineState, node: ViewNode, because reason: String, hint: String) {
        state.next = nil
        record(.diagnostic(Diagnostic(
            kind: .schedule,
            message: "\(node.label): \(reason); viewsim's model: the timeline stops and keeps showing its last entry.",
            node: node.reference, cycle: [], hint: hint)), causes: causeList)
    }

    private func scheduleWakeup(_ node: ViewNode) {
        guard let state = node.timeline else { return }
        guard let next = state.next else {
            state.wakeupFrame = nil
            return
        }
        let frame = max(self.frame(atOrAfter: next), frameIndex + 1)
        state.wakeupFrame = frame
        wakeups.push(Wakeup(frame: frame, node: node))
    }

    /// Invalidates the timelines whose next entry has come.
    private func fireDueTimelines() {
        while let first = wakeups.first, first.frame <= frameIndex {
            _ = wakeups.pop()
            let node = first.node
            guard !node.isRemoved, let state = node.timeline, state.wakeupFrame == first.frame else { continue }
            let now = simulatedNow
            var latest: Date?
            advance(state, to: now, node: node, latest: &latest)
            if let latest, latest != state.due {
                let event = record(.timelineEntry(node: node.reference, previous: ValueFormatter.date(state.due), entry: ValueFormatter.date(latest)),
                                   causes: [])
                state.due = latest
                invalidate(node, reason: .timelineEntry(old: ValueFormatter.date(state.current), new: ValueFormatter.date(latest)), cause: event)
            }
            scheduleWakeup(node)
        }
    }

    /// A TimelineView received a new value; a different schedule starts over from now.
    private func timelineValueChanged(_ node: ViewNode, from oldView: any View) {
        guard let timeline = node.view as? any AnyTimelineView, let state = node.timeline else { return }
        guard !ValueComparison.isEqual(state.schedule, timeline._schedule) else { return }
        let previous = state.due
        startTimeline(node)
        if let restarted = node.timeline, restarted.due != previous {
            restarted.current = previous
            invalidate(node, reason: .timelineEntry(old: ValueFormatter.date(previous), new: ValueFormatter.date(restarted.due)), cause: activeCause)
        }
    }

    // MARK: - Taps and names

    /// The node named `name` by `.accessibilityIdentifier`.
    package func node(named name: String) -> ViewNode? {
        root?.subtree().first { $0.name == name }
    }

    /// Every name in the tree, in tree order.
    package var names: [String] {
        var result: [String] = []
        for node in root?.subtree() ?? [] {
            if let name = node.name, !result.contains(name) { result.append(name) }
        }
        return result
    }

    /// The tap action for the view named `name`: the first `onTapGesture` inside
    /// it, or else the nearest one around it.
    package func tapTarget(named name: String) -> (node: ViewNode, action: () -> Void)? {
        guard let named = node(named: name) else { return nil }
        func action(of node: ViewNode) -> (() -> Void)? {
            ((node.view as? any AnyModifiedContent)?._anyModifier as? _TapGestureModifier)?.action
        }
        for node in named.subtree() { if let run = action(of: node) { return (node, run) } }
        var ancestor = named.parent
        while let current = ancestor {
            if let run = action(of: current) { return (current, run) }
            ancestor = current.parent
        }
        return nil
    }

    // MARK: - Diagnostics from views

    func printChanges(for node: ViewNode, reasons: [ChangeReason], cause: EventID) {
        let line = ChangeReason.printChangesLine(typeName: node.reference.label, reasons: reasons)
        record(.printChanges(line), causes: [cause])
        if configuration.printChangesToStandardOutput { print(line) }
    }

    func reportDuplicateID(_ id: String, near node: ViewNode?) {
        record(.diagnostic(Diagnostic(
            kind: .duplicateID,
            message: "ForEach<…>: the ID \(id) occurs multiple times within the collection, this will give undefined results!",
            node: node?.reference, cycle: [],
            hint: "Give every element a unique id; viewsim gives repeats their own identity by occurrence.")), causes: causeList)
    }
}
