// Models SwiftUI's `Anchor`: a geometry value (a rectangle or a point) of one
// view, carried up in a preference and converted into a reader's coordinates
// with `GeometryProxy[anchor]`.
// Simplifies: viewsim's model: an anchor is taken from the view's laid-out frame
// in screen coordinates (its layout frame, before `.offset`, `.scaleEffect` and
// `.rotationEffect`, which move only what is drawn) and converted by subtracting
// the reader's origin. Lesson: lesson17.
import Foundation

/// An opaque geometry value of one view, which a `GeometryProxy` converts into its own coordinates.
///
/// ```swift
/// Text("Title")
///     .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
///     .overlayPreferenceValue(BoundsKey.self) { anchor in
///         GeometryReader { proxy in
///             if let anchor { Rectangle().stroke().frame(width: proxy[anchor].width) }
///         }
///     }
/// ```
public struct Anchor<Value> {
    /// The value in coordinates whose origin is at the given screen point.
    let resolve: (CGPoint) -> Value

    /// The value in screen coordinates, for the trace.
    var screenValue: Value { resolve(.zero) }

    /// Where an anchor comes from: a part of the view that sets the preference.
    public struct Source {
        /// Makes the anchor from the view's frame in screen coordinates.
        let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: @unchecked Sendable where Value: Sendable {}
extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.screenValue == rhs.screenValue }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(screenValue) }
}

extension Anchor: CustomStringConvertible {
    public var description: String { "Anchor(\(AnchorText.text(of: screenValue)))" }
}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source { frame in
            let screen = r.offsetBy(dx: frame.minX, dy: frame.minY)
            return Anchor<CGRect> { origin in screen.offsetBy(dx: -origin.x, dy: -origin.y) }
        }
    }

    /// The view's bounds: its whole frame.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            Anchor<CGRect> { origin in frame.offsetBy(dx: -origin.x, dy: -origin.y) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in
            let screen = CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)
            return Anchor<CGPoint> { origin in CGPoint(x: screen.x - origin.x, y: screen.y - origin.y) }
        }
    }

    /// A point given as a fraction of the view's size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in
            let screen = CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
            return Anchor<CGPoint> { origin in CGPoint(x: screen.x - origin.x, y: screen.y - origin.y) }
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// The anchors of several sources, in order.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        make = { frame in
            let anchors = array.map { $0.make(frame) }
            return Anchor<[T]> { origin in anchors.map { $0.resolve(origin) } }
        }
    }

    /// The anchor of a source that may be absent.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        make = { frame in
            let made = anchor?.make(frame)
            return Anchor<T?> { origin in made?.resolve(origin) }
        }
    }
}

extension GeometryProxy {
    /// The value of `anchor` in this proxy's coordinates (its origin is the reader's top
    /// leading corner).
    ///
    /// ```swift
    /// GeometryReader { proxy in Text("\(proxy[anchor].minY)") }
    /// ```
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(globalFrame.origin) }
}
