// Models resolving a `ShapeStyle` to what the renderer paints: a colour or a
// gradient placed in a view's bounds.
// Simplifies: styles the resolver does not know resolve to nil (the caller
// falls back to the foreground colour). Lessons: every rendered frame.
import Foundation

extension DisplayList.Shading {
    /// The shading `style` paints in a view whose local bounds are `bounds`, or nil for an unknown style.
    ///
    /// ```swift
    /// DisplayList.Shading.resolve(Color.red, in: rect)   // .color(RGBA(1, 0.231, 0.188, 1))
    /// ```
    package static func resolve(_ style: any ShapeStyle, in bounds: CGRect) -> DisplayList.Shading? {
        switch style {
        case let color as Color:
            return .color(color.rgba)
        case let gradient as LinearGradient:
            return .linearGradient(
                stops: gradient.gradient.displayStops, startPoint: bounds.point(at: gradient.startPoint),
                endPoint: bounds.point(at: gradient.endPoint))
        case let gradient as RadialGradient:
            return .radialGradient(
                stops: gradient.gradient.displayStops, center: bounds.point(at: gradient.center),
                startRadius: gradient.startRadius, endRadius: gradient.endRadius)
        case let shading as GraphicsContext.Shading:
            return shading.resolve(in: bounds)
        case let gradient as Gradient:
            // A bare `Gradient` used as a style is linear from top to bottom, as in SwiftUI.
            return .linearGradient(
                stops: gradient.displayStops, startPoint: bounds.point(at: .top),
                endPoint: bounds.point(at: .bottom))
        default:
            return nil
        }
    }

    /// Colours spread evenly from 0 to 1.
    package static func evenStops(_ colors: [Color]) -> [DisplayList.GradientStop] {
        guard colors.count > 1 else { return colors.map { DisplayList.GradientStop(color: $0.rgba, location: 0) } }
        return colors.enumerated().map { index, color in
            DisplayList.GradientStop(color: color.rgba, location: Double(index) / Double(colors.count - 1))
        }
    }
}

extension Color {
    /// The colour as the renderer paints it.
    package var rgba: DisplayList.RGBA { DisplayList.RGBA(red: red, green: green, blue: blue, opacity: opacity) }
}

extension CGRect {
    /// The point at `unit` (0…1 on each axis) of this rectangle.
    package func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}
