// Models SwiftUI's geometry and appearance effects: opacity, scaleEffect,
// rotationEffect, offset, frame, padding, foregroundStyle, font, overlay,
// background. Simplifies: each effect is a node whose attributes are diffed;
// layout reads frame, padding, overlay, background and font (`LayoutBehavior`),
// the display list the rest. Lesson: lesson1, lesson4; animated in lesson3.
import Foundation

/// `.opacity(_:)`.
nonisolated public struct _OpacityEffect: PrimitiveModifier, Equatable {
    public var opacity: Double
    package var _label: String { ".opacity(\(ValueFormatter.number(opacity)))" }
    package var _traceName: String { ".opacity" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("opacity", .number(opacity))] }
}

/// `.scaleEffect(_:anchor:)`.
nonisolated public struct _ScaleEffect: PrimitiveModifier, Equatable {
    public var scale: CGSize
    public var anchor: UnitPoint
    package var _traceName: String { ".scaleEffect" }
    package var _label: String {
        scale.width == scale.height
            ? ".scaleEffect(\(ValueFormatter.number(Double(scale.width))))"
            : ".scaleEffect(\(ValueFormatter.describe(scale)))"
    }
    /// `.pair`, as `TraceValue(_:)` makes for a size, without its casts (read every animated frame).
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("scale", .pair(Double(scale.width), Double(scale.height)))]
    }
}

/// `.rotationEffect(_:anchor:)`.
nonisolated public struct _RotationEffect: PrimitiveModifier, Equatable {
    public var angle: Angle
    public var anchor: UnitPoint
    package var _label: String { ".rotationEffect(\(angle))" }
    package var _traceName: String { ".rotationEffect" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("rotation", .boxed(angle))] }
}

/// `.offset(_:)` and `.offset(x:y:)`.
nonisolated public struct _OffsetEffect: PrimitiveModifier, Equatable {
    public var offset: CGSize
    package var _label: String { ".offset(\(ValueFormatter.describe(offset)))" }
    package var _traceName: String { ".offset" }
    /// `.pair`, as `TraceValue(_:)` makes for a size, without its casts (read every animated frame).
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("offset", .pair(Double(offset.width), Double(offset.height)))]
    }
}

/// `.frame(width:height:alignment:)`.
nonisolated public struct _FrameLayout: PrimitiveModifier, Equatable, TraceDescribable {
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment
    package var _label: String { ".frame(\(frameText))" }
    package var _traceName: String { ".frame" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("frame", .described(self))] }
    package var traceDescription: String { frameText }

    private var frameText: String {
        var parts: [String] = []
        if let width { parts.append("width: \(ValueFormatter.number(Double(width)))") }
        if let height { parts.append("height: \(ValueFormatter.number(Double(height)))") }
        return parts.joined(separator: ", ")
    }
}

/// `.padding(_:_:)`.
nonisolated public struct _PaddingLayout: PrimitiveModifier, Equatable {
    public var edges: Edge.Set
    public var length: CGFloat?
    package var _label: String { length.map { ".padding(\(ValueFormatter.number(Double($0))))" } ?? ".padding()" }
    package var _traceName: String { ".padding" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("padding", length.map { .number(Double($0)) } ?? .symbol("default"))]
    }
}

/// `.foregroundStyle(_:)` and `.foregroundColor(_:)`.
nonisolated public struct _ForegroundStyleModifier: PrimitiveModifier {
    public var style: any ShapeStyle
    package var _label: String { ".foregroundStyle(\(ValueFormatter.describe(style)))" }
    package var _traceName: String { ".foregroundStyle" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("foregroundStyle", .style(style))] }
}

/// `.font(_:)`. viewsim keeps the font on the node rather than in the environment.
nonisolated public struct _FontModifier: PrimitiveModifier, Equatable {
    public var font: Font?
    package var _label: String { ".font(\(font.map(\.description) ?? "nil"))" }
    package var _traceName: String { ".font" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("font", font.map { TraceValue($0) } ?? .symbol("nil"))] }
    package func _didInsert(node: ViewNode) { node.graph.layoutState.usesFontModifiers = true }
}

/// `.overlay(_:alignment:)` and `.background(_:alignment:)`.
nonisolated public struct _SecondaryContentModifier<Secondary: View>: PrimitiveModifier {
    public var secondary: Secondary
    public var alignment: Alignment
    public var isOverlay: Bool
    package var _label: String { isOverlay ? ".overlay" : ".background" }
    package func _children(content: any View) -> [(ChildKey, any View)] {
        isOverlay ? [(.single, content), (.secondary, secondary)] : [(.secondary, secondary), (.single, content)]
    }
}

nonisolated extension View {
    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: opacity))
    }

    /// Scales this view uniformly.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales this view by a size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales this view along each axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _ScaleEffect
    > {
        modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }

    /// Rotates this view.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _RotationEffect> {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Offsets this view by a size.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Offsets this view along each axis.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
    }

    /// Gives this view a fixed size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<
        Self, _FrameLayout
    > {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Pads this view along the given edges.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: edges, length: length))
    }

    /// Pads this view on all edges.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: .all, length: length))
    }

    /// Sets the foreground style of this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        modifier(_ForegroundStyleModifier(style: style))
    }

    /// Sets the foreground colour of this view (deprecated in SwiftUI; kept for porting).
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        modifier(_ForegroundStyleModifier(style: color ?? Color.primary))
    }

    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> ModifiedContent<Self, _FontModifier> {
        modifier(_FontModifier(font: font))
    }

    /// Layers a view in front of this view.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<
        Self, _SecondaryContentModifier<V>
    > {
        modifier(_SecondaryContentModifier(secondary: overlay, alignment: alignment, isOverlay: true))
    }

    /// Layers the views a builder produces in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<
        Self, _SecondaryContentModifier<V>
    > {
        modifier(_SecondaryContentModifier(secondary: content(), alignment: alignment, isOverlay: true))
    }

    /// Layers a view behind this view.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ModifiedContent<
        Self, _SecondaryContentModifier<V>
    > {
        modifier(_SecondaryContentModifier(secondary: background, alignment: alignment, isOverlay: false))
    }

    /// Layers the views a builder produces behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<
        Self, _SecondaryContentModifier<V>
    > {
        modifier(_SecondaryContentModifier(secondary: content(), alignment: alignment, isOverlay: false))
    }
}
