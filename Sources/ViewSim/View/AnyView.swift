// Models SwiftUI's `AnyView` and `EmptyView`.
// Simplifies: AnyView's identity changes when the erased type changes, as in
// SwiftUI; no other behaviour. Lesson: none directly.

/// A type-erased view. Changing the erased type replaces the child view.
nonisolated public struct AnyView: PrimitiveView {
    let view: any View

    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }
    /// Wraps a view already erased to `any View`.
    package init(erasingAny view: any View) { self.view = view }

    package func _children() -> [(ChildKey, any View)] { [(.single, view)] }
    package var _label: String { "AnyView" }
}

/// A view that displays nothing.
nonisolated public struct EmptyView: PrimitiveView, Equatable {
    public init() {}
    package var _label: String { "EmptyView" }
}
