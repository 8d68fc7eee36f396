// Models the families trace events fall into (inputs, state, bodies, structure…),
// part of the one vocabulary (`TraceEventKind`).
// Simplifies: each kind is in exactly one family; the diagrams colour by it.

/// The family of a kind of trace event.
///
/// ```swift
/// TraceEventKind.objectWillChange.family          // .state
/// TraceEventFamily.state.kinds.count              // 6
/// TraceEventFamily.state.phrase                   // "state: @State write, object or environment change"
/// ```
public enum TraceEventFamily: String, CaseIterable, Sendable {
    /// What starts a frame's work: a script step, a timeline entry.
    case input
    /// A write to state, an object, Observation or the environment.
    case state
    /// Code the graph runs or skips: bodies, a Canvas renderer.
    case body
    /// A view entering or leaving the tree.
    case structure
    /// A value a view shows or watches.
    case attribute
    /// Actions run after an update, suppressed, or due.
    case action
    /// A warning SwiftUI would log.
    case diagnostic
    /// A line a body printed.
    case log
    /// A modifier's change to the transaction.
    case transaction
    /// An animated value.
    case animation
    /// A Swift task in simulated time.
    case task

    /// The kinds in the family, in the vocabulary's order.
    public var kinds: [TraceEventKind] { TraceEventKind.allCases.filter { $0.family == self } }

    /// The family in the words the legends use.
    public var phrase: String {
        switch self {
        case .input: return "input: a script step or a timeline entry"
        case .state: return "state: @State write, object or environment change"
        case .body: return "body: a body ran or was skipped"
        case .structure: return "structure: a view entered or left the tree"
        case .attribute: return "attribute: a displayed or watched value changed"
        case .action: return "action: onChange, onAppear, a tap… ran"
        case .diagnostic: return "warning SwiftUI would log"
        case .log: return "a line printed by Self._printChanges()"
        case .transaction: return "transaction: a modifier changed the animation for the views below"
        case .animation: return "animation: started, merged, combined, a frame's presented value, completed"
        case .task: return "task: a Swift task started, slept, woke, was cancelled or ended"
        }
    }
}
