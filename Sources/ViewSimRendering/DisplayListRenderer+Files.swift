// Writes a display list to a file whose extension names the format (.png or
// .svg), atomically: what `viewsim render -o frame.png|svg` and
// `sim.render(at:to:)` need.
// Simplifies: the extension alone decides the format (case-insensitive).
// Lesson: `viewsim render … -o frame.svg`.
import Foundation
import ViewSim

extension DisplayListRenderer {
    /// Draws `list` as PNG or SVG, as `url`'s extension says, and writes it there atomically.
    /// - Returns: the render, with its notes.
    /// - Throws: `RenderError.unsupportedFile` for another extension, `RenderError` from the render, or the
    ///   file system's error when the file cannot be written.
    @discardableResult
    public func write(_ list: DisplayList, to url: URL) throws -> RenderResult {
        let result: RenderResult
        switch url.pathExtension.lowercased() {
        case "png": result = try png(list)
        case "svg": result = try svg(list)
        default:
            throw RenderError.unsupportedFile(url.lastPathComponent)
        }
        try result.write(to: url)
        return result
    }
}
