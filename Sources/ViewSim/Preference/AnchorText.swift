// Models how the trace prints an anchor's value: `Anchor(CGRect(origin: …))`, the
// text Swift's `print` gives the rectangle or point, written directly.
// Simplifies: nothing; the text is the one string interpolation gives (checked
// once per process on a set of values, and used only if it agrees with it), without
// its reflection (`Mirror` on the value and on each of its fields), which cost a
// trace of anchor preferences a tenth of its time (fuzz seed 44, case 9618).
import Foundation

/// The text of an anchor's screen value, as `"\(value)"` writes it.
package enum AnchorText {
    /// `"\(value)"` for a rectangle, a point or any other value.
    ///
    /// `AnchorText.text(of: CGPoint(x: 1, y: 2)) == "CGPoint(x: 1.0, y: 2.0)"`
    package static func text<Value>(of value: Value) -> String {
        if Value.self == CGRect.self, writesAsPrint { return rect(unsafeBitCast(value, to: CGRect.self)) }
        if Value.self == CGPoint.self, writesAsPrint { return point(unsafeBitCast(value, to: CGPoint.self)) }
        return "\(value)"
    }

    /// A rectangle as `print` writes it: its fields as `debugPrint` writes them.
    static func rect(_ rect: CGRect) -> String {
        "CGRect(origin: \(pointName)(x: \(rect.origin.x.description), y: \(rect.origin.y.description)), size: "
            + "\(sizeName)(width: \(rect.size.width.description), height: \(rect.size.height.description)))"
    }

    /// A point as `print` writes it.
    static func point(_ point: CGPoint) -> String {
        "CGPoint(x: \(point.x.description), y: \(point.y.description))"
    }

    private static let pointName = _typeName(CGPoint.self, qualified: true)
    private static let sizeName = _typeName(CGSize.self, qualified: true)

    /// Values whose text ``rect(_:)`` and ``point(_:)`` are checked against: signs,
    /// zeros, NaNs (quiet, negative, signalling), infinities, the extremes.
    static let checkedValues: [CGFloat] = [
        0, -0.0, 1, -2.5, 0.1 + 0.2, 1e300, -1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity,
        -.infinity, .nan, -.nan, .signalingNaN, 123_456_789.125,
    ]

    /// Whether ``rect(_:)`` and ``point(_:)`` write what string interpolation writes
    /// on this platform (else it is used itself).
    package static let writesAsPrint: Bool = checkedValues.allSatisfy { value in
        let rect = CGRect(x: value, y: 1, width: -value, height: 0.5)
        let point = CGPoint(x: value, y: -1)
        return Self.rect(rect) == "\(rect)" && Self.point(point) == "\(point)"
    }
}
