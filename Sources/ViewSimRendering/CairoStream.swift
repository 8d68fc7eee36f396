// Moves bytes between cairo and Swift arrays: cairo's PNG and SVG writers call a
// C function with each piece of output, and its PNG reader calls one for more input.
// Simplifies: everything is kept in memory (files are written afterwards, atomically).
// Lesson: every rendered frame.
import CCairo

/// Receives what a cairo writer writes.
final class CairoByteSink {
    private(set) var bytes: [UInt8] = []

    /// The `cairo_write_func_t` that appends to the sink passed as its closure.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<CairoByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 {
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// The closure pointer cairo passes back to `write` (valid while `self` lives).
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// Hands bytes to a cairo reader.
final class CairoByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The `cairo_read_func_t` that reads from the source passed as its closure.
    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<CairoByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress {
                data.update(from: base + source.offset, count: count)
            }
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
