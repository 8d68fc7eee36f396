// Models the part of UIKit's `UIColor` seed 003 names (`UIColor.black.cgColor`): a few
// named colours and their Core Graphics colour. Simplifies: sRGB components only.
// (Issue 26's display part declares the semantic colours in a fuller file of this name;
// a merge keeps that one, and CoreGraphics/UIColor+CGColor.swift gives it `cgColor`.)
#if !canImport(UIKit)
    import Foundation

    /// An object that stores colour data (viewsim's model of UIKit's `UIColor` on Linux).
    ///
    /// ```swift
    /// cgContext.setFillColor(UIColor.red.cgColor)
    /// ```
    nonisolated public struct UIColor: Hashable, Sendable {
        /// The components, each 0…1.
        let red: Double
        let green: Double
        let blue: Double
        let alpha: Double

        /// A colour from red, green, blue and alpha components (clamped to 0…1; NaN is 0).
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            func unit(_ value: CGFloat) -> Double { value.isNaN ? 0 : Double(min(1, max(0, value))) }
            self.red = unit(red)
            self.green = unit(green)
            self.blue = unit(blue)
            self.alpha = unit(alpha)
        }

        /// Black.
        public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        /// White.
        public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        /// Red.
        public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    }
#endif
