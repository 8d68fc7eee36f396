// Models a loop's cycle in view terms, on one line: each hop is what changed
// (an action, a state, a body, a modifier's value, a preference), and the line
// closes where it began — "onPreferenceChange(HeightKey) action →
// GrowingRow._extra → GrowingRow #1 body → GeometryReader #5 body → HeightKey of
// .preference #6 → onPreferenceChange(HeightKey) action".
// Lesson: lesson4, lesson17.

extension Diagnostic {
    /// Whether the diagnostic names an update loop: a value action or preference that changed
    /// too often in a frame, bodies that write what other bodies read, a frame that did not
    /// settle, or a value that never settles across frames.
    public var isLoop: Bool {
        switch kind {
        case .updateLoop, .preferenceLoop, .neverSettles, .unsettledFrame: return true
        default: return !cycle.isEmpty
        }
    }

    /// The loop's hops in view terms, closing where it began; empty when it has no cycle.
    ///
    /// ```swift
    /// sim.trace.diagnostics().first?.cycleHops
    /// // ["onPreferenceChange(HeightKey) action", "GrowingRow._extra", "GrowingRow #1 body", …]
    /// ```
    public var cycleHops: [String] {
        var hops: [String] = []
        for step in cycle {
            guard let hop = step.hop, hops.last != hop else { continue }
            hops.append(hop)
        }
        if let first = hops.first, hops.count > 1, hops.last != first { hops.append(first) }
        return hops
    }

    /// `cycleHops` on one line, joined by arrows.
    public var cycleSummary: String { cycleHops.joined(separator: " → ") }
}

extension CycleStep {
    /// The hop's short form: what changed at this step; nil for the suppressed end of a loop.
    var hop: String? {
        switch self {
        case .bodyWrite(let writer, _): return "\(writer) body"
        case .event(let event):
            switch event.kind {
            case .actionRun(_, let label, _): return "\(label) action"
            case .actionSuppressed: return nil
            case .stateWrite(_, let property, _, _, _): return property
            case .objectWillChange(let object, let property, _, _):
                return object + (property.map { ".\($0)" } ?? "")
            case .bodyEvaluated(let node, _): return "\(node) body"
            case .attributeChanged(let node, let name, _, _): return "\(node) \(name)"
            case .valueChanged(let node, let label, _, _): return "\(label) of \(node)"
            case .preference(let node, let change):
                if change.isGeometry { return "geometry of \(node)" }
                return "\(change.key) of \(change.sources.first ?? node)"
            case .task(let task, _): return "\(task.label) task of \(task.node)"
            default: return TraceText.cycleStep(event)
            }
        }
    }
}
