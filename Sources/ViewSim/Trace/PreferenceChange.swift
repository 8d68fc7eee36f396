// Models what the trace says when a value computed after layout reaches a view
// that reads it: a preference collected from the views that set it (combined with
// the key's `reduce` in view-tree order), or a geometry value an
// `onGeometryChange` transform made. Lesson: lesson17.
import Foundation

/// A new value for a view that reads a preference or its geometry
/// (`TraceEvent.Kind.preference`).
///
/// ```text
/// ⇡ .onPreferenceChange #4 reads HeightKey: 0 → 52 (set by .preference #9, .preference #12; combined with HeightKey.reduce in view-tree order)
/// ```
public struct PreferenceChange: Sendable, Equatable {
    /// The key (`HeightKey`), or the geometry value's type for `onGeometryChange` (`CGFloat`).
    public let key: String
    /// The value the reader last had; nil for its first value.
    public let old: TraceValue?
    /// The value it reads now.
    public let new: TraceValue
    /// The views that set the value, in view-tree order (empty: none did, so it is the key's
    /// default value; or a geometry value).
    public let sources: [NodeRef]
    /// How many views set it, when more than `sources` lists.
    public let sourceCount: Int
    /// Whether the value is a geometry value (`onGeometryChange`) rather than a preference.
    public let isGeometry: Bool

    /// The words after the reader's name: `reads HeightKey: 0 → 52 (set by .preference #9)`.
    public var text: String {
        let change = old.map { "\($0) → \(new)" } ?? "\(new) (its first value)"
        if isGeometry { return "reads its geometry as \(key): \(change)" }
        let origin: String
        switch sourceCount {
        case 0: origin = "no view below sets it: the default value"
        case 1: origin = "set by \(sources[0])"
        default:
            let listed = sources.map(\.description).joined(separator: ", ")
            let more = sourceCount > sources.count ? " and \(sourceCount - sources.count) more" : ""
            origin = "set by \(listed)\(more); combined with \(key).reduce in view-tree order"
        }
        return "reads \(key): \(change) (\(origin))"
    }
}
