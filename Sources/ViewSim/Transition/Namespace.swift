// Models SwiftUI's `@Namespace`: a dynamic property whose value, a `Namespace.ID`,
// belongs to the view's identity, as `@State` does (the same id on every body run; a
// new identity gets a new one). Simplifies: ids are numbered per simulation, from 1, in
// the order the views holding them first appear (SwiftUI counts per process); a
// namespace read outside a view graph is `Namespace.ID(id: 0)`. Lesson: none yet.
import Foundation

/// A namespace that belongs to the view that declares it, for
/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
///
/// The value is the same on every run of the view's body and different for every view
/// identity, so two instances of one view type do not match each other's views.
///
/// ```swift
/// struct Hero: View {
///     @Namespace private var hero
///     @State private var isExpanded = false
///     var body: some View {
///         if isExpanded {
///             Color.blue.frame(width: 300, height: 200).matchedGeometryEffect(id: "card", in: hero)
///         } else {
///             Color.blue.frame(width: 100, height: 60).matchedGeometryEffect(id: "card", in: hero)
///         }
///     }
/// }
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    let link = NamespaceLink()

    /// Creates a namespace; its id is given when the view enters the graph.
    public init() {}

    /// The namespace's id (`Namespace.ID(id: 0)` before the view is in a graph).
    public var wrappedValue: Namespace.ID { link.id ?? ID(id: 0) }

    /// A namespace defined by the persistent identity of an `@Namespace` property.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The number viewsim gave the namespace (from 1, per simulation).
        let id: Int

        /// `"Namespace.ID(id: 1)"`, as SwiftUI prints it (without the module).
        public var description: String { "Namespace.ID(id: \(id))" }
    }
}

/// The storage a `Namespace` reads: its id once linked to a node.
final class NamespaceLink: @unchecked Sendable {
    var id: Namespace.ID?
}

/// The id a node keeps for one `@Namespace` property.
final class NamespaceStorage {
    let id: Namespace.ID
    init(id: Namespace.ID) { self.id = id }
}

extension Namespace: DynamicPropertyLink {
    package func _link(node: ViewNode, label: String) {
        let (record, _) = node.propertyRecord(label, kind: .namespace) {
            let storage = NamespaceStorage(id: node.graph.matchedGeometry.makeNamespace())
            let record = PropertyRecord(label: label, kind: .namespace) { storage.id.description }
            record.storage = storage
            return record
        }
        link.id = (record.storage as? NamespaceStorage)?.id
    }

    package var _describedValue: String { wrappedValue.description }
    package var _kind: DynamicPropertyKind { .namespace }
}
