// Models SwiftUI's shape modifiers: `trim(from:to:)`, `fill(_:)`, `stroke(_:lineWidth:)`.
// Simplifies: they are available on any view (SwiftUI offers them on `Shape`),
// so `Circle().trim(from: 0, to: 0.5).stroke(.red)` ports unchanged.
// Lesson: lesson3 (the heart's stroke fills with trim).
import Foundation

/// `.trim(from:to:)`.
nonisolated public struct _TrimmedShape: PrimitiveModifier, Equatable {
    public var from: CGFloat
    public var to: CGFloat
    package var _label: String { ".trim(from: \(ValueFormatter.number(Double(from))), to: \(ValueFormatter.number(Double(to))))" }
    package var _traceName: String { ".trim" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("trim(from:)", .number(Double(from))), NodeAttribute("trim(to:)", .number(Double(to)))]
    }
}

/// `.fill(_:)`.
nonisolated public struct _FillShape: PrimitiveModifier {
    public var style: any ShapeStyle
    package var _label: String { ".fill(\(ValueFormatter.describe(style)))" }
    package var _traceName: String { ".fill" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("fill", .style(style))] }
}

/// `.stroke(_:lineWidth:)`.
nonisolated public struct _StrokeShape: PrimitiveModifier {
    public var style: any ShapeStyle
    public var lineWidth: CGFloat
    package var _label: String { ".stroke(\(ValueFormatter.describe(style)), lineWidth: \(ValueFormatter.number(Double(lineWidth))))" }
    package var _traceName: String { ".stroke" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("stroke", .style(style)), NodeAttribute("lineWidth", .number(Double(lineWidth)))]
    }
}

nonisolated extension View {
    /// Trims this shape by a fractional amount based on its path.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> ModifiedContent<Self, _TrimmedShape> {
        modifier(_TrimmedShape(from: startFraction, to: endFraction))
    }

    /// Fills this shape with a colour or style.
    public func fill<S: ShapeStyle>(_ style: S = Color.primary) -> ModifiedContent<Self, _FillShape> {
        modifier(_FillShape(style: style))
    }

    /// Traces the outline of this shape.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ModifiedContent<Self, _StrokeShape> {
        modifier(_StrokeShape(style: style, lineWidth: lineWidth))
    }
}
