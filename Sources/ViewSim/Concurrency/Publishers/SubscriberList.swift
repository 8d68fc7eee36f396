// Models the subscribers of one of viewsim's publishers: each gets every value
// sent while it is subscribed, in the order they subscribed.
// Simplifies: a subscriber added or removed during a send takes effect from the
// next send (the send goes to the list as it was when it started).

/// The subscribers of a publisher.
///
/// ```swift
/// let list = SubscriberList<Int>()
/// let cancellable = list.subscribe { print($0) }
/// list.send(1)                      // 1
/// ```
final class SubscriberList<Output> {
    private var entries: [(token: Int, receive: (Output) -> Void)] = []
    private var nextToken = 0

    /// How many subscribers there are.
    var count: Int { entries.count }

    /// Adds `receive`; the returned cancellable removes it.
    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        nextToken += 1
        let token = nextToken
        entries.append((token, receive))
        return AnyCancellable { [weak self] in self?.entries.removeAll { $0.token == token } }
    }

    /// Delivers `value` to every subscriber, in order.
    func send(_ value: Output) {
        for entry in entries { entry.receive(value) }
    }
}
