// A one-line fingerprint of a text too large to keep as a golden in full: its size,
// line count and 64-bit FNV-1a hash, so a golden of fingerprints still pins the text
// byte for byte. Simplifies: a changed fingerprint says that the text changed, not how.

/// `name  155161 bytes  2604 lines  fnv1a64 0123456789abcdef` for a text.
enum GoldenFingerprint {
    static func line(_ text: String, name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        let lines =
            text.isEmpty
            ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        return
            "\(name)  \(text.utf8.count) bytes  \(lines) lines  fnv1a64 \(String(repeating: "0", count: 16 - hex.count) + hex)"
    }
}
