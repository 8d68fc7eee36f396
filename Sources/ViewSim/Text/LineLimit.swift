// Models SwiftUI's `.lineLimit(_:)`, `.lineLimit(_:reservesSpace:)` and the range
// forms: the most lines a `Text` below shows (the last one ends in "…") and the
// fewest it takes room for. Simplifies: viewsim's model: kept on its node and
// found by the texts below it (as `.font` is); a limit below 1 counts as 1.

/// The line limits a `Text` lays out with.
package struct TextLineLimit: Equatable, Sendable {
    /// The most lines shown (nil: no limit).
    var maximum: Int?
    /// The fewest lines the text takes room for (`reservesSpace`, a range's lower bound).
    var reserved: Int
}

/// `.lineLimit(_:)` and its forms.
nonisolated public struct _LineLimitModifier: PrimitiveModifier, Equatable {
    let limit: TextLineLimit
    package var _label: String {
        let maximum = limit.maximum.map(String.init) ?? "nil"
        return limit.reserved > 0 ? ".lineLimit(\(limit.reserved)...\(maximum))" : ".lineLimit(\(maximum))"
    }
    package var _traceName: String { ".lineLimit" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("lineLimit", limit.maximum.map { .number(Double($0)) } ?? .symbol("nil"))]
    }
    package func _didInsert(node: ViewNode) { node.graph.layoutState.usesLineLimits = true }
}

nonisolated extension View {
    /// Sets the maximum number of lines that text can occupy in this view (nil: no limit).
    ///
    /// ```swift
    /// Text(article.summary).lineLimit(2)
    /// ```
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _LineLimitModifier> {
        modifier(_LineLimitModifier(limit: TextLineLimit(maximum: number.map { max(1, $0) }, reserved: 0)))
    }

    /// Sets a limit for the number of lines text can occupy in this view, taking room
    /// for all of them when `reservesSpace` is true.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _LineLimitModifier> {
        let maximum = max(1, limit)
        return modifier(
            _LineLimitModifier(limit: TextLineLimit(maximum: maximum, reserved: reservesSpace ? maximum : 0)))
    }

    /// Sets to a closed range the number of lines that text can occupy in this view.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _LineLimitModifier> {
        let maximum = max(1, limit.upperBound)
        let reserved = min(maximum, max(0, limit.lowerBound))
        return modifier(_LineLimitModifier(limit: TextLineLimit(maximum: maximum, reserved: reserved)))
    }

    /// Sets a limit for the number of lines text can occupy in this view (at least `limit.lowerBound`).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _LineLimitModifier> {
        modifier(_LineLimitModifier(limit: TextLineLimit(maximum: nil, reserved: max(0, limit.lowerBound))))
    }

    /// Sets a limit for the number of lines text can occupy in this view (at most `limit.upperBound`).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _LineLimitModifier> {
        modifier(_LineLimitModifier(limit: TextLineLimit(maximum: max(1, limit.upperBound), reserved: 0)))
    }
}
