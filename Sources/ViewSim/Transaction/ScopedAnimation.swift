// Models SwiftUI's scoped `.animation(_:body:)` and `.transaction(_:body:)`
// (iOS 17): the animation applies only to the modifiers inside `body`; the view
// they wrap (the placeholder) sees the transaction from outside again.
// Lesson: lesson3.

/// Stands for the modified view inside a scoped `.animation(_:body:)` body.
public struct PlaceholderContentView<Value>: PrimitiveView {
    package var _label: String { "content" }
    package var _role: PrimitiveRole { .transactionPlaceholder }
}

/// A view whose `body` modifiers see a transformed transaction.
public struct _ScopedTransactionView<Content: View, Body: View>: PrimitiveView {
    public var content: Content
    public var scoped: Body
    public var transform: (inout Transaction) -> Void
    let animationLabel: String?

    package var _label: String { animationLabel.map { ".animation(\($0)) { … }" } ?? ".transaction { … }" }
    package var _traceName: String { animationLabel == nil ? ".transaction(_:body:)" : ".animation(_:body:)" }
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

extension View {
    /// Animates only the changes of the modifiers applied inside `body`.
    ///
    /// ```swift
    /// Text("Hi").animation(.easeIn) { content in content.opacity(isOn ? 1 : 0) }
    /// ```
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> _ScopedTransactionView<Self, V> {
        _ScopedTransactionView(content: self, scoped: body(PlaceholderContentView()), transform: {
            if !$0.disablesAnimations { $0.animation = animation }
        }, animationLabel: animation.map(\.description) ?? "nil")
    }

    /// Applies `transform` only to the modifiers applied inside `body`.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> _ScopedTransactionView<Self, V> {
        _ScopedTransactionView(content: self, scoped: body(PlaceholderContentView()), transform: transform, animationLabel: nil)
    }
}
