// Models measuring a line of text: its width from the face's advances and its
// height from the face's line metrics, at the font's point size.
// Simplifies: one line at a time (layout breaks lines at spaces); no kerning.
// Lesson: the size of every `Text` (lesson11's timer numbers).
import Foundation

/// The measured size of one line of text, in points.
///
/// ```swift
/// let line = TextMetrics.measure("Brew", font: Font.body.resolved)
/// line.width     // 40.88… (the four advances of DejaVu Sans at 17 pt)
/// ```
package struct TextMetrics: Equatable, Sendable {
    /// The sum of the advances.
    package var width: Double
    /// From the top of the line box to the baseline.
    package var ascent: Double
    /// From the baseline to the bottom of the line box.
    package var descent: Double
    /// The line box's height: the face's line height (ascent, descent and gap).
    package var lineHeight: Double

    /// Measures `string` as one line in `font`.
    package static func measure(_ string: String, font: DisplayList.Font) -> TextMetrics {
        let variant = FontFace.Variant(of: font)
        var ems = 0.0
        var hasEmoji = false
        // The usual string, all ASCII: each byte's advance read from the face's ASCII table
        // (the same values, added in the same order), not worked out per code point (a control
        // picture looked up, the face's ranges searched twice: about 140 instructions a character).
        let ascii = variant.ascii
        let asciiSum = string.utf8.withContiguousStorageIfAvailable { bytes -> (Double, Bool)? in
            ascii.advances.withUnsafeBufferPointer { advances in
                ascii.isEmoji.withUnsafeBufferPointer { isEmoji in
                    var ems = 0.0
                    var hasEmoji = false
                    for byte in bytes {
                        guard byte < 0x80 else { return nil }
                        ems += advances[Int(byte)]
                        if isEmoji[Int(byte)] { hasEmoji = true }
                    }
                    return (ems, hasEmoji)
                }
            }
        }
        if let (asciiEms, asciiHasEmoji) = asciiSum ?? nil {
            ems = asciiEms
            hasEmoji = asciiHasEmoji
        } else {
            let face = variant.face
            for scalar in string.unicodeScalars {
                ems += face.advance(of: scalar)
                if face.tableAdvance(of: scalar) == nil, FontFace.isEmoji(scalar) { hasEmoji = true }
            }
        }
        let size = font.size
        // An emoji line is as tall as the emoji face's line, which is taller than DejaVu's.
        let lineSpacing = hasEmoji ? max(ascii.lineSpacing, FontFace.emojiLineHeight) : ascii.lineSpacing
        return TextMetrics(
            width: ems * size, ascent: ascii.ascent * size, descent: ascii.descent * size,
            lineHeight: lineSpacing * size)
    }
}
