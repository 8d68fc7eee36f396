// Models SwiftUI's `GraphicsContext.ResolvedImage`: an image ready to draw,
// with its size.
// Simplifies: viewsim has no pixels: an image is a labelled placeholder; an SF
// Symbol is as large as the body font (17 × 17 pt), and so is a named image
// (viewsim's model: there is no file to read a size from). Lesson: lesson11.
import Foundation

extension GraphicsContext {
    /// An image prepared for drawing, as `GraphicsContext.resolve(_:)` makes it.
    public struct ResolvedImage {
        /// The image drawn.
        package let image: Image
        /// The placeholder's size: the body font's size, square.
        public let size: CGSize
        /// The tint, if any (the foreground for a symbol).
        public var shading: Shading?

        init(image: Image) {
            self.image = image
            let side = Font.body.size
            size = CGSize(width: side, height: side)
            shading = image.isSystemImage ? .foreground : nil
        }

        /// The baseline of a symbol: its bottom.
        public var baseline: CGFloat { size.height }
    }
}
