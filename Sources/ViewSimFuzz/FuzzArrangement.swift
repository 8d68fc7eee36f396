// Models the layout containers a fuzz case may arrange its children with, as
// data: an `AnyLayout` that switches between the built-in layouts with a source,
// a ragged `Grid` with spans read from a source (0 and beyond the column count
// too), a `ViewThatFits`, a sane custom `Layout`, and custom layouts that answer
// bad numbers (NaN, ∞, negative sizes, NaN positions), leave subviews unplaced or
// measure without end. Simplifies: `FuzzView` applies it with real views.

/// A layout container, as data.
public enum FuzzArrangement: String, Codable, Equatable, Sendable, CaseIterable, CustomStringConvertible {
    /// `AnyLayout` of `HStackLayout`/`VStackLayout`/`ZStackLayout`/`GridLayout`, by the source's value.
    case anyLayout
    /// A `Grid`: the first children in one `GridRow`, each other one a row with
    /// `.gridCellColumns(value % 6)` (0 is reported, beyond the column count widens the grid).
    case grid
    /// `ViewThatFits` on the axes the source's value picks.
    case viewThatFits
    /// A custom `Layout` placing its subviews in a column, spaced by the source's value.
    case column
    /// A custom layout whose size is NaN.
    case nanSize
    /// A custom layout whose size is infinite for every proposal.
    case infiniteSize
    /// A custom layout whose size is negative.
    case negativeSize
    /// A custom layout that places only its first subview.
    case unplaced
    /// A custom layout that places its subviews at NaN.
    case nanPosition
    /// A custom layout that measures its subviews past the limit in every call.
    case restless

    /// The arrangements a sane case uses (the others answer bad numbers or misbehave).
    static let sane: [FuzzArrangement] = [.anyLayout, .grid, .viewThatFits, .column]

    public var description: String { "." + rawValue }
}
