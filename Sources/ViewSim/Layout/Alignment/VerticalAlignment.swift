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

    /// A built-in guide, at its fixed place in `AlignmentRegistry`.
    private init(builtIn index: Int32) {
        key = AlignmentKey(index: index, horizontal: false)
    }

    /// A guide that marks the top edges of views.
    public static let top = VerticalAlignment(builtIn: 3)
    /// A guide that marks the vertical centres of views.
    public static let center = VerticalAlignment(builtIn: 4)
    /// A guide that marks the bottom edges of views.
    public static let bottom = VerticalAlignment(builtIn: 5)
    /// A guide that marks the first text baseline (viewsim's model: the vertical centre).
    public static let firstTextBaseline = VerticalAlignment(builtIn: 6)
    /// A guide that marks the last text baseline (viewsim's model: the vertical centre).
    public static let lastTextBaseline = VerticalAlignment(builtIn: 7)

    public var description: String { key.name }
}

/// An alignment is a name, not a number: the trace's numbers of a value that holds one (a
/// `.frame`'s presented value) leave it out.
extension VerticalAlignment: TraceNumbersConvertible {
    package var traceNumbers: [Double] { [] }
}
