// Models Core Graphics' `CGLineCap` (missing from Foundation on Linux): how a
// stroked open line ends. Simplifies: nothing. Lesson: lesson11 (round-capped hands).

/// How the ends of a stroked line are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square, ending exactly at the end point.
    case butt
    /// A half circle beyond the end point.
    case round
    /// A half square beyond the end point.
    case square
}
