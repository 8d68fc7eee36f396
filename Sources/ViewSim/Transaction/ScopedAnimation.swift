// Models SwiftUI's scoped `.animation(_:body:)` and `.transaction(_:body:)`
// (iOS 17): the animation applies only to the modifiers inside `body`; the view
// they wrap (the placeholder) sees the transaction from outside again.
// Lesson: lesson3.

/// Stands for the modified view inside a scoped `.animation(_:body:)` body.
nonisolated public struct PlaceholderContentView<Value>: PrimitiveView {
    package var _label: String { "content" }
    package var _role: PrimitiveRole { .transactionPlaceholder }
}

/// A view whose `body` modifiers see a transformed transaction.
nonisolated public struct _ScopedTransactionView<Content: View, Body: View>: PrimitiveView {
    public var content: Content
    public var scoped: Body
    public var transform: (inout Transaction) -> Void
    /// For `.animation(_:body:)`, its animation (nil inside: `.animation(nil) { … }`);
    /// nil for `.transaction(_:body:)`. Formatted only when the label is read.
    let scopedAnimation: Animation??

    package var _label: String {
        guard let scopedAnimation else { return ".transaction { … }" }
        return ".animation(\(scopedAnimation.map(\.description) ?? "nil")) { … }"
    }
    package var _traceName: String { scopedAnimation == nil ? ".transaction(_:body:)" : ".animation(_:body:)" }
    package var _role: PrimitiveRole { .scopedTransaction }
    package func _children() -> [(ChildKey, any View)] { [(.single, scoped)] }
}

/// The graph's access to a scoped transaction view.
package protocol AnyScopedTransactionView {
    var _scopedContent: any View { get }
    func _transform(_ transaction: inout Transaction)
}

extension _ScopedTransactionView: AnyScopedTransactionView {
    package var _scopedContent: any View { content }
    package func _transform(_ transaction: inout Transaction) { transform(&transaction) }
}

nonisolated extension View {
    /// Animates only the changes of the modifiers applied inside `body`.
    ///
    /// ```swift
    /// Text("Hi").animation(.easeIn) { content in content.opacity(isOn ? 1 : 0) }
    /// ```
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> _ScopedTransactionView<Self, V> {
        _ScopedTransactionView(
            content: self, scoped: body(PlaceholderContentView()),
            transform: {
                if !$0.disablesAnimations { $0.animation = animation }
            }, scopedAnimation: .some(animation))
    }

    /// Applies `transform` only to the modifiers applied inside `body`.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> _ScopedTransactionView<Self, V> {
        _ScopedTransactionView(
            content: self, scoped: body(PlaceholderContentView()), transform: transform, scopedAnimation: nil)
    }
}
