// Reads a PNG back (through cairo's PNG reader) so tests can check pixels at
// known points: "the heart is red at its centre", "white outside the circle".
// Simplifies: 8-bit RGBA only (cairo's reader gives that for every PNG it reads);
// a point maps to the pixel it falls in at the image's scale.
// Lesson: rendering tests of every lesson's frames.
import CCairo
import Foundation

/// The pixels of a PNG, addressed in pixels or in points.
///
/// ```swift
/// let frame = try DisplayListRenderer().png(list)
/// let image = try RenderedImage(png: frame.bytes, scale: frame.scale)
/// image.pixel(at: CGPoint(x: 50, y: 50))   // rgba(255, 0, 0, 255)
/// ```
public struct RenderedImage: Equatable, Sendable {
    /// One pixel's colour, 0…255 per channel, not premultiplied.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        public var alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// The largest difference between two of red, green and blue: 0 for greys, 255 for pure red.
        public var chroma: Int {
            let channels = [Int(red), Int(green), Int(blue)]
            return (channels.max() ?? 0) - (channels.min() ?? 0)
        }

        /// Whether every channel is within `tolerance` of `other`'s.
        public func isClose(to other: Pixel, tolerance: Int = 8) -> Bool {
            abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
                && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
        }

        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

        public static let white = Pixel(red: 255, green: 255, blue: 255)
        public static let black = Pixel(red: 0, green: 0, blue: 0)
    }

    /// Width and height in pixels.
    public let width: Int
    public let height: Int
    /// Pixels per point, for `pixel(at:)`.
    public let scale: Double
    /// Row by row, four bytes (RGBA) a pixel.
    private let rgba: [UInt8]

    /// Reads `png`; `scale` (pixels per point) maps points to pixels in `pixel(at:)`.
    /// - Throws: `RenderError.invalidPNG` when cairo cannot read the bytes.
    public init(png: [UInt8], scale: Double = 2) throws {
        guard png.count >= 8, Array(png[0..<8]) == PNGChunk.signature else {
            throw RenderError.invalidPNG("they do not start with PNG's signature")
        }
        let source = CairoByteSource(png)
        let surface: OpaquePointer = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(CairoByteSource.read, source.closure)
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.invalidPNG(String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
            let data = cairo_image_surface_get_data(surface)
        else {
            throw RenderError.invalidPNG("cairo read it into an image format other than 32-bit RGB")
        }
        let opaque = format == CAIRO_FORMAT_RGB24
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    // cairo's pixels are native-endian 32-bit ARGB, premultiplied.
                    let value = row[x]
                    let alpha = opaque ? 255 : value >> 24
                    let offset = (y * width + x) * 4
                    output[offset] = Self.unpremultiplied((value >> 16) & 0xFF, alpha)
                    output[offset + 1] = Self.unpremultiplied((value >> 8) & 0xFF, alpha)
                    output[offset + 2] = Self.unpremultiplied(value & 0xFF, alpha)
                    output[offset + 3] = UInt8(alpha)
                }
            }
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.rgba = rgba
    }

    /// A premultiplied channel divided by its alpha (both 0…255), rounded.
    private static func unpremultiplied(_ channel: UInt32, _ alpha: UInt32) -> UInt8 {
        if alpha == 255 { return UInt8(channel) }
        if alpha == 0 { return 0 }
        return UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
    }

    /// Reads a PNG render's bytes at the scale it was drawn at.
    /// - Throws: `RenderError.invalidPNG` when the result is not a PNG (an SVG render).
    public init(_ result: RenderResult) throws {
        try self.init(png: result.bytes, scale: result.scale)
    }

    /// The pixel in column `x`, row `y` (from the top left), or nil outside the image.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 4
        return Pixel(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
    }

    /// The pixel that the point `point` (in points) falls in, or nil outside the image.
    public func pixel(at point: CGPoint) -> Pixel? {
        let x = (Double(point.x) * scale).rounded(.down)
        let y = (Double(point.y) * scale).rounded(.down)
        guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return nil }
        return pixel(x: Int(x), y: Int(y))
    }

    /// The pixels of the rectangle `rect` (in points), row by row (for "every pixel in this box is…" checks).
    public func pixels(in rect: CGRect) -> [Pixel] {
        let minX = max(0, Int((Double(rect.minX) * scale).rounded(.down)))
        let minY = max(0, Int((Double(rect.minY) * scale).rounded(.down)))
        let maxX = min(width, Int((Double(rect.maxX) * scale).rounded(.up)))
        let maxY = min(height, Int((Double(rect.maxY) * scale).rounded(.up)))
        guard minX < maxX, minY < maxY else { return [] }
        var result: [Pixel] = []
        for y in minY..<maxY {
            for x in minX..<maxX {
                if let pixel = pixel(x: x, y: y) { result.append(pixel) }
            }
        }
        return result
    }
}
