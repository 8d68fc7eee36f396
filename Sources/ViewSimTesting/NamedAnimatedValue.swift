// Finds the animated value an animation check is about: the view named with
// `.accessibilityIdentifier`, then the attribute in it or below it. When either
// is missing, builds the failure message that lists what exists instead.
// Simplifies: the named view is looked up in the tree as it is now.
import ViewSim

/// The views an animation check looks at: the named view and everything below it.
struct NamedSubtree {
    let name: String
    /// The named view and its descendants, parents first.
    let nodes: [NodeRef]
    /// The attributes each node shows now, for "what exists" lists.
    let attributes: [(node: NodeRef, attributes: [NodeAttribute])]

    var ids: Set<Int> { Set(nodes.map(\.id)) }

    /// Looks up `name`, or returns the message saying it does not exist.
    static func resolve(_ sim: Simulation, name: String, check: String) -> Result<NamedSubtree, ScopeError> {
        guard let named = sim.graph.node(named: name) else {
            let names = sim.viewNames
            var message = FailureMessage(
                headline: "No view is named \"\(name)\", so \(check) cannot be checked.",
                fix: names.isEmpty
                    ? "name the view with .accessibilityIdentifier(\"\(name)\") (it is looked up with everything below it)."
                    : "pass one of the names above\(suggestion(for: name, among: names)), or name the view with .accessibilityIdentifier(\"\(name)\")."
            )
            message.section(
                "Named views",
                names.isEmpty ? ["none: no view has an .accessibilityIdentifier"] : names.map { "\"\($0)\"" })
            return .failure(ScopeError(message: message.text))
        }
        let members = named.subtree()
        return .success(
            NamedSubtree(
                name: name, nodes: members.map(\.reference),
                attributes: members.map { ($0.reference, $0.attributes) }.filter { !$0.1.isEmpty }))
    }

    /// The animation events of the subtree, optionally of one attribute, in order.
    func animationEvents(in trace: Trace, attribute: String? = nil, scope: ResolvedScope? = nil)
        -> [AnimationEventRecord]
    {
        let ids = self.ids
        let frames = scope.map { Set($0.frames(of: trace).map(\.index)) }
        return trace.animationEvents(attribute: attribute).filter {
            ids.contains($0.node.id) && (frames?.contains($0.frame) ?? true)
        }
    }

    /// The node whose `attribute` animated first (tree order breaks ties), if any did.
    func animatedNode(_ attribute: String, in trace: Trace) -> NodeRef? {
        let events = animationEvents(in: trace, attribute: attribute)
        return nodes.first { node in events.contains { $0.node.id == node.id } }
    }

    /// "opacity = 1 (.opacity #6)" for every attribute shown now in the subtree.
    var attributeLines: [String] {
        attributes.flatMap { entry in entry.attributes.map { "\($0.name) = \($0.value)  (\(entry.node))" } }
    }

    /// "opacity of .opacity #6 (first at frame 1)" for every value that animated in the subtree.
    func animatedLines(in trace: Trace) -> [String] {
        let ids = self.ids
        return trace.animatedValues().filter { ids.contains($0.node.id) }.map { value in
            let first = trace.animationEvents(of: value.node.id, attribute: value.attribute).first
            return "\(value.attribute) of \(value.node)" + (first.map { " (first at frame \($0.frame))" } ?? "")
        }
    }

    /// Whether any node in the subtree shows `attribute` now.
    func shows(_ attribute: String) -> Bool {
        attributes.contains { entry in entry.attributes.contains { $0.name == attribute } }
    }

    /// The names of the attributes the subtree shows now or animated, sorted (for "did you mean").
    func attributeNames(in trace: Trace) -> [String] {
        let ids = self.ids
        let shown = attributes.flatMap { $0.attributes.map(\.name) }
        let animated = trace.animatedValues().filter { ids.contains($0.node.id) }.map(\.attribute)
        return Array(Set(shown + animated)).sorted()
    }

    /// The message for an attribute that never animated in the subtree.
    func neverAnimatedMessage(_ attribute: String, trace: Trace, check: String) -> String {
        let exists = shows(attribute)
        let headline =
            exists
            ? "\(attribute) of \"\(name)\" never animated, so \(check) cannot be checked."
            : "\"\(name)\" has no \(attribute) attribute that animated\(suggestion(for: attribute, among: attributeNames(in: trace))), so \(check) cannot be checked."
        var message = FailureMessage(
            headline: headline,
            fix: exists
                ? "make the change that should animate run in an animated transaction: inside withAnimation, below an .animation(_:value:) whose value changes in it, or with a Binding.animation(_:). A change without an animation shows as \(TraceGlyph.changed.symbol) in the trace."
                : "check the attribute's name: it is the name the trace uses (opacity, scale, rotation, offset, frame, trim(from:), trim(to:), foregroundStyle, fill, stroke, lineWidth, or animatableData for an Animatable view or modifier) of a view inside \"\(name)\"."
        )
        let animated = animatedLines(in: trace)
        message.section("Values that animated in \"\(name)\"", animated.isEmpty ? ["none"] : animated)
        message.section("Attributes in \"\(name)\" now", attributeLines.isEmpty ? ["none"] : attributeLines)
        message.section("What happened to \"\(name)\"", relevantLines(in: trace, attribute: nil))
        return message.text
    }

    /// The trace lines an animation check quotes: the transaction changes and the
    /// animation events of the subtree (frame samples folded when there are many).
    func relevantLines(in trace: Trace, attribute: String?, scope: ResolvedScope? = nil, limit: Int = 24) -> [String] {
        let ids = self.ids
        let frames = scope.map { Set($0.frames(of: trace).map(\.index)) }
        var lines: [String] = []
        var folded = 0
        var pendingFrames: [String] = []
        func flushFrames() {
            if pendingFrames.count > 3 {
                lines.append(pendingFrames[0])
                lines.append("… \(pendingFrames.count - 2) more frames …")
                lines.append(pendingFrames[pendingFrames.count - 1])
                folded += pendingFrames.count - 2
            } else {
                lines += pendingFrames
            }
            pendingFrames = []
        }
        for record in trace.frames where frames?.contains(record.index) ?? true {
            for event in record.events {
                switch event.kind {
                case .transaction:
                    // Any node's: the modifier that changed the transaction is usually above the view.
                    flushFrames()
                    lines.append("frame \(record.index): \(TraceText.line(for: event))")
                case .animation(let node, let name, let phase) where ids.contains(node.id):
                    if let attribute, !Trace.attribute(name, matches: attribute) { continue }
                    let line = "frame \(record.index): \(TraceText.line(for: event))"
                    if case .frame = phase {
                        pendingFrames.append(line)
                    } else {
                        flushFrames()
                        lines.append(line)
                    }
                case .completion:
                    flushFrames()
                    lines.append("frame \(record.index): \(TraceText.line(for: event))")
                default:
                    continue
                }
            }
        }
        flushFrames()
        if lines.count > limit {
            let hidden = lines.count - limit
            lines =
                Array(lines.prefix(limit)) + [
                    "… \(hidden) more line\(hidden == 1 ? "" : "s"); print(sim.trace.text()) shows everything"
                ]
        }
        return lines.isEmpty ? ["no transaction or animation events"] : lines
    }
}

/// " Did you mean "box"?" for a close name, or "".
func suggestion(for name: String, among names: [String]) -> String {
    names.map { (name: $0, distance: $0.editDistance(to: name)) }
        .filter { $0.distance <= max(2, name.count / 3) }
        .min { $0.distance < $1.distance }
        .map { " (did you mean \"\($0.name)\"?)" } ?? ""
}
