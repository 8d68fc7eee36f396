// The layout pass: after a frame's update passes, sizes and places the views
// whose layout inputs changed (see docs/ARCHITECTURE.md, "Layout").
// Simplifies: being written (issue 11).

extension ViewGraph {
    /// Lays out what changed in this frame.
    func layoutIfNeeded() {}
}
