// Models SwiftUI's `VerticalAlignment`: a guide across an `HStack`, a `ZStack`
// or a frame — top, centre, bottom, the text baselines, or a custom `AlignmentID`.
// Simplifies: viewsim's model: the text baselines are the vertical centre. Lesson: layout tests.
import Foundation

/// An alignment position along the vertical axis.
///
/// ```swift
/// HStack(alignment: .top) { Text("A"); Text("B\nC") }
/// ```
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    package let key: AlignmentKey

    /// A custom alignment guide, named by its `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, horizontal: false) }

    /// The alignment for an existing key.
    package init(key: AlignmentKey) { self.key = key }

    private init(builtIn id: any AlignmentID.Type, name: String, unit: CGFloat) {
        key = AlignmentKey(id, horizontal: false, name: name, unit: unit)
    }

    /// A guide that marks the top edges of views.
    public static let top = VerticalAlignment(builtIn: BuiltInAlignmentID.Top.self, name: "top", unit: 0)
    /// A guide that marks the vertical centres of views.
    public static let center = VerticalAlignment(
        builtIn: BuiltInAlignmentID.VerticalCenter.self, name: "center", unit: 0.5)
    /// A guide that marks the bottom edges of views.
    public static let bottom = VerticalAlignment(builtIn: BuiltInAlignmentID.Bottom.self, name: "bottom", unit: 1)
    /// A guide that marks the first text baseline (viewsim's model: the vertical centre).
    public static let firstTextBaseline = VerticalAlignment(
        builtIn: BuiltInAlignmentID.FirstTextBaseline.self, name: "firstTextBaseline", unit: 0.5)
    /// A guide that marks the last text baseline (viewsim's model: the vertical centre).
    public static let lastTextBaseline = VerticalAlignment(
        builtIn: BuiltInAlignmentID.LastTextBaseline.self, name: "lastTextBaseline", unit: 0.5)

    public var description: String { key.name }
}
