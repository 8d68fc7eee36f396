// Models how one view (matched by path) differs between two summaries: the
// counts that differ, and whether it is in both, only in A or only in B.
// Simplifies: a view is in a summary when it ran, skipped or animated there.

/// How one view's updates differ between two summaries.
///
/// ```swift
/// let view = difference.views.first!
/// view.path    // "ContentView › ManyFaces › TimelineView › SubView"
/// view.rows    // [body runs: 0 → 5, reason @self: 0 → 5, body skips: 5 → 0, …]
/// ```
package struct ViewDifference: Equatable, Sendable {
    /// Where the view is in each summary.
    package enum Presence: String, Sendable {
        /// It ran, skipped or animated in both.
        case both
        /// Only in A.
        case onlyInA
        /// Only in B.
        case onlyInB
    }

    /// The view's path (``ViewUpdates/path``).
    package let path: String
    package let presence: Presence
    /// The counts that differ, in a fixed order: nodes (for a view on both sides), body runs, their reasons,
    /// body skips, their reasons, animations.
    package let rows: [DifferenceRow]

    package init(path: String, presence: Presence, rows: [DifferenceRow]) {
        self.path = path
        self.presence = presence
        self.rows = rows
    }

    /// The rows of `a` and `b` (either missing) that differ.
    static func rows(_ a: ViewUpdates?, _ b: ViewUpdates?) -> [DifferenceRow] {
        var rows: [DifferenceRow] = []
        func add(_ what: String, _ countA: Int, _ countB: Int) {
            if countA != countB { rows.append(DifferenceRow(what: what, a: countA, b: countB)) }
        }
        func tallies(_ prefix: String, _ left: [UpdateTally], _ right: [UpdateTally]) {
            let names = Set(left.map(\.name) + right.map(\.name)).sorted()
            for name in names {
                add(
                    prefix + name, left.first { $0.name == name }?.count ?? 0,
                    right.first { $0.name == name }?.count ?? 0)
            }
        }
        // A view on one side only: its other counts say it; how many nodes share its path matters when on both.
        if a != nil, b != nil { add("nodes", a?.nodes ?? 0, b?.nodes ?? 0) }
        add("body runs", a?.bodyRuns ?? 0, b?.bodyRuns ?? 0)
        tallies("reason ", a?.runReasons ?? [], b?.runReasons ?? [])
        add("body skips", a?.bodySkips ?? 0, b?.bodySkips ?? 0)
        tallies("skipped: ", a?.skipReasons ?? [], b?.skipReasons ?? [])
        let left = a?.animations ?? []
        let right = b?.animations ?? []
        for key in Set(left.map(\.key) + right.map(\.key)).sorted() {
            add(
                "animation " + key, left.first { $0.key == key }?.count ?? 0,
                right.first { $0.key == key }?.count ?? 0)
        }
        return rows
    }
}
