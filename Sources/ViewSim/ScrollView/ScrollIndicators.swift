// Models SwiftUI's `.scrollIndicators(_:axes:)` and `ScrollIndicatorVisibility`:
// accepted and recorded on the node. Simplifies: viewsim draws no scroll
// indicators (iOS shows them only while a scroll moves), so `.hidden`/`.never`
// are drawn exactly; asking for `.visible` is reported as not modelled.
// Lesson: lesson 14.

/// The visibility of scroll indicators within a UI.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Scroll indicator visibility depends on the policies of the component accepting the visibility configuration.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Show the scroll indicators.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hide the scroll indicators.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Scroll indicators should never be visible.
    public static let never = ScrollIndicatorVisibility(name: "never")
    public var description: String { "." + name }
}

/// `.scrollIndicators(_:axes:)`.
nonisolated public struct _ScrollIndicatorsModifier: PrimitiveModifier, Equatable {
    let visibility: ScrollIndicatorVisibility
    let axes: Axis.Set
    package var _label: String { ".scrollIndicators(\(visibility))" }
    package var _traceName: String { ".scrollIndicators" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("scrollIndicators", .symbol(visibility.description))] }
    package func _didInsert(node: ViewNode) { report(node) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { report(node) }

    private func report(_ node: ViewNode) {
        guard visibility == .visible else { return }
        node.graph.reportNotModelled(.scrollIndicatorsVisible, node: node.reference)
    }
}

nonisolated extension View {
    /// Sets the visibility of scroll indicators within this view (viewsim draws none).
    ///
    /// ```swift
    /// ScrollView { rows }.scrollIndicators(.hidden)
    /// ```
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> ModifiedContent<Self, _ScrollIndicatorsModifier>
    {
        modifier(_ScrollIndicatorsModifier(visibility: visibility, axes: axes))
    }
}
