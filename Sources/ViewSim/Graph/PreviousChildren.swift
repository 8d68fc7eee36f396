// Models a container's look at its children's current values while it makes their new
// ones: a `ForEach` that runs again over the same ids compares each row's new value with
// the row's node, typed, before the value is boxed into `any View`.
// Simplifies: only a composite child whose comparison plan is already kept on its node
// (it was compared once before) is compared here; every other child goes the usual way
// (`ViewGraph.update(_:with:)`), which gives the same answer. viewsim's model (SwiftUI
// compares a row's value in its attribute, never boxed).
// See docs/ARCHITECTURE.md, "Cost of an update".

/// A container node's children as they are before its new children are matched to them,
/// for `PrimitiveView._children(memo:previous:)`.
///
/// A child proved unchanged is given as ``UnchangedChildView`` in the container's output:
/// its node keeps its value and is skipped (or run, if it is dirty) exactly as when its new
/// value was compared by `ViewGraph.update(_:with:)`, whose rules and skip reason it shares.
package struct PreviousChildren {
    /// The children in their order, as the reconciliation will pair them with the output
    /// when the output's keys are unchanged.
    let nodes: [ViewNode]

    /// The children of a container node, in order.
    package init(nodes: [ViewNode]) { self.nodes = nodes }

    /// No children (a container's first call, or one with nothing to compare).
    package static var none: PreviousChildren { PreviousChildren(nodes: []) }

    /// How many children there are.
    package var count: Int { nodes.count }

    /// Whether `view`, the new value of the child at `index`, is proved unchanged from the
    /// value that child's node holds, by the comparison plan the node keeps (the same plan and
    /// the same proof `ValueComparison.compareViews(_:_:of:)` uses). False when it is not
    /// proved, or when the node is not a composite view of exactly `V`'s type, or has no plan
    /// kept yet: the value is then compared the usual way.
    ///
    /// ```swift
    /// let row = content(element)
    /// if previous.provesUnchanged(row, at: offset) { children.append((.single, UnchangedChildView())) }
    /// ```
    package func provesUnchanged<V: View>(_ view: V, at index: Int) -> Bool {
        guard index >= 0, index < nodes.count else { return false }
        let node = nodes[index]
        guard node.viewType == ObjectIdentifier(V.self), node.kind == .composite, !node.isRemoved,
            case .some(.some(let plan)) = node.comparisonPlan
        else { return false }
        return ValueComparison.provesUnchanged(node.view, view, plan: plan)
    }
}
