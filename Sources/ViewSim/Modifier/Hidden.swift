// Models SwiftUI's `.hidden()`: the view keeps its place in layout but draws
// nothing (and cannot be tapped). Simplifies: its display list items are left out
// and hit testing passes it over; a tap by name still reaches it (viewsim's model).

/// `.hidden()`.
nonisolated public struct _HiddenModifier: PrimitiveModifier, Equatable {
    package var _label: String { ".hidden()" }
    package var _traceName: String { ".hidden" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("hidden", .bool(true))] }
}

nonisolated extension View {
    /// Hides this view unconditionally; it still takes its space in layout.
    ///
    /// ```swift
    /// Text("Placeholder").hidden()
    /// ```
    public func hidden() -> ModifiedContent<Self, _HiddenModifier> {
        modifier(_HiddenModifier())
    }
}
