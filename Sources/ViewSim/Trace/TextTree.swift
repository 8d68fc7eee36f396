// One box-drawn tree rendering (├─ └─ │) used for the trace, the view tree,
// the CLI, the docs and the golden tests alike.
// Simplifies: nothing; it is plain text. Trees of any depth are built, compared,
// rendered and freed without recursion (the cause tree of a frame that mounts a
// 10,000-level view tree is 20,000 levels deep); past `maximumDepth` levels the
// indentation starts again in a numbered continuation block.

/// A tree of lines, rendered with box-drawing characters.
///
/// ```swift
/// TextTree("frame 0", [TextTree("ContentView: @self changed.")]).render()
/// // frame 0
/// // └─ ContentView: @self changed.
/// ```
public struct TextTree: Equatable, Sendable {
    public var line: String
    /// The lines below this one. Kept in a box whose deinit frees the subtree
    /// without recursion; `nil` for a leaf, so leaves allocate nothing.
    private var storage: Children?

    public var children: [TextTree] {
        get { storage?.trees ?? [] }
        set { storage = newValue.isEmpty ? nil : Children(newValue) }
    }

    public init(_ line: String, _ children: [TextTree] = []) {
        self.line = line
        self.storage = children.isEmpty ? nil : Children(children)
    }

    /// How many levels a rendering indents before it starts again at the left.
    ///
    /// viewsim's model: a subtree deeper than this is not indented further (each
    /// level adds three columns, so a 20,000-level tree would need hundreds of
    /// megabytes of indentation). A node at the limit gets one child line,
    /// `⋯ continued below at ⤷ N`, and block `⤷ N · <its line>`, after the tree,
    /// lists its children from the left margin again.
    public static let maximumDepth = 64

    /// The tree as text, one node per line, ending with a newline.
    ///
    /// With a `width`, a line wider than `width` columns wraps with a hanging
    /// indent: its continuation lines keep the tree's guides (`│`) and start
    /// under the text, one column in, and the indentation stops following
    /// the depth (see ``maximumDepth``) once fewer than
    /// `LineWrapping.minimumText` columns would be left for text.
    ///
    /// ```swift
    /// TextTree("frame 0", [TextTree("ContentView body: @self, @identity changed.")]).render(width: 30)
    /// // frame 0
    /// // └─ ContentView body: @self,
    /// //      @identity changed.
    /// ```
    public func render(width: Int? = nil) -> String {
        let depthLimit = width.map { Self.depthLimit(forWidth: $0) } ?? Self.maximumDepth
        var output = ""
        Self.append(line, first: "", extra: "", rest: "  ", width: width, to: &output)
        var continued: [TextTree] = []
        Self.appendChildren(of: self, depthLimit: depthLimit, width: width, to: &output, continued: &continued)
        var index = 0
        // A block can be cut again; each cut adds a block after the ones already listed.
        while index < continued.count {
            let block = continued[index]
            index += 1
            let first = block.line.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            Self.append("⤷ \(index) · " + first, first: "", extra: "", rest: "  ", width: width, to: &output)
            Self.appendChildren(of: block, depthLimit: depthLimit, width: width, to: &output, continued: &continued)
        }
        return output
    }

    /// How many levels a rendering `width` columns wide indents: each level takes
    /// three columns, and at least `LineWrapping.minimumText` are left for text
    /// after the deepest line's guides and its continuation's guide.
    package static func depthLimit(forWidth width: Int) -> Int {
        min(maximumDepth, max(4, (width - LineWrapping.minimumText - 3) / 3))
    }

    /// Appends `text` (which may hold several lines) with `first` before its first
    /// line and `extra` before the others; wrapped to `width` when there is one,
    /// each wrapped line continuing after `rest`. Any control character but the
    /// line feeds shows as its picture (``ControlPictures``): a tree's text never
    /// reaches a terminal raw.
    private static func append(
        _ text: String, first: String, extra: String, rest: String, width: Int?, to output: inout String
    ) {
        // One line, not wrapped (the common case): no splitting, no intermediate strings.
        // A text without a line feed byte has no "\n" character either.
        if width == nil, !text.utf8.contains(UInt8(ascii: "\n")) {
            output += first
            output += text
            output += "\n"
            return
        }
        if let width, !text.utf8.contains(UInt8(ascii: "\n")) {
            // One line, wrapped: the same as the loop below, without splitting.
            for wrapped in LineWrapping.wrap(ControlPictures.shown(text), width: width, first: first, rest: rest) {
                output += wrapped
                output += "\n"
            }
            return
        }
        for (offset, part) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lead = offset == 0 ? first : extra
            let part = ControlPictures.shown(String(part))
            guard let width else {
                output += lead + part + "\n"
                continue
            }
            for wrapped in LineWrapping.wrap(part, width: width, first: lead, rest: rest) {
                output += wrapped + "\n"
            }
        }
    }

    /// Appends the lines below `tree`, depth first with an explicit stack; a node
    /// at `depthLimit` with children is added to `continued` instead of descended into.
    private static func appendChildren(
        of tree: TextTree, depthLimit: Int, width: Int?, to output: inout String, continued: inout [TextTree]
    ) {
        // The children being listed at each level, the next one to list, and their prefix.
        var levels: [(children: [TextTree], next: Int, prefix: String)] = [(tree.children, 0, "")]
        while let (children, index, prefix) = levels.last {
            guard index < children.count else {
                levels.removeLast()
                continue
            }
            levels[levels.count - 1].next += 1
            let child = children[index]
            let last = index == children.count - 1
            let childPrefix = prefix + (last ? "   " : "│  ")
            // Continuation lines keep the guide down to this line's children (only wrapped lines have them).
            let rest = width == nil ? "" : childPrefix + (child.storage != nil ? "│  " : "   ")
            append(
                child.line, first: prefix + (last ? "└─ " : "├─ "), extra: childPrefix, rest: rest, width: width,
                to: &output)
            guard child.storage != nil else { continue }
            if levels.count >= depthLimit {
                continued.append(child)
                output += childPrefix + "└─ ⋯ continued below at ⤷ \(continued.count)\n"
            } else {
                levels.append((child.children, 0, childPrefix))
            }
        }
    }

    /// Builds one tree per root from any tree-shaped data, without recursion:
    /// `expand` gives an item's line, the lines to list before its children (details)
    /// and its children, which are expanded the same way, depth first.
    package static func build<Item>(
        _ roots: [Item], _ expand: (Item) -> (line: String, leading: [TextTree], children: [Item])
    ) -> [TextTree] {
        var results: [TextTree] = []
        // The items being expanded, innermost last: each with its children still to
        // build and the trees built so far.
        var open: [(line: String, built: [TextTree], children: [Item], next: Int)] = []
        for root in roots {
            let top = expand(root)
            open.append((top.line, top.leading, top.children, 0))
            while !open.isEmpty {
                let top = open.count - 1
                if open[top].next < open[top].children.count {
                    let item = expand(open[top].children[open[top].next])
                    open[top].next += 1
                    open.append((item.line, item.leading, item.children, 0))
                    continue
                }
                let finished = open.removeLast()
                let tree = TextTree(finished.line, finished.built)
                if open.isEmpty { results.append(tree) } else { open[open.count - 1].built.append(tree) }
            }
        }
        return results
    }

    /// Same lines in the same shape; compared level by level, without recursion.
    public static func == (a: TextTree, b: TextTree) -> Bool {
        var pairs = [(a, b)]
        while let (x, y) = pairs.popLast() {
            guard x.line == y.line else { return false }
            if x.storage === y.storage { continue }
            let left = x.children
            let right = y.children
            guard left.count == right.count else { return false }
            pairs.append(contentsOf: zip(left, right))
        }
        return true
    }

    /// The children of a node, shared between copies of the tree.
    ///
    /// `@unchecked Sendable` is sound: `trees` is never changed while the box can
    /// be seen (setting `children` makes a new box); only `deinit` empties it, when
    /// nothing else holds the box.
    private final class Children: @unchecked Sendable {
        private(set) var trees: [TextTree]

        init(_ trees: [TextTree]) { self.trees = trees }

        /// Frees the subtree level by level: each box this one was the last owner of
        /// has its children taken into `pending` before it goes, so its own deinit
        /// finds them still owned here and stops at once.
        deinit {
            var pending = trees
            trees = []
            while var tree = pending.popLast() {
                guard isKnownUniquelyReferenced(&tree.storage), let children = tree.storage?.trees else { continue }
                pending.append(contentsOf: children)
                tree.storage = nil
            }
        }
    }
}
