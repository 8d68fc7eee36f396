// The public entry to the attribute graph: the graph now, with the activity of the
// current step's frames. Simplifies: derived on request from the snapshot and the trace,
// so simulating records nothing extra. Lesson: lesson 1, step 1.

extension Simulation {
    /// The attribute graph now, with what the current step's frames did to each attribute.
    ///
    /// Derived after the fact from ``snapshot()`` and the trace: asking costs nothing while
    /// simulating. Sizes and positions are not traced per frame, so they are "not recorded"
    /// here except for views inserted in the step; `AttributeGraph(snapshot:frames:previous:…)`
    /// compares two snapshots.
    ///
    /// ```swift
    /// try sim.step("a second") { try sim.advance(by: 1.1) }
    /// let graph = try sim.attributeGraph(root: "SubView")
    /// graph.attribute(ofView: 11, kind: .value)?.state   // .comparedEqual
    /// ```
    ///
    /// - Parameters:
    ///   - root: the view whose subtree to show (`SubView`, `SubView #11`, `#11` or an
    ///     accessibility identifier); nil for the whole graph.
    ///   - depth: how many levels below `root` to show; nil for all.
    /// - Throws: ``AttributeGraphError`` for a name that names no view (or several), a
    ///   negative depth, or more than ``AttributeGraph/maximumAttributes`` attributes.
    public func attributeGraph(root: String? = nil, depth: Int? = nil) throws -> AttributeGraph {
        try AttributeGraph(snapshot: snapshot(), frames: trace.frames(inStep: currentStep), root: root, depth: depth)
    }
}
