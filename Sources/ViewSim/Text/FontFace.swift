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
    package static func face(for font: DisplayList.Font) -> FontFace { Variant(of: font).face }

    /// The six faces, chosen by a resolved font's family and weight.
    package enum Variant: Sendable {
        case sans, sansBold, mono, monoBold, serif, serifBold

        /// The face for a resolved font (DejaVu Sans for an unknown family).
        package init(of font: DisplayList.Font) {
            // The usual family first: one string compare, not the four the cases below make.
            if font.family == sansFamily {
                self = font.isBold ? .sansBold : .sans
                return
            }
            switch (font.family, font.isBold) {
            case (monoFamily, false): self = .mono
            case (monoFamily, true): self = .monoBold
            case (serifFamily, false): self = .serif
            case (serifFamily, true): self = .serifBold
            case (_, false): self = .sans
            case (_, true): self = .sansBold
            }
        }

        package var face: FontFace {
            switch self {
            case .sans: return .sans
            case .sansBold: return .sansBold
            case .mono: return .mono
            case .monoBold: return .monoBold
            case .serif: return .serif
            case .serifBold: return .serifBold
            }
        }

        /// The face's ASCII table (see `ASCIITable`), made once per face.
        package var ascii: ASCIITable {
            switch self {
            case .sans: return Self.sansASCII
            case .sansBold: return Self.sansBoldASCII
            case .mono: return Self.monoASCII
            case .monoBold: return Self.monoBoldASCII
            case .serif: return Self.serifASCII
            case .serifBold: return Self.serifBoldASCII
            }
        }

        private static let sansASCII = ASCIITable(FontFace.sans)
        private static let sansBoldASCII = ASCIITable(FontFace.sansBold)
        private static let monoASCII = ASCIITable(FontFace.mono)
        private static let monoBoldASCII = ASCIITable(FontFace.monoBold)
        private static let serifASCII = ASCIITable(FontFace.serif)
        private static let serifBoldASCII = ASCIITable(FontFace.serifBold)
    }

    /// For each ASCII code point, what `TextMetrics.measure` works out for it in one face:
    /// its advance (`advance(of:)`) and whether it counts as an emoji with no advance of its own.
    package struct ASCIITable: Sendable {
        package let advances: [Double]
        package let isEmoji: [Bool]
        /// The face's `ascent`, `descent` and `lineSpacing` (the same values), so that measuring
        /// an ASCII string does not copy the face (its family name and ranges, retained and released).
        package let ascent: Double
        package let descent: Double
        package let lineSpacing: Double

        init(_ face: FontFace) {
            let scalars = (0..<128).map { Unicode.Scalar(UInt8($0)) }
            advances = scalars.map { face.advance(of: $0) }
            isEmoji = scalars.map { face.tableAdvance(of: $0) == nil && FontFace.isEmoji($0) }
            ascent = face.ascent
            descent = face.descent
            lineSpacing = face.lineSpacing
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
