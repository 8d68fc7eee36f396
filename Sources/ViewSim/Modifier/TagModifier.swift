// Models SwiftUI's `.tag(_:)`: a value that identifies a view to its container
// (here: a `Canvas` symbol, found with `GraphicsContext.resolveSymbol(id:)`).
// Simplifies: only canvases read tags (no `Picker`, no `TabView`). Lesson:
// lesson11 (seed 004's particles draw the tagged heart).
import Foundation

/// `.tag(_:)`.
nonisolated public struct _TagModifier: PrimitiveModifier {
    public var tag: AnyHashable
    package var _label: String { ".tag(\(ValueFormatter.describe(tag.base)))" }
    package var _traceName: String { ".tag" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("tag", .symbol(ValueFormatter.describe(tag.base)))] }
}

nonisolated extension View {
    /// Gives this view a tag: a value its container identifies it by (a canvas's symbols).
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     if let heart = context.resolveSymbol(id: 0) { context.draw(heart, at: CGPoint(x: 50, y: 50)) }
    /// } symbols: {
    ///     Image(systemName: "heart.fill").foregroundStyle(.red).tag(0)
    /// }
    /// ```
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier> {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}
