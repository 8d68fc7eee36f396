// Models SwiftUI's `.contentMargins(_:_:for:)` (iOS 17): insets around the
// content inside the scroll views below (the content is proposed the viewport
// less them across the axis, starts after them, and the scrollable extent
// includes them). Simplifies: viewsim's model: a nil length is 0 (iOS's default
// content margin of a scroll view); `.scrollIndicators` placement changes
// nothing (no indicators are drawn); a non-finite length counts as 0.
// Lesson: lesson 14.
import Foundation

/// The ways content margins can be applied to scroll views.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The default placement: the content and the indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scroll view's content only.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators only (viewsim draws none: no effect).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    /// The margins around the content of the scroll views below (`.contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

/// `.contentMargins(_:_:for:)`.
nonisolated public struct _ContentMarginsModifier: PrimitiveModifier, Equatable {
    let edges: Edge.Set
    let insets: EdgeInsets
    let placement: ContentMarginPlacement
    package var _label: String {
        let numbers = [insets.top, insets.leading, insets.bottom, insets.trailing].map {
            ValueFormatter.number(Double($0))
        }
        return ".contentMargins(\(numbers.joined(separator: ", ")), for: .\(placement.name))"
    }
    package var _traceName: String { ".contentMargins" }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        guard placement != .scrollIndicators else { return }
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        if edges.contains(.top) { environment.scrollContentMargins.top = finite(insets.top) }
        if edges.contains(.leading) { environment.scrollContentMargins.leading = finite(insets.leading) }
        if edges.contains(.bottom) { environment.scrollContentMargins.bottom = finite(insets.bottom) }
        if edges.contains(.trailing) { environment.scrollContentMargins.trailing = finite(insets.trailing) }
    }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        guard (old as? _ContentMarginsModifier) != self else { return }
        // The scroll views below lay their content out again with the new margins.
        for member in node.subtree() where member.scroll != nil { node.graph.invalidateLayout(member) }
    }
}

nonisolated extension View {
    /// Configures the content margin of scroll views within this view on `edges`.
    ///
    /// ```swift
    /// ScrollView { rows }.contentMargins(.horizontal, 20)
    /// ```
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    )
        -> ModifiedContent<Self, _ContentMarginsModifier>
    {
        let value = length ?? 0
        return modifier(
            _ContentMarginsModifier(
                edges: edges, insets: EdgeInsets(top: value, leading: value, bottom: value, trailing: value),
                placement: placement))
    }

    /// Configures the content margin of scroll views within this view, per edge.
    ///
    /// ```swift
    /// ScrollView { rows }.contentMargins(.all, EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    /// ```
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<Self, _ContentMarginsModifier> {
        modifier(_ContentMarginsModifier(edges: edges, insets: insets, placement: placement))
    }

    /// Configures the content margin of scroll views within this view on every edge.
    ///
    /// ```swift
    /// ScrollView { rows }.contentMargins(16, for: .scrollContent)
    /// ```
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _ContentMarginsModifier>
    {
        contentMargins(.all, length, for: placement)
    }
}
