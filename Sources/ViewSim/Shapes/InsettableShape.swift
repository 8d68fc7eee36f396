// Models SwiftUI's `InsettableShape`: a shape that can be inset by an amount,
// so that `strokeBorder` draws a stroke wholly inside the shape's frame.
// Simplifies: the built-in shapes inset through one generic wrapper,
// `_InsetShape`; a rounded rectangle's corners shrink by the amount, as in
// SwiftUI. Lesson: lesson11 (the timer's rim).
import Foundation

/// A shape that can be inset: drawn smaller by `amount` on every side.
///
/// ```swift
/// Circle().strokeBorder(.red, lineWidth: 4)   // the stroke stays inside the frame
/// ```
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape inset by `amount` on every side (a negative amount grows it).
    func inset(by amount: CGFloat) -> InsetShape
}

/// How a built-in shape draws itself inset (a rounded rectangle also shrinks its corners).
package protocol InsetPathProvider {
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path
}

/// A built-in shape inset by an amount.
nonisolated public struct _InsetShape<Base: Shape>: InsettableShape, ShapeLabel {
    public var base: Base
    public var amount: CGFloat

    public init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }

    public func path(in rect: CGRect) -> Path {
        if let provider = base as? any InsetPathProvider { return provider.insetPath(in: rect, by: amount) }
        let inset = rect.insetBy(dx: amount, dy: amount)
        return SimulatedMainActor.run(base) { $0.path(in: inset) }
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    package var shapeLabel: String {
        let name = (base as? any ShapeLabel)?.shapeLabel ?? (_typeName(Base.self, qualified: false) + "()")
        return "\(name).inset(by: \(ValueFormatter.number(Double(amount))))"
    }
    package var shapeAttributes: [NodeAttribute] { [NodeAttribute("inset", .number(Double(amount)))] }
}

extension InsettableShape {
    /// Strokes the inside of this shape's outline: the stroke stays within the frame.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = Color.primary, lineWidth: CGFloat = 1,
        antialiased: Bool = true
    ) -> ModifiedContent<InsetShape, _StrokeShape> {
        var stroked = inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
        stroked.modifier.isAliased = !antialiased
        return stroked
    }

    /// Strokes the inside of this shape's outline with `style`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = Color.primary, style: StrokeStyle,
        antialiased: Bool = true
    ) -> ModifiedContent<InsetShape, _StrokeShape> {
        inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }
}
