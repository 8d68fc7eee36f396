// Models Combine's `ObservableObject`, `@Published` and `ObservableObjectPublisher`
// as SwiftUI uses them (Combine does not exist on Linux).
// Simplifies: `objectWillChange` is a plain subscriber list, not a Combine
// publisher; every `@Published` write notifies, equal or not, as Combine does.
// No process-wide table: the synthesized publisher lives in the object's own
// `@Published` storage (as Combine keeps it), so it goes away with the object and
// works in every simulation and outside frames; only an object with no
// `@Published` property keeps it in the running simulation's `PublisherRegistry`.
// Lesson: lesson2 (QuipDatabase).

/// A type of object with a publisher that emits before the object has changed.
///
/// ```swift
/// final class QuipDatabase: ObservableObject {
///     @Published var sentence = "…"
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The publisher that notifies subscribers before the object changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The synthesized publisher, for types that do not declare their own.
    ///
    /// It is kept in the object's first `@Published` property (every one of them
    /// points to it), so it lives exactly as long as the object. viewsim's model: an
    /// object with no `@Published` property keeps it in the registry of the
    /// simulation running a frame; outside any frame such an object gets a new
    /// publisher that no view hears, so declare
    /// `let objectWillChange = ObservableObjectPublisher()` in such types.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(for: self)
    }
}

/// What a `@Published` write reports to subscribers.
package struct PublishedChange {
    package var object: String
    package var property: String?
    package var old: TraceValue?
    package var new: TraceValue?
    /// Identifies one `send`, so that several observing views share one trace event.
    package var sendID = 0
    package var publisher: ObjectIdentifier?
}

/// Notifies subscribers (the views observing an object) before it changes.
public final class ObservableObjectPublisher {
    /// Subscribers in node order (the order of the views that subscribed), so a
    /// send reaches views in the same order in every process.
    private var subscribers: [(token: Int, order: Int, handler: (PublishedChange) -> Void)] = []
    private var nextToken = 0
    weak var owner: AnyObject?

    public init() {}

    /// Tells every observing view that the object is about to change.
    public func send() {
        send(
            change: PublishedChange(
                object: owner.map(ValueFormatter.objectSummary) ?? "ObservableObject", property: nil, old: nil, new: nil
            ))
    }

    package func send(change: PublishedChange) {
        sendCount += 1
        var change = change
        change.sendID = sendCount
        change.publisher = ObjectIdentifier(self)
        for subscriber in subscribers { subscriber.handler(change) }
    }

    private var sendCount = 0

    /// Adds a subscriber; `order` (a node id) places it among the others.
    package func subscribe(order: Int, _ handler: @escaping (PublishedChange) -> Void) -> Int {
        nextToken += 1
        let index = subscribers.firstIndex { $0.order > order } ?? subscribers.endIndex
        subscribers.insert((nextToken, order, handler), at: index)
        return nextToken
    }

    package func unsubscribe(_ token: Int) {
        subscribers.removeAll { $0.token == token }
    }

    /// The synthesized publisher of `object`: the one its `@Published` properties
    /// hold, installed in all of them on first use; for an object without any, the
    /// running simulation's (see ``PublisherRegistry``).
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let slots = PublishedIdentity.all(in: object)
        if let existing = slots.first?.publisher, existing.owner === object { return existing }
        if slots.isEmpty {
            guard let registry = SimulationContext.current?.publishers else {
                let publisher = ObservableObjectPublisher()
                publisher.owner = object
                return publisher
            }
            return registry.publisher(for: object)
        }
        let publisher = ObservableObjectPublisher()
        publisher.owner = object
        for slot in slots { slot.publisher = publisher }
        return publisher
    }
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
    var storage: Value
    let identity = PublishedIdentity()

    public init(wrappedValue: Value) {
        self.storage = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public var wrappedValue: Value {
        get { storage }
        set { storage = newValue }
    }

    /// The property's publisher, `$property` (see Published+Publisher.swift).
    public var projectedValue: Publisher { valuePublisher() }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage }
        set {
            let published = object[keyPath: storageKeyPath]
            let name = published.identity.propertyName(in: object)
            // The synthesized publisher, once installed, is read from the property
            // itself; a type that declares its own `objectWillChange` never installs one.
            let installed = published.identity.publisher.flatMap { $0.owner === object ? $0 : nil }
            (installed ?? object.objectWillChange).send(
                change: PublishedChange(
                    object: ValueFormatter.objectSummary(object), property: name, old: TraceValue(published.storage),
                    new: TraceValue(newValue)))
            // `$property` subscribers hear the new value before it is stored, as Combine's do.
            if let subject = published.identity.valueSubject as? PublishedValueSubject<Value> {
                subject.send(newValue)
            }
            object[keyPath: storageKeyPath].storage = newValue
        }
    }
}

/// Lets a `@Published` find its own property name once, by reflection, and holds
/// the object's synthesized publisher.
final class PublishedIdentity {
    private var cachedName: String?
    /// The object's synthesized `objectWillChange`, once asked for (the same in
    /// every `@Published` property of the object).
    var publisher: ObservableObjectPublisher?
    /// The property's `$property` publisher (a `PublishedValueSubject<Value>`), once asked for.
    var valueSubject: AnyObject?

    /// The `@Published` properties of `object`: its class's in declaration order,
    /// then its superclasses'.
    static func all(in object: AnyObject) -> [PublishedIdentity] {
        sequence(first: Mirror(reflecting: object), next: { $0.superclassMirror }).flatMap { mirror in
            mirror.children.compactMap { ($0.value as? PublishedIdentityProviding)?.publishedIdentity }
        }
    }

    func propertyName(in object: AnyObject) -> String? {
        if let cachedName { return cachedName }
        for child in Mirror(reflecting: object).children {
            if let published = child.value as? PublishedIdentityProviding, published.publishedIdentity === self,
                let label = child.label
            {
                cachedName = label.hasPrefix("_") ? String(label.dropFirst()) : label
                return cachedName
            }
        }
        return nil
    }
}

protocol PublishedIdentityProviding {
    var publishedIdentity: PublishedIdentity { get }
}

extension Published: PublishedIdentityProviding {
    var publishedIdentity: PublishedIdentity { identity }
}
