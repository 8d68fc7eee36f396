// Models SwiftUI's `.geometryGroup()` (iOS 17): the view's position and size changes are
// resolved and animated at the group, then passed down to its children. Simplifies:
// viewsim's animated layout already animates every changed frame in its parent's
// coordinates (a child rides on its parent), which is what a group gives; the modifier is
// accepted and changes nothing (docs/ARCHITECTURE.md, "Animated layout").
import Foundation

/// `.geometryGroup()`.
nonisolated public struct _GeometryGroupModifier: PrimitiveModifier, Equatable {
    package var _label: String { ".geometryGroup()" }
}

nonisolated extension View {
    /// Isolates the geometry (position and size) of the view from its parent view.
    ///
    /// In SwiftUI, without a group, position and size changes are pushed down so that only
    /// leaf views animate their frames; a geometry group resolves them here and animates
    /// the group's frame, with its children placed in it. viewsim animates every changed
    /// view's frame in its parent's coordinates already, so a view inside an animating
    /// parent moves with it with or without the group: a child inserted into a growing
    /// container appears at its place in the container's presented frame.
    ///
    /// ```swift
    /// VStack {
    ///     if isExpanded { Text("Details") }
    /// }
    /// .frame(width: isExpanded ? 300 : 100)
    /// .geometryGroup()
    /// ```
    public func geometryGroup() -> ModifiedContent<Self, _GeometryGroupModifier> {
        modifier(_GeometryGroupModifier())
    }
}
