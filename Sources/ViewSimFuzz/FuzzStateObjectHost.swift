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
        let _ = inner.published = model
        FuzzView(node: node, scope: inner, value: value)
    }
}
