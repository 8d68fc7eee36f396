// Models the paths an update summary names views by (`App › List › Row`): the
// labels of a node's ancestors that have a body, root first, then its own.
// Each path is interned as its parent path and a label, and each node's path
// through it is kept, so a node's path costs one lookup however deep the tree is;
// the text of a path is made only for the paths the summary prints.
// Simplifies: a node whose insertion the document does not hold, or whose
// ancestry loops, has a path starting with `…`; a looping ancestry is walked
// afresh each time (a document viewsim writes never has one).

/// The interned paths of one trace document's nodes.
///
/// ```swift
/// var paths = SummaryPaths(document: document)
/// let id = paths.path(of: node)  // equal paths, equal ids
/// paths.text(of: id)  // "App › List › Row"
/// ```
struct SummaryPaths {
    /// Each inserted node's parent (nil for a root).
    private let parents: [Int: Int?]
    private let labels: [Int: String]
    private let hasBody: [Int: Bool]

    /// A path's parent path (`-1`: none) and last label.
    private struct Entry: Hashable {
        let parent: Int
        let label: String
    }

    /// Interned paths: a path's id is its position here.
    private var entries: [Entry] = []
    private var ids: [Entry: Int] = [:]
    /// Each node's path through it: its ancestors with a body, and itself if it has one.
    private var through: [Int: Int] = [:]

    /// The empty path.
    static let root = -1
    /// What a path's text puts between two labels.
    static let separator = " › "
    /// Whether two paths may have texts that are equal as strings: when a label holds the
    /// separator (`["A › B"]` and `["A", "B"]`) or two labels are one text in two Unicode
    /// forms. Only a label beyond ASCII can; with none, equal texts are equal paths.
    private(set) var textsMayCoincide = false

    init(document: TraceDocument) {
        var parents: [Int: Int?] = [:]
        var labels: [Int: String] = [:]
        var hasBody: [Int: Bool] = [:]
        for frame in document.frames {
            for event in frame.events where event.kind == .inserted {
                guard let node = event.node else { continue }
                parents[node.id] = .some(event.parent?.id)
                labels[node.id] = node.label
                hasBody[node.id] = event.hasBody ?? false
            }
        }
        self.parents = parents
        self.labels = labels
        self.hasBody = hasBody
    }

    /// The id of the path `parent` followed by `label`.
    private mutating func intern(_ parent: Int, _ label: String) -> Int {
        let entry = Entry(parent: parent, label: label)
        if let id = ids[entry] { return id }
        if label != "…", label.utf8.contains(where: { $0 >= 0x80 }) { textsMayCoincide = true }
        entries.append(entry)
        ids[entry] = entries.count - 1
        return entries.count - 1
    }

    /// The id of `node`'s path: the labels of its ancestors with a body, root first, then
    /// its own label as its events name it.
    mutating func path(of node: TraceDocument.Node) -> Int {
        intern(ancestors(of: node.id), node.label)
    }

    /// The path of the ancestors with a body of node `id`. Walks up to the nearest ancestor
    /// whose path is known, then down again, keeping each ancestor's path.
    private mutating func ancestors(of id: Int) -> Int {
        var walked: [Int] = []  // ancestors whose path is not known yet, nearest first
        var seen: Set<Int> = [id]
        var current = id
        var base: Int
        var loops = false
        while true {
            guard let entry = parents[current] else {
                base = intern(Self.root, "…")  // the document does not hold its insertion
                break
            }
            guard let parent = entry else {
                base = Self.root
                break
            }
            if let known = through[parent] {
                base = known
                break
            }
            guard seen.insert(parent).inserted else {
                base = intern(Self.root, "…")
                loops = true
                break
            }
            walked.append(parent)
            current = parent
        }
        for node in walked.reversed() {
            if hasBody[node] == true, let label = labels[node] { base = intern(base, label) }
            // Within a loop a node's path depends on where the walk started: not kept.
            if !loops { through[node] = base }
        }
        return base
    }

    /// The text of path `id`, its labels joined by ` › `.
    func text(of id: Int) -> String {
        var labels: [String] = []
        var current = id
        while current != Self.root {
            labels.append(entries[current].label)
            current = entries[current].parent
        }
        return labels.reversed().joined(separator: Self.separator)
    }
}
