// Models SwiftUI's `.aspectRatio(_:contentMode:)`, `.scaledToFit()` and
// `.scaledToFill()`: the view proposes its content the largest (fit) or smallest
// (fill) size with the ratio for the proposal, and takes the content's size.
// Simplifies: a nil ratio is the content's ideal width / height. Lesson: layout tests.
import Foundation

/// `.aspectRatio(_:contentMode:)`.
nonisolated public struct _AspectRatioLayout: PrimitiveModifier, Equatable {
    /// Width / height, or nil for the content's own.
    public var aspectRatio: CGFloat?
    public var contentMode: ContentMode
    package var _label: String {
        let ratio = aspectRatio.map { ValueFormatter.number(Double($0)) } ?? "nil"
        return ".aspectRatio(\(ratio), contentMode: .\(contentMode))"
    }
    package var _traceName: String { ".aspectRatio" }
    package var _attributes: [NodeAttribute] {
        [
            NodeAttribute("aspectRatio", aspectRatio.map { .number(Double($0)) } ?? .symbol("nil")),
            NodeAttribute("contentMode", .symbol("\(contentMode)")),
        ]
    }
}

nonisolated extension View {
    /// Constrains this view's dimensions to `aspectRatio` (width / height).
    ///
    /// ```swift
    /// Image("photo").resizable().aspectRatio(16 / 9, contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<
        Self, _AspectRatioLayout
    > {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<
        Self, _AspectRatioLayout
    > {
        let ratio: CGFloat? = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
        return modifier(_AspectRatioLayout(aspectRatio: ratio, contentMode: contentMode))
    }

    /// Scales this view to fit its parent, keeping its ratio.
    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> {
        aspectRatio(nil, contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping its ratio.
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> {
        aspectRatio(nil, contentMode: .fill)
    }
}
