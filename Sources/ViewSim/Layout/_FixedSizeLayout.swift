// Models SwiftUI's `.fixedSize()` and `.fixedSize(horizontal:vertical:)`: the
// content is proposed nil (its ideal size) in the fixed dimensions.
// Simplifies: nothing. Lesson: layout tests.
import Foundation

/// `.fixedSize(horizontal:vertical:)`.
nonisolated public struct _FixedSizeLayout: PrimitiveModifier, Equatable {
    public var horizontal: Bool
    public var vertical: Bool
    package var _label: String {
        horizontal && vertical ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    }
    package var _traceName: String { ".fixedSize" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("fixedSize", .pair(horizontal ? 1 : 0, vertical ? 1 : 0))]
    }
}

nonisolated extension View {
    /// Fixes this view at its ideal size in both dimensions.
    ///
    /// ```swift
    /// Text("A long title that must not wrap").fixedSize()
    /// ```
    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: true, vertical: true))
    }

    /// Fixes this view at its ideal size in the dimensions given.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}
