// Measures text with the faces and font options the renderer draws with, so tests
// can check viewsim's metric tables (FontFace) against cairo: the advance of one
// code point, and a face's line extents.
// Simplifies: one face at a time (no fallback between faces). Lesson: text sizes in layout.
import CCairo
import Foundation
import ViewSim

extension DisplayListRenderer {
    /// What cairo measures for a face at a size, in points.
    package struct FaceMeasurement: Equatable, Sendable {
        /// The family fontconfig matched.
        package var family: String
        package var advance: Double
        package var ascent: Double
        package var descent: Double
        /// Ascent, descent and line gap.
        package var height: Double
    }

    /// cairo's advance of `string` and the line extents of the face drawing `font` (or of the colour
    /// emoji face when `emoji` is true), unhinted, at `font.size`; nil when fontconfig finds no face.
    package func measure(_ string: String, font: DisplayList.Font, emoji: Bool = false) -> FaceMeasurement? {
        let family = emoji ? fonts.emojiFamily : fonts.family(for: font)
        guard let face = family?.primary else { return nil }
        let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1)
        defer { cairo_surface_destroy(surface) }
        let context: OpaquePointer = cairo_create(surface)
        defer { cairo_destroy(context) }
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
        cairo_set_font_face(context, face.cairoFace)
        cairo_set_font_size(context, font.size)
        var text = cairo_text_extents_t()
        cairo_text_extents(context, string, &text)
        var line = cairo_font_extents_t()
        cairo_font_extents(context, &line)
        return FaceMeasurement(
            family: face.family, advance: text.x_advance, ascent: line.ascent, descent: line.descent,
            height: line.height)
    }
}
