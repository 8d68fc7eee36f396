// How much of a frame's cause → effect tree the text shows: which events, which
// detail lines under them, and whether a run of skipped siblings prints as one
// line. The full trace shows everything; a step summary (`StepSummary`) asks
// for less when a step's trace would not fit one screen.
// Simplifies: an event left out passes its place in the tree to its effects,
// as the options' hidden insertions do; details are filtered line by line.

/// Which events and detail lines a frame's text tree shows
/// (``Trace/textTree(frame:options:style:)``).
package struct FrameTextStyle {
    /// Whether to show `event` (on top of ``TraceTextOptions``); a hidden event's
    /// effects move up to its nearest shown cause.
    package var shows: (TraceEvent) -> Bool
    /// Whether to show a detail line (`@self: date t=0s → t=1s`, `entry: …`,
    /// a cycle's hops) of `event`.
    package var showsDetail: (TraceEvent, String) -> Bool
    /// Whether consecutive skipped siblings with no effects print as one line
    /// (`○ 3 skipped, unchanged: A #2, B #3, C #4`); `keepsSkip` names those
    /// that keep a line of their own.
    package var groupsSkips: Bool
    /// A skip that keeps its own line when skips are grouped.
    package var keepsSkip: (TraceEvent) -> Bool
    /// Words added to an event's line (`(and 3 views with a body inside it)`), if any.
    package var annotation: (TraceEvent) -> String?

    package init(
        shows: @escaping (TraceEvent) -> Bool = { _ in true },
        showsDetail: @escaping (TraceEvent, String) -> Bool = { _, _ in true },
        groupsSkips: Bool = false,
        keepsSkip: @escaping (TraceEvent) -> Bool = { _ in false },
        annotation: @escaping (TraceEvent) -> String? = { _ in nil }
    ) {
        self.shows = shows
        self.showsDetail = showsDetail
        self.groupsSkips = groupsSkips
        self.keepsSkip = keepsSkip
        self.annotation = annotation
    }

    /// Everything: the full trace's style.
    package static var full: FrameTextStyle { FrameTextStyle() }
}
