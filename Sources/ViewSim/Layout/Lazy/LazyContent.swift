// Models how a lazy stack or grid sees its content: a flat list of rows, found
// without building them. `TupleView`, `Group`, `if`/`else`, `Optional`, `Section`
// flatten statically into their views; a `ForEach` is `data.count` rows whose
// id and view are computed for one index at a time (O(1) for the
// `RandomAccessCollection` it holds), so a 100,000-row list is never walked.
// Simplifies: a `ForEach` element is one row (whatever its content closure builds);
// any other view is one row. Static rows are keyed by their place in the content.
import Foundation

/// What a lazy container does in layout: its axis, alignment, spacing and tracks.
package struct LazyLayout {
    /// The axis the content grows along (`.vertical` for `LazyVStack`, `LazyVGrid`).
    var axis: Axis
    /// The unit position across the axis: of each row in a stack, of the tracks in a grid.
    var alignment: CGFloat
    /// The spacing between lines (rows of a `LazyVStack`/`LazyVGrid`), nil for the default.
    var spacing: CGFloat?
    /// The grid's columns (`LazyVGrid`) or rows (`LazyHGrid`); nil for a stack.
    var tracks: [GridItem]?
    /// Whether `pinnedViews` was given (not modelled).
    var pinsViews: Bool

    func sameLayout(as other: LazyLayout) -> Bool {
        guard axis == other.axis, alignment == other.alignment, pinsViews == other.pinsViews else { return false }
        guard spacing == other.spacing || (spacing?.isNaN == true && other.spacing?.isNaN == true) else {
            return false
        }
        switch (tracks, other.tracks) {
        case (nil, nil): return true
        case (let a?, let b?): return a.count == b.count && zip(a, b).allSatisfy { $0.sameLayout(as: $1) }
        default: return false
        }
    }
}

/// A lazy stack or grid: the graph creates its rows as they come into view.
package protocol LazyContainerView {
    /// The content the rows are found in.
    var _lazyContent: any View { get }
    /// How the rows are laid out.
    var _lazyLayout: LazyLayout { get }
}

/// A run of rows of a lazy container's content: one static view, or a `ForEach`'s elements.
package struct LazySegment {
    /// How many rows the segment holds.
    let count: Int
    /// Whether the rows are a `ForEach`'s elements (keyed by their ids).
    let isElements: Bool
    /// The key of a static row (its place in the content).
    let staticKey: String
    /// The id of row `offset` (a `ForEach` element's id).
    let id: (Int) -> AnyHashable
    /// The view of row `offset`.
    let view: (Int) -> any View

    /// One static view.
    init(staticKey: String, view: any View) {
        count = 1
        isElements = false
        self.staticKey = staticKey
        id = { _ in AnyHashable(staticKey) }
        self.view = { _ in view }
    }

    /// A `ForEach`'s elements.
    init(count: Int, id: @escaping (Int) -> AnyHashable, view: @escaping (Int) -> any View) {
        self.count = count
        isElements = true
        staticKey = ""
        self.id = id
        self.view = view
    }
}

/// A view that flattens into the rows of a lazy container around it.
package protocol LazyRowsProviding {
    /// Appends the view's rows; `path` says where the view sits in the content.
    func _lazySegments(path: String, into segments: inout [LazySegment])
}

/// The rows `view` contributes at `path`: a list type's rows, nothing for `EmptyView`,
/// else the view itself as one row.
func appendLazySegments(of view: any View, path: String, into segments: inout [LazySegment]) {
    if view is EmptyView { return }
    if let provider = view as? any LazyRowsProviding {
        provider._lazySegments(path: path, into: &segments)
        return
    }
    segments.append(LazySegment(staticKey: path.isEmpty ? "row" : path, view: view))
}

nonisolated extension TupleView: LazyRowsProviding {
    package func _lazySegments(path: String, into segments: inout [LazySegment]) {
        for (index, child) in children.enumerated() {
            appendLazySegments(of: child, path: path + "[\(index)]", into: &segments)
        }
    }
}

nonisolated extension Group: LazyRowsProviding {
    package func _lazySegments(path: String, into segments: inout [LazySegment]) {
        appendLazySegments(of: content, path: path, into: &segments)
    }
}

nonisolated extension _ConditionalContent: LazyRowsProviding {
    package func _lazySegments(path: String, into segments: inout [LazySegment]) {
        switch storage {
        case .trueContent(let view): appendLazySegments(of: view, path: path + "[if]", into: &segments)
        case .falseContent(let view): appendLazySegments(of: view, path: path + "[else]", into: &segments)
        }
    }
}

nonisolated extension Optional: LazyRowsProviding where Wrapped: View {
    package func _lazySegments(path: String, into segments: inout [LazySegment]) {
        guard case .some(let view) = self else { return }
        appendLazySegments(of: view, path: path + "[if]", into: &segments)
    }
}

nonisolated extension Section: LazyRowsProviding {
    /// A section in a lazy container: its header, rows and footer, each a row.
    package func _lazySegments(path: String, into segments: inout [LazySegment]) {
        appendLazySegments(of: header, path: path + "[header]", into: &segments)
        appendLazySegments(of: content, path: path + "[rows]", into: &segments)
        appendLazySegments(of: footer, path: path + "[footer]", into: &segments)
    }
}

nonisolated extension ForEach: LazyRowsProviding {
    /// `data.count` rows; element `i` is `data[data.index(startIndex, offsetBy: i)]`, found
    /// only when row `i` is looked up.
    package func _lazySegments(path: String, into segments: inout [LazySegment]) {
        let data = self.data
        let idPath = self.idPath
        let content = self.content
        segments.append(
            LazySegment(
                count: data.count,
                id: { AnyHashable(data[data.index(data.startIndex, offsetBy: $0)][keyPath: idPath]) },
                view: { content(data[data.index(data.startIndex, offsetBy: $0)]) }))
    }
}
