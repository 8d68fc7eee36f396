// Models SwiftUI's `Path.contains(_:eoFill:)`: whether a point is inside a path's
// filled interior, and (for hit testing a stroked shape) whether it is on its outline.
// Simplifies: curves are flattened to 32 straight pieces each (as `trimmedPath`
// measures them); a point exactly on an edge may fall either way; a stroke's
// outline is every point within half its width of the path (no caps, joins or dashes).
import Foundation

extension Path {
    /// Whether `point` is inside the path's interior, by the non-zero winding rule or,
    /// with `eoFill`, the even-odd rule; an open subpath is closed by a straight line, as
    /// a fill closes it.
    ///
    /// ```swift
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).contains(CGPoint(x: 50, y: 50))   // true
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).contains(CGPoint(x: 2, y: 2))     // false
    /// ```
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        for polygon in flattenedSubpaths() where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, Self.side(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, Self.side(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Whether `point` is within `distance` of the path's outline (its closing lines
    /// included): where a stroke of twice that width paints.
    package func outlineContains(_ point: CGPoint, within distance: CGFloat) -> Bool {
        guard point.x.isFinite, point.y.isFinite, distance.isFinite, distance >= 0 else { return false }
        for segment in PathSegment.segments(of: self) {
            let pieces: Int
            switch segment.shape {
            case .move: continue
            case .line: pieces = 1
            case .quad, .cubic: pieces = PathSegment.steps
            }
            var previous = PathSegment.point(segment.shape, at: 0)
            for step in 1...pieces {
                let next = PathSegment.point(segment.shape, at: Double(step) / Double(pieces))
                if Self.distance(from: point, toSegment: previous, next) <= Double(distance) { return true }
                previous = next
            }
        }
        return false
    }

    /// Each subpath as the corners of a polygon, its curves cut into straight pieces.
    private func flattenedSubpaths() -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        for segment in PathSegment.segments(of: self) {
            switch segment.shape {
            case .move:
                if !current.isEmpty { result.append(current) }
                current = []
            case .line(let a, let b):
                if current.isEmpty { current.append(a) }
                current.append(b)
            case .quad, .cubic:
                if current.isEmpty { current.append(segment.start) }
                for step in 1...PathSegment.steps {
                    current.append(PathSegment.point(segment.shape, at: Double(step) / Double(PathSegment.steps)))
                }
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Positive when `point` is left of the line from `a` to `b` (y down: clockwise on screen).
    private static func side(_ a: CGPoint, _ b: CGPoint, _ point: CGPoint) -> Double {
        Double(b.x - a.x) * Double(point.y - a.y) - Double(point.x - a.x) * Double(b.y - a.y)
    }

    private static func distance(from point: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> Double {
        let dx = Double(b.x - a.x)
        let dy = Double(b.y - a.y)
        let lengthSquared = dx * dx + dy * dy
        var t = 0.0
        if lengthSquared > 0 {
            t = ((Double(point.x - a.x) * dx) + (Double(point.y - a.y) * dy)) / lengthSquared
            t = min(max(t, 0), 1)
        }
        let x = Double(a.x) + t * dx - Double(point.x)
        let y = Double(a.y) + t * dy - Double(point.y)
        return (x * x + y * y).squareRoot()
    }
}
