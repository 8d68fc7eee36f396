// Models the one vocabulary of trace events: each kind of event named once, with
// its JSON name, family, glyph and legend phrase, which every renderer reads (the
// text trace, step summaries, the JSON and Chrome exports, the diagrams, the keys).
// Simplifies: a kind is the payload enum's case without its values; where one kind
// prints several glyphs (an animation's phases), `TraceEvent.glyph` picks one.

/// The name of a kind of trace event, and what every output says about it.
///
/// `TraceEvent.Kind` carries an event's values; its ``TraceEvent/Kind/name`` is
/// one of these cases, so a check reads `event.kind.name == .bodySkipped` and a
/// renderer asks the name for its words:
///
/// ```swift
/// let name = TraceEventKind.bodySkipped
/// name.jsonName        // "bodySkipped" (the `kind` of the JSON export)
/// name.family          // .body
/// name.glyph.symbol    // "○" (what its line in the text trace starts with)
/// name.phrase          // "body skipped, and why"
/// ```
///
/// Adding a kind: a case here and in `TraceEvent.Kind`, its entry in each
/// exhaustive `switch` the compiler then points at (docs/CONTRIBUTING.md,
/// "Add an event kind").
public enum TraceEventKind: String, CaseIterable, Sendable {
    case script
    case timelineEntry
    case stateWrite
    case stateWriteIgnored
    case stateWriteDropped
    case objectWillChange
    case observationChange
    case environmentChange
    case bodyEvaluated
    case bodySkipped
    case inserted
    case removed
    case attributeChanged
    case valueChanged
    case actionRun
    case actionSuppressed
    case diagnostic
    case printChanges
    case transaction
    case animation
    case completion
    case canvasDrawn
    case task
    case lazyRows
    case transition
    case gesture
    case preference

    /// The event's `kind` in the JSON export (docs/trace-json.md, docs/trace.schema.json)
    /// and the report's CSS class `kind-<jsonName>`.
    public var jsonName: String { rawValue }

    /// The family the kind belongs to (diagrams colour a family alike).
    public var family: TraceEventFamily { Self.table(self).family }

    /// The glyph the kind's line in the text trace starts with; an animation's
    /// line starts with its phase's glyph (``TraceEvent/glyph``), this is its first.
    public var glyph: TraceGlyph { Self.table(self).glyph }

    /// Every glyph an event of this kind can start its line with, the first one first.
    public var glyphs: [TraceGlyph] {
        switch self {
        case .animation: return [.animationStarted, .animationFrame, .logicallyComplete, .finished, .changed]
        case .task: return [.taskStarted, .taskSuspended, .taskResumed, .taskCancelled, .taskEnded]
        default: return [glyph]
        }
    }

    /// What an event of this kind is, in the words the legends use: `"body skipped, and why"`.
    public var phrase: String { Self.table(self).phrase }

    /// The category (`cat`) of the kind's events in the Chrome trace export. The
    /// export writes slices (``isChromeSlice``), diagnostics as instants and
    /// animations and tasks as async slices too; the category of a kind without a
    /// case of its own is its family's name (`state` for a write).
    public var chromeCategory: String {
        switch self {
        case .bodyEvaluated: return "body"
        case .bodySkipped: return "skip"
        case .actionRun: return "action"
        case .canvasDrawn: return "canvas"
        default: return family.rawValue
        }
    }

    /// Whether the Chrome export draws the kind's events as slices inside their frame,
    /// the ends of its flow arrows (cause → effect): the script's steps and a timeline's
    /// entries, writes, body runs and skips, actions, the values an `onChange` sees,
    /// animations and tasks (besides their async slices; not an animation's frame
    /// samples, which are counters: ``TraceEvent/isChromeSlice``), transitions,
    /// gestures, preferences, completions and canvas draws. Insertions, removals,
    /// displayed values, transactions, lazy rows and `_printChanges` lines are not:
    /// an arrow passes through them to the nearest event that is.
    public var isChromeSlice: Bool {
        switch self {
        case .script, .timelineEntry, .stateWrite, .stateWriteIgnored, .stateWriteDropped, .objectWillChange,
            .observationChange, .environmentChange, .bodyEvaluated, .bodySkipped, .valueChanged, .actionRun,
            .actionSuppressed, .animation, .completion, .canvasDrawn, .task, .transition, .gesture, .preference:
            return true
        case .inserted, .removed, .attributeChanged, .diagnostic, .printChanges, .transaction, .lazyRows:
            return false
        }
    }

    /// The whole description of one kind, in one place.
    private static func table(_ kind: TraceEventKind) -> (family: TraceEventFamily, glyph: TraceGlyph, phrase: String) {
        switch kind {
        case .script: return (.input, .script, "a script step: the view appeared, a tap, a mutation")
        case .timelineEntry: return (.input, .timelineEntry, "a timeline reached a new entry")
        case .stateWrite: return (.state, .write, "a @State value changed")
        case .stateWriteIgnored: return (.state, .write, "a @State write of an equal value, ignored")
        case .stateWriteDropped: return (.state, .writeDropped, "a @State write while a body ran, dropped")
        case .objectWillChange: return (.state, .write, "an ObservableObject announced a change")
        case .observationChange: return (.state, .write, "an @Observable property a body read changed")
        case .environmentChange: return (.state, .write, "an environment value a view reads changed")
        case .bodyEvaluated: return (.body, .bodyRuns, "body ran, and why")
        case .bodySkipped: return (.body, .bodySkipped, "body skipped, and why")
        case .inserted: return (.structure, .inserted, "a view entered the tree")
        case .removed: return (.structure, .removed, "a view left the tree with its state")
        case .attributeChanged: return (.attribute, .changed, "a displayed value of a built-in view changed")
        case .valueChanged: return (.attribute, .changed, "the value an onChange watches changed")
        case .actionRun: return (.action, .action, "an action ran: onChange, onAppear, a tap…")
        case .actionSuppressed:
            return (.action, .suppressed, "action suppressed: run at most twice a frame, viewsim's model")
        case .diagnostic: return (.diagnostic, .diagnostic, "warning SwiftUI would log")
        case .printChanges: return (.log, .printChanges, "a line printed by Self._printChanges()")
        case .transaction:
            return (.transaction, .transaction, "transaction: a modifier changed the animation for the views below")
        case .animation:
            return (
                .animation, .animationStarted,
                "animation: started, merged, combined, a frame's presented value, completed"
            )
        case .completion: return (.action, .completion, "a withAnimation completion is due")
        case .canvasDrawn: return (.body, .action, "a Canvas renderer ran after layout, and why")
        case .task:
            return (.task, .taskStarted, "task: started (and why), slept until a time, woke, was cancelled, ended")
        case .lazyRows:
            return (.structure, .inserted, "a lazy stack's rows came into view (created or back) or left it (kept)")
        case .transition:
            return (
                .structure, .transition,
                "transition: a view comes or goes, animated (or why not); a removal completes"
            )
        case .gesture:
            return (.input, .gesture, "gesture: began (and why it won), ended, failed, lost the touch, or waits")
        case .preference:
            return (
                .attribute, .preference,
                "preference: a view that reads a preference or its geometry gets a new value after layout"
            )
        }
    }
}
