// Control characters made visible, for every output that shows text to a reader
// (the text trace and everything the CLI prints, the HTML report, DOT labels and
// so Graphviz's SVG, the plots, cairo's pictures): C0 controls and DEL as
// Unicode's Control Pictures block, U+0000 → ␀ (U+2400), U+0001–U+001F →
// U+2401–U+241F, U+007F → ␡ (U+2421); C1 controls (U+0080–U+009F), which have no
// pictures and which terminals obey (U+009B is CSI), as their code point in
// angle brackets, `<U+009B>` (viewsim's model, after `less`'s `<9B>`). A NUL or an
// escape in a view's text is then seen, rather than dropped, turned into a space,
// written raw where XML forbids it, or obeyed by the user's terminal.
// Simplifies: other invisible characters (zero-width spaces, bidi marks) are left
// as they are; each caller keeps the characters its format gives meaning to (line
// breaks, tabs) and escapes the pictures as it escapes any text (`<` in HTML).

/// The one mapping from control characters to their visible pictures.
///
/// ```swift
/// ControlPictures.picture(for: "\u{0}")    // "␀" (U+2400)
/// ControlPictures.picture(for: "\u{1B}")   // "␛" (U+241B)
/// ControlPictures.picture(for: "\u{9B}")   // "<U+009B>"
/// ControlPictures.picture(for: "a")        // nil
/// ControlPictures.shown("a\u{1B}[2Jb\n")   // "a␛[2Jb␊"
/// ControlPictures.shown("a\tb\n", keeping: ["\t", "\n"])  // "a\tb\n"
/// ```
package enum ControlPictures {
    /// The picture standing for `scalar` when it is a control character (C0,
    /// DEL or C1), nil for any other scalar: one Control Pictures scalar for C0
    /// and DEL, `<U+0080>`…`<U+009F>` for C1.
    package static func picture(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value).map { String($0) }
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "<U+00\(String(scalar.value, radix: 16, uppercase: true))>"
        default: return nil
        }
    }

    /// Whether `scalar` is a control character the mapping shows (C0, DEL, C1).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// A byte of 1s in each of a word's eight bytes, and each byte's top bit.
    private static var ones: UInt64 { 0x0101_0101_0101_0101 }
    private static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// Whether one of `word`'s eight bytes is below `limit` (at most 0x80): exact for the word
    /// as a whole, as a borrow only ever follows a byte it is true of.
    @inline(__always)
    private static func hasByteBelow(_ word: UInt64, _ limit: UInt64) -> Bool {
        (word &- ones &* limit) & ~word & highs != 0
    }

    /// Whether `text` may hold a control character: a byte below 0x20, DEL, or the
    /// lead byte of U+0080–U+00BF (C1 controls among them). One pass over the bytes.
    package static func mayHoldControls(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(mayHoldControls)
            ?? text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
    }

    /// `mayHoldControls` over contiguous bytes, eight at a time: a word has a byte below 0x20
    /// when `(word - 0x20…) & ~word & 0x80…` is not zero, and one equal to `b` when the word
    /// xor `b…` has a zero byte (the same test for below 1); the tail is read byte by byte.
    /// Each test is exact for the word as a whole (a borrow only ever follows a byte it is
    /// true of), so the answer is the byte-by-byte one.
    private static func mayHoldControls(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if hasByteBelow(word, 0x20) || hasByteBelow(word ^ (ones &* 0x7F), 1)
                || hasByteBelow(word ^ (ones &* 0xC2), 1)
            {
                return true
            }
            index += 8
        }
        while index < bytes.count {
            let byte = base[index]
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 { return true }
            index += 1
        }
        return false
    }

    /// Whether every byte is printable ASCII (0x20…0x7E): text with no control character
    /// and nothing beyond ASCII, which prints as it is. Eight bytes at a time, as
    /// `mayHoldControls`: a word is all below 0x80 when `word & 0x80…` is zero, has no 0x7F
    /// then when `(word + 0x01…) & 0x80…` is zero too (no byte carries into the next), and no
    /// byte below 0x20 by `hasByteBelow`.
    package static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if (word | (word &+ ones)) & highs != 0 || hasByteBelow(word, 0x20) { return false }
            index += 8
        }
        while index < bytes.count {
            let byte = base[index]
            if byte < 0x20 || byte >= 0x7F { return false }
            index += 1
        }
        return true
    }

    /// `text` with every control character except those in `kept` replaced by its
    /// picture; `text` itself, unchanged and uncopied, when it has none to replace.
    package static func shown(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        guard mayHoldControls(text), text.unicodeScalars.contains(where: { isControl($0) && !kept.contains($0) }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if !kept.contains(scalar), let picture = picture(for: scalar) {
                result += picture
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
