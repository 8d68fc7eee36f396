// Models a deep hierarchy: `remaining` nested composite views, then the node.
import ViewSim

/// One level of a deep chain.
nonisolated struct FuzzDeep: View {
    let remaining: Int
    let node: FuzzNode
    let scope: FuzzScope
    let value: Int

    var body: some View {
        let _ = scope.recorder.countBody("FuzzDeep")
        if remaining > 1 {
            FuzzDeep(remaining: remaining - 1, node: node, scope: scope, value: value)
        } else {
            FuzzView(node: node, scope: scope, value: value)
        }
    }
}
