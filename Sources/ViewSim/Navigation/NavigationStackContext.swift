// Models what SwiftUI's navigation authority knows about one stack: the values
// and views pushed, the `navigationDestination`s declared inside it, and how to
// push and pop. viewsim's model: one reference per stack, handed down the
// environment; the stack refreshes its closures every time its body runs.
// Simplifies: destinations are looked up by the value's type only, last declared wins.

/// One `NavigationStack`'s pushes, pops and declared destinations.
package final class NavigationStackContext {
    /// A `navigationDestination(for:destination:)` declared inside the stack.
    struct Destination {
        /// The node of the modifier that declared it.
        let owner: Int
        let type: ObjectIdentifier
        /// The type's name, for errors.
        let typeName: String
        let make: (AnyHashable) -> AnyView?
    }

    /// The path's values, first pushed first, as they are now.
    package var values: [AnyHashable] { readValues() }
    /// How many views destination-form links pushed above the values, now.
    package var pushedViewCount: Int { readPushedViewCount() }
    var readValues: () -> [AnyHashable] = { [] }
    var readPushedViewCount: () -> Int = { 0 }
    /// The stack's node, for the trace and errors.
    package internal(set) weak var node: ViewNode?
    var setValues: ([AnyHashable]) -> Void = { _ in }
    var pushView: (AnyView) -> Void = { _ in }
    var popViews: (Int) -> Void = { _ in }
    private var destinations: [Destination] = []
    /// The types a missing destination was reported for (once per type and stack).
    private var reportedMissing: Set<ObjectIdentifier> = []

    /// The screens above the root.
    package var depth: Int { values.count + pushedViewCount }

    /// Pushes `value` onto the path.
    package func push(_ value: AnyHashable) { setValues(values + [value]) }

    /// Pops the top `count` screens (views pushed by links first, then values); false when fewer are pushed.
    @discardableResult
    package func pop(_ count: Int = 1) -> Bool {
        guard count > 0, count <= depth else { return false }
        let views = min(count, pushedViewCount)
        let values = self.values
        if views > 0 { popViews(views) }
        let rest = count - views
        if rest > 0 { setValues(Array(values.dropLast(rest))) }
        return true
    }

    /// Pops every screen above `level` (0 is the root).
    package func pop(toLevel level: Int) { pop(depth - max(0, level)) }

    func register(_ destination: Destination) {
        destinations.removeAll { $0.owner == destination.owner }
        destinations.append(destination)
    }

    func unregister(owner: Int) { destinations.removeAll { $0.owner == owner } }

    /// The value types that have a destination, in declaration order, without repeats.
    package var destinationTypeNames: [String] {
        var names: [String] = []
        for destination in destinations where !names.contains(destination.typeName) {
            names.append(destination.typeName)
        }
        return names
    }

    /// Whether a destination for `value`'s type is declared.
    package func hasDestination(for value: AnyHashable) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        return destinations.contains { $0.type == type }
    }

    /// The view the last declared destination for `value`'s type makes.
    func destination(for value: AnyHashable) -> AnyView? {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        return destinations.last { $0.type == type }?.make(value)
    }

    /// Records SwiftUI's message for a value with no destination, once per type.
    func reportMissingDestination(for value: AnyHashable, in graph: ViewGraph?, node: NodeRef?) {
        let type = Swift.type(of: value.base)
        guard let graph, reportedMissing.insert(ObjectIdentifier(type)).inserted else { return }
        graph.openLooseFrameIfNeeded()
        graph.record(
            .diagnostic(.missingNavigationDestination(typeName: "\(type)", node: node)), cause: graph.activeCause)
    }
}
