// Models nothing in SwiftUI: how one observable property keeps the views that read it, in
// graph order.
// viewsim's engine: one reader is kept in place, beside the property's other fields; a second
// moves them to an array. A property most views read alone (a row's own model) is then read,
// written and notified without reaching another allocation: one cache line fewer an update,
// missed when the models are many (docs/Benchmarks.md, thirteenth round).

extension ObservedProperties {
    /// The readers of one property, in graph order (by `Registration.order`).
    ///
    /// ```swift
    /// var readers = Readers()
    /// readers.insert(Registration(reader: row, order: 12))    // kept in place
    /// readers.insert(Registration(reader: list, order: 3))   // both moved to the array, list first
    /// readers.each { $0.reader.notify(write) }               // list, then row
    /// ```
    struct Readers {
        /// The only reader, when there is exactly one and `many` is empty.
        private var single: Registration?
        /// The readers in order, when there are none in `single`.
        private var many: [Registration] = []

        /// Whether nobody reads the property.
        var isEmpty: Bool { single == nil && many.isEmpty }

        /// How many read it.
        var count: Int { single == nil ? many.count : 1 }

        /// Adds `registration` after the readers whose order is not greater.
        mutating func insert(_ registration: Registration) {
            if let single {
                many = single.order <= registration.order ? [single, registration] : [registration, single]
                self.single = nil
                return
            }
            guard !many.isEmpty else {
                single = registration
                return
            }
            var low = 0
            var high = many.count
            while low < high {
                let middle = (low + high) / 2
                if many[middle].order <= registration.order { low = middle + 1 } else { high = middle }
            }
            many.insert(registration, at: low)
        }

        /// Removes `reader`'s registration, if it has one.
        mutating func remove(_ reader: ObservationReader) {
            if let single {
                if single.reader === reader { self.single = nil }
                return
            }
            guard let index = many.firstIndex(where: { $0.reader === reader }) else { return }
            many.remove(at: index)
        }

        /// Calls `body` with each registration, in order.
        func each(_ body: (Registration) -> Void) {
            if let single {
                body(single)
                return
            }
            for registration in many { body(registration) }
        }

        /// The registrations, in order (for tests and reports: it makes an array).
        var all: [Registration] { single.map { [$0] } ?? many }
    }
}
