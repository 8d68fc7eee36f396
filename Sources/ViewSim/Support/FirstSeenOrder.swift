// Gives each key a position in the order keys first come, for output that must
// list things as they first appeared (animation tracks in the trace's exports and
// plots, the report's pictures) while a dictionary only finds them: no output
// ever follows hash order.
// Simplifies: positions are never removed or reused.

/// Positions of keys in the order they first came.
///
/// ```swift
/// var order = FirstSeenOrder<String>()
/// order.position(of: "#9 opacity")   // (0, isNew: true)
/// order.position(of: "#4 scale")     // (1, isNew: true)
/// order.position(of: "#9 opacity")   // (0, isNew: false)
/// ```
package struct FirstSeenOrder<Key: Hashable> {
    private var positions: [Key: Int] = [:]

    package init() {}

    /// How many keys have come.
    package var count: Int { positions.count }

    /// The position of `key`: the one it got when it first came, or the next one
    /// (`isNew`), which the caller fills by appending to its list.
    package mutating func position(of key: Key) -> (position: Int, isNew: Bool) {
        if let known = positions[key] { return (known, false) }
        let position = positions.count
        positions[key] = position
        return (position, true)
    }
}
