// Models SwiftUI's `Color`: a view that fills its space and a shape style.
// Simplifies: sRGB components only, no colour spaces or dynamic colours.
// Lesson: lesson4 (foregroundStyle flips between red and blue).

/// A colour, usable as a view and as a shape style.
///
/// ```swift
/// Color.red
/// Color(red: 0, green: 0.46, blue: 0.73, opacity: 1)
/// ```
nonisolated public struct Color: PrimitiveView, ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    let name: String?

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.name = nil
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    init(named name: String, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.name = name
    }

    /// Returns this colour with a different opacity.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    }

    public static let red = Color(named: "red", 1, 0.231, 0.188)
    public static let orange = Color(named: "orange", 1, 0.584, 0)
    public static let yellow = Color(named: "yellow", 1, 0.8, 0)
    public static let green = Color(named: "green", 0.204, 0.78, 0.349)
    public static let mint = Color(named: "mint", 0, 0.78, 0.745)
    public static let teal = Color(named: "teal", 0.188, 0.69, 0.78)
    public static let cyan = Color(named: "cyan", 0.196, 0.678, 0.902)
    public static let blue = Color(named: "blue", 0, 0.478, 1)
    public static let indigo = Color(named: "indigo", 0.345, 0.337, 0.839)
    public static let purple = Color(named: "purple", 0.686, 0.322, 0.871)
    public static let pink = Color(named: "pink", 1, 0.176, 0.333)
    public static let brown = Color(named: "brown", 0.635, 0.518, 0.369)
    public static let white = Color(named: "white", 1, 1, 1)
    public static let gray = Color(named: "gray", 0.557, 0.557, 0.576)
    public static let black = Color(named: "black", 0, 0, 0)
    public static let clear = Color(named: "clear", 0, 0, 0, 0)
    public static let primary = Color(named: "primary", 0, 0, 0)
    public static let secondary = Color(named: "secondary", 0.235, 0.235, 0.263, 0.6)
    public static let accentColor = Color(named: "accentColor", 0, 0.478, 1)

    public var description: String {
        if let name { return name }
        return
            "rgba(\(ValueFormatter.number(red)), \(ValueFormatter.number(green)), \(ValueFormatter.number(blue)), \(ValueFormatter.number(opacity)))"
    }

    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.opacity == rhs.opacity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(opacity)
    }

    package var _traceName: String { "Color" }
    package var _label: String { "Color.\(description)" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("color", .boxed(self))] }
}

/// A colour or pattern used to fill or stroke, as in SwiftUI.
public protocol ShapeStyle {}

extension ShapeStyle where Self == Color {
    // So that `.foregroundStyle(flag ? .red : .blue)` compiles, as in SwiftUI.
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    /// The third level of the foreground hierarchy (`.stroke(.tertiary)`), as iOS's tertiary label colour.
    public static var tertiary: Color { Color(named: "tertiary", 0.235, 0.235, 0.263, 0.3) }
    /// The fourth level of the foreground hierarchy, as iOS's quaternary label colour.
    public static var quaternary: Color { Color(named: "quaternary", 0.235, 0.235, 0.263, 0.18) }
}

extension Color: TraceNumbersConvertible {
    /// A color's numbers in the trace: red, green, blue and opacity.
    package var traceNumbers: [Double] { [red, green, blue, opacity] }
    package var traceNumberNames: [String] { ["red", "green", "blue", "opacity"] }
}
