// Models SwiftUI's `.border(_:width:)` and `.cornerRadius(_:antialiased:)`: an
// inside stroke of the view's frame, and a clip to a rounded rectangle.
// Simplifies: built from `.overlay` with `Rectangle().strokeBorder` and from
// `.clipShape(RoundedRectangle(cornerRadius:))`, as SwiftUI's docs describe them.
import Foundation

nonisolated extension View {
    /// Adds a border to this view with the specified style and width.
    ///
    /// ```swift
    /// Text("Tag").padding(4).border(.gray, width: 1)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<
        Self, _SecondaryContentModifier<ModifiedContent<_InsetShape<Rectangle>, _StrokeShape>>
    > {
        let inset = _InsetShape(base: Rectangle(), amount: width / 2)
        return overlay(ModifiedContent(content: inset, modifier: _StrokeShape(style: content, lineWidth: width)))
    }

    /// Clips this view to its bounding frame, with the specified corner radius
    /// (deprecated in SwiftUI; kept for porting).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ClipEffect> {
        var clipped = clipShape(RoundedRectangle(cornerRadius: radius))
        clipped.modifier.isAliased = !antialiased
        return clipped
    }
}
