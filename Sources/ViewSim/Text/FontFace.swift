// Models the metrics of a font face: advance widths per code point, ascender,
// descender and line height, in font units.
// Simplifies: no kerning, ligatures or shaping (cairo's text drawing, which the
// renderer uses, applies none either); code points outside the table measure
// as described on `advance(of:)`. Lesson: every `Text` in layout.
import Foundation

/// One face's metrics, in font units (`unitsPerEm` to the em).
package struct FontFace: Sendable {
    /// A run of consecutive code points and their advances (0: not in the face).
    package struct Range: Sendable {
        package let first: UInt32
        package let advances: [UInt16]
    }

    package let family: String
    package let isBold: Bool
    package let unitsPerEm: Int
    package let ascender: Int
    package let descender: Int
    package let lineHeight: Int
    package let ranges: [Range]

    package static let sansFamily = "DejaVu Sans"
    package static let monoFamily = "DejaVu Sans Mono"
    package static let serifFamily = "DejaVu Serif"
    /// The colour emoji face the renderer draws emoji with.
    package static let emojiFamily = "Noto Color Emoji"
    /// Noto Color Emoji's advance, in ems: its bitmaps are 136 px wide at 109 px per em.
    package static let emojiAdvance: Double = 136.0 / 109.0
    /// Noto Color Emoji's line height, in ems: 128 px at 109 px per em.
    package static let emojiLineHeight: Double = 128.0 / 109.0

    /// The face for a resolved font (DejaVu Sans for an unknown family).
    package static func face(for font: DisplayList.Font) -> FontFace {
        switch (font.family, font.isBold) {
        case (monoFamily, false): return .mono
        case (monoFamily, true): return .monoBold
        case (serifFamily, false): return .serif
        case (serifFamily, true): return .serifBold
        case (_, false): return .sans
        case (_, true): return .sansBold
        }
    }

    /// The advance of `scalar` in ems, or nil when the table does not have it.
    package func tableAdvance(of scalar: Unicode.Scalar) -> Double? {
        let value = scalar.value
        for range in ranges where value >= range.first && value < range.first + UInt32(range.advances.count) {
            let advance = range.advances[Int(value - range.first)]
            return advance == 0 ? nil : Double(advance) / Double(unitsPerEm)
        }
        return nil
    }

    /// The advance of `scalar` in ems.
    ///
    /// viewsim's model: a code point the table has measures with its advance;
    /// a control character measures as its picture (`␀`, `<U+009B>`: ControlPictures), which
    /// the renderer draws in its place; zero-width code points (combining marks,
    /// variation selectors, joiners) measure 0; emoji measure Noto Color Emoji's
    /// advance; anything else measures as the face's "0" (a typical width), while
    /// the renderer draws it with whatever face fontconfig finds for it.
    package func advance(of scalar: Unicode.Scalar) -> Double {
        if let picture = ControlPictures.picture(for: scalar) {
            return picture.unicodeScalars.reduce(0) { $0 + advance(of: $1) }
        }
        if let advance = tableAdvance(of: scalar) { return advance }
        if FontFace.isZeroWidth(scalar) { return 0 }
        if FontFace.isEmoji(scalar) { return FontFace.emojiAdvance }
        return tableAdvance(of: "0") ?? 0.6
    }

    /// Ascender, descender (positive) and line height in ems.
    package var ascent: Double { Double(ascender) / Double(unitsPerEm) }
    package var descent: Double { Double(-descender) / Double(unitsPerEm) }
    package var lineSpacing: Double { Double(lineHeight) / Double(unitsPerEm) }

    package static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0x20E3: return true
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: return true
            default: return false
            }
        }
    }

    /// Whether the renderer draws `scalar` from the emoji face.
    package static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isEmojiPresentation
            || (properties.isEmoji && scalar.value > 0xFF && !properties.isASCIIHexDigit)
    }
}
