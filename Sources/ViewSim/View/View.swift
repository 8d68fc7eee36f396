// Models SwiftUI's `View` protocol: a value that describes UI and has a `body`.
// Simplifies: a view is what the graph needs to decide what to re-evaluate, lay
// out and draw (no rendering of its own). Views with `Body == Never` are primitives the graph
// expands itself (see `PrimitiveView`). Lessons: all of them.

/// A type that describes part of the user interface, exactly as in SwiftUI.
///
/// Conform your own types and give them a `body`; viewsim calls `body` only when
/// SwiftUI would: when the view's value changed, when its state or a dependency
/// changed, or when its identity is new.
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: some View { Text("Hello, \(name)") }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder var body: Self.Body { get }
}

nonisolated extension Never: View {
    public typealias Body = Never
    public var body: Never { self }
}

nonisolated extension View {
    /// Type-erased body, used by the graph to evaluate a composite view.
    func _anyBody() -> any View {
        SimulatedMainActor.body(of: self)
    }

    /// Prints SwiftUI's `_printChanges()` line for the body being evaluated.
    ///
    /// Call it inside `body`, as in SwiftUI: `let _ = Self._printChanges()`.
    /// The line — for example `"Heart: _isOn changed."` — is also recorded in
    /// the trace, so tests can read it.
    public static func _printChanges() {
        EvaluationContext.current?.printChanges()
    }

    /// Logs SwiftUI's `_printChanges()` line for the body being evaluated (iOS 17.1+).
    ///
    /// Call it inside `body`: `let _ = Self._logChanges()`. SwiftUI writes the line
    /// to the unified log (subsystem `com.apple.SwiftUI`, category "Changed Body
    /// Properties"); viewsim records it in the trace, as `_printChanges()` does, and
    /// never prints it to standard output.
    public static func _logChanges() {
        EvaluationContext.current?.printChanges(toStandardOutput: false)
    }
}

/// Views that viewsim expands itself instead of calling `body`.
///
/// Every built-in leaf, container and modifier conforms. The graph asks a
/// primitive for its children and its displayed attributes.
nonisolated package protocol PrimitiveView: View where Body == Never {
    /// The child views, in order, each with its structural key.
    func _children() -> [(ChildKey, any View)]
    /// The child views, reusing what the previous call on the same node left in
    /// `memo` when it can. When the keys are exactly the previous call's, in order,
    /// they are `unchangedKeys` (so matching them to the children is skipped) and the
    /// children's own keys are placeholders (`.single`), not copied per child; a child
    /// whose new value `previous` proves unchanged may then be an `UnchangedChildView`.
    func _children(memo: inout Any?, previous: PreviousChildren) -> (
        children: [(ChildKey, any View)], unchangedKeys: [ChildKey]?
    )
    /// A short label for diagrams, such as `Text("Hi")` or `.opacity(0.5)`.
    var _label: String { get }
    /// The stable name the trace uses, without changing parameters: `Text`, `.opacity`.
    var _traceName: String { get }
    /// Values shown on the node and diffed between updates.
    var _attributes: [NodeAttribute] { get }
    /// What the graph does with this view.
    var _role: PrimitiveRole { get }
    /// Called once, when the node enters the tree (a `Canvas` asks to draw).
    func _didInsert(node: ViewNode)
    /// Called when the node accepts a new value that is not equal to its old one.
    func _didUpdate(node: ViewNode)
}

nonisolated extension PrimitiveView {
    package func _children() -> [(ChildKey, any View)] { [] }
    package func _children(memo: inout Any?, previous: PreviousChildren) -> (
        children: [(ChildKey, any View)], unchangedKeys: [ChildKey]?
    ) {
        (_children(), nil)
    }
    package var _attributes: [NodeAttribute] { [] }
    package var _role: PrimitiveRole { .plain }
    package var _traceName: String { _label }
    package func _didInsert(node: ViewNode) {}
    package func _didUpdate(node: ViewNode) {}
    public var body: Never { neverBody(Self.self) }
}

/// A built-in view whose children depend on the environment it sees: a `Button` under
/// `.buttonStyle(_:)`, a `Label` under `.labelStyle(_:)`, a `ProgressView`'s style.
///
/// viewsim's model: the children are worked out from the environment when the view
/// receives a value (a new value from its parent, or its insertion), as SwiftUI resolves
/// a style when it updates the view.
nonisolated package protocol EnvironmentReadingPrimitive: PrimitiveView {
    /// The child views for `environment`.
    func _children(environment: EnvironmentValues) -> [(ChildKey, any View)]
}

/// The special behaviours a primitive can have in the graph.
package enum PrimitiveRole {
    /// Attributes and children only.
    case plain
    /// A view whose content is produced by a closure the graph evaluates (TimelineView).
    case timeline
    /// A `GeometryReader`: its content closure runs like a timeline's, and again when layout changes its geometry.
    case geometryReader
    /// A `ViewModifier` with its own `body(content:)`.
    case customModifier
    /// The `content` placeholder inside a custom modifier's body.
    case modifierContent
    /// `.animation(_:body:)`: its body's modifiers see a transformed transaction.
    case scopedTransaction
    /// The placeholder inside a scoped transaction's body: the transaction from outside again.
    case transactionPlaceholder
}

/// A named value on a node, shown in diagrams and diffed between updates.
///
/// ```swift
/// NodeAttribute("opacity", .number(0.5))   // prints "opacity: 0.5"
/// ```
public struct NodeAttribute: Equatable, Sendable {
    public var name: String
    /// The value, typed; formatted when printed.
    public var value: TraceValue
    public init(_ name: String, _ value: TraceValue) {
        self.name = name
        self.value = value
    }
}

/// Reached only if code calls `body` on a primitive view, which the graph never does.
func neverBody<V>(_ type: V.Type) -> Never {
    fatalError("\(type) is a primitive view: viewsim expands it itself and never calls its body.")
}
