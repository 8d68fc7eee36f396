// Models where the synthesized `objectWillChange` of an object with no `@Published`
// property (none to hold it) is kept; Combine does not document it.
// Simplifies: viewsim cannot attach storage to an arbitrary object, so such
// publishers live in a table owned by one simulation's graph — not process-wide —
// and entries whose object has gone are pruned as the table grows.
// Objects with a `@Published` property never use it (`PublishedIdentity` holds
// their publisher).

/// The synthesized publishers of one simulation's objects that have no
/// `@Published` property, by object identity.
package final class PublisherRegistry {
    private var publishers: [ObjectIdentifier: ObservableObjectPublisher] = [:]
    /// The size at which the next insertion prunes entries whose object is gone:
    /// twice the size after the last pruning, so pruning costs O(1) per insertion.
    private var pruneAt = 16

    /// How many publishers the table holds (live or not yet pruned).
    package var count: Int { publishers.count }

    /// The publisher of `object`, created on first use.
    ///
    /// An entry is reused only while its object lives (`owner`), so a new object
    /// at the address of a freed one gets its own publisher.
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        if let existing = publishers[key], existing.owner === object { return existing }
        if publishers.count >= pruneAt {
            // Removing by a condition does not depend on the table's order.
            publishers = publishers.filter { $0.value.owner != nil }
            pruneAt = max(16, publishers.count * 2)
        }
        let publisher = ObservableObjectPublisher()
        publisher.owner = object
        publishers[key] = publisher
        return publisher
    }
}
