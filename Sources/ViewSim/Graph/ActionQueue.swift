// Models SwiftUI's post-update actions: `onAppear`, `onDisappear`, `onChange`,
// tap handlers and animation completions run after the update pass, in the
// order queued. See docs/ARCHITECTURE.md, "One frame", step 4.
// Simplifies: one FIFO per graph; actions queued while actions run form the
// next batch of the same settle loop.

/// An action waiting to run after the current update pass.
struct PendingAction {
    /// The view the action belongs to (id 0 for an animation completion).
    let node: NodeRef
    /// How the trace names it: `onChange(of: Int)`, `onAppear`, `completion`.
    let label: String
    /// The event that queued it.
    let cause: EventID?
    /// For `onChange`: which dispatch of the frame this is (1 or 2).
    let dispatch: Int?
    /// The action itself.
    let run: () -> Void
}

/// The actions queued for after the update pass.
///
/// ```swift
/// queue.append(PendingAction(node: ref, label: "onAppear", cause: event, dispatch: nil, run: action))
/// let batch = queue.takeAll()   // run them; new ones form the next batch
/// ```
struct ActionQueue {
    /// The most actions one settle loop runs; past it the rest wait (a guard
    /// against actions that queue actions forever).
    static let maxActionsPerSettle = 10_000

    /// The queued actions, in order.
    private(set) var pending: [PendingAction] = []

    /// Whether no action waits.
    var isEmpty: Bool { pending.isEmpty }

    /// Queues `action` after the others.
    mutating func append(_ action: PendingAction) {
        pending.append(action)
    }

    /// Takes every queued action, in order.
    mutating func takeAll() -> [PendingAction] {
        let batch = pending
        pending = []
        return batch
    }
}
