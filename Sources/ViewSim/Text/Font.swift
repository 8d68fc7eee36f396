// Models SwiftUI's `Font`: a text style or a point size, a weight and a design.
// Simplifies: sizes are those of the default Dynamic Type size (Large) and never
// scale; a font draws with the DejaVu face of its design (SF Pro is not on
// Linux), bold for semibold and heavier. Lessons: lesson10 (monospaced digits),
// lesson11 (the timer's numbers), and the size of every `Text` in layout.
import Foundation

/// A font: what `Text` is measured and drawn with.
///
/// ```swift
/// Text("Brewing").font(.headline)                  // 17 pt, semibold
/// Text("3:00").font(.system(size: 48, design: .monospaced))
/// ```
///
/// viewsim's model: text draws with DejaVu Sans (DejaVu Sans Mono for
/// `.monospaced`, DejaVu Serif for `.serif`), at the point size SwiftUI gives the
/// text style at the default Dynamic Type size; semibold and heavier weights draw
/// with the face's bold. Layout measures text with the same faces' metrics.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// How the font is written in traces and diagrams (`headline`, `system(48)`).
    let name: String
    /// The point size.
    package let size: CGFloat
    /// The weight.
    package let weight: Weight
    /// The design.
    package let design: Design

    init(name: String, size: CGFloat, weight: Weight = .regular, design: Design = .default) {
        self.name = name
        self.size = size
        self.weight = weight
        self.design = design
    }

    /// The font of a text style, with SwiftUI's size and weight at the default Dynamic Type size.
    init(style: TextStyle, name: String? = nil, design: Design = .default, weight: Weight? = nil) {
        self.init(
            name: name ?? style.rawValue, size: style.pointSize, weight: weight ?? style.defaultWeight, design: design)
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)
    public static let footnote = Font(style: .footnote)

    /// A system font of a fixed size.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        var parts = [ValueFormatter.number(Double(size))]
        if weight != .regular { parts.append(weight.name) }
        if design != .default { parts.append(design.rawValue) }
        return Font(name: "system(\(parts.joined(separator: ", ")))", size: size, weight: weight, design: design)
    }

    /// This font, bold.
    public func bold() -> Font { Font(name: name + ".bold", size: size, weight: .bold, design: design) }
    /// This font with the given weight.
    public func weight(_ weight: Weight) -> Font {
        Font(name: name + ".weight(\(weight.name))", size: size, weight: weight, design: design)
    }
    /// This font with digits of equal width. DejaVu's digits already are, so only the name changes.
    public func monospacedDigit() -> Font {
        Font(name: name + ".monospacedDigit", size: size, weight: weight, design: design)
    }
    /// This font, monospaced.
    public func monospaced() -> Font {
        Font(name: name + ".monospaced", size: size, weight: weight, design: .monospaced)
    }

    public var description: String { name }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// The weight on CSS's 100–900 scale; 600 (semibold) and above draw bold.
        package let value: Int
        public static let ultraLight = Weight(name: "ultraLight", value: 100)
        public static let thin = Weight(name: "thin", value: 200)
        public static let light = Weight(name: "light", value: 300)
        public static let regular = Weight(name: "regular", value: 400)
        public static let medium = Weight(name: "medium", value: 500)
        public static let semibold = Weight(name: "semibold", value: 600)
        public static let bold = Weight(name: "bold", value: 700)
        public static let heavy = Weight(name: "heavy", value: 800)
        public static let black = Weight(name: "black", value: 900)
    }

    /// The face and size this font draws with.
    package var resolved: DisplayList.Font {
        let family: String
        switch design {
        case .monospaced: family = FontFace.monoFamily
        case .serif: family = FontFace.serifFamily
        case .default, .rounded: family = FontFace.sansFamily
        }
        return DisplayList.Font(family: family, size: Double(size), isBold: weight.value >= 600)
    }
}

extension Font.TextStyle {
    /// SwiftUI's point size for the style at the default Dynamic Type size (Large).
    package var pointSize: CGFloat {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// SwiftUI's weight for the style: headline is semibold, the others regular.
    package var defaultWeight: Font.Weight { self == .headline ? .semibold : .regular }
}
