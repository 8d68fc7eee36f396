// Models SwiftUI's `.contentShape(_:eoFill:)` and `.contentShape(_:_:eoFill:)`: the
// shape, placed in the modified view's frame, that hit testing uses for the view
// (`ViewGraph+HitTesting`): a touch inside it hits the view even where nothing is
// drawn, and one outside it hits nothing of the view.
// Simplifies: kinds other than `.interaction` change nothing (reported as not
// modelled when a shape is given only for them). Lesson: lesson3.
import Foundation

/// `.contentShape(_:eoFill:)`, `.contentShape(_:_:eoFill:)`.
nonisolated public struct _ContentShapeModifier: PrimitiveModifier {
    /// The shape's type name, such as `Rectangle`.
    public var shapeName: String
    /// The shape (a value, so that an unchanged shape compares equal).
    let shape: any Shape
    /// Whether the shape's interior is found with the even-odd rule.
    var eoFill = false
    /// What the shape is for; only `.interaction` changes hit testing.
    var kinds: ContentShapeKinds = .interaction

    /// Whether hit testing uses the shape.
    package var isForHitTesting: Bool { kinds.contains(.interaction) }

    /// The shape's outline in `rect` (the view's bounds).
    package func path(in rect: CGRect) -> Path {
        SimulatedMainActor.run(shape) { $0.path(in: rect) }
    }

    package var _label: String {
        let kind = kinds == .interaction ? "" : (kinds.names.count == 1 ? kinds.names[0] : "\(kinds.names)") + ", "
        return ".contentShape(\(kind)\(shapeName)()\(eoFill ? ", eoFill: true" : ""))"
    }
    package var _traceName: String { ".contentShape" }
    package var _attributes: [NodeAttribute] {
        var attributes = [NodeAttribute("contentShape", .symbol(shapeName))]
        if kinds != .interaction {
            attributes.append(NodeAttribute("kinds", .symbol(kinds.names.joined(separator: " "))))
        }
        if eoFill { attributes.append(NodeAttribute("eoFill", .bool(true))) }
        return attributes
    }
    package func _didInsert(node: ViewNode) { reportKinds(node) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { reportKinds(node) }

    private func reportKinds(_ node: ViewNode) {
        guard !isForHitTesting else { return }
        node.graph.reportNotModelled(.contentShapeKinds, node: node.reference)
    }
}

nonisolated extension View {
    /// Makes `shape`, placed in this view's frame, the area that hit testing uses for the
    /// view: a tap anywhere inside it reaches the view, also where nothing is drawn (the
    /// gaps of a stack, the transparent parts of a stroked shape), and a tap outside it
    /// reaches nothing of the view.
    ///
    /// ```swift
    /// HStack { Text("Name"); Spacer(); Text("Ada") }
    ///     .contentShape(Rectangle())
    ///     .onTapGesture { isEditing = true }
    /// ```
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeModifier>
    {
        modifier(
            _ContentShapeModifier(
                shapeName: _typeName(S.self, qualified: false),
                shape: shape, eoFill: eoFill))
    }

    /// Sets the content shape of this view for `kind`; with `.interaction`, hit testing
    /// uses it as `contentShape(_:eoFill:)` does. viewsim draws no previews, hover or focus
    /// effects, so a shape for other kinds only is reported as not modelled.
    ///
    /// ```swift
    /// Avatar().contentShape(.interaction, Circle())
    /// ```
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
        -> ModifiedContent<Self, _ContentShapeModifier>
    {
        modifier(
            _ContentShapeModifier(
                shapeName: _typeName(S.self, qualified: false),
                shape: shape, eoFill: eoFill, kinds: kind))
    }
}
