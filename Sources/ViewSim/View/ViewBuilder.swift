// Models SwiftUI's `@ViewBuilder` result builder: blocks, if/else, if-let, switch.
// Simplifies: blocks of any length use a parameter pack instead of ten overloads.
// Lesson: every lesson's bodies.

/// Builds views from closures, exactly like SwiftUI's `ViewBuilder`.
///
/// ```swift
/// @ViewBuilder var content: some View {
///     Text("Title")
///     if isOn { Image(systemName: "heart.fill") } else { Spacer() }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// A view made of several views, produced by a `@ViewBuilder` block.
nonisolated public struct TupleView<T>: PrimitiveView {
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    package func _children() -> [(ChildKey, any View)] {
        children.enumerated().map { (ChildKey.index($0.offset), $0.element) }
    }
    package var _label: String { "TupleView" }
}

/// The result of an `if`/`else` or `switch` in a `@ViewBuilder`.
///
/// Each branch has its own identity: switching branches removes one view and
/// inserts the other, dropping the first one's state.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage

    package func _children() -> [(ChildKey, any View)] {
        switch storage {
        case .trueContent(let view): return [(.branch(true), view)]
        case .falseContent(let view): return [(.branch(false), view)]
        }
    }
    package var _label: String { "if/else" }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

nonisolated extension Optional: PrimitiveView where Wrapped: View {
    package func _children() -> [(ChildKey, any View)] {
        switch self {
        case .some(let view): return [(.branch(true), view)]
        case .none: return []
        }
    }
    package var _label: String { "if" }
}
