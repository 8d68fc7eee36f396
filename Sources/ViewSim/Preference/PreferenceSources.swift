// Models where a reader's preference value comes from: the views below it that set
// the key it reads, and the views where two or more of their branches meet, in
// view-tree order. SwiftUI's attribute graph keeps each view's preference value as
// an attribute recomputed when one of its inputs changes; viewsim finds these views
// with one walk of the reader's subtree and keeps them until the tree's structure
// changes, so a frame in which only layout moved combines the sources' new values
// without walking the views between them.
// Simplifies: viewsim's model: one structural generation for the whole graph
// (`GraphPreferenceState.treeGeneration`: a view inserted, removed, reordered, or a lazy
// row in or out of view); any such change makes every reader walk once more. The
// values themselves are never kept: each collection asks every source again.
// See docs/ARCHITECTURE.md, "Preferences: collection costs what changed". Lesson: lesson17.
import Foundation

/// The views a reader's value comes from, found by one walk of its subtree.
///
/// A view is kept when it sets the key, or when two or more kept views are below it in
/// different children (where their values are combined: `reduce` is order-dependent, so the
/// grouping is kept as the tree has it). Any other view passes its one child's value up
/// unchanged, so leaving it out changes no value and no order.
struct PreferenceSources {
    /// A kept view.
    struct Item {
        /// Not retained: the tree holds it while `generation` is current, and a stale list is
        /// never read.
        unowned(unsafe) let node: ViewNode
        /// Whether it sets the key (otherwise it is where branches meet).
        let sets: Bool
        /// Its kept descendants nearest to it, in tree order, as indices into `links`.
        let children: Range<Int>
    }

    /// The tree generation it was found at (`GraphPreferenceState.treeGeneration`).
    let generation: Int
    /// The key it was found for.
    let key: PreferenceKeyBox
    /// Not retained: the view the walk started at.
    unowned(unsafe) let start: ViewNode
    /// The kept views, children before their parent.
    var items: [Item] = []
    /// Indices into `items`: each item's kept children.
    var links: [Int] = []
    /// The kept view nearest to `start` (nil: nothing below sets the key).
    var root: Int?

    /// Whether it was found for `key` from `start` in the tree as it is.
    func isCurrent(generation: Int, key: PreferenceKeyBox, start: ViewNode) -> Bool {
        self.generation == generation && self.key === key && self.start === start
    }

    /// Walks `start`'s subtree as `ViewGraph.collect(_:from:)` does (`start` itself always, a
    /// removed view or a lazy row out of view never) and keeps the views the value comes from.
    /// Runs no code of the app's: it only looks at which views set `key`.
    init(key: PreferenceKeyBox, from start: ViewNode, generation: Int, visited: inout Int) {
        self.generation = generation
        self.key = key
        self.start = start
        struct Level {
            unowned(unsafe) let node: ViewNode
            var next = 0
            /// Where this level's children's kept views begin in `pending`.
            let pendingStart: Int
        }
        // The kept view each finished child passes up (children with none pass nothing).
        var pending: [Int] = []
        var stack = [Level(node: start, pendingStart: 0)]
        while let last = stack.indices.last {
            let node = stack[last].node
            let next = stack[last].next
            if next < node.children.count {
                stack[last].next = next + 1
                let child = node.children[next]
                if !child.isRemoved, !child.isOutOfLazyWindow {
                    stack.append(Level(node: child, pendingStart: pending.count))
                }
                continue
            }
            let top = stack.removeLast()
            visited += 1
            let sets = Self.sets(key, top.node)
            let below = pending.count - top.pendingStart
            var kept: Int?
            if sets || below >= 2 {
                let first = links.count
                links.append(contentsOf: pending[top.pendingStart...])
                items.append(Item(node: top.node, sets: sets, children: first..<links.count))
                kept = items.count - 1
            } else if below == 1 {
                kept = pending[top.pendingStart]
            }
            pending.removeSubrange(top.pendingStart...)
            if let kept {
                if stack.isEmpty { root = kept } else { pending.append(kept) }
            }
        }
    }

    /// Whether `node` sets `key`.
    static func sets(_ key: PreferenceKeyBox, _ node: ViewNode) -> Bool {
        guard node.traits.setsPreference,
            let contributor = node.traits.primitiveModifier(node.view) as? any PreferenceContributor
        else { return false }
        return contributor._preferenceKeyBox === key
    }

    /// Whether two lists keep the same views in the same shape (for the cross-check).
    func sameViews(as other: PreferenceSources) -> Bool {
        root == other.root && links == other.links
            && items.elementsEqual(other.items) {
                $0.node === $1.node && $0.sets == $1.sets && $0.children == $1.children
            }
    }
}

/// How readers collect preference values (`SimulationConfiguration.preferenceCollection`).
package enum PreferenceCollection: Sendable {
    /// Each reader keeps the views its value comes from until the tree's structure changes.
    case incremental
    /// Each reader walks its whole subtree at every collection (the reference the cache is
    /// tested against).
    case walk
    /// As `.incremental`, and every kept list is checked against a fresh walk; a difference is
    /// recorded in `ViewGraph.preferenceCacheMismatches` (for tests).
    case checked
}
