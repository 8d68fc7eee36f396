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

    /// A built-in guide, at its fixed place in `AlignmentRegistry`.
    private init(builtIn index: Int32) {
        key = AlignmentKey(index: index, horizontal: true)
    }

    /// A guide that marks the leading edges of views.
    public static let leading = HorizontalAlignment(builtIn: 0)
    /// A guide that marks the horizontal centres of views.
    public static let center = HorizontalAlignment(builtIn: 1)
    /// A guide that marks the trailing edges of views.
    public static let trailing = HorizontalAlignment(builtIn: 2)

    public var description: String { key.name }
}

/// An alignment is a name, not a number: the trace's numbers of a value that holds one (a
/// `.frame`'s presented value) leave it out.
extension HorizontalAlignment: TraceNumbersConvertible {
    package var traceNumbers: [Double] { [] }
}
