// Models "this child's new value is the one it has": what a container gives in place of a
// child it proved unchanged (`PreviousChildren.provesUnchanged(_:at:)`), so the value is
// neither boxed into `any View` nor compared again.
// Simplifies: never inserted or shown; the reconciliation keeps the child's node and value.

/// Stands for a child whose new value a container proved unchanged from the value its node
/// holds (see ``PreviousChildren``). The reconciliation keeps the node's value and skips the
/// node (or runs it, when it is dirty), with the skip reason the comparison would give. It has
/// no fields, so it fits in an existential's inline buffer: no allocation per child.
package struct UnchangedChildView: PrimitiveView {
    package init() {}

    package var _label: String { "unchanged" }

    /// The identifier of this type, compared with a child's `type(of:)` (computed: a
    /// static `let` would be a `swift_once` check per child).
    static var typeID: ObjectIdentifier { ObjectIdentifier(UnchangedChildView.self) }
}
