// Models the per-view memory behind SwiftUI's loop detection and viewsim's
// once-only warnings: how many `onChange` dispatches ran in this frame, and
// which warnings this view identity has already given.
// Simplifies: SwiftUI logs its update-loop warning once per view identity; the
// same rule is used for the non-finite value warning, and the body-write warning
// is given once per view and frame.

/// `onChange` dispatch counting and the warnings a node has already given.
///
/// ```swift
/// node.reports.dispatchCount   // 3 in this frame: suppressed, warned once
/// ```
struct NodeReports {
    /// The update `dispatchCount` counts in: a frame, and the main actor's turn in it
    /// (work on the main queue runs in a later run loop turn, so a later update).
    var dispatchUpdate = (frame: -1, turn: -1)
    /// `onChange` dispatches of this node in `dispatchUpdate`; the third is suppressed.
    var dispatchCount = 0
    /// Whether this node's update-loop warning was recorded (once per identity).
    var warnedLoop = false
    /// Whether a non-finite animatable value was reported for this view (once per identity).
    var warnedNonFinite = false
    /// The frame in which this view's body-write warning was last recorded.
    var observableWriteWarningFrame = -1
}
