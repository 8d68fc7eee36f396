// Runs the renderer closures of the `Canvas` views whose inputs changed or
// whose size changed, after layout, and records each run in the trace.
// Simplifies: being written (issue 11).

extension ViewGraph {
    /// Runs the renderers of the canvases that must draw in this frame.
    func drawCanvasesIfNeeded() {}
}
