// Models how a script finds views: by `.accessibilityIdentifier` name, and the
// tap a name means (the first `onTapGesture` inside the view, or else the
// nearest one around it).
// Simplifies: a tap by name uses no hit testing or layout (`ViewGraph+HitTesting`
// finds the view at a point); names are looked up in tree order.
import Foundation

extension ViewGraph {
    // MARK: - Taps and names

    /// The node named `name` by `.accessibilityIdentifier`.
    package func node(named name: String) -> ViewNode? {
        root?.subtree().first { $0.name == name }
    }

    /// Every name in the tree, in tree order.
    package var names: [String] {
        var result: [String] = []
        for node in root?.subtree() ?? [] {
            if let name = node.name, !result.contains(name) { result.append(name) }
        }
        return result
    }

    /// The tap action for the view named `name`: the first `onTapGesture` inside
    /// it, or else the nearest one around it.
    ///
    /// viewsim's model: only a view on screen can be tapped (not one below the top of a
    /// navigation stack, nor one under a sheet or alert); when no view has the name, a
    /// `Text` on screen that says it (a button's or link's title) is tapped instead; a
    /// button in an alert or confirmation dialog dismisses it after its action, as in SwiftUI.
    package func tapTarget(named name: String) -> (node: ViewNode, action: () -> Void)? {
        let top = shownPresentations().last
        let all = root?.subtree() ?? []
        let named: ViewNode?
        if all.contains(where: { $0.name == name }) {
            named = all.first { $0.name == name && isReachable($0, top: top) }
        } else {
            named = all.first { node in
                node.traits.primitive(node.view).flatMap { $0 as? Text }?.content == name && isReachable(node, top: top)
            }
        }
        guard let named, let target = tapAction(in: named) else { return nil }
        guard let top, let screen = presentedScreen(of: top), screen.kind.dismissesAfterButtonAction else {
            return target
        }
        return (
            target.node,
            {
                target.action()
                screen.dismiss()
            }
        )
    }

    /// The first `onTapGesture` inside `named`, or else the nearest one around it.
    private func tapAction(in named: ViewNode) -> (node: ViewNode, action: () -> Void)? {
        func action(of node: ViewNode) -> (() -> Void)? {
            ((node.view as? any AnyModifiedContent)?._anyModifier as? _TapGestureModifier)?.action
        }
        for node in named.subtree() { if let run = action(of: node) { return (node, run) } }
        var ancestor = named.parent
        var below = named
        while let current = ancestor {
            // A presented view's taps stay in it: the presenter's own tap is not around it on screen.
            if below.key == .secondary, isPresentationHost(current) { return nil }
            if let run = action(of: current) { return (current, run) }
            below = current
            ancestor = current.parent
        }
        return nil
    }

    /// Why the view named `name` cannot be tapped although it exists, if it is off screen or covered.
    package func whyNotOnScreen(_ name: String) -> String? {
        let named = (root?.subtree() ?? []).filter { $0.name == name }
        guard !named.isEmpty else { return nil }
        let top = shownPresentations().last
        guard !named.contains(where: { isReachable($0, top: top) }) else { return nil }
        if named.allSatisfy({ isInLazyRowOutOfView($0) }) {
            return "it is in a lazy stack's row that left the view (kept, not laid out); scroll it back into view first"
        }
        if named.allSatisfy({ isInUnchosenCandidate($0) }) {
            return "it is a ViewThatFits candidate that was not chosen (another one fits), so it is not on screen"
        }
        if let top, !named.contains(where: { isInOffScreenNavigationScreen($0) }) {
            let kind = presentedScreen(of: top)?.kind.modifierName ?? "presentation"
            return "it is covered by the \(kind) shown; tap a view in it, or sim.dismiss() it first"
        }
        return "it is on a navigation screen below the top one; sim.back() to return to it"
    }
}
