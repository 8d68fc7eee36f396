// Models a view that owns an `ObservableObject` with `@StateObject`.
import ViewSim

/// Owns `@StateObject var model`; `.published` sources below it read this model.
nonisolated struct FuzzStateObjectHost: View {
    let node: FuzzNode
    let scope: FuzzScope
    let value: Int
    @StateObject var model = FuzzPublishedModel()

    var body: some View {
        let _ = scope.recorder.countBody("FuzzStateObjectHost")
        var inner = scope
        // A view builder takes no statements; the assignment runs as a discarded expression.
        // swift-format-ignore: NoAssignmentInExpressions
        let _ = inner.published = model
        FuzzView(node: node, scope: inner, value: value)
    }
}
