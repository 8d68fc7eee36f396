// Models the result of one render: the file's bytes, its size in pixels, the
// scale it was drawn at, and the notes saying what was drawn differently from
// the display list (skipped items, a substituted font, a clamped size).
// Simplifies: nothing. Lesson: `viewsim render … -o frame.png`.
import Foundation

/// The bytes of a rendered PNG or SVG, and what the renderer had to say about it.
///
/// ```swift
/// let result = try DisplayListRenderer().png(list)
/// try result.write(to: URL(fileURLWithPath: "frame.png"))
/// result.notes   // [] when everything was drawn as listed
/// ```
public struct RenderResult: Equatable, Sendable {
    /// The file's bytes (PNG or SVG).
    public var bytes: [UInt8]
    /// The image's width in pixels (for SVG, in SVG user units: CSS pixels).
    public var pixelWidth: Int
    /// The image's height in pixels (for SVG, in SVG user units: CSS pixels).
    public var pixelHeight: Int
    /// Pixels per point it was drawn at: the renderer's scale, or less when the size was clamped.
    public var scale: Double
    /// What was drawn differently from the display list, and why; empty when nothing was.
    public var notes: [String]

    public init(bytes: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: Double, notes: [String]) {
        self.bytes = bytes
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.notes = notes
    }

    /// Writes the bytes to `url` atomically (a temporary file, then a rename), so a
    /// reader never sees half a file.
    public func write(to url: URL) throws {
        try Data(bytes).write(to: url, options: .atomic)
    }
}
