// Models nothing in SwiftUI: the table of one model's observable properties, in the order they
// were first met.
// viewsim's engine: the first property met is kept in place, in the model's `ObservedProperties`
// object, the others in an array. A model read and written through one property (a row's own
// model) reaches no other allocation for it: its key paths, readers and writes are in the
// object's own cache lines, where the array's storage was one or two more an update, missed
// when the models are many (docs/Benchmarks.md, thirteenth round).

extension ObservedProperties {
    /// The slots of one model, by index: slot 0 in place, the others in an array.
    ///
    /// ```swift
    /// var slots = Slots()
    /// slots.append(Slot(first: \Row.title, name: titleName))   // slot 0, in place
    /// slots.update(0) { $0.readers.insert(registration) }
    /// ```
    struct Slots {
        /// Slot 0 (a placeholder until `hasFirst`): a stored value, not an optional, so that
        /// reading it in place copies nothing (an optional's payload is copied out to be read).
        private var first = Slot.placeholder
        /// Whether `first` is a model's slot.
        private var hasFirst = false
        /// Slots 1 and after.
        private var rest: [Slot] = []

        /// How many slots there are.
        var count: Int { hasFirst ? 1 + rest.count : 0 }

        /// The slots' indices.
        var indices: Range<Int> { 0..<count }

        /// Adds `slot` after the others.
        mutating func append(_ slot: Slot) {
            if hasFirst {
                rest.append(slot)
            } else {
                first = slot
                hasFirst = true
            }
        }

        /// `body`'s answer about the slot at `index` (< `count`), read in place.
        func read<T>(_ index: Int, _ body: (Slot) -> T) -> T {
            index == 0 ? body(first) : body(rest[index - 1])
        }

        /// Changes the slot at `index` (< `count`) in place with `body`.
        mutating func update<T>(_ index: Int, _ body: (inout Slot) -> T) -> T {
            index == 0 ? body(&first) : body(&rest[index - 1])
        }

        /// The index of the first slot `isMatch` accepts.
        func firstIndex(where isMatch: (Slot) -> Bool) -> Int? {
            guard hasFirst else { return nil }
            if isMatch(first) { return 0 }
            for index in rest.indices where isMatch(rest[index]) { return index + 1 }
            return nil
        }
    }
}
