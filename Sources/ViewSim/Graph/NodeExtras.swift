// Models the part of a view's attribute-graph node that few views use: running
// animations, transitions, preference and geometry readers, lazy, scroll and
// timeline state, a custom modifier's placeholders, a built-in view's memo of its
// children, the warnings it gave, and the values kept for the trace.
// Simplifies: SwiftUI keeps such state in attributes of its own, made only for
// the views that need them; viewsim keeps it in one object per node, made the
// first time one of its fields is set to something other than its default.
// Lesson: none (a memory layout detail; docs/Benchmarks.md, eighth round).
import Foundation

/// The fields of a `ViewNode` that a plain view (a `Text`, a composite leaf) never sets.
///
/// A node makes its extras the first time one of these is set to a value other than its
/// default (`ViewNode.makeExtras()`), and keeps them for its life; until then each field
/// reads as its default, and writing its default changes nothing. Each field keeps its old
/// name as a property of `ViewNode` that reads and writes it here, so callers do not see the
/// difference. The flags that hot paths test (`ViewNode.hasAnimator`,
/// `ViewNode.hasNonFiniteReplacement`) stay on the node.
///
/// ```swift
/// node.extras == nil                      // a plain leaf: 8 bytes on the node, nothing else
/// node.animator = animator                // makes the extras, keeps the animator in them
/// ```
final class NodeExtras {
    /// See `ViewNode.animator` (its observers run on the node).
    @exclusivity(unchecked) var animator: (any NodeAnimating)?
    /// See `ViewNode.geometryAnimator`.
    @exclusivity(unchecked) var geometryAnimator: NodeAnimator<CGRect>?
    /// See `ViewNode.transition`.
    @exclusivity(unchecked) var transition: NodeTransitionState?
    /// See `ViewNode.removingChildren`.
    @exclusivity(unchecked) var removingChildren: [ViewNode] = []
    /// See `ViewNode.placeholders`.
    @exclusivity(unchecked) var placeholders: [ViewNode] = []
    /// See `ViewNode.canvasDisplayItems`.
    @exclusivity(unchecked) var canvasDisplayItems: [DisplayList.Item] = []
    /// See `ViewNode.preference`.
    @exclusivity(unchecked) var preference: NodePreferenceState?
    /// See `ViewNode.lazy`.
    @exclusivity(unchecked) var lazy: LazyContainerState?
    /// See `ViewNode.scroll`.
    @exclusivity(unchecked) var scroll: ScrollViewState?
    /// See `ViewNode.timeline`.
    @exclusivity(unchecked) var timeline: TimelineState?
    /// See `ViewNode.childrenMemo`.
    @exclusivity(unchecked) var childrenMemo: Any?
    /// See `ViewNode.nonFiniteReplacement` (its observer runs on the node).
    @exclusivity(unchecked) var nonFiniteReplacement: Any?
    /// See `ViewNode.contentTransitionValue`.
    @exclusivity(unchecked) var contentTransitionValue: Double?
    /// See `ViewNode.valueChange`.
    @exclusivity(unchecked) var valueChange: (frame: Int, pass: Int, old: TraceValue, new: TraceValue)?
    /// See `ViewNode.reports`.
    @exclusivity(unchecked) var reports = NodeReports()
    /// See `ViewNode.name`.
    @exclusivity(unchecked) var name: String?
}
