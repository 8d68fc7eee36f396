// Models Combine's `AnyCancellable`: a subscription that ends when it is
// cancelled or released, kept in a property or a `Set<AnyCancellable>`.
// Simplifies: identity is the object's (as in Combine); not thread-safe
// (viewsim's publishers deliver on the simulation's thread).

/// A cancellable that cancels when it is released.
///
/// ```swift
/// var subscriptions = Set<AnyCancellable>()
/// subject.sink { value in log.append(value) }.store(in: &subscriptions)
/// subscriptions = []                // released: the subscription ends
/// ```
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// A cancellable that cancels `canceller`.
    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init { canceller.cancel() }
    }

    deinit {
        cancel()
    }

    public func cancel() {
        let action = self.action
        self.action = nil
        action?()
    }

    /// Keeps the subscription alive as long as `set` holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps the subscription alive as long as `collection` holds it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
