// Models SwiftUI's `EdgeInsets` and `.padding(_ insets: EdgeInsets)`: a padding
// with its own length on each edge. Simplifies: laid out as `.padding` is (a
// non-finite inset is reported and counts as 0, see `paddingInsets`).
import Foundation

/// The inset distances for the sides of a rectangle.
///
/// ```swift
/// Text("Hi").padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
/// ```
nonisolated public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// `.padding(_ insets: EdgeInsets)`.
nonisolated public struct _InsetsPaddingLayout: PrimitiveModifier, Equatable, LayoutBehaving {
    let insets: EdgeInsets
    package var _label: String {
        let numbers = [insets.top, insets.leading, insets.bottom, insets.trailing].map {
            ValueFormatter.number(Double($0))
        }
        return ".padding(EdgeInsets(\(numbers.joined(separator: ", "))))"
    }
    package var _traceName: String { ".padding" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("padding", .text(_label.dropFirst(".padding(".count).dropLast().description))]
    }
    package var _layoutBehavior: LayoutBehavior {
        .padding(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
}

nonisolated extension View {
    /// Pads this view with a different length on each edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _InsetsPaddingLayout> {
        modifier(_InsetsPaddingLayout(insets: insets))
    }
}
