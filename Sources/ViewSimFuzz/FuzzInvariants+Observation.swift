// Models the promise that an `@Observable` write is named truthfully: a change
// names only properties the model has; and a change reported to a view that
// holds the model names the property that view reads, with the value it read
// before and a value written since (or, when the writes left it equal, says an
// equal value was set), never another property and never "could not tell".
// Simplifies: holders read one property each, so "the property written" is that
// one; another property written in the same action from and to the same values
// is indistinguishable by value, and may be named too.

extension FuzzInvariants {
    /// The shared model's type name and its properties, as the trace names them.
    static let modelType = "FuzzObservableModel"
    static let modelProperties: Set<String> =
        Set((0..<FuzzObservableModel.propertyCount).map { "\(modelType).p\($0)" } + ["\(modelType).items"])

    /// Every change names existing properties, and each one reported to a holder
    /// names exactly what its writes did to the property it reads.
    public static func observationNames(_ facts: FuzzObservationFacts) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        func fail(_ change: FuzzObservationFacts.Change, _ message: String) {
            found.append(FuzzViolation(.observationName, "\(change.node) in frame \(change.frame): \(message)"))
        }
        for change in facts.changes {
            if change.object == modelType, let name = change.names.first(where: { !modelProperties.contains($0) }) {
                fail(change, "names \(name), which \(modelType) does not have")
                continue
            }
            guard let holder = change.holder else { continue }
            let expected = "\(modelType).p\(holder.property)"
            guard change.object == modelType, change.compared else {
                let object = change.object ?? "no type"
                fail(change, "holds the model, yet the change says viewsim could not tell what changed (\(object))")
                continue
            }
            guard let read = holder.read else {
                fail(change, "a change of \(expected) before the view read it")
                continue
            }
            guard !holder.writes.isEmpty else {
                fail(change, "a change of \(expected) with no write of it since the view read \(read)")
                continue
            }
            let written = holder.writes.map { "\($0.old) → \($0.new)" }.joined(separator: ", ")
            guard let own = change.properties.first(where: { $0.name == expected }) else {
                if !change.properties.isEmpty {
                    let names = change.names.joined(separator: ", ")
                    fail(change, "names \(names); the view reads \(expected) only (written \(written))")
                } else if !holder.writes.contains(where: { $0.new == read }) {
                    // Equal writes do not notify: only writes that left the property as read (1 → 2, 2 → 1) say so.
                    fail(
                        change,
                        "says an equal value was set; the view read \(read) and \(expected) was written \(written)")
                }
                continue
            }
            if own.old != "\(read)" || !holder.writes.contains(where: { "\($0.new)" == own.new }) || own.old == own.new
            {
                fail(
                    change,
                    "\(expected): \(own.old) → \(own.new); the view read \(read), then it was written \(written)")
            } else if let other = change.properties.first(where: {
                $0.name != expected && ($0.old != own.old || $0.new != own.new)
            }) {
                // Another property written in the same action with the same two values cannot be told
                // apart from it by comparing values (viewsim's model); one with other values can.
                fail(
                    change,
                    "names \(other.name): \(other.old) → \(other.new) too; "
                        + "the view reads \(expected) only (\(own.old) → \(own.new))")
            }
        }
        return limited(found)
    }
}
