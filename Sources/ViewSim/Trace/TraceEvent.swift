// Models the attribute-graph trace: one record per thing that happened in a
// frame, each linked to the events that caused it.
// Simplifies: values are recorded typed (numbers, enums, `Animation` values,
// `TraceValue`s) and formatted only when printed (`TraceText`, the DOT and JSON
// writers). Lesson: every lesson prints and queries it.

/// Identifies an event within one trace; ids count up from 1 in recording order.
public typealias EventID = Int

/// A node as the trace refers to it: its identity (a stable id, unique within
/// one simulation), the view's type, and its label at the time.
///
/// ```swift
/// let run = sim.trace.bodyEvaluations(of: Heart.self).first!
/// run.node.id          // 3
/// run.node.label       // "Heart"
/// run.node.is(Heart.self)  // true
/// ```
public struct NodeRef: Hashable, Sendable, CustomStringConvertible {
    /// The node's id, unique within one simulation (counts up from 1).
    public let id: Int
    /// What the node is: shared by every reference to the node while its label stays.
    let info: NodeInfo

    /// The view's type name or primitive label, such as `ContentView` or `.opacity`.
    public var label: String { info.label }

    /// The type of the view (for a modifier, of the modified content), if the node is a view.
    public var viewType: Any.Type? { info.viewType }

    /// Whether the node is a view of type `type`, or a modifier of type `type`
    /// (`_TrimmedShape`, `_ScaleEffect`, a custom `ViewModifier`).
    ///
    /// ```swift
    /// event.node?.is(Heart.self)          // the Heart view
    /// event.node?.is(_TrimmedShape.self)  // a .trim(from:to:) modifier
    /// ```
    public func `is`(_ type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        return info.viewTypeID == id || info.modifierTypeID == id
    }

    /// A reference to something that is not a view (`withAnimation`'s completion).
    public init(id: Int, label: String) {
        self.init(id: id, info: NodeInfo(label: label, viewType: nil, modifierType: nil))
    }

    init(id: Int, info: NodeInfo) {
        self.id = id
        self.info = info
    }

    public var description: String { "\(label) #\(id)" }

    /// For the per-frame clock viewsim builds inside a `KeyframeAnimator` (a
    /// `TimelineView` the user never wrote), the animator it drives; nil for every
    /// other node. viewsim's model: KeyframeAnimator is driven by an internal
    /// per-frame clock; SwiftUI does not document how it is driven.
    public var internalClockOwner: NodeRef? { info.clockOwner }

    /// Whether the node is viewsim's own, not the user's: a `KeyframeAnimator`'s
    /// internal clock. Summaries leave such nodes out of their counts and lists.
    public var isInternal: Bool { info.clockOwner != nil }

    /// For a modifier of a transition's body (the `.opacity` an `.opacity` transition
    /// animates, named `transition .opacity`), the view that comes or goes with it; nil for
    /// every other node.
    public var transitionOwner: NodeRef? { info.transitionOwner }

    public static func == (lhs: NodeRef, rhs: NodeRef) -> Bool {
        lhs.id == rhs.id && (lhs.info === rhs.info || lhs.info.label == rhs.info.label)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(info.label)
    }
}

/// What a node is, kept once per node (and again when its label changes), so a
/// reference costs an id and a pointer.
/// (`@unchecked Sendable`: every field is immutable; `Any.Type` is a metatype.)
final class NodeInfo: @unchecked Sendable {
    let label: String
    let viewTypeID: ObjectIdentifier?
    let viewType: Any.Type?
    /// For a modified view, the modifier's type.
    let modifierTypeID: ObjectIdentifier?
    /// For an animator's internal clock, the animator (see `NodeRef.internalClockOwner`).
    let clockOwner: NodeRef?
    /// For a node of a transition's body, the view that transitions (see `NodeRef.transitionOwner`).
    let transitionOwner: NodeRef?

    init(
        label: String, viewType: Any.Type?, modifierType: Any.Type?, clockOwner: NodeRef? = nil,
        transitionOwner: NodeRef? = nil
    ) {
        self.label = label
        self.clockOwner = clockOwner
        self.transitionOwner = transitionOwner
        self.viewType = viewType
        viewTypeID = viewType.map { ObjectIdentifier($0) }
        modifierTypeID = modifierType.map { ObjectIdentifier($0) }
    }
}

/// One thing that happened during a frame.
public struct TraceEvent: Sendable, Equatable {
    public let id: EventID
    public let kind: Kind
    // Stored after `kind`, in 2, 4 and 9 bytes, so that an event is 80 bytes inline: the pass
    // in the kind's last padding bytes (a frame has at most `maxPassesPerFrame`, 64, passes),
    // kinds whose payload would be larger than 49 bytes out of line (`indirect`); most
    // events have one cause, which is then stored without an array of its own.
    private let storedPass: UInt16
    private let storedFrame: Int32
    private var storedCauses: CauseList

    /// The frame the event happened in.
    public var frame: Int { Int(storedFrame) }
    /// The update pass within the frame (1-based); 0 before the first pass.
    public var pass: Int { Int(storedPass) }

    /// The events that caused this one.
    public var causes: [EventID] {
        switch storedCauses {
        case .none: return []
        case .one(let cause): return [cause]
        case .many(let causes): return causes
        }
    }

    init(id: EventID, frame: Int, pass: Int, kind: Kind, causes: [EventID]) {
        self.init(id: id, frame: frame, pass: pass, kind: kind, cause: causes.first)
        if causes.count > 1 { storedCauses = .many(causes) }
    }

    /// An event with at most one cause (most events), without an array for it.
    init(id: EventID, frame: Int, pass: Int, kind: Kind, cause: EventID?) {
        self.id = id
        self.kind = kind
        storedPass = UInt16(clamping: pass)
        storedFrame = Int32(clamping: frame)
        storedCauses = cause.map { .one($0) } ?? .none
    }

    /// The causes of an event: most have none or one, which need no array.
    private enum CauseList: Sendable, Equatable {
        case none
        case one(EventID)
        case many([EventID])
    }

    /// The causes, as stored, when there are two or more (an array), else nil.
    var causeArray: [EventID]? {
        if case .many(let causes) = storedCauses { return causes }
        return nil
    }

    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// A script step: the view appeared, a tap, a mutation.
        case script(String)
        /// A timeline reached a new entry.
        indirect case timelineEntry(node: NodeRef, previous: TraceValue?, entry: TraceValue)
        /// A `@State` value changed; `invalidates` says whether any view had read it.
        indirect case stateWrite(node: NodeRef, property: String, old: TraceValue, new: TraceValue, invalidates: Bool)
        /// A `@State` write of an equal value, which SwiftUI ignores.
        case stateWriteIgnored(node: NodeRef, property: String, value: TraceValue)
        /// A `@State` write during a body evaluation, dropped.
        case stateWriteDropped(node: NodeRef, property: String, during: NodeRef)
        /// An `ObservableObject` (named by its type) announced a change; of a
        /// `@Published` property, with its old and new value.
        indirect case objectWillChange(object: String, property: String?, old: TraceValue?, new: TraceValue?)
        /// Observation reported that a property a body read has changed: which model
        /// and property, when viewsim could tell (`ModelData.landmarks`).
        case observationChange(node: NodeRef, change: ObservationChange)
        /// An environment value seen by a view changed.
        indirect case environmentChange(node: NodeRef, property: String, old: TraceValue, new: TraceValue)
        /// A body (or a timeline's content, or a modifier's body) ran.
        case bodyEvaluated(node: NodeRef, reasons: [ChangeReason])
        /// A view was offered a new value and did not need to run its body.
        case bodySkipped(node: NodeRef, reason: SkipReason)
        /// A view entered the tree; `hasBody` is true for views whose code the graph runs.
        case inserted(node: NodeRef, parent: NodeRef?, key: String, hasBody: Bool)
        /// A view left the tree with its subtree (`count` nodes); `droppedState`
        /// says whether any of them had dynamic-property storage, now gone.
        case removed(node: NodeRef, parent: NodeRef?, count: Int, droppedState: Bool)
        /// A displayed value of a primitive view changed.
        indirect case attributeChanged(node: NodeRef, name: String, old: TraceValue, new: TraceValue)
        /// The value an `onChange` watches changed.
        indirect case valueChanged(node: NodeRef, label: String, old: TraceValue, new: TraceValue)
        /// A post-update action ran (onChange, onAppear, onDisappear, a tap).
        case actionRun(node: NodeRef, label: String, dispatch: Int?)
        /// An onChange dispatch beyond the second in one frame, not run.
        case actionSuppressed(node: NodeRef, label: String, dispatch: Int)
        /// A warning SwiftUI would log, with its explanation.
        /// (Stored out of line, like the other rare large payloads, so that every
        /// event's inline size stays small; see docs/ARCHITECTURE.md, "The trace".)
        indirect case diagnostic(Diagnostic)
        /// A line printed by `Self._printChanges()`.
        case printChanges(String)
        /// A modifier changed the transaction seen by the views below it.
        indirect case transaction(node: NodeRef, change: TransactionChange)
        /// Something happened to the animation of one of a view's values.
        case animation(node: NodeRef, attribute: String, phase: AnimationPhase)
        /// A `withAnimation(_:completionCriteria:_:completion:)` completion was called.
        indirect case completion(criteria: AnimationCompletionCriteria, reason: CompletionReason)
        /// A `Canvas` renderer ran after layout, for `causes`, and drew `items` items.
        case canvasDrawn(node: NodeRef, causes: [CanvasDrawCause], items: Int)
        /// A Swift task started, slept, woke, was cancelled or ended.
        indirect case task(task: TaskRef, phase: TaskPhase)
        /// A lazy stack's or grid's window moved after layout: rows `first…last` (none when
        /// `last < first`) are near its visible rect; `created` rows were created (body,
        /// `onAppear`), `returned` came back into view, `left` went out of it (kept, with
        /// their state); `scrolled`: because its visible rect moved (a scroll).
        indirect case lazyRows(
            node: NodeRef, first: Int, last: Int, created: Int, returned: Int, left: Int, scrolled: Bool)
        /// A view came or went with a transition (or, with a `.transition`, without one, and why).
        indirect case transition(node: NodeRef, name: String, phase: TransitionEventPhase)
        /// A gesture attached at `node` (`gesture`: `DragGesture`, `TapGesture(count: 2)`) began,
        /// ended, failed, lost the touch to another gesture, or waits for one of higher priority.
        indirect case gesture(node: NodeRef, gesture: String, phase: GestureEventPhase)
        /// A view that reads a preference (`onPreferenceChange`, `overlayPreferenceValue`) or its
        /// geometry (`onGeometryChange`) gets a new value after layout.
        indirect case preference(node: NodeRef, change: PreferenceChange)
    }

    /// Whether the event is a body skip (stored compactly in runs of siblings).
    var isSkip: Bool { kind.name == .bodySkipped }

    /// The node the event is about, if any.
    public var node: NodeRef? {
        switch kind {
        case .script, .objectWillChange, .printChanges, .completion: return nil
        case .transaction(let node, _), .animation(let node, _, _), .transition(let node, _, _),
            .gesture(let node, _, _), .preference(let node, _):
            return node
        case .timelineEntry(let node, _, _), .stateWrite(let node, _, _, _, _), .stateWriteIgnored(let node, _, _),
            .stateWriteDropped(let node, _, _), .observationChange(let node, _), .environmentChange(let node, _, _, _),
            .bodyEvaluated(let node, _), .bodySkipped(let node, _), .inserted(let node, _, _, _),
            .removed(let node, _, _, _),
            .attributeChanged(let node, _, _, _), .valueChanged(let node, _, _, _), .actionRun(let node, _, _),
            .actionSuppressed(let node, _, _), .canvasDrawn(let node, _, _), .lazyRows(let node, _, _, _, _, _, _):
            return node
        case .diagnostic(let diagnostic): return diagnostic.node
        case .task(let task, _): return task.node.id == 0 ? nil : task.node
        }
    }
}

/// What happened to an animated value.
public enum AnimationPhase: Equatable, Sendable {
    /// An animation started: `from` → `to`, with `animation`, which came from `origin`.
    /// (The three cases with four values are stored out of line: they are rare,
    /// and inline they would double the size of every frame sample.)
    indirect case started(animation: Animation, from: TraceValue, to: TraceValue, origin: AnimationOrigin?)
    /// A new animation took over the running one, keeping its value and velocity.
    indirect case merged(animation: Animation, previous: Animation, to: TraceValue, origin: AnimationOrigin?)
    /// A new animation runs along with the running ones, blended from their output.
    indirect case combined(animation: Animation, running: Int, to: TraceValue, origin: AnimationOrigin?)
    /// The value shown this frame (the presentation value) and the model value
    /// (a reference: a frame sample is one word, and a built-in value is described
    /// only when the trace is read, see ``AnimationFrameSample``).
    case frame(AnimationFrameSample)
    /// The animation of one change is logically complete (it may still be settling).
    case logicallyComplete(generation: Int)
    /// The animation is over; the value shows its model value.
    case finished
    /// The value changed without an animation while one was running: it jumps by
    /// the change and the running animation goes on as an offset. `because` names
    /// the animating transaction a task was started in, when a write of that task
    /// made the change (its code runs after the transaction ended); then the event is
    /// recorded even when no animation was running.
    indirect case changedWithoutAnimation(from: TraceValue, to: TraceValue, because: EndedTransaction? = nil)
    /// A view's frame (`attribute` "geometry") moved without an animation in a frame where
    /// another layout change animated: `because` says why it did not animate.
    indirect case movedWithoutAnimation(from: TraceValue, to: TraceValue, because: UnanimatedMove)
    /// A view's content (a `Text`'s string, an `Image`'s name; attribute
    /// `contentTransition(…)`) changed at once under an explicit `.contentTransition(_:)`, or
    /// while a content transition ran: `because` says why it did not transition.
    indirect case swappedWithoutTransition(from: TraceValue, to: TraceValue, because: ContentSwapReason)
    /// An animation started on a value that a transaction with `tracksVelocity` (a gesture's)
    /// was moving: it took the tracked velocity (it merges, as a spring does), or dropped it
    /// and started at rest. Recorded right after the start, which causes it.
    indirect case velocity(VelocityHandOff)
}

/// Why a body ran, in `_printChanges` terms plus viewsim's detail.
public enum ChangeReason: Equatable, Sendable {
    /// `[.dependencies]`, the reasons of most body runs, shared by all of them.
    static let dependenciesOnly: [ChangeReason] = [.dependencies]

    /// `@self`: the view's value differs from the previous one; the fields that differ.
    case selfChanged([FieldChange])
    /// `@identity`: the view is new, so its state was created afresh.
    case identity
    /// `_name`: a dynamic property (state, binding, object, environment) changed.
    case property(String, DynamicPropertyKind)
    /// `@dependencies`: an `@Observable` property that the body read changed.
    case dependencies
    /// A timeline reached a new entry (TimelineView content only).
    case timelineEntry(old: TraceValue?, new: TraceValue)
    /// viewsim cannot name the cause; it says so rather than guess.
    case unknown(String)

    /// The token `_printChanges` prints for this reason.
    public var token: String {
        switch self {
        case .selfChanged: return "@self"
        case .identity: return "@identity"
        case .property(let label, _): return label
        case .dependencies: return "@dependencies"
        case .timelineEntry: return "@timeline"
        case .unknown: return "@unknown"
        }
    }
}

/// One field of a view value that differs from its previous value.
public struct FieldChange: Equatable, Sendable {
    /// The field's path, such as `date` or `item.title`.
    public let path: String
    public let old: TraceValue
    public let new: TraceValue
    /// Why the values could not be compared, when they could not (closures).
    public let uncomparable: String?
}

/// Why a view's body did not run although its parent offered it a new value.
public enum SkipReason: Equatable, Sendable {
    /// The new value equals the old one (by `==`, or field by field).
    case valueUnchanged(comparison: Comparison, fields: Int)
    /// The view has no stored fields, and its inputs from the parent (`@Binding`,
    /// `@ObservedObject`) are the same binding and the same object as before.
    case inputsUnchanged([Input])
    /// The timeline was asked to update but its entry had not changed.
    case timelineEntryUnchanged(entry: TraceValue)

    /// How two view values were compared.
    ///
    /// viewsim's model (SwiftUI's "equatable unless plain data", as its engineers
    /// describe it): a view whose stored fields are all plain data is compared field
    /// by field even when it is `Equatable`; any other `Equatable` view with its
    /// `==`; a view wrapped with `.equatable()` always with its `==`.
    public enum Comparison: String, Sendable {
        case equatable = "with =="
        case fieldwise = "field by field"
        /// `==` of a view wrapped with `.equatable()` (an `EquatableView`).
        case equatableView = "with == via .equatable()"
    }

    /// An input a view gets from its parent through a dynamic property.
    public struct Input: Equatable, Sendable, CustomStringConvertible {
        /// The stored property's name: `_model`.
        public let label: String
        /// `@ObservedObject` or `@Binding`.
        public let kind: DynamicPropertyKind

        public init(label: String, kind: DynamicPropertyKind) {
            self.label = label
            self.kind = kind
        }

        /// `"@ObservedObject model"`.
        public var description: String {
            "\(kind.rawValue) \(label.hasPrefix("_") ? String(label.dropFirst()) : label)"
        }
    }
}

/// One step around an update loop.
public enum CycleStep: Equatable, Sendable, CustomStringConvertible {
    /// An event of the loop (an action runs, a state write, a body runs).
    case event(TraceEvent)
    /// `writer`'s body changed something `reader`'s body read.
    case bodyWrite(writer: NodeRef, reader: NodeRef)

    /// `"onChange(of: Int) action of Counter #3 runs"`, `"A #2 body writes what B #4 reads"`.
    public var description: String {
        switch self {
        case .event(let event): return TraceText.cycleStep(event)
        case .bodyWrite(let writer, let reader): return "\(writer) body writes what \(reader) reads"
        }
    }
}

/// A warning SwiftUI would log, with what viewsim knows about it.
public struct Diagnostic: Sendable, Equatable {
    /// The kinds of warning.
    public enum Kind: String, Sendable {
        case modifyingStateDuringUpdate
        case updateLoop
        /// A preference reader or geometry action whose value changed a third time in one frame
        /// ("Bound preference Key tried to update multiple times per frame.").
        case preferenceLoop
        /// A value that keeps changing frame after frame and never settles (a layout feedback).
        case neverSettles
        case unsettledFrame
        case duplicateID
        case schedule
        case notIdle
        case animator
        /// A `Canvas` renderer drew something viewsim leaves out (points that are not finite, too many items, an inverse clip).
        case canvas
        /// A NaN or infinite value reached an animatable attribute.
        case nonFiniteValue
        /// A `SimulationConfiguration` value viewsim cannot use as given.
        case configuration
        /// A size, offset or other layout number that is NaN, infinite or negative.
        case invalidLayout
        /// A call viewsim compiles but does not simulate (docs/SwiftUI-API.md, "Not modelled yet").
        case notModelled
        /// A task or a wait that cannot end as written: a sleep past the last time, a
        /// frame's job limit, a task still pending when a call ends.
        case task
        /// A view read an environment object no ancestor supplied (SwiftUI traps; the simulation stops).
        case environment
        /// A navigation or presentation SwiftUI cannot perform: a path value with no matching
        /// `navigationDestination`, a sheet item that disappeared while shown.
        case navigation
        /// A binding to a collection's element read or written after the element was removed
        /// (SwiftUI crashes: "Index out of range").
        case binding
        /// A scroll SwiftUI ignores or cannot do as asked: `scrollTo` an id no view in the scroll
        /// view has, an offset that is not finite.
        case scroll
    }

    public let kind: Kind
    /// SwiftUI's message where SwiftUI has one, verbatim.
    public let message: String
    public let node: NodeRef?
    /// For loops: the chain of events around the cycle, first to last.
    public let cycle: [CycleStep]
    /// For loops: the ids of the nodes the cycle passes through, in order.
    public let cycleNodes: [Int]
    /// What to do about it.
    public let hint: String?

    public init(
        kind: Kind, message: String, node: NodeRef?, cycle: [CycleStep] = [], cycleNodes: [Int] = [], hint: String?
    ) {
        self.kind = kind
        self.message = message
        self.node = node
        self.cycle = cycle
        self.cycleNodes = cycleNodes
        self.hint = hint
    }
}
