// Models SwiftUI's `onTapGesture(count:perform:)`.
// Simplifies: no hit testing; a script taps a view by name (see
// `Simulation.tap(_:)`), which runs the nearest tap action; a count other than 1
// is ignored and reported (`NotModelledAPI.onTapGestureCount`). Lesson: lesson3.

/// `.onTapGesture(count:perform:)`.
nonisolated public struct _TapGestureModifier: PrimitiveModifier {
    public var count: Int
    public var action: () -> Void
    package var _label: String { count == 1 ? ".onTapGesture" : ".onTapGesture(count: \(count))" }

    package func _didInsert(node: ViewNode) { reportCount(node) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { reportCount(node) }

    /// Reports a count other than 1, which a script's tap does not honour.
    private func reportCount(_ node: ViewNode) {
        guard count != 1 else { return }
        node.graph.reportNotModelled(.onTapGestureCount, node: node.reference, detail: "a count of \(count)")
    }
}

nonisolated extension View {
    /// Adds an action to perform when this view is tapped.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<
        Self, _TapGestureModifier
    > {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}
