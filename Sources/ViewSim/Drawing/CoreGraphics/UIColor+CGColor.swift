// Models UIKit's `UIColor.cgColor`: the Core Graphics colour a `CGContext` is given
// (`cgContext.setFillColor(UIColor.black.cgColor)`, seed 003). Simplifies: sRGB components.
// Lesson: lesson11 (seed 003's clock hands).
#if !canImport(UIKit)
    import Foundation

    extension UIColor {
        /// The colour as a Core Graphics colour.
        ///
        /// ```swift
        /// UIColor.red.cgColor.components   // [1, 0, 0, 1]
        /// ```
        public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    }
#endif
