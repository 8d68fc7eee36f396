// Models SwiftUI's `HorizontalAlignment`: a guide across a `VStack`, a `ZStack`
// or a frame — leading, centre, trailing, or a custom `AlignmentID`.
// Simplifies: no list-row separator guides. Lesson: layout tests.
import Foundation

/// An alignment position along the horizontal axis.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    package let key: AlignmentKey

    /// A custom alignment guide, named by its `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, horizontal: true) }

    /// The alignment for an existing key.
    package init(key: AlignmentKey) { self.key = key }

    private init(builtIn id: any AlignmentID.Type, name: String, unit: CGFloat) {
        key = AlignmentKey(id, horizontal: true, name: name, unit: unit)
    }

    /// A guide that marks the leading edges of views.
    public static let leading = HorizontalAlignment(builtIn: BuiltInAlignmentID.Leading.self, name: "leading", unit: 0)
    /// A guide that marks the horizontal centres of views.
    public static let center = HorizontalAlignment(
        builtIn: BuiltInAlignmentID.HorizontalCenter.self, name: "center", unit: 0.5)
    /// A guide that marks the trailing edges of views.
    public static let trailing = HorizontalAlignment(
        builtIn: BuiltInAlignmentID.Trailing.self, name: "trailing", unit: 1)

    public var description: String { key.name }
}
