// Models where a display list draws: the rectangle its items cover on the
// display, and the same list cut to a rectangle (for pictures of just the views).
// Simplifies: a path's bounds include its control points (a curve's box may be
// a little larger than the curve); a stroke widens them by half its width and
// text by its measured line box.
import Foundation

extension DisplayList {
    /// The rectangle, in display coordinates, that the items cover (nil when nothing is drawn).
    ///
    /// ```swift
    /// let list = sim.displayList()
    /// list.contentBounds   // (146.5, 376, 100, 100) for a 100-point circle on the screen's centre
    /// ```
    public var contentBounds: CGRect? {
        var union: CGRect?
        for item in items {
            guard let local = item.localBounds else { continue }
            var rect = local.applying(item.transform)
            for clip in item.clips {
                guard let clipBounds = clip.controlPointBounds else { continue }
                rect = rect.intersection(clipBounds)
            }
            guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite,
                rect.height.isFinite
            else { continue }
            union = union.map { $0.union(rect) } ?? rect
        }
        return union
    }

    /// This list moved so that `rect`'s origin is the display's origin, with the display `rect.size`.
    ///
    /// ```swift
    /// let picture = list.cropped(to: list.contentBounds!.insetBy(dx: -16, dy: -16))
    /// ```
    public func cropped(to rect: CGRect) -> DisplayList {
        let shift = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
        return DisplayList(
            size: rect.size,
            items: items.map { item in
                var moved = item
                moved.transform = item.transform.concatenating(shift)
                moved.clips = item.clips.map { $0.applying(shift) }
                return moved
            })
    }
}

extension DisplayList.Item {
    /// The box the item draws in, in its local coordinates.
    var localBounds: CGRect? {
        switch content {
        case .fill(let path, _, _):
            return path.controlPointBounds
        case .stroke(let path, _, let style):
            let half = max(style.lineWidth, 0) / 2
            return path.controlPointBounds?.insetBy(dx: -half, dy: -half)
        case .text(let run):
            let metrics = TextMetrics.measure(run.string, font: run.font)
            return CGRect(
                x: run.origin.x, y: run.origin.y - metrics.ascent, width: metrics.width,
                height: metrics.ascent + metrics.descent)
        case .image(let image):
            return image.rect
        }
    }
}

extension Path {
    /// The box around every point and control point, or nil for an empty path.
    package var controlPointBounds: CGRect? {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func add(_ point: CGPoint) {
            guard point.x.isFinite, point.y.isFinite else { return }
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): add(point)
            case .quadCurve(let point, let control):
                add(point)
                add(control)
            case .curve(let point, let control1, let control2):
                add(point)
                add(control1)
                add(control2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
