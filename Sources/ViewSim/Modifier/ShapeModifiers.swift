// Models SwiftUI's shape modifiers: `trim(from:to:)`, `fill(_:style:)`, `stroke(_:lineWidth:)`,
// `stroke(_:style:)` (with `StrokeStyle`), `stroke(lineWidth:)`, `stroke(style:)`.
// Simplifies: they are available on any view (SwiftUI offers them on `Shape`),
// so `Circle().trim(from: 0, to: 0.5).stroke(.red)` ports unchanged.
// Lesson: lesson3 (the heart's stroke fills with trim).
import Foundation

/// `.trim(from:to:)`.
nonisolated public struct _TrimmedShape: PrimitiveModifier, Equatable {
    public var from: CGFloat
    public var to: CGFloat
    package var _label: String {
        ".trim(from: \(ValueFormatter.number(Double(from))), to: \(ValueFormatter.number(Double(to))))"
    }
    package var _traceName: String { ".trim" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("trim(from:)", .number(Double(from))), NodeAttribute("trim(to:)", .number(Double(to)))]
    }
}

/// `.fill(_:style:)`.
nonisolated public struct _FillShape: PrimitiveModifier {
    public var style: any ShapeStyle
    /// The fill rule and antialiasing (`FillStyle()` unless given).
    public var fillStyle: FillStyle = FillStyle()
    package var _label: String {
        ".fill(\(ValueFormatter.describe(style))" + (fillStyle.isEOFilled ? ", style: FillStyle(eoFill: true)" : "")
            + ")"
    }
    package var _traceName: String { ".fill" }
    package var _attributes: [NodeAttribute] {
        var attributes = [NodeAttribute("fill", .style(style))]
        if fillStyle.isEOFilled { attributes.append(NodeAttribute("eoFill", .bool(true))) }
        return attributes
    }
}

/// `.stroke(_:lineWidth:)` and `.stroke(_:style:)`.
nonisolated public struct _StrokeShape: PrimitiveModifier {
    public var style: any ShapeStyle
    /// Width, cap, join, miter limit and dashes.
    public var strokeStyle: StrokeStyle
    /// The stroke's width (`strokeStyle.lineWidth`).
    public var lineWidth: CGFloat {
        get { strokeStyle.lineWidth }
        set { strokeStyle.lineWidth = newValue }
    }

    public init(style: any ShapeStyle, strokeStyle: StrokeStyle) {
        self.style = style
        self.strokeStyle = strokeStyle
    }

    public init(style: any ShapeStyle, lineWidth: CGFloat) {
        self.init(style: style, strokeStyle: StrokeStyle(lineWidth: lineWidth))
    }

    /// Whether `antialiased: false` asked for hard edges, which viewsim does not
    /// draw (reported as `NotModelledAPI.aliasedStroke`).
    package var isAliased = false

    package func _didInsert(node: ViewNode) { reportAliasing(node) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { reportAliasing(node) }

    private func reportAliasing(_ node: ViewNode) {
        guard isAliased else { return }
        node.graph.reportNotModelled(.aliasedStroke, node: node.reference)
    }

    /// The parts of the stroke style other than the width that differ from `StrokeStyle()`'s, as label text.
    private var styleExtras: [String] {
        var parts: [String] = []
        let plain = StrokeStyle()
        if strokeStyle.lineCap != plain.lineCap { parts.append("lineCap: .\(strokeStyle.lineCap)") }
        if strokeStyle.lineJoin != plain.lineJoin { parts.append("lineJoin: .\(strokeStyle.lineJoin)") }
        if strokeStyle.miterLimit != plain.miterLimit {
            parts.append("miterLimit: \(ValueFormatter.number(Double(strokeStyle.miterLimit)))")
        }
        if !strokeStyle.dash.isEmpty {
            parts.append(
                "dash: [\(strokeStyle.dash.map { ValueFormatter.number(Double($0)) }.joined(separator: ", "))]")
        }
        if strokeStyle.dashPhase != plain.dashPhase {
            parts.append("dashPhase: \(ValueFormatter.number(Double(strokeStyle.dashPhase)))")
        }
        return parts
    }

    package var _label: String {
        let extras = styleExtras
        let tail = extras.isEmpty ? "" : ", " + extras.joined(separator: ", ")
        return
            ".stroke(\(ValueFormatter.describe(style)), lineWidth: \(ValueFormatter.number(Double(lineWidth)))\(tail))"
    }
    package var _traceName: String { ".stroke" }
    package var _attributes: [NodeAttribute] {
        var attributes = [
            NodeAttribute("stroke", .style(style)), NodeAttribute("lineWidth", .number(Double(lineWidth))),
        ]
        let plain = StrokeStyle()
        if strokeStyle.lineCap != plain.lineCap {
            attributes.append(NodeAttribute("lineCap", .symbol(".\(strokeStyle.lineCap)")))
        }
        if strokeStyle.lineJoin != plain.lineJoin {
            attributes.append(NodeAttribute("lineJoin", .symbol(".\(strokeStyle.lineJoin)")))
        }
        if !strokeStyle.dash.isEmpty {
            attributes.append(NodeAttribute("dash", .list(strokeStyle.dash.map { .number(Double($0)) })))
        }
        return attributes
    }
}

nonisolated extension View {
    /// Trims this shape by a fractional amount based on its path.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> ModifiedContent<
        Self, _TrimmedShape
    > {
        modifier(_TrimmedShape(from: startFraction, to: endFraction))
    }

    /// Fills this shape with a colour or style.
    public func fill<S: ShapeStyle>(_ style: S = Color.primary) -> ModifiedContent<Self, _FillShape> {
        modifier(_FillShape(style: style))
    }

    /// Fills this shape with a colour or style, using `style`'s fill rule.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle) -> ModifiedContent<Self, _FillShape>
    {
        modifier(_FillShape(style: content, fillStyle: style))
    }

    /// Traces the outline of this shape.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ModifiedContent<Self, _StrokeShape> {
        modifier(_StrokeShape(style: style, lineWidth: lineWidth))
    }

    /// Traces the outline of this shape with `style`'s width, cap, join and dashes.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ModifiedContent<
        Self, _StrokeShape
    > {
        var stroke = _StrokeShape(style: content, strokeStyle: style)
        stroke.isAliased = !antialiased
        return modifier(stroke)
    }

    /// Traces the outline of this shape in the foreground colour (viewsim: `Color.primary`).
    public func stroke(lineWidth: CGFloat = 1) -> ModifiedContent<Self, _StrokeShape> {
        modifier(_StrokeShape(style: Color.primary, lineWidth: lineWidth))
    }

    /// Traces the outline of this shape in the foreground colour (viewsim: `Color.primary`) with `style`.
    public func stroke(style: StrokeStyle) -> ModifiedContent<Self, _StrokeShape> {
        modifier(_StrokeShape(style: Color.primary, strokeStyle: style))
    }
}
