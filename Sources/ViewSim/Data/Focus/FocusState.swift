// Models SwiftUI's `@FocusState` and `.focused(_:)`/`.focused(_:equals:)`: which view
// has focus (a Bool, or an optional Hashable), stored and traced as a `@State`.
// Simplifies: focus moves when code writes it, when a script types into a field
// (`sim.type`) or submits one (`sim.submit`, which ends editing); no keyboard.

/// A property wrapper for the value that says which view has focus.
///
/// ```swift
/// @FocusState private var isSearching: Bool
/// var body: some View {
///     TextField("Search", text: $query).focused($isSearching)
/// }
/// // sim.type("Oslo", into: "Search") sets isSearching to true first.
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private var storage: State<Value>

    /// Whether (or which) view has focus.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// The binding `.focused(_:)` takes: `$isSearching`.
    public var projectedValue: Binding { Binding(base: storage.projectedValue) }

    /// Focus state that is false: no view has focus.
    public init() where Value == Bool { storage = State(initialValue: false) }

    /// Focus state that is nil: no view has focus.
    public init<T: Hashable>() where Value == T? { storage = State(initialValue: nil) }

    /// A binding to a focus state, for `.focused(_:)` and `.focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let base: ViewSim.Binding<Value>

        /// Whether (or which) view has focus.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: DynamicPropertyLink {
    /// The focus state is the node's `@State` under the property's own name.
    package func _link(node: ViewNode, label: String) { storage._link(node: node, label: label) }
    package var _describedValue: String { storage._describedValue }
    package var _kind: DynamicPropertyKind { .state }
    package var _heldValue: Any? { storage._heldValue }
}

/// `.focused(_:)` and `.focused(_:equals:)`: the view whose focus a focus state follows.
nonisolated struct FocusedModifier: PrimitiveModifier {
    /// `.focused` or `.focused(equals: …)`.
    let label: String
    let isFocused: () -> Bool
    let focus: () -> Void
    let unfocus: () -> Void

    var _label: String { label }
    var _traceName: String { ".focused" }
}

nonisolated extension View {
    /// Binds this view's focus to a Boolean focus state: true while it has focus.
    ///
    /// ```swift
    /// TextField("Name", text: $name).focused($nameFocused)
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(
            FocusedModifier(
                label: ".focused", isFocused: { condition.base.location.get(markingRead: false) },
                focus: { condition.wrappedValue = true }, unfocus: { condition.wrappedValue = false }))
    }

    /// Binds this view's focus to a focus state: it has focus while the state equals `value`.
    ///
    /// ```swift
    /// TextField("User", text: $user).focused($field, equals: .user)
    /// ```
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(
            FocusedModifier(
                label: ".focused(equals: \(ValueFormatter.describe(value)))",
                isFocused: { binding.base.location.get(markingRead: false) == value },
                focus: { binding.wrappedValue = value },
                unfocus: {
                    // Focus leaves the view: an optional state becomes nil (viewsim's model for others: unchanged).
                    if let optional = binding.base as? any OptionalFocusBinding { optional.clear() }
                }))
    }
}

/// A focus binding whose value is optional, so focus can leave every view (nil).
protocol OptionalFocusBinding {
    func clear()
}

extension Binding: OptionalFocusBinding where Value: ExpressibleByNilLiteral {
    func clear() { wrappedValue = nil }
}
