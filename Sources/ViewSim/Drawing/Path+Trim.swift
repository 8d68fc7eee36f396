// Models SwiftUI's `Path.trimmedPath(from:to:)`: the part of a path between two
// fractions of its length, as `.trim(from:to:)` draws it.
// Simplifies: a curve's length is measured on 32 straight pieces, and a cut
// falls at the curve parameter where that measure reaches the length (the cut
// curve keeps its exact shape). Lessons: lesson3 (the heart's stroke draws on).
import Foundation

extension Path {
    /// The part of this path between `from` and `to`, as fractions (0…1) of its length.
    ///
    /// Fractions are clamped to 0…1; nothing is left when `from >= to`. A closed
    /// subpath's closing line counts in the length, so trimming a circle from 0
    /// to 1 gives the whole circle.
    ///
    /// ```swift
    /// Path(ellipseIn: rect).trimmedPath(from: 0, to: 0.25)   // a quarter of the circle
    /// ```
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = Double(from).isNaN ? 0 : min(max(Double(from), 0), 1)
        let end = Double(to).isNaN ? 0 : min(max(Double(to), 0), 1)
        guard start < end else { return Path() }
        if start == 0, end == 1 { return self }
        let segments = PathSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let startLength = start * total
        let endLength = end * total
        var result = Path()
        var walked = 0.0
        var needsMove = true
        for segment in segments {
            let segmentStart = walked
            let segmentEnd = walked + segment.length
            walked = segmentEnd
            if segment.isMove {
                needsMove = true
                continue
            }
            guard segmentEnd > startLength, segmentStart < endLength, segment.length > 0 else { continue }
            let t0 = segment.parameter(atLength: max(startLength - segmentStart, 0))
            let t1 = segment.parameter(atLength: min(endLength - segmentStart, segment.length))
            let piece = segment.subsegment(from: t0, to: t1)
            if needsMove || result.currentPointIsFar(from: piece.start) {
                result.move(to: piece.start)
                needsMove = false
            }
            piece.append(to: &result)
        }
        return result
    }

    /// Whether the last point of this path is not `point` (a trimmed piece starts a new subpath).
    private func currentPointIsFar(from point: CGPoint) -> Bool {
        guard let last = elements.last else { return true }
        let end: CGPoint
        switch last {
        case .move(let p), .line(let p): end = p
        case .quadCurve(let p, _), .curve(let p, _, _): end = p
        case .closeSubpath: return true
        }
        return abs(end.x - point.x) > 1e-9 || abs(end.y - point.y) > 1e-9
    }
}

/// One drawn piece of a path with its start point, for measuring and cutting.
struct PathSegment {
    enum Shape {
        case move
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
    }

    let shape: Shape
    /// The length, and for curves the cumulative lengths at 32 equal parameter steps.
    let length: Double
    private let table: [Double]

    init(_ shape: Shape) {
        self.shape = shape
        switch shape {
        case .move:
            length = 0
            table = []
        case .line(let a, let b):
            length = PathSegment.distance(a, b)
            table = []
        case .quad, .cubic:
            var lengths = [0.0]
            var previous = PathSegment.point(shape, at: 0)
            for step in 1...PathSegment.steps {
                let point = PathSegment.point(shape, at: Double(step) / Double(PathSegment.steps))
                lengths.append(lengths[lengths.count - 1] + PathSegment.distance(previous, point))
                previous = point
            }
            length = lengths[lengths.count - 1]
            table = lengths
        }
    }

    static let steps = 32

    var isMove: Bool { if case .move = shape { return true } else { return false } }

    var start: CGPoint {
        switch shape {
        case .move: return .zero
        case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): return a
        }
    }

    /// The segments of `path`, closing lines included.
    static func segments(of path: Path) -> [PathSegment] {
        var result: [PathSegment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let point):
                result.append(PathSegment(.move))
                current = point
                subpathStart = point
            case .line(let point):
                result.append(PathSegment(.line(current, point)))
                current = point
            case .quadCurve(let point, let control):
                result.append(PathSegment(.quad(current, control, point)))
                current = point
            case .curve(let point, let control1, let control2):
                result.append(PathSegment(.cubic(current, control1, control2, point)))
                current = point
            case .closeSubpath:
                result.append(PathSegment(.line(current, subpathStart)))
                current = subpathStart
            }
        }
        return result
    }

    /// The curve parameter (0…1) at which the measured length reaches `target`.
    func parameter(atLength target: Double) -> Double {
        guard length > 0 else { return 0 }
        if table.isEmpty { return min(max(target / length, 0), 1) }
        var low = 0
        var high = table.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle] < target { low = middle } else { high = middle }
        }
        let span = table[high] - table[low]
        let fraction = span > 0 ? (target - table[low]) / span : 0
        return min(max((Double(low) + fraction) / Double(PathSegment.steps), 0), 1)
    }

    /// The piece of this segment between parameters `t0` and `t1`.
    func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        switch shape {
        case .move:
            return self
        case .line(let a, let b):
            return PathSegment(.line(PathSegment.lerp(a, b, t0), PathSegment.lerp(a, b, t1)))
        case .quad(let a, let c, let b):
            // Cut at t1, then cut the first part at t0 / t1.
            let (first, _) = PathSegment.splitQuad(a, c, b, at: t1)
            let local = t1 > 0 ? t0 / t1 : 0
            let (_, second) = PathSegment.splitQuad(first.0, first.1, first.2, at: local)
            return PathSegment(.quad(second.0, second.1, second.2))
        case .cubic(let a, let c1, let c2, let b):
            let (first, _) = PathSegment.splitCubic(a, c1, c2, b, at: t1)
            let local = t1 > 0 ? t0 / t1 : 0
            let (_, second) = PathSegment.splitCubic(first.0, first.1, first.2, first.3, at: local)
            return PathSegment(.cubic(second.0, second.1, second.2, second.3))
        }
    }

    /// Appends this segment (without its start point) to `path`.
    func append(to path: inout Path) {
        switch shape {
        case .move: break
        case .line(_, let b): path.addLine(to: b)
        case .quad(_, let c, let b): path.addQuadCurve(to: b, control: c)
        case .cubic(_, let c1, let c2, let b): path.addCurve(to: b, control1: c1, control2: c2)
        }
    }

    static func point(_ shape: Shape, at t: Double) -> CGPoint {
        switch shape {
        case .move: return .zero
        case .line(let a, let b): return lerp(a, b, t)
        case .quad(let a, let c, let b):
            return lerp(lerp(a, c, t), lerp(c, b, t), t)
        case .cubic(let a, let c1, let c2, let b):
            let ab = lerp(a, c1, t)
            let bc = lerp(c1, c2, t)
            let cd = lerp(c2, b, t)
            return lerp(lerp(ab, bc, t), lerp(bc, cd, t), t)
        }
    }

    static func splitQuad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint, at t: Double)
        -> ((CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint))
    {
        let ac = lerp(a, c, t)
        let cb = lerp(c, b, t)
        let middle = lerp(ac, cb, t)
        return ((a, ac, middle), (middle, cb, b))
    }

    static func splitCubic(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, at t: Double)
        -> ((CGPoint, CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint, CGPoint))
    {
        let ab = lerp(a, c1, t)
        let bc = lerp(c1, c2, t)
        let cd = lerp(c2, b, t)
        let abc = lerp(ab, bc, t)
        let bcd = lerp(bc, cd, t)
        let middle = lerp(abc, bcd, t)
        return ((a, ab, abc, middle), (middle, bcd, cd, b))
    }

    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = Double(b.x - a.x)
        let dy = Double(b.y - a.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
