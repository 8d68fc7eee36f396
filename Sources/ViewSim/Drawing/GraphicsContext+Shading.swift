// Models SwiftUI's `GraphicsContext.Shading` and `GraphicsContext.GradientOptions`:
// what a canvas fills and strokes with — a colour, a gradient between points of
// the user space, or any `ShapeStyle`.
// Simplifies: gradient options (repeat, mirror, linear colour) are accepted
// and drawn as the plain gradient; `.style` places a gradient's unit points in
// the bounds of the path drawn. Lesson: lesson11.
import Foundation

extension GraphicsContext {
    /// Options for gradient shadings.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A colour, gradient or style to fill or stroke with.
    ///
    /// ```swift
    /// context.fill(path, with: .color(.red))
    /// context.stroke(path, with: .linearGradient(Gradient(colors: [.red, .blue]),
    ///                                           startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
    /// ```
    public struct Shading {
        private enum Kind {
            case color(Color)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case style(any ShapeStyle)
        }

        private let kind: Kind
        /// Whether the gradient was given options (`.repeat`, `.mirror`, `.linearColor`),
        /// which viewsim does not draw (`NotModelledAPI.gradientOptions`).
        package private(set) var hasOptions = false

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A colour from red, green, blue and opacity.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A linear gradient between two points of the user space.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            var shading = Shading(kind: .linear(gradient, startPoint, endPoint))
            shading.hasOptions = !options.isEmpty
            return shading
        }

        /// A radial gradient around a point of the user space.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            var shading = Shading(kind: .radial(gradient, center, startRadius, endRadius))
            shading.hasOptions = !options.isEmpty
            return shading
        }

        /// Any shape style; a gradient's unit points are placed in the bounds of what is drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// The foreground style (viewsim: `Color.primary`).
        public static var foreground: Shading { .color(.primary) }

        /// What the renderer paints for a drawing whose bounds are `bounds`, or nil for a style viewsim does not know.
        package func resolve(in bounds: CGRect) -> DisplayList.Shading? {
            switch kind {
            case .color(let color):
                return .color(color.rgba)
            case .linear(let gradient, let start, let end):
                return .linearGradient(stops: gradient.displayStops, startPoint: start, endPoint: end)
            case .radial(let gradient, let center, let startRadius, let endRadius):
                return .radialGradient(
                    stops: gradient.displayStops, center: center, startRadius: startRadius, endRadius: endRadius)
            case .style(let style):
                if let shading = style as? Shading { return shading.resolve(in: bounds) }
                return DisplayList.Shading.resolve(style, in: bounds.isNull ? .zero : bounds)
            }
        }
    }
}

extension GraphicsContext.Shading: ShapeStyle {}
