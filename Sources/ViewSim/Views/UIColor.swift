// Models the part of UIKit's `UIColor` that SwiftUI code names: the system and
// semantic colours (`Color(.systemBackground)`, `Color(uiColor: .secondaryLabel)`)
// and `UIColor(red:green:blue:alpha:)`. Simplifies: viewsim's model: a colour is
// its sRGB components in the light appearance (no dynamic colours, no dark mode).
import Foundation

/// An object that stores colour data (viewsim's model of UIKit's `UIColor` on Linux).
///
/// ```swift
/// Color(.systemBackground)          // white
/// Color(uiColor: .secondaryLabel)   // rgba(0.235, 0.235, 0.263, 0.6)
/// ```
nonisolated public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The components, each 0…1.
    let red: Double
    let green: Double
    let blue: Double
    let alpha: Double
    let name: String?

    /// A colour from red, green, blue and alpha components (clamped to 0…1; NaN is 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func unit(_ value: CGFloat) -> Double { value.isNaN ? 0 : Double(min(1, max(0, value))) }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.alpha = unit(alpha)
        self.name = nil
    }

    /// A grey colour from a white level and an alpha.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    private init(named name: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = name
    }

    public var description: String {
        name ?? "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    /// The colour for the main background of your interface.
    public static let systemBackground = UIColor(named: "systemBackground", 1, 1, 1, 1)
    /// The colour for content layered on top of the main background.
    public static let secondarySystemBackground = UIColor(
        named: "secondarySystemBackground", 0.949, 0.949, 0.969, 1)
    /// The colour for content layered on top of secondary backgrounds.
    public static let tertiarySystemBackground = UIColor(named: "tertiarySystemBackground", 1, 1, 1, 1)
    /// The colour for the main background of a grouped interface (a `Form`).
    public static let systemGroupedBackground = UIColor(named: "systemGroupedBackground", 0.949, 0.949, 0.969, 1)
    /// The colour for content layered on top of a grouped background (a `Form`'s rows).
    public static let secondarySystemGroupedBackground = UIColor(
        named: "secondarySystemGroupedBackground", 1, 1, 1, 1)
    /// The colour for content layered on top of secondary grouped backgrounds.
    public static let tertiarySystemGroupedBackground = UIColor(
        named: "tertiarySystemGroupedBackground", 0.949, 0.949, 0.969, 1)
    /// The colour for text labels that contain primary content.
    public static let label = UIColor(named: "label", 0, 0, 0, 1)
    /// The colour for text labels that contain secondary content.
    public static let secondaryLabel = UIColor(named: "secondaryLabel", 0.235, 0.235, 0.263, 0.6)
    /// The colour for text labels that contain tertiary content.
    public static let tertiaryLabel = UIColor(named: "tertiaryLabel", 0.235, 0.235, 0.263, 0.3)
    /// The colour for text labels that contain quaternary content.
    public static let quaternaryLabel = UIColor(named: "quaternaryLabel", 0.235, 0.235, 0.263, 0.18)
    /// The colour for placeholder text in controls or text views.
    public static let placeholderText = UIColor(named: "placeholderText", 0.235, 0.235, 0.263, 0.3)
    /// The colour for links.
    public static let link = UIColor(named: "link", 0, 0.478, 1, 1)
    /// The colour for thin borders or divider lines that allow some underlying content to be visible.
    public static let separator = UIColor(named: "separator", 0.235, 0.235, 0.263, 0.29)
    /// The colour for borders or divider lines that hide any underlying content.
    public static let opaqueSeparator = UIColor(named: "opaqueSeparator", 0.776, 0.776, 0.784, 1)
    /// An overlay fill colour for thin and small shapes.
    public static let systemFill = UIColor(named: "systemFill", 0.471, 0.471, 0.502, 0.2)
    /// An overlay fill colour for medium-size shapes.
    public static let secondarySystemFill = UIColor(named: "secondarySystemFill", 0.471, 0.471, 0.502, 0.16)
    /// An overlay fill colour for large shapes.
    public static let tertiarySystemFill = UIColor(named: "tertiarySystemFill", 0.463, 0.463, 0.502, 0.12)
    /// An overlay fill colour for large areas that contain complex content.
    public static let quaternarySystemFill = UIColor(named: "quaternarySystemFill", 0.455, 0.455, 0.502, 0.08)
    /// A standard base grey colour.
    public static let systemGray = UIColor(named: "systemGray", 0.557, 0.557, 0.576, 1)
    /// A second-level shade of grey.
    public static let systemGray2 = UIColor(named: "systemGray2", 0.682, 0.682, 0.698, 1)
    /// A third-level shade of grey.
    public static let systemGray3 = UIColor(named: "systemGray3", 0.78, 0.78, 0.8, 1)
    /// A fourth-level shade of grey.
    public static let systemGray4 = UIColor(named: "systemGray4", 0.82, 0.82, 0.839, 1)
    /// A fifth-level shade of grey.
    public static let systemGray5 = UIColor(named: "systemGray5", 0.898, 0.898, 0.918, 1)
    /// A sixth-level shade of grey.
    public static let systemGray6 = UIColor(named: "systemGray6", 0.949, 0.949, 0.969, 1)
    /// A red colour that automatically adapts to the current trait environment.
    public static let systemRed = UIColor(named: "systemRed", 1, 0.231, 0.188, 1)
    /// An orange colour that automatically adapts to the current trait environment.
    public static let systemOrange = UIColor(named: "systemOrange", 1, 0.584, 0, 1)
    /// A yellow colour that automatically adapts to the current trait environment.
    public static let systemYellow = UIColor(named: "systemYellow", 1, 0.8, 0, 1)
    /// A green colour that automatically adapts to the current trait environment.
    public static let systemGreen = UIColor(named: "systemGreen", 0.204, 0.78, 0.349, 1)
    /// A mint colour that automatically adapts to the current trait environment.
    public static let systemMint = UIColor(named: "systemMint", 0, 0.78, 0.745, 1)
    /// A teal colour that automatically adapts to the current trait environment.
    public static let systemTeal = UIColor(named: "systemTeal", 0.188, 0.69, 0.78, 1)
    /// A cyan colour that automatically adapts to the current trait environment.
    public static let systemCyan = UIColor(named: "systemCyan", 0.196, 0.678, 0.902, 1)
    /// A blue colour that automatically adapts to the current trait environment.
    public static let systemBlue = UIColor(named: "systemBlue", 0, 0.478, 1, 1)
    /// An indigo colour that automatically adapts to the current trait environment.
    public static let systemIndigo = UIColor(named: "systemIndigo", 0.345, 0.337, 0.839, 1)
    /// A purple colour that automatically adapts to the current trait environment.
    public static let systemPurple = UIColor(named: "systemPurple", 0.686, 0.322, 0.871, 1)
    /// A pink colour that automatically adapts to the current trait environment.
    public static let systemPink = UIColor(named: "systemPink", 1, 0.176, 0.333, 1)
    /// A brown colour that automatically adapts to the current trait environment.
    public static let systemBrown = UIColor(named: "systemBrown", 0.635, 0.518, 0.369, 1)
    /// A colour object in the sRGB colour space whose grayscale value is 0.0.
    public static let black = UIColor(named: "black", 0, 0, 0, 1)
    /// A colour object whose grayscale value is 1.0.
    public static let white = UIColor(named: "white", 1, 1, 1, 1)
    /// A colour object whose grayscale value is 0.5.
    public static let gray = UIColor(named: "gray", 0.5, 0.5, 0.5, 1)
    /// A colour object whose RGB values are 1.0, 0.0, and 0.0.
    public static let red = UIColor(named: "red", 1, 0, 0, 1)
    /// A colour object whose RGB values are 0.0, 1.0, and 0.0.
    public static let green = UIColor(named: "green", 0, 1, 0, 1)
    /// A colour object whose RGB values are 0.0, 0.0, and 1.0.
    public static let blue = UIColor(named: "blue", 0, 0, 1, 1)
    /// A colour object whose grayscale and alpha values are both 0.0.
    public static let clear = UIColor(named: "clear", 0, 0, 0, 0)
}

extension Color {
    /// A colour from a UIKit colour (viewsim's model: its light-appearance components).
    ///
    /// ```swift
    /// Rectangle().fill(Color(uiColor: .systemGroupedBackground))
    /// ```
    public init(uiColor: UIColor) {
        if let name = uiColor.name {
            self.init(named: name, uiColor.red, uiColor.green, uiColor.blue, uiColor.alpha)
        } else {
            self.init(red: uiColor.red, green: uiColor.green, blue: uiColor.blue, opacity: uiColor.alpha)
        }
    }

    /// A colour from a UIKit colour: `Color(.systemBackground)`.
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }
}
