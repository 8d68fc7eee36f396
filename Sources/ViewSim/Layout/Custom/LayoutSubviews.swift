// Models SwiftUI's `LayoutSubviews`: the proxies a `Layout` gets for its
// subviews, in the content's order (lists flattened, as in a stack).
// Simplifies: the layout direction is always left to right. Lesson: layout tests.
import Foundation

/// A collection of proxies for the subviews of a layout container.
///
/// ```swift
/// for (index, subview) in subviews.enumerated() { … }
/// let first = subviews[0].sizeThatFits(.unspecified)
/// ```
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let context: LayoutContext
    /// The positions of these subviews in the context's items.
    let positions: [Int]
    public let startIndex: Int

    init(context: LayoutContext, positions: [Int], startIndex: Int = 0) {
        self.context = context
        self.positions = positions
        self.startIndex = startIndex
    }

    public var endIndex: Int { startIndex + positions.count }

    /// The layout direction of the container (viewsim's model: always left to right).
    public var layoutDirection: LayoutDirection { .leftToRight }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(context: context, position: positions[index - startIndex])
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(
            context: context,
            positions: Array(positions[(bounds.lowerBound - startIndex)..<(bounds.upperBound - startIndex)]),
            startIndex: bounds.lowerBound)
    }

    /// The subviews at `indices`, in that order.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(context: context, positions: indices.map { positions[$0 - startIndex] })
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.context === b.context && a.positions == b.positions && a.startIndex == b.startIndex
    }

    /// The nodes of these subviews.
    package var nodes: [ViewNode] { positions.map { context.items[$0] } }
}

/// The direction of a horizontal layout.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
