// Models SwiftUI's transaction modifiers: `.transaction(_:)`,
// `.transaction(value:_:)`, `.animation(_:value:)` and the deprecated
// `.animation(_:)`. Each changes the transaction seen by the views below it.
// Simplifies: "changed in this transaction" means "changed in this update pass".
// Lesson: lesson3 (the walk down the tree), lesson12.

/// `.transaction(_:)` and the deprecated `.animation(_:)`: transform every transaction.
nonisolated public struct _TransactionModifier: PrimitiveModifier {
    public var transform: (inout Transaction) -> Void
    /// Set for the deprecated `.animation(_:)`, to name it in traces.
    var deprecatedAnimation: Animation??

    package var _label: String {
        if let deprecated = deprecatedAnimation { return ".animation(\(deprecated.map(\.description) ?? "nil"))" }
        return ".transaction"
    }
    package var _traceName: String { deprecatedAnimation == nil ? ".transaction" : ".animation" }
    package var _transformsTransaction: Bool { true }
    package func _transformTransaction(_ transaction: inout Transaction, node: ViewNode) {
        transform(&transaction)
    }
}

/// `.transaction(value:_:)`: transform the transaction only when `value` changed in it.
nonisolated public struct _ValueTransactionModifier<Value: Equatable>: PrimitiveModifier {
    public var value: Value
    public var transform: (inout Transaction) -> Void

    package var _label: String { ".transaction(value: \(ValueFormatter.describe(value)))" }
    package var _traceName: String { ".transaction(value:)" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("value", TraceValue(value))] }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        if let old = old as? Self, old.value != value {
            node.markValueChanged(from: TraceValue(old.value), to: TraceValue(value))
        }
    }
    package var _transformsTransaction: Bool { true }
    package func _transformTransaction(_ transaction: inout Transaction, node: ViewNode) {
        guard node.valueChangedInCurrentPass != nil else { return }
        transform(&transaction)
    }
}

/// `.animation(_:value:)`: when `value` changed in this transaction, the views below
/// animate with `animation` (nil: they don't), whatever the transaction said.
nonisolated public struct _AnimationModifier<Value: Equatable>: PrimitiveModifier {
    public var animation: Animation?
    public var value: Value

    package var _label: String {
        ".animation(\(animation.map(\.description) ?? "nil"), value: \(ValueFormatter.describe(value)))"
    }
    package var _traceName: String { ".animation(_:value:)" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("value", TraceValue(value))] }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        if let old = old as? Self, old.value != value {
            node.markValueChanged(from: TraceValue(old.value), to: TraceValue(value))
        }
    }
    package var _transformsTransaction: Bool { true }
    package func _transformTransaction(_ transaction: inout Transaction, node: ViewNode) {
        guard let change = node.valueChangedInCurrentPass, !transaction.disablesAnimations else { return }
        transaction.animation = animation
        transaction.animationOrigin = .animationModifier(node: node.reference, old: change.old, new: change.new)
    }
}

nonisolated extension View {
    /// Applies `transform` to the transaction of every update, for this view and below.
    ///
    /// Apple advises using it on leaf views: on a container it affects everything inside.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<
        Self, _TransactionModifier
    > {
        modifier(_TransactionModifier(transform: transform, deprecatedAnimation: nil))
    }

    /// Applies `transform` to the transaction only when `value` changed in it.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void)
        -> ModifiedContent<Self, _ValueTransactionModifier<V>>
    {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }

    /// Animates this view's changes with `animation` whenever `value` changes.
    ///
    /// ```swift
    /// Heart().trim(to: isOn ? 1 : 0).animation(.default, value: isOn)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<
        Self, _AnimationModifier<V>
    > {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Applies `animation` to every change of every animatable value in this view
    /// (deprecated in SwiftUI since iOS 15; use `animation(_:value:)`).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(
            _TransactionModifier(
                transform: { if !$0.disablesAnimations { $0.animation = animation } },
                deprecatedAnimation: .some(animation)))
    }
}

extension Binding {
    /// A binding whose writes animate with `animation`.
    ///
    /// ```swift
    /// Toggle(isOn: $isOn.animation(.easeInOut))
    /// ```
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var transaction = Transaction(animation: animation)
        transaction.animationOrigin = .binding
        return self.transaction(transaction)
    }

    /// A binding whose writes carry `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self.location
        return Binding(location: TransactionLocation(base: base, transaction: transaction))
    }
}

/// Writes through to another location inside a transaction.
final class TransactionLocation<Value>: AnyLocation<Value> {
    let base: AnyLocation<Value>
    let transaction: Transaction
    init(base: AnyLocation<Value>, transaction: Transaction) {
        self.base = base
        self.transaction = transaction
    }
    override func get(markingRead: Bool) -> Value { base.get(markingRead: markingRead) }
    override func set(_ newValue: Value) {
        // The thread's transaction overrides the binding's, as in SwiftUI.
        let merged = Transaction.current.map { transaction.merging($0) } ?? transaction
        Transaction.withCurrent(merged) { base.set(newValue) }
    }
    override func registerReader(_ node: ViewNode, label: String) { base.registerReader(node, label: label) }
    override var graph: ViewGraph? { base.graph }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? TransactionLocation<Value> else { return false }
        return base.isSame(as: other.base)
    }
}
