// Models SwiftUI's `.clipped()` and `.clipShape(_:)`: what the view draws is cut
// to its frame, or to a shape in its frame. Layout is unchanged (draw-only).
// Simplifies: no antialiasing flag, no even-odd clip style. Lesson: display lists.
import Foundation

/// `.clipped()` and `.clipShape(_:)`.
nonisolated public struct _ClipEffect: PrimitiveModifier {
    /// The clip's outline in a rectangle (the view's bounds).
    let path: (CGRect) -> Path
    /// The shape's name, for labels.
    let shapeName: String
    /// Whether `.cornerRadius(_:antialiased: false)` asked for hard edges, which viewsim does not
    /// draw (reported as `NotModelledAPI.aliasedCornerRadius`).
    var isAliased = false
    package func _didInsert(node: ViewNode) { reportAliased(node) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { reportAliased(node) }

    private func reportAliased(_ node: ViewNode) {
        guard isAliased else { return }
        node.graph.reportNotModelled(.aliasedCornerRadius, node: node.reference)
    }
    package var _label: String { shapeName == "Rectangle" ? ".clipped()" : ".clipShape(\(shapeName)())" }
    package var _traceName: String { ".clip" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("clip", .symbol(shapeName))] }
}

nonisolated extension View {
    /// Clips this view to its bounding frame.
    public func clipped() -> ModifiedContent<Self, _ClipEffect> {
        modifier(_ClipEffect(path: { Path($0) }, shapeName: "Rectangle"))
    }

    /// Clips this view to `shape`, placed in its bounds.
    ///
    /// ```swift
    /// Image("avatar").resizable().frame(width: 40, height: 40).clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _ClipEffect> {
        modifier(
            _ClipEffect(
                path: { rect in SimulatedMainActor.run(shape) { $0.path(in: rect) } },
                shapeName: _typeName(S.self, qualified: false)))
    }
}
