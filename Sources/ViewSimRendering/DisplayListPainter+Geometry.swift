// Turns the display list's paths, shadings and stroke styles into cairo's:
// path elements into cairo's current path (quadratic curves raised to cubics),
// colours into sources, gradients into cairo patterns with their stops in order,
// stroke styles into cairo's line width, cap, join, miter limit and dash.
// Simplifies: a line or curve with no current point starts a new subpath at its
// end point (Core Graphics draws nothing for it and logs a warning); gradients
// pad beyond their ends, as SwiftUI's do.
// Lesson: every shape in a rendered frame.
import CCairo
import Foundation
import ViewSim

extension DisplayListPainter {
    /// Replaces the context's path with `path` (in the current user space).
    func addPath(_ path: Path, to context: OpaquePointer) {
        cairo_new_path(context)
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in path.elements {
            switch element {
            case .move(let point):
                cairo_move_to(context, Double(point.x), Double(point.y))
                current = point
                subpathStart = point
            case .line(let point):
                if current == nil {
                    cairo_move_to(context, Double(point.x), Double(point.y))
                    subpathStart = point
                } else {
                    cairo_line_to(context, Double(point.x), Double(point.y))
                }
                current = point
            case .quadCurve(let to, let control):
                if let from = current {
                    // The cubic with the same curve: controls two thirds of the way to the quadratic's.
                    let c1 = CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
                    let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                    cairo_curve_to(
                        context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(to.x), Double(to.y))
                } else {
                    cairo_move_to(context, Double(to.x), Double(to.y))
                    subpathStart = to
                }
                current = to
            case .curve(let to, let control1, let control2):
                if current == nil {
                    cairo_move_to(context, Double(to.x), Double(to.y))
                    subpathStart = to
                } else {
                    cairo_curve_to(
                        context, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                        Double(to.x), Double(to.y))
                }
                current = to
            case .closeSubpath:
                if current != nil {
                    cairo_close_path(context)
                    current = subpathStart
                }
            }
        }
    }

    /// Makes `shading` the context's source (gradients in the current user space), its opacities
    /// multiplied by `opacity`.
    func setSource(_ shading: DisplayList.Shading, opacity: Double = 1, in context: OpaquePointer) {
        switch shading {
        case .color(let color):
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.opacity * opacity)
        case .linearGradient(let stops, let start, let end):
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            setSource(pattern, stops: stops, opacity: opacity, in: context)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let pattern = cairo_pattern_create_radial(
                Double(center.x), Double(center.y), Double(startRadius),
                Double(center.x), Double(center.y), Double(endRadius))
            setSource(pattern, stops: stops, opacity: opacity, in: context)
        }
    }

    private func setSource(
        _ pattern: OpaquePointer?, stops: [DisplayList.GradientStop], opacity: Double, in context: OpaquePointer
    ) {
        guard let pattern else { return }
        // cairo keeps stops sorted by offset, and stops at one offset in the order they were added.
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.opacity * opacity)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Sets the context's line width, cap, join, miter limit and dash from `style`.
    func setStroke(_ style: StrokeStyle, in context: OpaquePointer, name: String) {
        cairo_set_line_width(context, max(0, Double(style.lineWidth)))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        let miter = Double(style.miterLimit)
        cairo_set_miter_limit(context, miter.isFinite ? miter : 10)
        if let dash = dash(of: style, name: name) {
            cairo_set_dash(context, dash.lengths, Int32(dash.lengths.count), dash.phase)
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
    }
}
