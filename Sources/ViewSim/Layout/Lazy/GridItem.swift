// Models SwiftUI's `GridItem`: one column of a `LazyVGrid` or one row of a
// `LazyHGrid` — fixed, flexible or adaptive, with its spacing and alignment.
// Simplifies: how the grid turns these into track lengths is in
// `ViewGraph+LazyLayout.swift` (Apple's documented rules; bad numbers clamped).
import Foundation

/// A description of a row or a column in a lazy grid.
///
/// ```swift
/// let columns = [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.adaptive(minimum: 50))]
/// LazyVGrid(columns: columns) { ForEach(0..<20) { Text("\($0)") } }
/// ```
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item: the grid's length less spacing and fixed items, divided
        /// among the flexible items, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many of `minimum`
        /// as fit, grown up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item: the width of a column item or the height of a row item.
    public var size: GridItem.Size
    /// The spacing to the next item, or nil for the default (8, viewsim's model).
    public var spacing: CGFloat?
    /// The alignment of the views in the item's cells, or nil for `.center`.
    public var alignment: Alignment?

    /// Creates a grid item with the given size, spacing and alignment.
    ///
    /// ```swift
    /// GridItem(.flexible(minimum: 40), spacing: 4, alignment: .leading)
    /// ```
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// Whether two items lay out the same (the graph compares them to decide whether a
    /// grid lays out again; NaN compares equal to NaN so a bad number does not loop).
    package func sameLayout(as other: GridItem) -> Bool {
        func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case (let x?, let y?): return x == y || (x.isNaN && y.isNaN)
            default: return false
            }
        }
        let sizes: Bool
        switch (size, other.size) {
        case (.fixed(let a), .fixed(let b)): sizes = same(a, b)
        case (.flexible(let a1, let a2), .flexible(let b1, let b2)): sizes = same(a1, b1) && same(a2, b2)
        case (.adaptive(let a1, let a2), .adaptive(let b1, let b2)): sizes = same(a1, b1) && same(a2, b2)
        default: sizes = false
        }
        return sizes && same(spacing, other.spacing) && alignment == other.alignment
    }
}
