// Models one chunk of a PNG file (length, four-letter type, data, CRC-32), and
// splits a PNG's bytes into chunks and joins chunks into bytes: what the animated
// PNG writer needs to wrap cairo's PNG frames in APNG's acTL/fcTL/fdAT chunks.
// Simplifies: reading checks the signature, lengths and CRCs, not the chunks' meaning.
// Lesson: animated previews; the tests read APNG files back with it.
import Foundation

/// One chunk of a PNG file.
package struct PNGChunk: Equatable, Sendable {
    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunk type: "IHDR", "IDAT", "acTL"…
    package var type: String
    package var data: [UInt8]

    package init(type: String, data: [UInt8]) {
        self.type = type
        self.data = data
    }

    /// The CRC-32 of the type and data, as written after them.
    package var crc: UInt32 { CRC32.checksum(data, continuing: CRC32.checksum(Array(type.utf8))) }

    /// Length, type, data and CRC.
    package var bytes: [UInt8] {
        PNGChunk.bigEndian(UInt32(data.count)) + Array(type.utf8) + data + PNGChunk.bigEndian(crc)
    }

    /// A PNG file: the signature, then the chunks.
    package static func file(_ chunks: [PNGChunk]) -> [UInt8] {
        chunks.reduce(signature) { $0 + $1.bytes }
    }

    /// The chunks of a PNG file, in order.
    /// - Throws: `RenderError.invalidPNG` when the signature is missing, a chunk runs past the
    ///   end, or a CRC does not match.
    package static func chunks(of png: [UInt8]) throws -> [PNGChunk] {
        guard png.count >= 8, Array(png[0..<8]) == signature else {
            throw RenderError.invalidPNG("it does not start with PNG's signature")
        }
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset < png.count {  // each pass consumes at least 12 bytes
            guard offset + 12 <= png.count else {
                throw RenderError.invalidPNG("chunk \(chunks.count + 1) is cut short")
            }
            let length = Int(readBigEndian(png, at: offset))
            guard length <= png.count - offset - 12 else {
                throw RenderError.invalidPNG(
                    "chunk \(chunks.count + 1) claims \(length) bytes, past the end of the file")
            }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let chunk = PNGChunk(type: type, data: Array(png[(offset + 8)..<(offset + 8 + length)]))
            let stored = readBigEndian(png, at: offset + 8 + length)
            guard stored == chunk.crc else {
                throw RenderError.invalidPNG("chunk \(chunks.count + 1) (\(type)) has CRC \(stored), not \(chunk.crc)")
            }
            chunks.append(chunk)
            offset += 12 + length
        }
        return chunks
    }

    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    package static func bigEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    /// The big-endian 32-bit number at `offset` of `bytes`.
    package static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
