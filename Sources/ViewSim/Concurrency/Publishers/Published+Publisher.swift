// Models Combine's `Published.Publisher`, the `$property` of an `@Published`
// property: a subscriber gets the current value at once, then each new value
// before it is stored (in the property's `willSet`, as Combine publishes).
// Simplifies: the publisher is made on first use of `$property`; it never
// completes. In a simulation, `.onReceive(model.$query)` runs its action with
// the current value after the update that inserted the view (see OnReceive.swift).

extension Published {
    /// The publisher of an `@Published` property: `model.$query`.
    ///
    /// ```swift
    /// final class Search: ObservableObject { @Published var query = "" }
    ///
    /// Text(shown).onReceive(search.$query) { shown = $0 }
    /// // the current value as the view appears, then each new one
    /// ```
    public struct Publisher: ViewSim.Publisher, PublisherNaming {
        public typealias Output = Value
        public typealias Failure = Never

        let subject: PublishedValueSubject<Value>

        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            let subscription = subject.subscribers.subscribe(receiveValue)
            receiveValue(subject.value)
            return subscription
        }

        package var subscriptionName: String { "Published<\(_typeName(Value.self, qualified: false))>.Publisher" }
    }

    /// The publisher `projectedValue` returns: made on first use, then the same.
    func valuePublisher() -> Publisher {
        if let subject = identity.valueSubject as? PublishedValueSubject<Value> { return Publisher(subject: subject) }
        let subject = PublishedValueSubject(value: storage)
        identity.valueSubject = subject
        return Publisher(subject: subject)
    }
}

/// The value and subscribers behind a `$property` publisher.
final class PublishedValueSubject<Value> {
    private(set) var value: Value
    let subscribers = SubscriberList<Value>()

    init(value: Value) {
        self.value = value
    }

    /// Keeps `newValue` as the current value and delivers it.
    func send(_ newValue: Value) {
        value = newValue
        subscribers.send(newValue)
    }
}
