// Draws a display list on a cairo surface: the one code path behind PNG, SVG,
// filmstrips and animated previews. Items are drawn back to front, each inside
// its clips, with its transform; its opacity multiplies into its colours, or, for
// colour emoji and image placeholders, it is drawn into a group painted with that
// opacity (a group as large as the clip costs a full-frame composite per item). An item that cannot be drawn (a NaN point, a
// coordinate beyond what cairo can address) is skipped with a note, never drawn
// half, so the rest of the frame is still right.
// Simplifies: opacity applies per item (the DisplayList's model: overlapping
// items under one `.opacity` blend with each other); antialiasing is always on.
// Lesson: every rendered frame.
import CCairo
import Foundation
import ViewSim

/// Draws display lists with cairo, collecting notes on what it could not draw as listed.
struct DisplayListPainter {
    /// The largest device coordinate drawn, in pixels: half of what cairo's 24.8 fixed point holds.
    static let maximumCoordinate = Double(1 << 22)
    /// The largest text drawn, in pixels of font size.
    static let maximumFontPixels = 4096.0

    let fonts: FontLibrary
    let notes: RenderNotes

    /// Draws `list` on `surface`: the list's (0, 0) at `origin` (in points of the surface), `scale`
    /// pixels per point, clipped to the list's size, over `background` (nil: none).
    /// `label` prefixes the notes ("frame 2: ").
    func draw(
        _ list: DisplayList, on surface: OpaquePointer, origin: CGPoint = .zero, scale: Double,
        background: DisplayList.RGBA? = DisplayList.RGBA(red: 1, green: 1, blue: 1), label: String = ""
    ) {
        let bounds = CGRect(origin: .zero, size: list.size)
        var context = makeContext(surface, origin: origin, scale: scale, bounds: bounds)
        if let background {
            cairo_rectangle(context, 0, 0, Double(list.size.width), Double(list.size.height))
            cairo_set_source_rgba(context, background.red, background.green, background.blue, background.opacity)
            cairo_fill(context)
        }
        for (index, item) in list.items.enumerated() {
            let name = "\(label)item \(index) (\(item.viewName) #\(item.viewID))"
            switch check(item, scale: scale) {
            case .draw:
                draw(item, name: name, in: context, scale: scale)
            case .invisible:
                continue
            case .skip(let reason):
                notes.add("\(name): \(reason); skipped.")
                continue
            }
            let status = cairo_status(context)
            if status != CAIRO_STATUS_SUCCESS {
                notes.add(
                    "\(name): cairo could not draw it (\(String(cString: cairo_status_to_string(status)))); skipped.")
                cairo_destroy(context)
                context = makeContext(surface, origin: origin, scale: scale, bounds: bounds)
            }
        }
        cairo_destroy(context)
    }

    /// A context drawing in points at `origin`, clipped to `bounds`, with the font options that make text
    /// the same everywhere: no hinting of outlines or metrics, greyscale antialiasing.
    private func makeContext(_ surface: OpaquePointer, origin: CGPoint, scale: Double, bounds: CGRect) -> OpaquePointer
    {
        let context: OpaquePointer = cairo_create(surface)
        cairo_scale(context, scale, scale)
        cairo_translate(context, Double(origin.x), Double(origin.y))
        cairo_rectangle(context, 0, 0, Double(bounds.width), Double(bounds.height))
        cairo_clip(context)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
        return context
    }

    /// Draws one checked item.
    private func draw(_ item: DisplayList.Item, name: String, in context: OpaquePointer, scale: Double) {
        cairo_save(context)
        defer { cairo_restore(context) }
        for clip in item.clips {
            addPath(clip, to: context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
            cairo_clip(context)
        }
        // A fill, a stroke or a line of text in one colour covers each pixel once, so its opacity
        // multiplies into its colours; colour glyphs (emoji) and placeholders need a group.
        let opacity = item.opacity
        let grouped: Bool
        switch item.content {
        case .fill, .stroke: grouped = false
        case .text(let run): grouped = opacity < 1 && usesColourFace(run)
        case .image: grouped = opacity < 1
        }
        if grouped { cairo_push_group(context) }
        let sourceOpacity = grouped ? 1 : opacity
        let t = item.transform
        var matrix = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(context, &matrix)
        switch item.content {
        case .fill(let path, let shading, let style):
            addPath(path, to: context)
            setSource(shading, opacity: sourceOpacity, in: context)
            cairo_set_fill_rule(context, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(context)
        case .stroke(let path, let shading, let style):
            addPath(path, to: context)
            setSource(shading, opacity: sourceOpacity, in: context)
            setStroke(style, in: context, name: name)
            cairo_stroke(context)
        case .text(let run):
            drawText(run, opacity: sourceOpacity, in: context)
        case .image(let image):
            drawPlaceholder(image, in: context)
        }
        if grouped {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, item.opacity)
        }
    }
}
