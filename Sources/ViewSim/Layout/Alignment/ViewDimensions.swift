// Models SwiftUI's `ViewDimensions`: a view's size and its alignment guides, as an
// `.alignmentGuide` closure, a `Layout` and the stacks see them.
// Simplifies: the explicit guides are worked out when the value is made (each
// `.alignmentGuide` closure runs once per measurement). Lesson: layout tests.
import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// ```swift
/// Text("Hi").alignmentGuide(.leading) { d in d.width / 2 }   // d[.leading] is 0 before, half its width after
/// ```
public struct ViewDimensions: Equatable {
    /// The view's size.
    package let size: CGSize
    /// The explicit guides, innermost first; a later value for the same guide wins.
    package let explicitGuides: [(key: AlignmentKey, value: CGFloat)]

    /// For a custom layout's container: its `explicitAlignment(of:…)` answers, asked for a
    /// guide no `.alignmentGuide` sets.
    package var containerGuide: ((AlignmentKey) -> CGFloat?)?

    package init(
        size: CGSize, explicitGuides: [(key: AlignmentKey, value: CGFloat)] = [],
        containerGuide: ((AlignmentKey) -> CGFloat?)? = nil
    ) {
        self.size = size
        self.explicitGuides = explicitGuides
        self.containerGuide = containerGuide
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// The value of `guide`: its explicit value, or its default value.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }
    /// The value of `guide`: its explicit value, or its default value.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }
    /// The explicit value of `guide`, nil when the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(of: guide.key) }
    /// The explicit value of `guide`, nil when the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(of: guide.key) }

    package func value(of key: AlignmentKey) -> CGFloat {
        if let explicit = explicitValue(of: key) { return explicit }
        if let unit = key.unit { return unit * (key.isHorizontal ? size.width : size.height) }
        let value = key.defaultValue(in: ViewDimensions(size: size))
        return value.isFinite ? value : 0
    }

    package func explicitValue(of key: AlignmentKey) -> CGFloat? {
        explicitGuides.last(where: { $0.key == key })?.value ?? containerGuide?(key)
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.size == b.size && a.explicitGuides.map(\.key) == b.explicitGuides.map(\.key)
            && a.explicitGuides.map(\.value) == b.explicitGuides.map(\.value)
    }
}
