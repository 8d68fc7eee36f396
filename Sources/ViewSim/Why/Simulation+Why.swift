// Models the why query asked of a simulation: as `Trace.why`, and a view may also be
// named by its `.accessibilityIdentifier`, as a script names it (`sim.tap("heart")`).
// Simplifies: an identifier is looked up in the tree as it is now (the end of the run).

extension Simulation {
    /// Why `view`'s body ran or was skipped in `scope`, or, with an `attribute`, why that
    /// value did or did not animate (`Trace.why(_:attribute:in:)`). `view` is a label as the
    /// trace prints it (`"SubView"`, `"SubView #6"`, `"#6"`) or, when no node has that label,
    /// an accessibility identifier of a view in the tree now.
    ///
    /// ```swift
    /// try sim.tap("heart")
    /// sim.why("heart", attribute: "scale").answers[0].verdict   // .animated
    /// ```
    public func why(_ view: String, attribute: String? = nil, in scope: WhyScope = .wholeRun) -> WhyReport {
        let report = trace.why(view, attribute: attribute, in: scope)
        guard report.nodes.isEmpty, let named = graph.node(named: view) else { return report }
        return trace.why("#\(named.id)", attribute: attribute, in: scope)
    }
}
