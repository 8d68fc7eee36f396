// Models SwiftUI's environment: each node keeps the environment it sees and the
// one its children see (after an `.environment` modifier); a changed value is
// pushed down the subtree and invalidates the views whose `@Environment` reads
// differ.
// Simplifies: whole `EnvironmentValues` per node (copy-on-write), compared per
// read property; `.font` stays on its node (see docs/ARCHITECTURE.md, choices).
import Foundation

extension ViewGraph {
    // MARK: - Environment

    /// The environment `node`'s children see, given the one `node` sees: changed by
    /// an `.environment` modifier, unchanged otherwise.
    func childEnvironment(of node: ViewNode, from environment: EnvironmentValues) -> EnvironmentValues {
        // The type's modifier access (`ViewTypeTraits`), not two protocol casts per node.
        guard node.traits.hasPrimitiveModifier, let modifier = node.traits.primitiveModifier(node.view),
            modifier._writesEnvironment
        else { return environment }
        var environment = environment
        modifier._transformEnvironment(&environment)
        return environment
    }

    /// Pushes a changed environment down the subtree below `node`, invalidating the
    /// views whose `@Environment` values differ. Iterative (deep trees).
    func propagateEnvironment(below node: ViewNode) {
        var stack = node.children.reversed().map { ($0, node.childEnvironment) }
        while let (child, environment) = stack.popLast() {
            let old = child.environment
            child.environment = environment
            for property in child.properties {
                guard let read = property.environmentValue else { continue }
                let before = read(old)
                let after = read(environment)
                if !ValueComparison.isEqual(before, after) {
                    let event = record(
                        .environmentChange(
                            node: child.reference, property: property.label,
                            old: TraceValue(before, epoch: clock.startDate),
                            new: TraceValue(after, epoch: clock.startDate)),
                        cause: activeCause)
                    invalidate(child, reason: .property(property.label, .environment), cause: event)
                }
            }
            let below = childEnvironment(of: child, from: environment)
            child.childEnvironment = below
            stack.append(contentsOf: child.children.reversed().map { ($0, below) })
        }
    }
}
