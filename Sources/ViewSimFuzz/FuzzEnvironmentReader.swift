// Models a view that reads a custom environment value with `@Environment`.
import ViewSim

/// Reads `\.fuzzValue` and passes it to its child as `FuzzSource.parent`.
nonisolated struct FuzzEnvironmentReader: View {
    let node: FuzzNode
    let scope: FuzzScope
    @Environment(\.fuzzValue) var environmentValue

    var body: some View {
        let _ = scope.recorder.countBody("FuzzEnvironmentReader")
        FuzzView(node: node, scope: scope, value: environmentValue)
    }
}
