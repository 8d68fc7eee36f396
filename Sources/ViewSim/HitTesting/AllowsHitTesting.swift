// Models SwiftUI's `.allowsHitTesting(_:)`: with `false`, the view and everything
// below it take no part in hit testing, so a touch passes through to what is
// behind (`ViewGraph+HitTesting`). Simplifies: as in SwiftUI an
// `allowsHitTesting(true)` below does not bring back what a `false` above took out.

/// `.allowsHitTesting(_:)`.
nonisolated public struct _AllowsHitTestingModifier: PrimitiveModifier, Equatable {
    let isEnabled: Bool
    package var _label: String { ".allowsHitTesting(\(isEnabled))" }
    package var _traceName: String { ".allowsHitTesting" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("allowsHitTesting", .bool(isEnabled))] }
}

nonisolated extension View {
    /// Configures whether this view participates in hit test operations: with `false`,
    /// touches on it (and on the views inside it) pass through to the views behind it.
    ///
    /// ```swift
    /// ZStack {
    ///     Button("Start") { start() }
    ///     Circle().fill(.red.opacity(0.2)).allowsHitTesting(false)   // a highlight over the button
    /// }
    /// ```
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _AllowsHitTestingModifier> {
        modifier(_AllowsHitTestingModifier(isEnabled: enabled))
    }
}
