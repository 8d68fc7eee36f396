// Models the two sides of a preference in the graph: the modifiers that set a
// value for the view they modify (`.preference`, `.transformPreference`,
// `.anchorPreference`), and the views that read the values below them
// (`.onPreferenceChange`, `.overlayPreferenceValue`, `.onGeometryChange`).
// Simplifies: the graph sees both through these protocols, type-erased; the
// collection itself is in `ViewGraph+Preferences`. Lesson: lesson17.
import Foundation

/// A built-in modifier that sets a preference value for the view it modifies.
package protocol PreferenceContributor {
    /// The key it sets.
    var _preferenceKeyBox: PreferenceKeyBox { get }
    /// How the trace names what it does: `set`, `transformed`, `anchored`.
    var _contributionVerb: String { get }
    /// Whether its value depends on the view's geometry (an anchor).
    var _readsGeometry: Bool { get }
    /// Whether its value replaces the content's (`.preference`, `.anchorPreference`) rather
    /// than transforming it.
    var _replacesContent: Bool { get }
    /// The modified view's value for the key, given its content's value (nil when the content
    /// sets none) and its frame in screen coordinates.
    func _preferenceValue(content: Any?, frame: CGRect) -> Any
}

nonisolated extension PreferenceContributor {
    package var _readsGeometry: Bool { false }
    package var _replacesContent: Bool { true }
}

/// Every modifier that sets a preference tells the graph when it comes, changes or goes, so the
/// readers above it collect again.
nonisolated extension PreferenceContributor where Self: PrimitiveModifier {
    package func _didInsert(node: ViewNode) { node.graph.preferenceSourceInserted(readsGeometry: _readsGeometry) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { node.graph.preferenceSourceChanged() }
    package func _willRemove(node: ViewNode) { node.graph.preferenceSourceRemoved(readsGeometry: _readsGeometry) }
}

/// A view that reads a value computed after layout (a preference of the views below it, or
/// its own geometry) and acts when it changes.
package protocol PreferenceObserver {
    /// The key read, or nil for a geometry action.
    var _observedKey: PreferenceKeyBox? { get }
    /// SwiftUI's name for the reader, in traces and warnings: `onPreferenceChange(HeightKey)`.
    var _observerLabel: String { get }
    /// What the trace calls the value read: the key's name, or a geometry value's type (`CGFloat`).
    var _observedValueName: String { get }
    /// The value the reader compares: the collected preference value, or the transform of the
    /// geometry proxy.
    func _observedValue(collected: Any, proxy: GeometryProxy) -> Any
    /// Whether two observed values are equal (`==`).
    func _isSame(_ a: Any, _ b: Any) -> Bool
    /// Runs the reader's action for a change from `old` to `new` (nil: the first value).
    func _perform(old: Any?, new: Any)
}
