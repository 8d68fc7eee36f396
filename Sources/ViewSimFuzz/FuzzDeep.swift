// Models a deep hierarchy: `remaining` nested composite views, then the node.
// Simplifies: a level equals the one before it when its node is the same case
// with the same numbers, NaN included (see `==`), so an unchanged chain is
// skipped at its first level.
import Foundation
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

extension FuzzDeep: Equatable {
    /// Same depth, value, run and node. A node holding NaN (extreme cases) is
    /// never `==` to itself, which would re-run every level of a chain thousands
    /// deep at every update of anything above it: seed 2411's case 420 took over
    /// two minutes for 150 frames. Nodes that `==` rejects are compared by their
    /// JSON, where NaN is the string "nan"; the chain's intent (no changing input
    /// passes down, see `FuzzView`'s `.deep`) is kept.
    static func == (a: FuzzDeep, b: FuzzDeep) -> Bool {
        guard a.remaining == b.remaining, a.value == b.value, a.scope.recorder === b.scope.recorder,
            a.scope.published === b.scope.published, (a.scope.binding == nil) == (b.scope.binding == nil)
        else { return false }
        if a.node == b.node { return true }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let left = try? encoder.encode(a.node), let right = try? encoder.encode(b.node) else { return false }
        return left == right
    }
}
