// Models Combine's `ObservableObject`, `@Published` and `ObservableObjectPublisher`
// as SwiftUI uses them (Combine does not exist on Linux).
// Simplifies: `objectWillChange` is a plain subscriber list, not a Combine
// publisher; every `@Published` write notifies, equal or not, as Combine does.
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
        send(change: PublishedChange(object: owner.map(ValueFormatter.objectSummary) ?? "ObservableObject", property: nil, old: nil, new: nil))
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

    // One publisher per object for types that do not declare their own.
    nonisolated(unsafe) private static var registry: [ObjectIdentifier: ObservableObjectPublisher] = [:]

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        if let existing = registry[key], existing.owner === object { return existing }
        let publisher = ObservableObjectPublisher()
        publisher.owner = object
        registry[key] = publisher
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

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage }
        set {
            let published = object[keyPath: storageKeyPath]
            let name = published.identity.propertyName(in: object)
            object.objectWillChange.send(change: PublishedChange(
                object: ValueFormatter.objectSummary(object), property: name, old: TraceValue(published.storage), new: TraceValue(newValue)))
            object[keyPath: storageKeyPath].storage = newValue
        }
    }
}

/// Lets a `@Published` find its own property name once, by reflection.
final class PublishedIdentity {
    private var cachedName: String?

    func propertyName(in object: AnyObject) -> String? {
        if let cachedName { return cachedName }
        for child in Mirror(reflecting: object).children {
            if let published = child.value as? PublishedIdentityProviding, published.publishedIdentity === self,
               let label = child.label {
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
