// Models the layout promises a run keeps after every step: every laid-out frame
// is finite with a non-negative size (bad numbers are replaced, with a
// diagnostic, never passed on); incremental layout gives the frames a full
// layout of the same tree gives; every display-list item has a finite
// transform, an opacity in 0…1 and finite points. Simplifies: the checks read
// plain data (`FuzzFrame`, `DisplayList`); `FuzzLayoutProbe` collects it from a
// running simulation.
import Foundation
import ViewSim

extension FuzzInvariants {
    /// Every frame is finite, in its parent's and in screen coordinates, and has a non-negative size.
    public static func layoutFrames(_ frames: [FuzzFrame], at stage: String) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        for frame in frames {
            if let violation = frameViolation(local: frame.local, global: frame.global, node: { frame.node }, at: stage)
            {
                found.append(violation)
            }
        }
        return found
    }

    /// What is wrong with one node's frame (`local`) or screen frame (`global`), if
    /// anything: the first of them that is not finite or has a negative size.
    /// `node` names the node, read only for a violation.
    static func frameViolation(local: CGRect, global: CGRect, node: () -> String, at stage: String) -> FuzzViolation? {
        func violation(_ what: String, _ rect: CGRect) -> FuzzViolation? {
            if !isFinite(rect) {
                return FuzzViolation(
                    .layoutFrame, "\(stage): \(node()) has the \(what) \(text(rect)), which is not finite")
            }
            if rect.size.width < 0 || rect.size.height < 0 {
                return FuzzViolation(
                    .layoutFrame, "\(stage): \(node()) has the \(what) \(text(rect)), whose size is negative")
            }
            return nil
        }
        return violation("frame", local) ?? violation("screen frame", global)
    }

    /// The frames incremental layout left equal those of a full layout of the same tree
    /// (in each node's parent's coordinates; within a relative 1e-9).
    public static func incrementalLayout(_ incremental: [FuzzFrame], full: [FuzzFrame], at stage: String)
        -> [FuzzViolation]
    {
        incrementalLayout(incremental.map(\.local), full: full.map(\.local), node: { incremental[$0].node }, at: stage)
    }

    /// `incrementalLayout(_:full:at:)` on the frames alone (in each node's parent's
    /// coordinates, in the same order); `node` names the node at an index, read only
    /// for a violation.
    static func incrementalLayout(_ incremental: [CGRect], full: [CGRect], node: (Int) -> String, at stage: String)
        -> [FuzzViolation]
    {
        guard incremental.count == full.count else {
            return [
                FuzzViolation(
                    .incrementalLayout,
                    "\(stage): \(incremental.count) frames after incremental layout, \(full.count) after a full layout")
            ]
        }
        var found: [FuzzViolation] = []
        for index in incremental.indices where !same(incremental[index], full[index]) {
            found.append(
                FuzzViolation(
                    .incrementalLayout,
                    "\(stage): \(node(index)) is at \(text(incremental[index])) after incremental layout but at \(text(full[index])) after a full layout"
                ))
        }
        return found
    }

    /// Every item's transform, opacity and points are finite, and its opacity is in 0…1.
    public static func displayList(_ list: DisplayList, at stage: String) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        for (index, item) in list.items.enumerated() {
            let where_ = "\(stage): display-list item \(index) (\(item.viewName) #\(item.viewID))"
            let t = item.transform
            if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
                found.append(FuzzViolation(.displayList, "\(where_) has the transform \(t)"))
            }
            if !item.opacity.isFinite || item.opacity < 0 || item.opacity > 1 {
                found.append(FuzzViolation(.displayList, "\(where_) has the opacity \(item.opacity)"))
            }
            var points: [CGPoint] = []
            switch item.content {
            case .fill(let path, _, _), .stroke(let path, _, _): points = self.points(of: path)
            case .text(let run): points = [run.origin]
            case .image(let image):
                points = [image.rect.origin, CGPoint(x: image.rect.size.width, y: image.rect.size.height)]
            }
            for clip in item.clips { points += self.points(of: clip) }
            if let bad = points.first(where: { !$0.x.isFinite || !$0.y.isFinite }) {
                found.append(FuzzViolation(.displayList, "\(where_) has the point (\(bad.x), \(bad.y))"))
            }
        }
        return found
    }

    /// At most `reportLimit` violations of each check, with a count of the rest, in check order.
    static func limitedPerCheck(_ found: [FuzzViolation]) -> [FuzzViolation] {
        var result: [FuzzViolation] = []
        for check in FuzzCheck.allCases {
            let ofCheck = found.filter { $0.check == check }
            guard !ofCheck.isEmpty else { continue }
            result += ofCheck.prefix(reportLimit)
            if ofCheck.count > reportLimit {
                result.append(FuzzViolation(check, "… and \(ofCheck.count - reportLimit) more"))
            }
        }
        return result
    }

    private static func points(of path: Path) -> [CGPoint] {
        var points: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        return points
    }

    private static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        func close(_ x: CGFloat, _ y: CGFloat) -> Bool {
            x == y || (x.isNaN && y.isNaN) || abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
        }
        return close(a.origin.x, b.origin.x) && close(a.origin.y, b.origin.y)
            && close(a.size.width, b.size.width) && close(a.size.height, b.size.height)
    }

    private static func text(_ rect: CGRect) -> String {
        "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width) × \(rect.size.height))"
    }
}
