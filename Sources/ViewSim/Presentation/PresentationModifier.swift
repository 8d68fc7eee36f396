// Models what every modal presentation modifier does in the graph: while shown,
// the presented view is a child of the presenting view (so the environment flows
// into it), laid out in the screen's presentation area and drawn above the
// screen; when it is dismissed its subtree and state are removed.
// viewsim's model: the presented view is the presenter's second child (like an
// overlay's), placed after layout at `PresentationKind.rect(in:)`; `onDismiss`
// runs after the update that removed it, as a post-update action.
// Simplifies: no presentation transition (issue 28); one presentation per presenter is drawn.
import Foundation

/// A presenter: its content, and the presented view while it is shown.
nonisolated public struct _PresentationModifier: PrimitiveModifier {
    package var kind: PresentationKind
    /// The presented screen while shown, with the identity of what it shows (a sheet item's id).
    package var presented: (identity: AnyHashable, screen: AnyView)?
    package var onDismiss: (() -> Void)?

    package var _label: String { "\(kind.modifierName)\(presented == nil ? "" : " (shown)")" }
    package var _traceName: String { kind.modifierName }
    package var _attributes: [NodeAttribute] { [NodeAttribute("isPresented", .bool(presented != nil))] }

    package func _children(content: any View) -> [(ChildKey, any View)] {
        guard let presented else { return [(.single, content)] }
        let shown = _PresentedContent(kind: kind, identity: presented.identity, screen: presented.screen)
        return [(.single, content), (.secondary, shown)]
    }

    package func _didInsert(node: ViewNode) { node.graph.layoutState.presentationHosts.append(node) }

    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        guard let old = old as? _PresentationModifier, let was = old.presented,
            presented?.identity != was.identity, let onDismiss = old.onDismiss
        else { return }
        node.graph.enqueueAction(from: node, label: "onDismiss", cause: node.graph.activeCause, onDismiss)
    }
}

/// The presented view under its presenter, identified by what it shows (a new sheet item
/// replaces it: the old subtree is removed with its state, the new one inserted).
nonisolated public struct _PresentedContent: PrimitiveView {
    package var kind: PresentationKind
    package var identity: AnyHashable
    package var screen: AnyView
    package func _children() -> [(ChildKey, any View)] { [(.explicit(identity), screen)] }
    package var _label: String { "\(kind.modifierName) content" }
    package var _traceName: String { "Presented" }
}

/// Marks the root of a presented view: its kind and how it is dismissed.
nonisolated public struct _PresentedScreenModifier: PrimitiveModifier {
    package var kind: PresentationKind
    package var dismiss: () -> Void
    package var _label: String { ".presented(\(kind.modifierName))" }
    package var _traceName: String { ".presented" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("presentation", .text(kind.rawValue))] }
}

/// The presented view: its content with the environment of a presentation.
nonisolated struct PresentedScreen<Content: View>: View {
    let kind: PresentationKind
    /// The presenter's node and kind: what `dismiss` dismisses, for `==`.
    let target: AnyHashable
    let dismiss: () -> Void
    let content: Content
    @Environment(\._navigationStack) private var stack

    var body: some View {
        Group {
            if kind == .push {
                if let stack {
                    NavigationScreen(
                        level: stack.depth + 1, isTop: true, context: stack, content: content, popsOnDismiss: false)
                }
            } else if kind == .alert || kind == .confirmationDialog {
                content
            } else {
                content.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.white)
            }
        }
        .environment(\.dismiss, DismissAction(target: target, action: dismiss))
        .environment(\.isPresented, true)
        // A presentation is not part of the presenter's navigation stack (a link in it does not push there);
        // a destination shown by `navigationDestination(isPresented:)` is.
        .environment(\._navigationStack, kind == .push ? stack : nil)
        .modifier(_PresentedScreenModifier(kind: kind, dismiss: dismiss))
    }
}

/// Builds a presenter from a `Bool` binding or an optional item binding.
enum Presentation {
    /// A presenter shown while `isPresented` is true.
    static func modifier<Content: View>(
        _ kind: PresentationKind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: () -> Content
    ) -> _PresentationModifier {
        guard isPresented.wrappedValue else { return _PresentationModifier(kind: kind, onDismiss: onDismiss) }
        let target = AnyHashable("\(kind.rawValue) isPresented")
        let screen = PresentedScreen(
            kind: kind, target: target, dismiss: { isPresented.wrappedValue = false }, content: content())
        return _PresentationModifier(kind: kind, presented: (target, AnyView(screen)), onDismiss: onDismiss)
    }

    /// A destination shown over its stack's screen while `item` is not nil; another value replaces it.
    static func push<D: Hashable, Content: View>(item: Binding<D?>, destination: (D) -> Content)
        -> _PresentationModifier
    {
        guard let value = item.wrappedValue else { return _PresentationModifier(kind: .push, onDismiss: nil) }
        let identity = AnyHashable(value)
        let screen = PresentedScreen(
            kind: .push, target: identity, dismiss: { item.wrappedValue = nil }, content: destination(value))
        return _PresentationModifier(kind: .push, presented: (identity, AnyView(screen)), onDismiss: nil)
    }

    /// A presenter shown while `item` is not nil; an item with a new `id` replaces the presented view.
    static func modifier<Item: Identifiable, Content: View>(
        _ kind: PresentationKind, item: Binding<Item?>, onDismiss: (() -> Void)?, content: (Item) -> Content
    ) -> _PresentationModifier {
        guard let value = item.wrappedValue else { return _PresentationModifier(kind: kind, onDismiss: onDismiss) }
        let identity = AnyHashable(value.id)
        let screen = PresentedScreen(
            kind: kind, target: identity, dismiss: { item.wrappedValue = nil }, content: content(value))
        return _PresentationModifier(kind: kind, presented: (identity, AnyView(screen)), onDismiss: onDismiss)
    }
}
