// Computes the CRC-32 that PNG chunks end with (ISO 3309 / ITU-T V.42, the
// polynomial 0xEDB88320 reflected), so the animated PNG writer can seal the chunks it adds.
// Simplifies: a byte-at-a-time table; PNG chunks are small. Lesson: animated previews.

/// PNG's CRC-32.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    /// The CRC-32 of `bytes` continued from `crc` (start with 0).
    static func checksum<Bytes: Sequence>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32
    where Bytes.Element == UInt8 {
        // Contiguous bytes (an array, a slice of one: every chunk) are read through pointers,
        // which a debug build runs several times faster than a generic iteration.
        if let value = bytes.withContiguousStorageIfAvailable({ checksum(buffer: $0, continuing: crc) }) {
            return value
        }
        var value = ~crc
        for byte in bytes {
            value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8)
        }
        return ~value
    }

    /// The CRC-32 of the bytes in `buffer` continued from `crc`.
    private static func checksum(buffer: UnsafeBufferPointer<UInt8>, continuing crc: UInt32) -> UInt32 {
        guard let bytes = buffer.baseAddress else { return crc }
        return table.withUnsafeBufferPointer { table in
            guard let table = table.baseAddress else { return crc }
            var value = ~crc
            var index = 0
            while index < buffer.count {
                value = table[Int((value ^ UInt32(bytes[index])) & 0xFF)] ^ (value >> 8)
                index += 1
            }
            return ~value
        }
    }
}
