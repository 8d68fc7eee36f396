// Models an app view with a gesture: `@GestureState var live` that the gesture's
// `updating` counts up while it runs (and SwiftUI puts back to 0 when it ends, fails
// or loses), `@State var changes` that every leaf's `onChanged` counts, and
// `@State var ended` that `onEnded` counts (sometimes in `withAnimation(.spring)`),
// passed to the child as its `@Binding`; the child gets `value + live + changes`
// as `.parent`, so every sample re-runs what reads it. Named for the script's touches.
// Simplifies: one gesture per host (`FuzzGesture`); the covering view is a gray fill.
import ViewSim

/// A view with a gesture attached as `gesture` says, over the child `node`.
nonisolated struct FuzzGestureHost: View {
    let gesture: FuzzGesture
    let node: FuzzNode
    let scope: FuzzScope
    let value: Int
    let name: String
    @State var ended = 0
    @State var changes = 0
    @GestureState var live = 0

    init(gesture: FuzzGesture, node: FuzzNode, scope: FuzzScope, value: Int, name: String) {
        self.gesture = gesture
        self.node = node
        self.scope = scope
        self.value = value
        self.name = name
    }

    var body: some View {
        let _ = scope.recorder.countBody("FuzzGestureHost")
        var inner = scope
        // swift-format-ignore: NoAssignmentInExpressions
        let _ = inner.binding = $ended
        let content = FuzzView(node: node, scope: inner, value: value &+ live &+ changes)
        covered(attached(innerCover(content)))
            .disabled(gesture.disabled)
            .allowsHitTesting(!gesture.passThrough)
            .accessibilityIdentifier(name)
    }

    /// The content, with a view over it when the cover is inside the gesture's view.
    @ViewBuilder private func innerCover(_ content: FuzzView) -> some View {
        if gesture.cover == 3 { content.overlay { Color.gray } } else { content }
    }

    /// The view with a view drawn over it and its gesture (cover 1), or the same passing touches through (2).
    @ViewBuilder private func covered(_ view: some View) -> some View {
        switch gesture.cover {
        case 1: view.overlay { Color.gray }
        case 2: view.overlay { Color.gray.allowsHitTesting(false) }
        default: view
        }
    }

    /// The view with the gesture attached at its priority and mask, or the convenience modifier.
    @ViewBuilder private func attached(_ view: some View) -> some View {
        let ended = $ended
        let changes = $changes
        let spring = gesture.spring
        let end = {
            if spring {
                withAnimation(.spring) { ended.wrappedValue &+= 1 }
            } else {
                ended.wrappedValue &+= 1
            }
        }
        switch gesture.kind {
        case .onTap(let count):
            view.onTapGesture(count: count) { end() }
        case .onLongPress(let duration):
            view.onLongPressGesture(
                minimumDuration: duration, perform: { end() },
                onPressingChanged: { _ in changes.wrappedValue &+= 1 })
        default:
            let attached = gesture.kind.gesture { changes.wrappedValue &+= 1 }
                .updating($live) { _, state, _ in state &+= 1 }
                .onEnded { _ in end() }
            let mask = gesture.gestureMask
            switch ((gesture.priority % 3) + 3) % 3 {
            case 1: view.highPriorityGesture(attached, including: mask)
            case 2: view.simultaneousGesture(attached, including: mask)
            default: view.gesture(attached, including: mask)
            }
        }
    }
}
