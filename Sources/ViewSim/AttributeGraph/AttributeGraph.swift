// Models SwiftUI's AttributeGraph for a subtree at one moment: each view's attributes
// (value, dynamic properties, body, children, size, position, display list,
// preferences), their input edges, and what a range of frames did to each.
// Simplifies: derived after the fact from a GraphSnapshot and the trace (viewsim keeps one
// node per view); layout and drawing are not traced, so their states come from comparing
// two snapshots or say "not recorded". Lesson: lesson 1, step 1 (`viewsim graph lesson1 --attributes --at 1`).

/// The attribute graph of a subtree at one moment, with what some frames did to each attribute.
///
/// SwiftUI's graph is made of attributes, not views: a view's value, each dynamic
/// property, its body, the values it gives its children, its size and position, what it
/// draws and its preferences. viewsim keeps one node per view and records which part
/// changed; this type derives the attribute level from a ``GraphSnapshot`` and the
/// trace's events, for explanation. Nothing is recorded while simulating.
///
/// ```swift
/// let sim = Simulation(ContentView())
/// try sim.step("a second") { try sim.advance(by: 1) }
/// let graph = try sim.attributeGraph(root: "SubView")
/// graph.attribute(ofView: 11, kind: .value)?.state   // .comparedEqual
/// graph.attribute(ofView: 11, kind: .body)?.state    // .untouched
/// ```
public struct AttributeGraph: Sendable {
    /// The number of the first attribute (of the view with the smallest id).
    public static let firstID = 1
    /// Subtrees with more attributes than this are refused (``AttributeGraphError/tooLarge(count:views:limit:root:)``).
    /// Graphviz lays out a flat list of views slowest (every cluster in one rank): 800 attributes
    /// (200 rows) take about 1.3 s of CPU, 1,000 about 2.2 s and 1,200 about 3.8 s (docs/ARCHITECTURE.md,
    /// "The attribute graph"); the largest lesson step has 631.
    public static let maximumAttributes = 800

    /// The frame and time of the snapshot the graph was made from.
    public let frame: Int
    public let time: Double
    /// The first and last frame whose events were read (nil when none).
    public let markedFrames: ClosedRange<Int>?
    /// How many frames with events were read.
    public let markedFrameCount: Int
    /// The views of the graph, in tree order (the root first).
    public let views: [ViewInfo]
    /// The attributes, in number order.
    public let attributes: [Attribute]
    /// The input edges, sorted by `from`, then `to`.
    public let edges: [AttributeEdge]
    /// The attributes of a cycle to draw in red, in order around the cycle (empty: none).
    public var highlightedCycle: [AttributeID] = []
    /// The message of the loop whose cycle `highlightedCycle` is, when it came from one of the
    /// frames read ("Bound preference HeightKey tried to update multiple times per frame.").
    public var highlightedLoop: String?
    /// Whether layout (size, position) was compared against an earlier snapshot.
    public let comparesLayout: Bool

    private let index: [Key: Int]

    private struct Key: Hashable {
        let view: Int
        let kind: AttributeKind
    }

    init(
        frame: Int, time: Double, markedFrames: ClosedRange<Int>?, markedFrameCount: Int, views: [ViewInfo],
        attributes: [Attribute], edges: [AttributeEdge], comparesLayout: Bool
    ) {
        self.frame = frame
        self.time = time
        self.markedFrames = markedFrames
        self.markedFrameCount = markedFrameCount
        self.views = views
        self.attributes = attributes
        self.edges = edges
        self.comparesLayout = comparesLayout
        var index: [Key: Int] = [:]
        for (position, attribute) in attributes.enumerated() {
            index[Key(view: attribute.viewID, kind: attribute.kind)] = position
        }
        self.index = index
    }

    /// The number of the attribute of `kind` of the view `viewID`, if the graph holds it.
    ///
    /// ```swift
    /// graph.id(ofView: 3, kind: .property("_fixed"))   // #6
    /// ```
    public func id(ofView viewID: Int, kind: AttributeKind) -> AttributeID? {
        index[Key(view: viewID, kind: kind)].map { attributes[$0].id }
    }

    /// The attribute of `kind` of the view `viewID`, if the graph holds it.
    public func attribute(ofView viewID: Int, kind: AttributeKind) -> Attribute? {
        index[Key(view: viewID, kind: kind)].map { attributes[$0] }
    }

    /// The attribute numbered `id`, if the graph holds it.
    public func attribute(_ id: AttributeID) -> Attribute? {
        // Numbers are contiguous within a view and increase with the position.
        var low = 0
        var high = attributes.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if attributes[mid].id == id { return attributes[mid] }
            if attributes[mid].id < id { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// A cycle in AttributeGraph's words, then in view terms: its first attribute's number,
    /// as SwiftUI's log line gives it, and each hop back to the first.
    ///
    /// ```swift
    /// graph.cycleDescription([AttributeID(2), AttributeID(5)])
    /// // "AttributeGraph: cycle detected through attribute 2: TapCounter #1 _count → TapCounter #1 body → TapCounter #1 _count"
    /// ```
    public func cycleDescription(_ cycle: [AttributeID]) -> String {
        guard let first = cycle.first else { return "AttributeGraph: no cycle" }
        let hops = (cycle + [first]).map(describe).joined(separator: " → ")
        return "AttributeGraph: cycle detected through attribute \(first.rawValue): \(hops)"
    }

    /// The view named in cycles and clusters: `SubView #11`, and `.value` after it for an attribute.
    ///
    /// ```swift
    /// graph.describe(AttributeID(41))   // "SubView #11 value"
    /// ```
    public func describe(_ id: AttributeID) -> String {
        guard let attribute = attribute(id) else { return "attribute \(id.rawValue)" }
        let view = views.first { $0.id == attribute.viewID }
        return "\(view?.title ?? "#\(attribute.viewID)") \(attribute.kind.name)"
    }
}
