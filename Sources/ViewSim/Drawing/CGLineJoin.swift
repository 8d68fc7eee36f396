// Models Core Graphics' `CGLineJoin` (missing from Foundation on Linux): how two
// stroked segments meet. Simplifies: nothing. Lesson: lesson11 (the timer's hands).

/// How the corners of a stroked path are drawn.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner (up to the miter limit).
    case miter
    /// A rounded corner.
    case round
    /// A cut-off corner.
    case bevel
}
