// Models SwiftUI's `ScrollView`: a viewport as large as it is proposed, whose
// content is proposed nil (its ideal size) along the scrollable axes and the
// viewport's size across them, placed at the top leading corner shifted by the
// scroll offset and clipped to the viewport. The offset is the node's state
// (`ScrollViewState`), moved by `sim.scroll`, `ScrollViewProxy.scrollTo` and
// `.scrollPosition(id:)`. Simplifies: no rubber-banding, no deceleration, no
// scroll indicators drawn. Lesson: lesson 14 ("Only what you can see").

/// A scrollable view.
///
/// Its content is proposed an unspecified size along the scrollable axes (it takes
/// its ideal length there) and the scroll view's size across them; what lies outside
/// the scroll view's frame is clipped. A script scrolls it with `sim.scroll(_:by:)`.
///
/// ```swift
/// ScrollView {
///     VStack { ForEach(0..<100) { Text("Row \($0)") } }
/// }
/// .accessibilityIdentifier("feed")
/// ```
nonisolated public struct ScrollView<Content: View>: PrimitiveView {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll view shows its indicators (viewsim draws none).
    public var showsIndicators: Bool

    /// Creates a scroll view scrollable along `axes`.
    ///
    /// ```swift
    /// ScrollView(.horizontal, showsIndicators: false) { HStack { cards } }
    /// ```
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
    package var _label: String { axes == .vertical ? "ScrollView" : "ScrollView(\(axes.label))" }
    package var _traceName: String { "ScrollView" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("axes", .symbol(axes.label))] }

    package func _didInsert(node: ViewNode) {
        node.scroll = ScrollViewState()
    }
}

nonisolated extension ScrollView: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .scrollView(axes: axes) }
}

extension Axis.Set {
    /// `.vertical`, `.horizontal`, `[.horizontal, .vertical]` or `[]`, as the source writes it.
    var label: String {
        switch (contains(.horizontal), contains(.vertical)) {
        case (true, true): return "[.horizontal, .vertical]"
        case (true, false): return ".horizontal"
        case (false, true): return ".vertical"
        case (false, false): return "[]"
        }
    }
}
