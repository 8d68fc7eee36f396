// Models SwiftUI's `Path`: a recorded list of drawing elements (move, line,
// quadratic and cubic curve, close), with SwiftUI's builders for rectangles,
// rounded rectangles, ellipses and arcs, and its transforms.
// Simplifies: arcs and ellipses become cubic Béziers of at most 90° each (as
// Core Graphics does); `.continuous` corners are drawn circular; points that
// are not finite are recorded as given (`isFinite` lets the display list drop
// such a path). Lessons: lesson3 (the heart), lesson5 (the timer's trapezoid),
// lesson11 (the clock's ticks and hands).
import Foundation

/// The outline of a 2D shape, recorded as elements.
///
/// Angles follow SwiftUI: 0° points along +x and angles grow towards +y, which is
/// *down* on screen, so `clockwise: false` from 0° to 90° runs from 3 o'clock down
/// to 6 o'clock (SwiftUI's `clockwise` is named for a y-up space; on screen it reads
/// the other way round, as Apple's documentation warns).
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 50, y: 50))
/// path.addArc(center: CGPoint(x: 50, y: 50), radius: 40,
///             startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
/// path.closeSubpath()   // a quarter pie below and right of the centre
/// ```
///
/// A path may hold points that are not finite (NaN, ±∞): it records them as given,
/// and nothing crashes; viewsim's model: the display list leaves out an item whose
/// path is not finite (`isFinite`).
public struct Path: Equatable, Sendable {
    /// One drawing command.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle, starting at its top-left corner and running clockwise on screen.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A rounded rectangle whose corners are quarter circles of `cornerRadius` (clamped to half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners are quarter ellipses of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Whether every point of the path is finite (no NaN or ±∞).
    ///
    /// viewsim's model: a drawing whose path is not finite is left out of the display list.
    package var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.isFinite
            case .quadCurve(let p, let c): return p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
            case .closeSubpath: return true
            }
        }
    }

    // MARK: - Elements

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// A line from the current point; with no current point, the line starts a subpath at `point`.
    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { elements.append(.move(to: point)) }
        elements.append(.line(to: point))
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { elements.append(.move(to: control)) }
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { elements.append(.move(to: control1)) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// Lines through `points`: a move to the first, a line to each of the others.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { elements.append(.line(to: point)) }
    }

    /// A closed rectangle: top-left, top-right, bottom-right, bottom-left (clockwise on screen).
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ].map { $0.applying(transform) }
        addLines(corners)
        elements.append(.closeSubpath)
    }

    /// One closed rectangle per element of `rects`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A rounded rectangle. viewsim's model: `.continuous` corners are drawn as
    /// `.circular` ones (quarter ellipses); the corner size is clamped to half the
    /// rectangle's width and height (a square corner size to half the shorter side,
    /// so the corners stay circular). The outline starts on the top edge after the
    /// top-left corner and runs clockwise on screen.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        var rx = min(max(cornerSize.width.isNaN ? 0 : cornerSize.width, 0), r.width / 2)
        var ry = min(max(cornerSize.height.isNaN ? 0 : cornerSize.height, 0), r.height / 2)
        if cornerSize.width == cornerSize.height {
            // A corner radius stays circular: clamped to half the shorter side (a capsule at most).
            rx = min(rx, ry)
            ry = rx
        }
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        let k = Path.quarterArcFactor
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: p(r.minX + rx, r.minY))
        elements.append(.line(to: p(r.maxX - rx, r.minY)))
        elements.append(
            .curve(
                to: p(r.maxX, r.minY + ry), control1: p(r.maxX - rx + k * rx, r.minY),
                control2: p(r.maxX, r.minY + ry - k * ry)))
        elements.append(.line(to: p(r.maxX, r.maxY - ry)))
        elements.append(
            .curve(
                to: p(r.maxX - rx, r.maxY), control1: p(r.maxX, r.maxY - ry + k * ry),
                control2: p(r.maxX - rx + k * rx, r.maxY)))
        elements.append(.line(to: p(r.minX + rx, r.maxY)))
        elements.append(
            .curve(
                to: p(r.minX, r.maxY - ry), control1: p(r.minX + rx - k * rx, r.maxY),
                control2: p(r.minX, r.maxY - ry + k * ry)))
        elements.append(.line(to: p(r.minX, r.minY + ry)))
        elements.append(
            .curve(
                to: p(r.minX + rx, r.minY), control1: p(r.minX, r.minY + ry - k * ry),
                control2: p(r.minX + rx - k * rx, r.minY)))
        elements.append(.closeSubpath)
    }

    /// A closed ellipse inscribed in `rect`, starting at its right end (3 o'clock)
    /// and running clockwise on screen, as four cubic Béziers.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k = Path.quarterArcFactor
        let cx = r.midX
        let cy = r.midY
        let rx = r.width / 2
        let ry = r.height / 2
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: p(cx + rx, cy))
        elements.append(
            .curve(to: p(cx, cy + ry), control1: p(cx + rx, cy + k * ry), control2: p(cx + k * rx, cy + ry)))
        elements.append(
            .curve(to: p(cx - rx, cy), control1: p(cx - k * rx, cy + ry), control2: p(cx - rx, cy + k * ry)))
        elements.append(
            .curve(to: p(cx, cy - ry), control1: p(cx - rx, cy - k * ry), control2: p(cx - k * rx, cy - ry)))
        elements.append(
            .curve(to: p(cx + rx, cy), control1: p(cx + k * rx, cy - ry), control2: p(cx + rx, cy - k * ry)))
        elements.append(.closeSubpath)
    }

    // MARK: - Arcs

    /// An arc of a circle from `startAngle` to `endAngle`.
    ///
    /// `clockwise: false` makes the angle grow: on screen (y down) that turns from
    /// 3 o'clock towards 6 o'clock. `clockwise: true` makes it shrink. An arc
    /// longer than a full turn is drawn as one full turn. If the path has a current
    /// point, a line joins it to the arc's start; otherwise the arc starts a subpath.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            // The angle shrinks: sweep in (-2π, 0].
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            if delta < -fullTurn { delta = -fullTurn }
        } else {
            // The angle grows: sweep in [0, 2π).
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            if delta > fullTurn { delta = fullTurn }
        }
        appendArc(center: center, radius: radius, start: startAngle.radians, sweep: delta, transform: transform)
    }

    /// An arc of a circle that starts at `startAngle` and turns by `delta`
    /// (positive: the angle grows, which is clockwise on screen).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        appendArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// A line from the current point towards `tangent1End`, ending in an arc of
    /// `radius` tangent to the lines current point → `tangent1End` and
    /// `tangent1End` → `tangent2End` (Core Graphics' `addArc(tangent1End:…)`).
    /// With no current point the path first moves to `tangent1End`; when the
    /// three points are collinear or the radius is not positive, it adds a line to `tangent1End`.
    public mutating func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard let p0 = currentPoint else {
            move(to: p1.applying(transform))
            return
        }
        // The current point is already in path coordinates; the tangent points are mapped by `transform`.
        let a = p1.applying(transform)
        let b = p2.applying(transform)
        let v1 = CGPoint(x: p0.x - a.x, y: p0.y - a.y)
        let v2 = CGPoint(x: b.x - a.x, y: b.y - a.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
        let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2, radius.isFinite else {
            elements.append(.line(to: a))
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
        let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosine = min(max(Double(u1.x * u2.x + u1.y * u2.y), -1), 1)
        let angle = acos(cosine)  // between the two tangents, 0…π
        let distance = CGFloat(Double(radius) / tan(angle / 2))
        let t1 = CGPoint(x: a.x + u1.x * distance, y: a.y + u1.y * distance)
        let t2 = CGPoint(x: a.x + u2.x * distance, y: a.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let toCenter = CGFloat(Double(radius) / sin(angle / 2))
        let center = CGPoint(x: a.x + bisector.x / bl * toCenter, y: a.y + bisector.y / bl * toCenter)
        let start = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let end = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        elements.append(.line(to: t1))
        appendArc(center: center, radius: radius, start: start, sweep: sweep, transform: .identity)
    }

    /// Appends an arc of `sweep` radians from `start` as cubic Béziers of at most 90° each.
    private mutating func appendArc(
        center: CGPoint, radius: CGFloat, start: Double, sweep: Double,
        transform: CGAffineTransform
    ) {
        let r = Double(radius)
        let cx = Double(center.x)
        let cy = Double(center.y)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: cx + r * cos(angle), y: cy + r * sin(angle)).applying(transform)
        }
        let first = point(start)
        if currentPoint == nil || elements.last == .closeSubpath {
            elements.append(.move(to: first))
        } else if currentPoint != first {
            elements.append(.line(to: first))
        }
        guard sweep.isFinite, r.isFinite, sweep != 0 else { return }
        // ceil(|sweep| / 90°), with a little slack so that exactly 90° is one piece.
        let pieces = max(1, min(4, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up))))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for index in 0..<pieces {
            let a0 = start + step * Double(index)
            let a1 = a0 + step
            let c1 = CGPoint(x: cx + r * (cos(a0) - k * sin(a0)), y: cy + r * (sin(a0) + k * cos(a0))).applying(
                transform)
            let c2 = CGPoint(x: cx + r * (cos(a1) + k * sin(a1)), y: cy + r * (sin(a1) - k * cos(a1))).applying(
                transform)
            elements.append(.curve(to: point(a1), control1: c1, control2: c2))
        }
    }

    /// 4/3·(√2 − 1): the control-point distance, as a fraction of the radius, of a quarter circle drawn as one cubic.
    static let quarterArcFactor: CGFloat = 0.5522847498307936

    // MARK: - Combining and transforming

    /// Appends `path`'s elements, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: transform.isIdentity ? path.elements : path.applying(transform).elements)
    }

    /// This path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: p.applying(transform))
            case .line(let p): return .line(to: p.applying(transform))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                return .curve(
                    to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: return .closeSubpath
            }
        }
        return result
    }

    /// This path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Path.Element) -> Void) {
        for element in elements { body(element) }
    }

    // MARK: - Reading

    /// The point the next element starts from, or nil for an empty path; after
    /// `closeSubpath()`, the start of the closed subpath.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            return p
        case .closeSubpath:
            for element in elements.reversed() {
                if case .move(let p) = element { return p }
            }
            return nil
        }
    }

    /// The smallest rectangle that contains every point the path passes through
    /// (curves' extremes included, control points that lie outside left out);
    /// `.null` for an empty path. Points that are not finite are left out.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            guard p.isFinite else { return }
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                include(p)
                current = p
                subpathStart = p
            case .line(let p):
                include(p)
                current = p
            case .quadCurve(let p, let c):
                include(p)
                for t in Path.quadExtrema(current, c, p) { include(Path.quadPoint(current, c, p, t)) }
                current = p
            case .curve(let p, let c1, let c2):
                include(p)
                for t in Path.cubicExtrema(current, c1, c2, p) { include(Path.cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .closeSubpath:
                current = subpathStart
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func quadPoint(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * Double(a.x) + 2 * u * t * Double(c.x) + t * t * Double(b.x),
            y: u * u * Double(a.y) + 2 * u * t * Double(c.y) + t * t * Double(b.y))
    }

    private static func cubicPoint(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        func axis(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> Double {
            u * u * u * Double(p0) + 3 * u * u * t * Double(p1) + 3 * u * t * t * Double(p2) + t * t * t * Double(p3)
        }
        return CGPoint(x: axis(a.x, c1.x, c2.x, b.x), y: axis(a.y, c1.y, c2.y, b.y))
    }

    /// The parameters in (0, 1) where a quadratic's x or y is extreme.
    private static func quadExtrema(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint) -> [Double] {
        var result: [Double] = []
        for (p0, p1, p2) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
            let denominator = Double(p0 - 2 * p1 + p2)
            guard denominator != 0 else { continue }
            let t = Double(p0 - p1) / denominator
            if t > 0, t < 1 { result.append(t) }
        }
        return result
    }

    /// The parameters in (0, 1) where a cubic's x or y is extreme (roots of its derivative).
    private static func cubicExtrema(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint) -> [Double] {
        var result: [Double] = []
        for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
            // d/dt = 3[(−p0 + 3p1 − 3p2 + p3)t² + 2(p0 − 2p1 + p2)t + (p1 − p0)]
            let qa = Double(-p0 + 3 * p1 - 3 * p2 + p3)
            let qb = 2 * Double(p0 - 2 * p1 + p2)
            let qc = Double(p1 - p0)
            var roots: [Double] = []
            if abs(qa) < 1e-12 {
                if qb != 0 { roots.append(-qc / qb) }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    roots.append((-qb + s) / (2 * qa))
                    roots.append((-qb - s) / (2 * qa))
                }
            }
            result.append(contentsOf: roots.filter { $0 > 0 && $0 < 1 })
        }
        return result
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

/// A path is a shape that draws itself wherever it is placed, as in SwiftUI.
nonisolated extension Path: Shape, ShapeLabel {
    public func path(in rect: CGRect) -> Path { self }

    package var shapeLabel: String { "Path()" }
    package var shapeAttributes: [NodeAttribute] { [NodeAttribute("elements", .integer(elements.count))] }
}
