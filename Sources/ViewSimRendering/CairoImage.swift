// Models one opaque cairo image surface (RGB24: 32 bits a pixel, the top byte unused) that a
// frame is drawn on, and what the animated PNG writer asks of it: the bounding box of the
// pixels that differ from another image of the same size, and a PNG of the whole image or of
// one rectangle of it.
// Simplifies: only RGB24 (every rendered image is opaque: a white background), so pixels are
// compared by their red, green and blue bytes; a rectangle's PNG is made by copying its rows
// into a new surface of its size (cairo's writer then gives the same pixel format as for the
// whole image).
// Lesson: every rendered frame; the region frames of animated previews.
import CCairo
import Foundation

/// An opaque image surface of `width` × `height` pixels, destroyed with the object.
final class CairoImage {
    /// A rectangle of pixels: its top-left column and row, and its size (both at least 1).
    struct Region: Equatable, Sendable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// A new image, every pixel black (cairo clears new surfaces).
    /// - Throws: `RenderError.cairo` when cairo cannot create it (too large for memory).
    init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw RenderError.cairo(
                "an image of \(width) × \(height) px cannot be created: both sides must be 1 to \(Int32.max) px")
        }
        let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(
                "an image of \(width) × \(height) px could not be created (\(String(cString: cairo_status_to_string(status))))"
            )
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(surface) }

    /// The whole image.
    var bounds: Region { Region(x: 0, y: 0, width: width, height: height) }

    /// The smallest rectangle holding every pixel whose colour differs from `previous`'s pixel at
    /// the same place, or nil when none does (or the sizes differ: then the whole image).
    ///
    /// Rows are compared with `memcmp` first; in a row that differs as bytes, its first and last
    /// differing pixels are found by bisecting with `memcmp` too (ignoring the unused top byte),
    /// so a change costs about one pass over memory, in C, in a debug build as in a release one.
    func changedRegion(since previous: CairoImage) -> Region? {
        guard previous.width == width, previous.height == height else { return bounds }
        cairo_surface_flush(surface)
        cairo_surface_flush(previous.surface)
        guard let new = cairo_image_surface_get_data(surface), let old = cairo_image_surface_get_data(previous.surface)
        else {
            return bounds
        }
        let newStride = Int(cairo_image_surface_get_stride(surface))
        let oldStride = Int(cairo_image_surface_get_stride(previous.surface))
        var minX = width
        var maxX = -1
        var minY = height
        var maxY = -1
        for y in 0..<height {
            let newRow = UnsafeRawPointer(new + y * newStride)
            let oldRow = UnsafeRawPointer(old + y * oldStride)
            if memcmp(newRow, oldRow, width * 4) == 0 { continue }
            // The first and last differing pixels of the row; the unused top byte may differ alone.
            guard let first = Self.firstDifference(newRow, oldRow, in: 0..<width) else { continue }
            let last = Self.lastDifference(newRow, oldRow, in: (first + 1)..<width) ?? first
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }
        guard maxY >= 0 else { return nil }
        return Region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Whether pixel `x` of two rows differs in colour (red, green or blue; not the unused top byte).
    private static func colourDiffers(_ new: UnsafeRawPointer, _ old: UnsafeRawPointer, at x: Int) -> Bool {
        (new.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            ^ old.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)) & 0x00FF_FFFF != 0
    }

    /// The first pixel in `range` whose colour differs between two rows, or nil: the longest
    /// run of equal bytes from the range's start is found by bisection with `memcmp`.
    private static func firstDifference(_ new: UnsafeRawPointer, _ old: UnsafeRawPointer, in range: Range<Int>)
        -> Int?
    {
        var start = range.lowerBound
        // Each pass moves `start` past at least one pixel.
        while start < range.upperBound {
            // The most pixels from `start` that are equal as bytes: at least `low`, fewer than `high`.
            var low = 0
            var high = range.upperBound - start + 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if memcmp(new + start * 4, old + start * 4, middle * 4) == 0 { low = middle } else { high = middle }
            }
            let x = start + low
            guard x < range.upperBound else { return nil }
            if colourDiffers(new, old, at: x) { return x }
            start = x + 1
        }
        return nil
    }

    /// The last pixel in `range` whose colour differs between two rows, or nil (as
    /// `firstDifference`, from the range's end).
    private static func lastDifference(_ new: UnsafeRawPointer, _ old: UnsafeRawPointer, in range: Range<Int>)
        -> Int?
    {
        var end = range.upperBound
        // Each pass moves `end` before at least one pixel.
        while end > range.lowerBound {
            // The most pixels before `end` that are equal as bytes: at least `low`, fewer than `high`.
            var low = 0
            var high = end - range.lowerBound + 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if memcmp(new + (end - middle) * 4, old + (end - middle) * 4, middle * 4) == 0 {
                    low = middle
                } else {
                    high = middle
                }
            }
            let x = end - 1 - low
            guard x >= range.lowerBound else { return nil }
            if colourDiffers(new, old, at: x) { return x }
            end = x
        }
        return nil
    }

    /// The image as a PNG (cairo's writer: 8-bit RGB, no time chunk, the same bytes every run).
    /// - Throws: `RenderError.cairo` when cairo fails to write it.
    func png() throws -> [UInt8] {
        cairo_surface_flush(surface)
        let sink = CairoByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, CairoByteSink.write, sink.closure)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return sink.bytes
    }

    /// The pixels of `region` (which must lie inside the image) as a PNG of the region's size.
    /// - Throws: `RenderError.cairo` when the region is outside the image or cairo fails.
    func png(of region: Region) throws -> [UInt8] {
        if region == bounds { return try png() }
        guard region.x >= 0, region.y >= 0, region.width > 0, region.height > 0,
            region.x + region.width <= width, region.y + region.height <= height
        else {
            throw RenderError.cairo(
                "the region \(region.width) × \(region.height) px at (\(region.x), \(region.y)) is not inside the "
                    + "\(width) × \(height) px image")
        }
        let copy = try CairoImage(width: region.width, height: region.height)
        cairo_surface_flush(surface)
        cairo_surface_flush(copy.surface)
        guard let source = cairo_image_surface_get_data(surface),
            let target = cairo_image_surface_get_data(copy.surface)
        else {
            throw RenderError.cairo("the pixels of a \(width) × \(height) px image could not be read")
        }
        let sourceStride = Int(cairo_image_surface_get_stride(surface))
        let targetStride = Int(cairo_image_surface_get_stride(copy.surface))
        for row in 0..<region.height {
            memcpy(
                target + row * targetStride, source + (region.y + row) * sourceStride + region.x * 4, region.width * 4)
        }
        cairo_surface_mark_dirty(copy.surface)
        return try copy.png()
    }
}
