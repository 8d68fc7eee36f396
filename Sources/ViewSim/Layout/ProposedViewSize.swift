// Models SwiftUI's `ProposedViewSize`: what a parent offers a child in layout,
// each dimension a number of points or unspecified (nil: "your ideal size").
// Simplifies: nothing; the type is SwiftUI's public one. Lesson: layout tests.
import Foundation

/// A proposal for the size of a view: the parent proposes, the child chooses its
/// size, the parent places it.
///
/// ```swift
/// ProposedViewSize(width: 100, height: nil)   // 100 wide, ideal height
/// ProposedViewSize.unspecified.replacingUnspecifiedDimensions()  // 10 × 10
/// ```
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or nil for the view's ideal width.
    public var width: CGFloat?
    /// The proposed height, or nil for the view's ideal height.
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal of zero in both dimensions: the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal of nil in both dimensions: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of infinity in both dimensions: the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, with `size`'s dimension where this one is unspecified
    /// (SwiftUI's default is 10 × 10).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { ValueFormatter.number(Double($0)) } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }

    /// The proposal with NaN dimensions unspecified and negative ones zero, so that
    /// layout never computes with a number it cannot use.
    @inline(__always)
    package var sanitized: ProposedViewSize {
        func clean(_ value: CGFloat?) -> CGFloat? {
            guard let value, !value.isNaN else { return nil }
            return max(0, value)
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }
}
