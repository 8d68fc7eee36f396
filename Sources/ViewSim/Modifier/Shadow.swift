// Models SwiftUI's `.shadow(color:radius:x:y:)`: a shadow of the view's content
// behind it. Simplifies: viewsim's model: every item the view draws casts a copy
// of itself in the shadow colour, offset by (x, y) and drawn just before it; the
// radius (the blur) is recorded, not drawn. Lesson: none yet.
import Foundation

/// `.shadow(color:radius:x:y:)`.
nonisolated public struct _ShadowEffect: PrimitiveModifier, Equatable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    package var _label: String { ".shadow(radius: \(ValueFormatter.number(Double(radius))))" }
    package var _traceName: String { ".shadow" }
    package var _attributes: [NodeAttribute] {
        [
            NodeAttribute("shadow", .boxed(color)), NodeAttribute("shadowRadius", .number(Double(radius))),
            NodeAttribute("shadowOffset", .pair(Double(x), Double(y))),
        ]
    }
}

nonisolated extension View {
    /// Adds a shadow to this view.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 4, y: 2)
    /// ```
    public func shadow(
        color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
        y: CGFloat = 0
    ) -> ModifiedContent<Self, _ShadowEffect> {
        modifier(_ShadowEffect(color: color, radius: radius, x: x, y: y))
    }
}
