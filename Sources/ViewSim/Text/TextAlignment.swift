// Models SwiftUI's `TextAlignment` and `.multilineTextAlignment(_:)`: how the
// lines of a wrapped `Text` below line up. Simplifies: viewsim's model: it moves
// each drawn line within the text's frame (leading, centred or trailing); the
// text's size does not change. Kept on its node and found while drawing.
import Foundation

/// An alignment position for text along the horizontal axis.
nonisolated public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    /// Where a line sits in the free width: 0 leading, 0.5 centre, 1 trailing.
    var unit: CGFloat {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}

/// `.multilineTextAlignment(_:)`.
nonisolated public struct _MultilineTextAlignmentModifier: PrimitiveModifier, Equatable {
    let alignment: TextAlignment
    package var _label: String { ".multilineTextAlignment(.\(alignment))" }
    package var _traceName: String { ".multilineTextAlignment" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("multilineTextAlignment", .symbol("\(alignment)"))] }
}

nonisolated extension View {
    /// Sets the alignment of a text view that contains multiple lines of text.
    ///
    /// ```swift
    /// Text(park.description).multilineTextAlignment(.center)
    /// ```
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<
        Self, _MultilineTextAlignmentModifier
    > {
        modifier(_MultilineTextAlignmentModifier(alignment: alignment))
    }
}
