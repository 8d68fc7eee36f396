// Finds the fonts text is drawn with, through fontconfig, and keeps them for one
// renderer: the face for each `DisplayList.Font` (DejaVu Sans, Sans Mono or Serif,
// bold or not), Noto Color Emoji for emoji, and for any other code point the
// face lacks, the first font of fontconfig's sorted list for the font that has it.
// Faces are handed to cairo by file and index only, so no fontconfig setting of
// the machine (hinting, subpixel order, embolden) changes what is drawn.
// Simplifies: no shaping (each code point is one glyph; ligatures, kerning and
// emoji sequences joined by U+200D are not formed); a family that is missing is
// replaced by fontconfig's substitute, with a note.
// Lesson: every `Text` in a rendered frame.
import CCairo
import Foundation
import ViewSim

/// The fonts of one renderer. Not thread-safe: a renderer draws one image at a time
/// (cairo's and fontconfig's own caches, shared by all renderers, are thread-safe).
final class FontLibrary {
    /// A font file cairo draws with.
    final class Face {
        /// The `cairo_font_face_t`.
        let cairoFace: OpaquePointer
        /// The code points the face has (fontconfig's charset, owned).
        private let charset: OpaquePointer?
        /// The face's family as fontconfig names it.
        let family: String
        /// Where the face's file is and its index in it: the identity of the face.
        let file: String
        /// Whether its glyphs are colour bitmaps (emoji), drawn in their own colours.
        let isColor: Bool

        init(cairoFace: OpaquePointer, charset: OpaquePointer?, family: String, file: String, isColor: Bool) {
            self.cairoFace = cairoFace
            self.isColor = isColor
            self.charset = charset
            self.family = family
            self.file = file
        }

        deinit {
            cairo_font_face_destroy(cairoFace)
            if let charset { FcCharSetDestroy(charset) }
        }

        func has(_ scalar: Unicode.Scalar) -> Bool {
            guard let charset else { return false }
            return FcCharSetHasChar(charset, scalar.value) != 0
        }
    }

    /// The faces for one `DisplayList.Font`: the matched face and the fallbacks for code points it lacks.
    final class Family {
        let primary: Face
        /// Set when fontconfig matched another family (or no bold face): which face is used instead.
        let note: String?
        /// The substituted request, for FcFontSort.
        fileprivate let pattern: OpaquePointer
        /// fontconfig's fonts for the request, best first (sorted when first needed).
        fileprivate var sorted: UnsafeMutablePointer<FcFontSet>?
        /// The face drawing each code point the primary face lacks (nil: none has it).
        fileprivate var fallbacks: [UInt32: Face?] = [:]

        fileprivate init(primary: Face, note: String?, pattern: OpaquePointer) {
            self.primary = primary
            self.note = note
            self.pattern = pattern
        }

        deinit {
            FcPatternDestroy(pattern)
            if let sorted { FcFontSetDestroy(sorted) }
        }
    }

    private var families: [DisplayList.Font: Family] = [:]
    private var faces: [String: Face] = [:]
    private var emoji: Family??

    /// The faces for `font`'s family and weight (its size does not matter).
    func family(for font: DisplayList.Font) -> Family? {
        let key = DisplayList.Font(family: font.family, size: 0, isBold: font.isBold)
        if let family = families[key] { return family }
        guard let family = match(family: font.family, bold: font.isBold) else { return nil }
        families[key] = family
        return family
    }

    /// Noto Color Emoji's faces, or nil (with the reason in `emojiNote`) when it is not installed.
    var emojiFamily: Family? {
        if let emoji { return emoji }
        let family = match(family: FontFace.emojiFamily, bold: false)
        let found = family.flatMap { $0.note == nil ? $0 : nil }
        emoji = .some(found)
        return found
    }

    /// Said when emoji are drawn without the colour emoji font.
    static let emojiNote =
        "The colour emoji font \"\(FontFace.emojiFamily)\" is not installed, so emoji were drawn with "
        + "whatever font fontconfig found for them (or as boxes). To fix, install fonts-noto-color-emoji (scripts/install-deps)."

    /// The face that draws `scalar` in text of `family` when the primary face lacks it, or nil when no
    /// installed font has it.
    func fallback(for scalar: Unicode.Scalar, in family: Family) -> Face? {
        if let known = family.fallbacks[scalar.value] { return known }
        if family.sorted == nil {
            var result = FcResultNoMatch
            family.sorted = FcFontSort(nil, family.pattern, FcTrue, nil, &result)
        }
        var found: Face?
        if let set = family.sorted {
            // Bounded by the number of installed fonts.
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[index] else { continue }
                var charset: OpaquePointer?
                guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                    FcCharSetHasChar(charset, scalar.value) != 0
                else { continue }
                found = face(for: pattern)
                break
            }
        }
        family.fallbacks[scalar.value] = .some(found)
        return found
    }

    // MARK: fontconfig

    /// fontconfig's best face for `family` (bold or regular), and a note when it is another family or weight.
    private func match(family name: String, bold: Bool) -> Family? {
        guard let pattern = FcPatternCreate() else { return nil }
        _ = name.withCString {
            FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
        }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        _ = FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else {
            FcPatternDestroy(pattern)
            return nil
        }
        defer { FcPatternDestroy(matched) }
        guard let primary = face(for: matched) else {
            FcPatternDestroy(pattern)
            return nil
        }
        var note: String?
        let families = Self.strings(matched, FC_FAMILY)
        if !families.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
            note =
                "The font \"\(name)\" is not installed, so its text was drawn with \"\(primary.family)\" "
                + "(fontconfig's substitute). viewsim lays text out with DejaVu's metrics; to fix, use a font viewsim "
                + "resolves (Font.system, .monospaced, .serif: DejaVu Sans, Sans Mono, Serif; fonts-dejavu-core)."
        } else if bold {
            var weight: Int32 = 0
            if FcPatternGetInteger(matched, FC_WEIGHT, 0, &weight) == FcResultMatch, weight < FC_WEIGHT_DEMIBOLD {
                note = "The font \"\(name)\" has no bold face installed, so its bold text was drawn regular."
            }
        }
        return Family(primary: primary, note: note, pattern: pattern)
    }

    /// The face of a fontconfig font pattern (one per file and index), created from the file alone.
    private func face(for font: OpaquePointer) -> Face? {
        guard let file = Self.strings(font, FC_FILE).first else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
        let key = "\(file)#\(index)"
        if let face = faces[key] { return face }
        var isColor: FcBool = FcFalse
        _ = FcPatternGetBool(font, FC_COLOR, 0, &isColor)
        guard let clean = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(clean) }
        _ = file.withCString {
            FcPatternAddString(clean, FC_FILE, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
        }
        _ = FcPatternAddInteger(clean, FC_INDEX, index)
        // cairo skips embedded bitmaps unless asked; a colour emoji font is nothing but bitmaps.
        if isColor != FcFalse { _ = FcPatternAddBool(clean, FC_EMBEDDED_BITMAP, FcTrue) }
        guard let cairoFace = cairo_ft_font_face_create_for_pattern(clean) else { return nil }
        guard cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(cairoFace)
            return nil
        }
        var charset: OpaquePointer?
        if FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let found = charset {
            charset = FcCharSetCopy(found)
        } else {
            charset = nil
        }
        let face = Face(
            cairoFace: cairoFace, charset: charset, family: Self.strings(font, FC_FAMILY).first ?? file, file: key,
            isColor: isColor != FcFalse)
        faces[key] = face
        return face
    }

    /// Every string value of `object` in `pattern` (bounded: fontconfig lists are short; at most 64 read).
    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        for index in 0..<64 {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, Int32(index), &value) == FcResultMatch, let value else { break }
            values.append(String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)))
        }
        return values
    }
}
