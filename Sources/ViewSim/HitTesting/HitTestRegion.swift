// Models one place a touch can land: an area of a view as it is drawn (its
// presented geometry, every effect applied), recorded in drawing order while the
// display list is built, with what keeps it from being hit, if anything.
// Simplifies: an area is a rectangle, a filled path or a stroked outline in the
// view's own coordinates; masks (content shapes, scroll viewports) are screen paths.
import Foundation

/// One hittable (or passed-over) area of a view, in drawing order (`HitTestRecording`).
package struct HitTestRegion {
    /// The shape of the area, in the view's local coordinates.
    package enum Area {
        /// The view's frame (a `Text`, an `Image`, a `Color`, a canvas, a scroll view's viewport).
        case rect(CGRect)
        /// A filled path and its fill rule (a shape, a content shape).
        case fill(Path, eoFill: Bool)
        /// A stroked path and half the stroke's width.
        case stroke(Path, halfWidth: CGFloat)
    }

    /// What the area stands for.
    package enum Role: Equatable {
        /// What a leaf draws.
        case content
        /// A `.contentShape` of a modified view.
        case contentShape
        /// A scroll view's viewport, under its content.
        case scrollView
    }

    /// The view hit when the area is.
    package let node: ViewNode
    package let role: Role
    package let area: Area
    /// From the view's local coordinates to the screen's.
    package let transform: CGAffineTransform
    /// Screen-coordinate paths the point must also be inside (the content shapes and scroll
    /// viewports around the view), with their fill rules.
    package let masks: [(path: Path, eoFill: Bool)]
    /// The presented view this area is drawn in (a sheet's, an alert's), nil on the screen itself.
    package let presentation: ViewNode?
    /// Why the area is passed over although it is drawn there (`.allowsHitTesting(false)`
    /// above, a clear colour, a removal), or nil when it can be hit.
    package let passedOver: String?

    /// Whether `point` (screen coordinates) is inside the area and every mask.
    package func contains(_ point: CGPoint) -> Bool {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard abs(determinant) > 1e-12, determinant.isFinite else { return false }
        let local = point.applying(t.inverted())
        guard local.x.isFinite, local.y.isFinite else { return false }
        let inside: Bool
        switch area {
        case .rect(let rect): inside = rect.contains(local)
        case .fill(let path, let eoFill): inside = path.contains(local, eoFill: eoFill)
        case .stroke(let path, let halfWidth): inside = path.outlineContains(local, within: halfWidth)
        }
        return inside && masks.allSatisfy { $0.path.contains(point, eoFill: $0.eoFill) }
    }
}
