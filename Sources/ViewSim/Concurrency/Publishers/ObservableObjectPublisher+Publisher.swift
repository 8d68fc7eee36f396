// Models `objectWillChange` as a Combine publisher: `.onReceive(store.objectWillChange)`
// and `sink` get `()` before each change of the object.
// Simplifies: subscribers added this way hear after the views that observe the
// object (viewsim orders view subscribers by node; these come last, in the
// order they subscribed).

extension ObservableObjectPublisher: Publisher, PublisherNaming {
    public typealias Output = Void
    public typealias Failure = Never

    /// Calls `receiveValue` before each change of the object, until cancelled.
    ///
    /// ```swift
    /// Text(store.title).onReceive(store.objectWillChange) { changes += 1 }
    /// ```
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let token = subscribe(order: Int.max) { _ in receiveValue(()) }
        return AnyCancellable { [weak self] in self?.unsubscribe(token) }
    }

    package var subscriptionName: String { "objectWillChange" }
}
