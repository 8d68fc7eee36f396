// Draws a display list to PNG or SVG with cairo, in process, through one code
// path (DisplayListPainter on a cairo surface): a white background, every item
// back to front, text through fontconfig with DejaVu and Noto Color Emoji.
// PNG is drawn at `scale` pixels per point (2 by default, a Retina screen);
// SVG at one CSS pixel per point. Output is the same bytes in every run and
// process: cairo's PNG writer is deterministic, and the ids cairo numbers from a
// process-wide counter in SVG are renumbered in document order.
// Simplifies: sizes above 8192 px a side or 32 megapixels are drawn at a lower
// scale (with a note); SF Symbols are placeholders; see DisplayListPainter.
// Lesson: `viewsim render`, rendered frames of every lesson.
import CCairo
import Foundation
import ViewSim

/// Draws display lists to PNG and SVG.
///
/// ```swift
/// let renderer = DisplayListRenderer()          // 2 pixels per point
/// let frame = try renderer.png(list)
/// try frame.write(to: URL(fileURLWithPath: "frame.png"))
/// frame.notes                                    // what could not be drawn as listed
/// ```
///
/// A renderer keeps the fonts it found (fontconfig lookups, cairo font faces);
/// reuse one for many frames. It draws one image at a time: give each thread its own.
public final class DisplayListRenderer {
    /// The largest width or height of a PNG, in pixels; a larger image is drawn at a lower scale.
    public static let maximumPixelsPerSide = RenderSize.maximumSide
    /// The largest area of a PNG, in pixels (32 megapixels); a larger image is drawn at a lower scale.
    public static let maximumPixelCount = RenderSize.maximumPixels

    /// Pixels per point in PNG output.
    public let scale: Double
    let fonts = FontLibrary()

    /// A renderer drawing PNGs at `scale` pixels per point (2: a Retina screen).
    public init(scale: Double = 2) {
        self.scale = scale
    }

    /// `list` as PNG bytes, at `scale` pixels per point (lower when the size was clamped: see `notes`).
    /// - Throws: `RenderError` when the display size is zero, negative or not finite, or the scale is not
    ///   above 0, or cairo cannot create the image.
    public func png(_ list: DisplayList) throws -> RenderResult {
        let size = try RenderSize(points: list.size, scale: scale, what: "display")
        let notes = RenderNotes()
        if let note = size.note { notes.add(note) }
        let bytes = try drawPNG(width: size.pixelWidth, height: size.pixelHeight) { surface in
            painter(notes).draw(list, on: surface, scale: size.scale)
        }
        return RenderResult(
            bytes: bytes, pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight, scale: size.scale,
            notes: notes.all)
    }

    /// `list` as SVG text (UTF-8 bytes), one CSS pixel per point; text is drawn as glyph outlines and
    /// emoji as embedded PNG images.
    /// - Throws: `RenderError` as `png(_:)` does.
    public func svg(_ list: DisplayList) throws -> RenderResult {
        let size = try RenderSize(points: list.size, scale: 1, what: "display")
        let notes = RenderNotes()
        if let note = size.note { notes.add(note) }
        let width = Double(list.size.width) * size.scale
        let height = Double(list.size.height) * size.scale
        let sink = CairoByteSink()
        let status: cairo_status_t = withExtendedLifetime(sink) {
            let surface: OpaquePointer = cairo_svg_surface_create_for_stream(
                CairoByteSink.write, sink.closure, width, height)
            defer { cairo_surface_destroy(surface) }
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            painter(notes).draw(list, on: surface, scale: size.scale)
            cairo_surface_finish(surface)
            return cairo_surface_status(surface)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        let text = SVGIDs.renumbered(String(decoding: sink.bytes, as: UTF8.self))
        return RenderResult(
            bytes: Array(text.utf8), pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight,
            scale: size.scale, notes: notes.all)
    }

    func painter(_ notes: RenderNotes) -> DisplayListPainter {
        DisplayListPainter(fonts: fonts, notes: notes)
    }

    /// The PNG of an image surface of `width` × `height` pixels after `draw` drew on it.
    func drawPNG(width: Int, height: Int, draw: (OpaquePointer) -> Void) throws -> [UInt8] {
        try drawImage(width: width, height: height, draw: draw).png()
    }

    /// An image surface of `width` × `height` pixels after `draw` drew on it.
    /// RGB24: every image is opaque (a white background), so cairo writes RGB PNGs.
    func drawImage(width: Int, height: Int, draw: (OpaquePointer) -> Void) throws -> CairoImage {
        let image = try CairoImage(width: width, height: height)
        draw(image.surface)
        cairo_surface_flush(image.surface)
        return image
    }
}
