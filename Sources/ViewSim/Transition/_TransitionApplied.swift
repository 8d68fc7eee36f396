// Models a transition's body around a real view: `transition.body(content:
// phase:)` evaluated with a placeholder that stands for `content`, exactly as a
// scoped `.animation(_:body:)` is (`_ScopedTransactionView`): the graph gives the
// placeholder the real view as its child, so the view keeps its identity and
// state while the phase, and so the body's modifiers, change.
// Simplifies: the body sees the same transaction as the view (no transform).
// Lesson: lesson 15 (planned, docs/design/Transitions.md).

/// `transition.apply(content:phase:)`: the body of `transition` at `phase`, around `content`.
nonisolated public struct _TransitionApplied<T: Transition, Content: View>: PrimitiveView {
    let transition: T
    let content: Content
    let phase: TransitionPhase
    /// The body at `phase`, with a placeholder for `content`.
    let body: any View

    init(transition: T, content: Content, phase: TransitionPhase) {
        self.transition = transition
        self.content = content
        self.phase = phase
        body = SimulatedMainActor.run(transition) { $0.body(content: PlaceholderContentView<T>(), phase: phase) }
    }

    package var _label: String { ".transition(\(_typeName(T.self, qualified: false)), \(phase))" }
    package var _traceName: String { ".transition" }
    package var _role: PrimitiveRole { .scopedTransaction }
    package func _children() -> [(ChildKey, any View)] { [(.single, body)] }
}

extension _TransitionApplied: AnyScopedTransactionView {
    package var _scopedContent: any View { content }
    package func _transform(_ transaction: inout Transaction) {}
}
