// Models what a run did with its `@Observable` model, in the order it happened:
// every write of `p<k>` or `items` (with the values before and after) and every
// read of a view that holds the model. Simplifies: only the fuzz code's own
// writes and the holders' reads are logged (the engine never writes the model).

/// The writes of the shared `@Observable` model and the holders' reads, in order.
public final class FuzzObservableLog {
    /// One thing that happened to the model.
    public enum Entry: Equatable, Sendable {
        /// `p<k>` (or `items`, `property` nil) was written, from `old` to `new` (the lists' counts for `items`).
        case write(property: Int?, old: Int, new: Int)
        /// A holder's body read `p<k>` and saw `value`.
        case read(property: Int, value: Int)
    }

    /// Everything logged, in order.
    public private(set) var entries: [Entry] = []

    public init() {}

    /// Logs a write.
    func write(_ property: Int?, old: Int, new: Int) { entries.append(.write(property: property, old: old, new: new)) }

    /// Logs a holder's read.
    func read(_ property: Int, _ value: Int) { entries.append(.read(property: property, value: value)) }
}
