// Decides, before drawing, whether a display-list item can be drawn: every number
// finite, every coordinate within what cairo addresses, text at a size cairo can
// rasterise. Also the dash check: a dash cairo would reject is drawn solid.
// Simplifies: an item is drawn whole or skipped whole (with a note); an item
// whose transform squashes it to nothing (scale 0) is invisible and skipped silently.
// Lesson: bad input in `viewsim render` (NaN offsets, huge frames).
import Foundation
import ViewSim

extension DisplayListPainter {
    /// What to do with one item.
    enum Check: Equatable {
        case draw
        /// Nothing of it would show (opacity 0, a transform of scale 0).
        case invisible
        /// It cannot be drawn, for the reason given.
        case skip(String)
    }

    /// Whether `item` can be drawn at `scale`.
    func check(_ item: DisplayList.Item, scale: Double) -> Check {
        guard item.opacity.isFinite else { return .skip("its opacity is \(RenderError.number(item.opacity))") }
        if item.opacity <= 0 { return .invisible }
        let t = item.transform
        let shown =
            "a, b, c, d, tx, ty = "
            + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { RenderError.number(Double($0)) }.joined(separator: ", ")
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy({ Double($0).isFinite }) else {
            return .skip("its transform has a non-finite number (\(shown))")
        }
        let determinant = Double(t.a * t.d - t.b * t.c)
        guard determinant.isFinite else { return .skip("its transform is too large to draw (\(shown))") }
        if abs(determinant) < 1e-12 { return .invisible }
        for clip in item.clips {
            if let problem = problem(of: clip, transform: .identity, scale: scale, what: "a clip path") {
                return .skip(problem)
            }
        }
        switch item.content {
        case .fill(let path, let shading, _):
            return verdict(problem(of: path, transform: t, scale: scale, what: "its path") ?? problem(of: shading))
        case .stroke(let path, let shading, let style):
            guard Double(style.lineWidth).isFinite else {
                return .skip("its line width is \(RenderError.number(Double(style.lineWidth)))")
            }
            guard abs(Double(style.lineWidth)) * scale * stretch(t) <= Self.maximumCoordinate else {
                return .skip("its line width \(RenderError.number(Double(style.lineWidth))) is too large to draw")
            }
            return verdict(problem(of: path, transform: t, scale: scale, what: "its path") ?? problem(of: shading))
        case .text(let run):
            let size = run.font.size
            guard size.isFinite, size > 0 else {
                return .skip("its font size is \(RenderError.number(size)) (it must be finite and above 0)")
            }
            guard size * scale * stretch(t) <= Self.maximumFontPixels else {
                return .skip(
                    "its font size \(RenderError.number(size)) pt is above the \(Int(Self.maximumFontPixels)) px the renderer draws text at"
                )
            }
            return verdict(
                problem(ofPoints: [run.origin], transform: t, scale: scale, what: "its text origin")
                    ?? problem(of: run.shading))
        case .image(let image):
            let r = image.rect
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY)]
            return verdict(
                problem(ofPoints: corners, transform: t, scale: scale, what: "its image rectangle")
                    ?? image.shading.flatMap { problem(of: $0) })
        }
    }

    private func verdict(_ problem: String?) -> Check { problem.map { .skip($0) } ?? .draw }

    /// How much `t` stretches lengths at most (the larger column length).
    func stretch(_ t: CGAffineTransform) -> Double {
        max(Double(t.a * t.a + t.b * t.b), Double(t.c * t.c + t.d * t.d)).squareRoot()
    }

    /// Why `path` cannot be drawn through `transform` at `scale`, or nil.
    private func problem(of path: Path, transform: CGAffineTransform, scale: Double, what: String) -> String? {
        var points: [CGPoint] = []
        points.reserveCapacity(path.elements.count * 3)
        for element in path.elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let to, let control): points += [to, control]
            case .curve(let to, let control1, let control2): points += [to, control1, control2]
            case .closeSubpath: break
            }
        }
        return problem(ofPoints: points, transform: transform, scale: scale, what: what)
    }

    private func problem(ofPoints points: [CGPoint], transform: CGAffineTransform, scale: Double, what: String)
        -> String?
    {
        for point in points {
            guard Double(point.x).isFinite, Double(point.y).isFinite else {
                return
                    "\(what) has a non-finite point (\(RenderError.number(Double(point.x))), \(RenderError.number(Double(point.y))))"
            }
            let device = point.applying(transform)
            let x = Double(device.x) * scale
            let y = Double(device.y) * scale
            guard x.isFinite, y.isFinite, abs(x) <= Self.maximumCoordinate, abs(y) <= Self.maximumCoordinate else {
                return
                    "\(what) reaches (\(RenderError.number(Double(device.x))), \(RenderError.number(Double(device.y)))) pt, "
                    + "beyond the ±\(Int(Self.maximumCoordinate)) px cairo draws"
            }
        }
        return nil
    }

    /// Why `shading` cannot be drawn, or nil.
    private func problem(of shading: DisplayList.Shading) -> String? {
        func finite(_ color: DisplayList.RGBA) -> Bool {
            [color.red, color.green, color.blue, color.opacity].allSatisfy(\.isFinite)
        }
        switch shading {
        case .color(let color):
            return finite(color) ? nil : "its colour has a non-finite component"
        case .linearGradient(let stops, let start, let end):
            guard stops.allSatisfy({ finite($0.color) && $0.location.isFinite }) else {
                return "a gradient stop has a non-finite number"
            }
            guard [start.x, start.y, end.x, end.y].allSatisfy({ Double($0).isFinite }) else {
                return "its gradient's end points are not finite"
            }
            return nil
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            guard stops.allSatisfy({ finite($0.color) && $0.location.isFinite }) else {
                return "a gradient stop has a non-finite number"
            }
            guard [center.x, center.y, startRadius, endRadius].allSatisfy({ Double($0).isFinite }) else {
                return "its radial gradient's centre or radii are not finite"
            }
            guard startRadius >= 0, endRadius >= 0 else {
                return
                    "its radial gradient has a negative radius (\(RenderError.number(Double(min(startRadius, endRadius)))))"
            }
            return nil
        }
    }

    /// The dash cairo draws for `style`, or nil for a solid line; a dash cairo would reject (a negative
    /// or non-finite length, all lengths zero, a non-finite phase) is drawn solid, with a note.
    func dash(of style: StrokeStyle, name: String) -> (lengths: [Double], phase: Double)? {
        guard !style.dash.isEmpty else { return nil }
        let lengths = style.dash.map { Double($0) }
        let valid =
            lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
            && Double(style.dashPhase).isFinite
        guard valid else {
            let shown = lengths.map { RenderError.number($0) }.joined(separator: ", ")
            notes.add(
                "\(name): its dash [\(shown)] (phase \(RenderError.number(Double(style.dashPhase)))) has a negative or non-finite "
                    + "length, no length above 0, or a non-finite phase; drawn as a solid line.")
            return nil
        }
        return (lengths, Double(style.dashPhase))
    }
}
