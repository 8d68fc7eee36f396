// Draws text runs and image placeholders. A run is cut into pieces by the face
// that draws each code point — the DejaVu face its font resolves to, Noto Color
// Emoji for emoji (in colour), fontconfig's choice for anything else the face
// lacks — and each piece is drawn with cairo_show_glyphs from where the previous
// one ended, on the run's baseline. Which code points go to which face follows
// `FontFace`'s measuring rules, so text ends where layout measured it.
// A control character (NUL, ESC…) is drawn as its picture (␀, ␛, <U+009B>:
// ControlPictures), as layout measured it; with no font for the Control Pictures
// block (DejaVu has none), ␀ is the missing-glyph box, and the render's notes say
// so; a C1 control's <U+0080>…<U+009F> is plain ASCII and draws.
// Simplifies: no shaping, kerning or ligatures; zero-width code points the face
// lacks (variation selectors, joiners) are not drawn. An image is a placeholder:
// SF Symbols and asset catalogues are not on Linux, so it is a rounded rectangle
// outlined in its tint with the image's name inside.
// Lesson: every `Text` and `Image(systemName:)` in a rendered frame.
import CCairo
import Foundation
import ViewSim

extension DisplayListPainter {
    /// Draws `run` from its baseline origin, in the current user space, its colours' opacity multiplied by `opacity`.
    func drawText(_ run: DisplayList.TextRun, opacity: Double = 1, in context: OpaquePointer) {
        guard !run.string.isEmpty else { return }
        guard let family = fonts.family(for: run.font) else {
            notes.add(
                "fontconfig found no font at all for \"\(run.font.family)\", so the text \"\(run.string)\" was not drawn. "
                    + "To fix, install fonts-dejavu-core (scripts/install-deps).")
            return
        }
        if let note = family.note { notes.add(note) }
        let table = FontFace.face(for: run.font)
        var pieces: [(face: FontLibrary.Face, text: String.UnicodeScalarView)] = []
        for scalar in ControlPictures.shown(run.string).unicodeScalars {
            guard let face = face(for: scalar, table: table, family: family) else { continue }
            if let last = pieces.last, last.face === face {
                pieces[pieces.count - 1].text.append(scalar)
            } else {
                pieces.append((face, String.UnicodeScalarView([scalar])))
            }
        }
        setSource(run.shading, opacity: opacity, in: context)
        var x = Double(run.origin.x)
        let y = Double(run.origin.y)
        for piece in pieces {
            cairo_set_font_face(context, piece.face.cairoFace)
            cairo_set_font_size(context, run.font.size)
            guard let scaledFont = cairo_get_scaled_font(context) else { continue }
            let text = String(piece.text)
            var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
            var count: Int32 = 0
            let status = cairo_scaled_font_text_to_glyphs(scaledFont, x, y, text, -1, &glyphs, &count, nil, nil, nil)
            if status == CAIRO_STATUS_SUCCESS, let glyphs {
                cairo_show_glyphs(context, glyphs, count)
            }
            if let glyphs { cairo_glyph_free(glyphs) }
            var extents = cairo_text_extents_t()
            cairo_scaled_font_text_extents(scaledFont, text, &extents)
            x += extents.x_advance
        }
    }

    /// Whether some code point of `run` is drawn from a colour face (whose glyphs ignore the source's opacity).
    func usesColourFace(_ run: DisplayList.TextRun) -> Bool {
        guard let family = fonts.family(for: run.font) else { return false }
        let table = FontFace.face(for: run.font)
        return run.string.unicodeScalars.contains { face(for: $0, table: table, family: family)?.isColor == true }
    }

    /// The face that draws `scalar` in text whose font measures with `table`, or nil when it is not drawn.
    ///
    /// The same order as `FontFace.advance(of:)`: the table's code points from the DejaVu face; zero-width
    /// code points only from a face that has them; emoji from the colour emoji face; anything else from
    /// the DejaVu face when it has it, else from fontconfig's choice.
    private func face(for scalar: Unicode.Scalar, table: FontFace, family: FontLibrary.Family) -> FontLibrary.Face? {
        let primary = family.primary
        if table.tableAdvance(of: scalar) != nil, primary.has(scalar) { return primary }
        if FontFace.isZeroWidth(scalar) { return primary.has(scalar) ? primary : nil }
        if FontFace.isEmoji(scalar) {
            if let emoji = fonts.emojiFamily {
                if emoji.primary.has(scalar) { return emoji.primary }
            } else {
                notes.add(FontLibrary.emojiNote)
            }
        }
        if primary.has(scalar) { return primary }
        if let fallback = fonts.fallback(for: scalar, in: family) { return fallback }
        let code = String(scalar.value, radix: 16, uppercase: true)
        notes.add(
            "No installed font has U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code); "
                + "it was drawn as \(primary.family)'s missing-glyph box.")
        return primary
    }

    /// Draws an image placeholder: a rounded rectangle outlined in the tint (grey without one) with the
    /// image's name in small text inside, clipped to the rectangle.
    func drawPlaceholder(_ image: DisplayList.ImagePlaceholder, in context: OpaquePointer) {
        let rect = image.rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        let tint = image.shading ?? .color(DisplayList.RGBA(red: 0.55, green: 0.55, blue: 0.58))
        let inset = rect.width > 2 && rect.height > 2 ? rect.insetBy(dx: 0.5, dy: 0.5) : rect
        addPath(Path(roundedRect: inset, cornerRadius: min(6, min(rect.width, rect.height) / 4)), to: context)
        setSource(tint, in: context)
        cairo_set_line_width(context, 1)
        cairo_set_dash(context, nil, 0, 0)
        cairo_stroke(context)
        let size = min(10, Double(rect.height) * 0.3)
        guard size >= 3, !image.name.isEmpty else { return }
        let font = DisplayList.Font(family: FontFace.sansFamily, size: size, isBold: false)
        let metrics = TextMetrics.measure(image.name, font: font)
        let origin = CGPoint(
            x: Double(rect.midX) - metrics.width / 2, y: Double(rect.midY) + (metrics.ascent - metrics.descent) / 2)
        cairo_save(context)
        cairo_rectangle(
            context, Double(rect.minX) + 1, Double(rect.minY) + 1, Double(rect.width) - 2, Double(rect.height) - 2)
        cairo_clip(context)
        drawText(DisplayList.TextRun(string: image.name, font: font, origin: origin, shading: tint), in: context)
        cairo_restore(context)
    }
}
