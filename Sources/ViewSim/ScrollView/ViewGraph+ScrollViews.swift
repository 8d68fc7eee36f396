// Models how a script finds a scroll view and moves it: by the
// `.accessibilityIdentifier` on it or around it (the first scroll view inside
// the named view, else the nearest one around it), and the offset change that
// follows, clamped to the content and laid out in the same frame.
// Simplifies: no gestures; scroll views are found in tree order. Lesson: lesson 14.
import Foundation

extension ViewGraph {
    /// Every scroll view in the tree, in tree order.
    func scrollViews() -> [ViewNode] {
        (root?.subtree() ?? []).filter { $0.scroll != nil && !$0.isRemoved }
    }

    /// The name a script can use for a scroll view: the identifier on it or the nearest one around it.
    func scriptName(ofScrollView node: ViewNode) -> String? {
        var current: ViewNode? = node
        while let candidate = current {
            if let name = candidate.name { return name }
            current = candidate.parent
        }
        return nil
    }

    /// The scroll view `name` means: the first inside the view with that name, else the nearest around it.
    ///
    /// - Throws: `SimulationError.scrollViewNotFound` naming the scroll views there are.
    func scrollView(named name: String) throws -> ViewNode {
        if let named = node(named: name) {
            if let inside = named.subtree().first(where: { $0.scroll != nil && !$0.isRemoved }) { return inside }
            if let around = enclosingScrollView(of: named) { return around }
        }
        var names: [String] = []
        var unnamed = 0
        for node in scrollViews() {
            if let known = scriptName(ofScrollView: node) {
                if !names.contains(known) { names.append(known) }
            } else {
                unnamed += 1
            }
        }
        throw SimulationError.scrollViewNotFound(name, available: names, unnamed: unnamed)
    }
}

extension SimulationError {
    /// The messages of the scroll verbs' errors.
    var scrollDescription: String {
        switch self {
        case .scrollViewNotFound(let name, let available, let unnamed):
            let others = unnamed == 0 ? "" : " (and \(unnamed) without a name)"
            guard !available.isEmpty else {
                let there = unnamed == 0 ? "there is no scroll view on screen" : "no scroll view has a name\(others)"
                return
                    "No scroll view is named \"\(name)\"; \(there). A scroll view is found by the .accessibilityIdentifier on it or around it."
            }
            return
                "No scroll view is named \"\(name)\"; scroll views: \(available.map { "\"\($0)\"" }.joined(separator: ", "))\(others)."
        case .scrollDisabled(let name):
            return
                "The scroll view \"\(name)\" has scrolling disabled (.scrollDisabled(true) is above it), so a user cannot scroll it. Code can still scroll it (ScrollViewProxy.scrollTo, a .scrollPosition binding); enable it first, or check that the script expects it to be disabled."
        default:
            return ""
        }
    }
}
