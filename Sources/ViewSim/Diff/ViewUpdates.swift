// Models one view in an update summary: its body's runs and skips with their
// reasons, and the animations of its attributes, found by its path of view
// types from the root, not by node id (ids differ between runs).
// Simplifies: nodes that share a path (rows of one type, a view removed and
// inserted again) are one entry whose counts add up; `nodes` says how many.

/// What happened to one view (by its path) in a summary's frames.
///
/// ```swift
/// let subView = summary.views.first { $0.path == "ContentView › ManyFaces › TimelineView › SubView" }!
/// subView.bodyRuns    // 5
/// subView.runReasons  // [UpdateTally(name: "@self", count: 5)]
/// ```
package struct ViewUpdates: Equatable, Sendable, Decodable {
    /// The labels of the views with a body from the root down to this node, then
    /// this node's own, joined by ` › ` (`ContentView › ManyFaces › SubView`,
    /// `ContentView › Heart › .scaleEffect`). It starts with `…` when the trace
    /// does not hold the insertion of an ancestor (a trace exported for one step).
    package let path: String
    /// How many nodes had this path (and something to count).
    package let nodes: Int
    /// How many times a body ran.
    package let bodyRuns: Int
    /// The runs' reasons, by `_printChanges` token; a run with two reasons counts in both.
    package let runReasons: [UpdateTally]
    /// How many times a body was skipped.
    package let bodySkips: Int
    /// The skips' reasons, in the trace's words.
    package let skipReasons: [UpdateTally]
    /// The animations of this node's attributes.
    package let animations: [AnimationStart]

    package init(
        path: String, nodes: Int, bodyRuns: Int, runReasons: [UpdateTally], bodySkips: Int,
        skipReasons: [UpdateTally], animations: [AnimationStart]
    ) {
        self.path = path
        self.nodes = nodes
        self.bodyRuns = bodyRuns
        self.runReasons = runReasons
        self.bodySkips = bodySkips
        self.skipReasons = skipReasons
        self.animations = animations
    }
}
