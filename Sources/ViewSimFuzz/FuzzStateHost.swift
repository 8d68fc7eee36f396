// Models a view that owns `@State` and passes it down as a `@Binding`.
import ViewSim

/// Owns `@State var state`; its child reads and writes it as `FuzzSource.binding`.
nonisolated struct FuzzStateHost: View {
    let node: FuzzNode
    let scope: FuzzScope
    let value: Int
    @State var state: Int

    init(node: FuzzNode, scope: FuzzScope, value: Int, state: Int) {
        self.node = node
        self.scope = scope
        self.value = value
        _state = State(initialValue: state)
    }

    var body: some View {
        let _ = scope.recorder.countBody("FuzzStateHost")
        var inner = scope
        // A view builder takes no statements; the assignment runs as a discarded expression.
        // swift-format-ignore: NoAssignmentInExpressions
        let _ = inner.binding = $state
        FuzzView(node: node, scope: inner, value: value)
    }
}
