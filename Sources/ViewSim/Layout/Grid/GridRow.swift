// Models SwiftUI's `GridRow`: the cells of one row of a `Grid`, in its columns,
// aligned vertically by the row's alignment (else the grid's).
// Simplifies: viewsim's model: outside a `Grid`, a row is a list of views, as a
// `Group` (Apple documents no other behaviour). Lesson: layout tests.
import Foundation

/// A horizontal row in a two dimensional grid container.
///
/// ```swift
/// Grid {
///     GridRow(alignment: .top) { Text("a"); Text("b\nc") }
/// }
/// ```
nonisolated public struct GridRow<Content: View>: PrimitiveView {
    public let alignment: VerticalAlignment?
    public let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
    package var _label: String { "GridRow" }
}

/// Reads a `GridRow`'s alignment without knowing its content type.
package protocol GridRowProviding {
    var _rowAlignment: VerticalAlignment? { get }
}

nonisolated extension GridRow: LayoutBehaving, GridRowProviding {
    package var _layoutBehavior: LayoutBehavior { .list }
    package static var _hasConstantLayoutBehavior: Bool { true }
    package var _rowAlignment: VerticalAlignment? { alignment }
}
