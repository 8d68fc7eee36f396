// Models SwiftUI's `ContentShapeKinds`: what a `.contentShape(_:_:eoFill:)` is for.
// Simplifies: only `.interaction` (hit testing) changes anything in viewsim; the
// other kinds shape previews, hover and focus effects and accessibility, which
// viewsim does not draw, so a shape given only for them is reported as not modelled.

/// The kinds a view's content shape is used for.
///
/// ```swift
/// Avatar().contentShape(.interaction, Circle())         // hit testing: taps inside the circle
/// Avatar().contentShape(.contextMenuPreview, Circle())  // the preview's shape (not modelled)
/// ```
nonisolated public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit testing and accessibility: the view hit-tests with the shape.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// Drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// Context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// Accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)

    /// The kinds' names, for labels and diagnostics (`.interaction`, `[.interaction, .hoverEffect]`).
    package var names: [String] {
        let all: [(ContentShapeKinds, String)] = [
            (.interaction, ".interaction"), (.dragPreview, ".dragPreview"),
            (.contextMenuPreview, ".contextMenuPreview"), (.hoverEffect, ".hoverEffect"),
            (.focusEffect, ".focusEffect"), (.accessibility, ".accessibility"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}
