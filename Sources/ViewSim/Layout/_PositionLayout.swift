// Models SwiftUI's `.position(x:y:)` and `.position(_:)`: the view takes its whole
// proposal and puts the centre of its content at the point.
// Simplifies: nothing else; under an unspecified proposal it takes its
// content's size in that dimension (viewsim's model). Lesson: layout tests.
import Foundation

/// `.position(x:y:)`.
nonisolated public struct _PositionLayout: PrimitiveModifier, Equatable {
    public var position: CGPoint
    package var _label: String {
        ".position(x: \(ValueFormatter.number(Double(position.x))), y: \(ValueFormatter.number(Double(position.y))))"
    }
    package var _traceName: String { ".position" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("position", .pair(Double(position.x), Double(position.y)))]
    }
}

nonisolated extension View {
    /// Places the centre of this view at `position` in its parent's coordinate space.
    ///
    /// ```swift
    /// Circle().frame(width: 20, height: 20).position(x: 50, y: 30)
    /// ```
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(position: position))
    }

    /// Places the centre of this view at (`x`, `y`) in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(position: CGPoint(x: x, y: y)))
    }
}
