// Models the lazy containers a fuzz tree can use: a `LazyVStack`, `LazyHStack`
// (in a horizontal scroll view), `LazyVGrid` or `LazyHGrid` in a named
// `ScrollView`, over a shared list (which the script edits: duplicates too) or
// a constant range of up to 100,000 rows, with grid items whose numbers may be
// bad (0, negative, NaN, ∞ in extreme cases); the script scrolls it.
// Simplifies: every row is the same generated subtree, given its item as value.
import Foundation
import ViewSim

/// One `GridItem` as data: `size` 0 fixed(first), 1 flexible(first, second), 2 adaptive(first, second).
public struct FuzzGridItem: Codable, Equatable, Sendable, CustomStringConvertible {
    public var size: Int
    public var first: Double
    /// The maximum of a flexible or adaptive item; nil: `.infinity` (the default).
    public var second: Double?
    public var spacing: Double?

    public init(size: Int, first: Double, second: Double?, spacing: Double?) {
        self.size = size
        self.first = first
        self.second = second
        self.spacing = spacing
    }

    var gridItem: GridItem {
        let spacing = self.spacing.map { CGFloat($0) }
        let maximum = self.second.map { CGFloat($0) } ?? .infinity
        switch size {
        case 0: return GridItem(.fixed(CGFloat(first)), spacing: spacing)
        case 1: return GridItem(.flexible(minimum: CGFloat(first), maximum: maximum), spacing: spacing)
        default: return GridItem(.adaptive(minimum: CGFloat(first), maximum: maximum), spacing: spacing)
        }
    }

    public var description: String {
        "FuzzGridItem(size: \(size), first: \(FuzzNumber.swift(first)), second: \(second.map(FuzzNumber.swift) ?? "nil"), spacing: \(spacing.map(FuzzNumber.swift) ?? "nil"))"
    }
}

/// A lazy container in a scroll view, as data.
public struct FuzzLazy: Codable, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, Sendable {
        case vstack, hstack, vgrid, hgrid
        var isHorizontal: Bool { self == .hstack || self == .hgrid }
    }

    public var kind: Kind
    /// The shared list the rows iterate, or nil for `0..<count`.
    public var list: FuzzList?
    public var count: Int
    /// The grid's items (grids only; may be empty: a diagnostic).
    public var tracks: [FuzzGridItem]

    public init(kind: Kind, list: FuzzList?, count: Int, tracks: [FuzzGridItem]) {
        self.kind = kind
        self.list = list
        self.count = count
        self.tracks = tracks
    }

    public var description: String {
        "FuzzLazy(kind: .\(kind.rawValue), list: \(list.map(\.description) ?? "nil"), count: \(count), tracks: [\(tracks.map(\.description).joined(separator: ", "))])"
    }
}

/// The view of a `FuzzNode.lazy`: the scroll view, the container and its rows.
nonisolated struct FuzzLazyView: View {
    let lazy: FuzzLazy
    let name: String
    let row: FuzzNode
    let scope: FuzzScope

    var body: some View {
        let items = lazy.list.map { scope.items($0) } ?? []
        ScrollView(lazy.kind.isHorizontal ? .horizontal : .vertical) { container(items) }
            .accessibilityIdentifier(name)
    }

    @ViewBuilder private func container(_ items: [Int]) -> some View {
        switch lazy.kind {
        case .vstack: LazyVStack { rows(items) }
        case .hstack: LazyHStack { rows(items) }
        case .vgrid: LazyVGrid(columns: lazy.tracks.map(\.gridItem)) { rows(items) }
        case .hgrid: LazyHGrid(rows: lazy.tracks.map(\.gridItem)) { rows(items) }
        }
    }

    @ViewBuilder private func rows(_ items: [Int]) -> some View {
        if lazy.list != nil {
            ForEach(items, id: \.self) { FuzzView(node: row, scope: scope, value: $0) }
        } else {
            ForEach(0..<lazy.count, id: \.self) { FuzzView(node: row, scope: scope, value: $0) }
        }
    }
}
