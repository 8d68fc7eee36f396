// Models why an attribute graph cannot be made: a view name that names no view, or a
// subtree with more attributes than a diagram can draw. Simplifies: the messages say
// what to do, in the CLI's flags and the API's parameters. Lesson: none.

/// Why ``AttributeGraph`` refused to build a graph.
///
/// ```swift
/// do { _ = try sim.attributeGraph() } catch let error as AttributeGraphError { print(error) }
/// // the graph has 12,004 attributes in 1,501 views, more than 800 at once; …
/// ```
public enum AttributeGraphError: Error, Equatable, CustomStringConvertible {
    /// No view is called `name`; `candidates` are some that are (`SubView #11`).
    case unknownView(String, candidates: [String])
    /// `name` names several views; `matches` are some of them.
    case ambiguousView(String, matches: [String])
    /// The subtree at `root` (`ContentView #1`) has `count` attributes in `views` views, more than `limit`.
    case tooLarge(count: Int, views: Int, limit: Int, root: String)
    /// `depth` is negative.
    case invalidDepth(Int)

    public var description: String {
        switch self {
        case .unknownView(let name, let candidates):
            let some = candidates.prefix(8).joined(separator: ", ")
            return "no view is called '\(name)'. Name one by its type (SubView), its type and id (SubView #11), "
                + "its id (#11) or its accessibility identifier; views here: \(some)"
                + (candidates.count > 8 ? ", …" : "") + "."
        case .ambiguousView(let name, let matches):
            let some = matches.prefix(6).joined(separator: ", ")
            return "'\(name)' names \(matches.count) views (\(some)\(matches.count > 6 ? ", …" : "")); "
                + "add the id to pick one: '\(matches.first ?? name)'."
        case .tooLarge(let count, let views, let limit, let root):
            return "the attribute graph has \(Self.grouped(count)) attributes in \(Self.grouped(views)) views, "
                + "more than \(Self.grouped(limit)) at once. Narrow it to one view's subtree: --view <name> --depth <n> "
                + "(in Swift: attributeGraph(root:depth:)), e.g. --view '\(root)' --depth 2."
        case .invalidDepth(let depth):
            return "depth \(depth) is negative: give 0 (the view alone) or more."
        }
    }

    /// `12,004`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}
