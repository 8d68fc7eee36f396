// Models how a script finds views: by `.accessibilityIdentifier` name, and the
// tap a name means (the first `onTapGesture` inside the view, or else the
// nearest one around it).
// Simplifies: no hit testing or layout; names are looked up in tree order.
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
    package func tapTarget(named name: String) -> (node: ViewNode, action: () -> Void)? {
        guard let named = node(named: name) else { return nil }
        func action(of node: ViewNode) -> (() -> Void)? {
            ((node.view as? any AnyModifiedContent)?._anyModifier as? _TapGestureModifier)?.action
        }
        for node in named.subtree() { if let run = action(of: node) { return (node, run) } }
        var ancestor = named.parent
        while let current = ancestor {
            if let run = action(of: current) { return (current, run) }
            ancestor = current.parent
        }
        return nil
    }
}
