// Models SwiftUI's `onAppear(perform:)` and `onDisappear(perform:)`.
// Simplifies: "appear" means "inserted into the graph"; the action runs after the
// update pass that inserted the view, like SwiftUI's post-update actions.
// Lesson: lesson7 (onAppear starts the jumping emoji).

/// `.onAppear(perform:)`.
nonisolated public struct _AppearanceActionModifier: PrimitiveModifier {
    public var appear: (() -> Void)?
    public var disappear: (() -> Void)?

    package var _label: String { appear != nil ? ".onAppear" : ".onDisappear" }

    package func _didInsert(node: ViewNode) {
        guard let appear else { return }
        node.graph.enqueueAction(from: node, label: "onAppear", cause: node.graph.activeCause, appear)
    }

    package func _willRemove(node: ViewNode) {
        // A lazy row out of view has disappeared already.
        guard let disappear, !node.graph.isInLazyRowOutOfView(node) else { return }
        node.graph.enqueueAction(from: node, label: "onDisappear", cause: node.graph.activeCause, disappear)
    }
}

nonisolated extension View {
    /// Adds an action to perform before this view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
}
