// Models Core Graphics' `CGColor` (missing from Foundation on Linux): a colour a
// `CGContext` fills and strokes with. Simplifies: sRGB or grey components only (no colour
// spaces, patterns or ICC profiles); components are clamped to 0…1, NaN to 0.
// Lesson: lesson11 (seed 003's clock hands).
import Foundation

/// A colour for Core Graphics drawing, with Core Graphics' names (viewsim's own on Linux).
///
/// ```swift
/// cgContext.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
/// CGColor.black.components   // [0, 1]: grey and alpha
/// ```
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components: [grey, alpha] or [red, green, blue, alpha], each 0…1.
    public let components: [CGFloat]?

    /// A colour from sRGB components and an alpha.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map(Self.unit)
    }

    /// A grey colour from a white level and an alpha.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha].map(Self.unit)
    }

    /// Black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// How many components the colour has (2 for grey, 4 for RGB).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's alpha.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The sRGB components and opacity, for drawing.
    package var rgba: (red: Double, green: Double, blue: Double, opacity: Double) {
        let parts = (components ?? [0, 1]).map(Double.init)
        if parts.count == 2 { return (parts[0], parts[0], parts[0], parts[1]) }
        return (parts[0], parts[1], parts[2], parts[3])
    }

    /// The colour as a SwiftUI `Color`, for a `GraphicsContext` to shade with.
    package var color: Color {
        let value = rgba
        return Color(red: value.red, green: value.green, blue: value.blue, opacity: value.opacity)
    }

    public var description: String {
        "CGColor(\((components ?? []).map { ValueFormatter.number(Double($0)) }.joined(separator: ", ")))"
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    private static func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(1, max(0, value)) }
}
