// Models SwiftUI's `ScrollViewReader` and `ScrollViewProxy`: a view whose content
// gets a proxy that scrolls the scroll views inside it to a view with an id (an
// `.id(_:)` or a `ForEach` element's id). The request is traced, kept until the
// frame's layout and then moves the offset with the caller's transaction (inside
// `withAnimation`, animated). Simplifies: the reader is a view with a body (its
// content closure runs as its body); an unknown id does nothing, as in SwiftUI,
// with a diagnostic naming the ids there are. Lesson: lesson 14.
import Foundation

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy.
///
/// ```swift
/// ScrollViewReader { proxy in
///     Button("Bottom") { withAnimation { proxy.scrollTo(99, anchor: .bottom) } }
/// }
/// ```
public struct ScrollViewProxy {
    /// The reader's node, held weakly (a proxy kept in an action outlives nothing).
    private let reader: ScrollViewProxyReader

    init(reader node: ViewNode?) {
        reader = ScrollViewProxyReader(node)
    }

    /// Scans the scroll views of the reader for the first that contains a view with `id`,
    /// and scrolls so that the view is visible: with `anchor`, that unit point of the view
    /// lines up with the same point of the viewport (`.top`: its top at the top); with nil,
    /// by the least that makes it wholly visible.
    ///
    /// viewsim's model: resolved after this frame's layout (so a row inserted by the same
    /// action can be the target); the offset moves with the transaction of the call
    /// (animated inside `withAnimation`). An id no view has changes nothing, as in
    /// SwiftUI, and records a diagnostic naming the ids the scroll views have.
    ///
    /// ```swift
    /// proxy.scrollTo(message.id, anchor: .bottom)
    /// ```
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node, !node.isRemoved else { return }
        let graph = node.graph
        graph.openLooseFrameIfNeeded()
        graph.requestScroll(
            ScrollRequest(
                scope: .reader(node), id: AnyHashable(id), anchor: anchor,
                transaction: Transaction.current ?? Transaction(), cause: graph.activeCause,
                source: "ScrollViewProxy.scrollTo(_:anchor:)"))
    }
}

/// The reader a proxy scrolls for.
private final class ScrollViewProxyReader {
    weak var node: ViewNode?
    init(_ node: ViewNode?) { self.node = node }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child views.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { rows }
///     Button("Top") { proxy.scrollTo(0, anchor: .top) }
/// }
/// ```
nonisolated public struct ScrollViewReader<Content: View>: View {
    /// The reader's content, made with the proxy.
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(ScrollViewProxy(reader: EvaluationContext.current?.node))
    }
}
