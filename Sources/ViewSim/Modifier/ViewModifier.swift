// Models SwiftUI's `ViewModifier`, `ModifiedContent` and `.modifier(_:)`.
// Simplifies: a custom modifier's body is evaluated like a view's body, and its
// `content` placeholder stands for the modified view. Lesson: lesson7 (Effects).

/// A modifier that you apply to a view, producing a different version of it.
///
/// ```swift
/// struct Shake: ViewModifier {
///     let amount: CGFloat
///     func body(content: Content) -> some View { content.offset(x: amount) }
/// }
/// Text("Hi").modifier(Shake(amount: 4))
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier's body produces.
    associatedtype Body: View
    /// The view this modifier is applied to, as seen from `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Returns the view that results from applying the modifier to `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The placeholder for the modified view inside `ViewModifier.body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    package var _label: String { "content" }
    package var _role: PrimitiveRole { .modifierContent }
}

/// A view with a modifier applied, exactly as in SwiftUI.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

nonisolated extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    package func _children() -> [(ChildKey, any View)] {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive._children(content: content)
        }
        // A custom modifier's children come from evaluating its body.
        return []
    }
    package var _label: String {
        if let primitive = modifier as? any PrimitiveModifier { return primitive._label }
        return ".modifier(\(_typeName(Modifier.self, qualified: false)))"
    }
    package var _attributes: [NodeAttribute] {
        (modifier as? any PrimitiveModifier)?._attributes ?? []
    }
    package var _traceName: String {
        (modifier as? any PrimitiveModifier)?._traceName ?? _label
    }
    package var _role: PrimitiveRole {
        modifier is any PrimitiveModifier ? .plain : .customModifier
    }
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never { neverBody(Self.self) }
}

/// Lets the graph reach the parts of any `ModifiedContent` without knowing its types.
package protocol AnyModifiedContent {
    var _anyContent: any View { get }
    var _anyModifier: Any { get }
    /// Evaluates a custom modifier's `body(content:)`.
    func _modifierBody() -> any View
    /// Evaluates the body of `modifier` (a presented, interpolated copy) instead.
    func _modifierBody(replacing modifier: Any) -> any View
    /// Typed access to the modifier if it is built in (made once per type, see `ViewTypeTraits`).
    func _primitiveModifierAccess() -> (any PrimitiveModifierAccess)?
    /// Typed access to the modifier if it is `Animatable` (made once per type, see `ViewTypeTraits`).
    func _modifierAnimatableAccess() -> (any ModifierAnimatableAccess)?
}

extension ModifiedContent: AnyModifiedContent where Content: View, Modifier: ViewModifier {
    package var _anyContent: any View { content }
    package var _anyModifier: Any { modifier }
    package func _modifierBody() -> any View {
        SimulatedMainActor.run(modifier) { $0.body(content: _ViewModifier_Content<Modifier>()) }
    }
    package func _modifierBody(replacing other: Any) -> any View {
        SimulatedMainActor.run((other as? Modifier) ?? modifier) { $0.body(content: _ViewModifier_Content<Modifier>()) }
    }
    package func _primitiveModifierAccess() -> (any PrimitiveModifierAccess)? {
        (modifier as? any PrimitiveModifier).map { Self.primitiveModifierAccess(for: $0) }
    }
    package func _modifierAnimatableAccess() -> (any ModifierAnimatableAccess)? {
        (modifier as? any Animatable & ViewModifier).map { Self.modifierAnimatableAccess(for: $0) }
    }
    private static func primitiveModifierAccess<M: PrimitiveModifier>(for _: M) -> any PrimitiveModifierAccess {
        TypedPrimitiveModifierAccess<Content, M>()
    }
    private static func modifierAnimatableAccess<M: Animatable & ViewModifier>(for _: M) -> any ModifierAnimatableAccess
    {
        TypedModifierAnimatableAccess<Content, M>()
    }
}

nonisolated extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers viewsim implements itself: effects, events, environment writes.
///
/// The graph calls the hooks when the modifier's node is inserted, receives a new
/// value, or is removed.
nonisolated package protocol PrimitiveModifier: ViewModifier where Body == Never {
    var _label: String { get }
    /// The stable name the trace uses: `.opacity` rather than `.opacity(0.5)`.
    var _traceName: String { get }
    var _attributes: [NodeAttribute] { get }
    /// The children of the modified view: `content`, plus any overlay or background.
    func _children(content: any View) -> [(ChildKey, any View)]
    /// Called once, when the node enters the tree.
    func _didInsert(node: ViewNode)
    /// Called when the node receives a new value of this modifier.
    func _didUpdate(node: ViewNode, from old: any PrimitiveModifier)
    /// Called once, when the node leaves the tree.
    func _willRemove(node: ViewNode)
    /// Writes into the environment seen by the modified view.
    func _transformEnvironment(_ environment: inout EnvironmentValues)
    /// Whether `_transformEnvironment` does anything (lets the graph skip work).
    var _writesEnvironment: Bool { get }
    /// Whether the graph records attribute changes; false for modifiers that
    /// record their own, more specific event (onChange).
    var _recordsAttributeChanges: Bool { get }
    /// Whether the modifier changes the transaction seen by the views below it.
    var _transformsTransaction: Bool { get }
    /// Changes the transaction seen by the views below `node`.
    func _transformTransaction(_ transaction: inout Transaction, node: ViewNode)
}

nonisolated extension PrimitiveModifier {
    public func body(content: Content) -> Never { neverBody(Self.self) }
    package var _attributes: [NodeAttribute] { [] }
    package var _traceName: String { _label }
    package func _children(content: any View) -> [(ChildKey, any View)] { [(.single, content)] }
    package func _didInsert(node: ViewNode) {}
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {}
    package func _willRemove(node: ViewNode) {}
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {}
    package var _writesEnvironment: Bool { false }
    package var _recordsAttributeChanges: Bool { true }
    package var _transformsTransaction: Bool { false }
    package func _transformTransaction(_ transaction: inout Transaction, node: ViewNode) {}
}
