// Models one attribute of SwiftUI's AttributeGraph for one view: what it holds, its
// number, and what a range of frames did to it, with the trace's reasons.
// Simplifies: the state is folded over the frames (see AttributeState). Lesson: lesson 1.

/// One attribute of the attribute graph: a view's value, property, body, children, size,
/// position, display list or preference, with what the marked frames did to it.
///
/// ```swift
/// let graph = try sim.attributeGraph(root: "SubView")
/// let value = graph.attribute(ofView: 11, kind: .value)
/// value?.state     // .comparedEqual
/// value?.reasons   // ["its value cannot change (it has no stored inputs), so its body is not run"]
/// ```
public struct Attribute: Sendable, Equatable {
    /// Its number (``AttributeGraph/id(ofView:kind:)``).
    public let id: AttributeID
    /// The view it belongs to (`GraphSnapshot.Node.id`).
    public let viewID: Int
    /// What it holds.
    public let kind: AttributeKind
    /// What the frames did to it.
    public internal(set) var state: AttributeState = .untouched
    /// Why, in the trace's words, one line each (several when several things happened).
    public internal(set) var reasons: [String] = []
    /// How many recorded events made it recomputed, compared equal or dirty (0 when derived or untouched).
    public internal(set) var count = 0
    /// Reasons past ``maximumReasons``, counted (a list of 10,000 rows inserted gives 10,000).
    var omittedReasons = 0

    /// The most reasons an attribute keeps; the rest are counted in a last line.
    static let maximumReasons = 6

    init(id: AttributeID, viewID: Int, kind: AttributeKind) {
        self.id = id
        self.viewID = viewID
        self.kind = kind
    }

    /// Records that `state` happened, `times` times, for `reason` (kept once; first when
    /// it raises the state, so the first reason always explains the state).
    mutating func mark(_ state: AttributeState, _ reason: String, times: Int = 1) {
        let raises = state.rank > self.state.rank
        if raises { self.state = state }
        count += state == .untouched ? 0 : times
        guard !reason.isEmpty else { return }
        if let existing = reasons.firstIndex(of: reason) {
            guard raises else { return }
            reasons.remove(at: existing)
        }
        if raises {
            reasons.insert(reason, at: 0)
        } else {
            reasons.append(reason)
        }
        if reasons.count > Self.maximumReasons {
            reasons.removeLast()
            omittedReasons += 1
        }
    }

    /// Adds the count of the reasons left out, if any.
    mutating func finishReasons() {
        guard omittedReasons > 0 else { return }
        reasons.append("… and \(omittedReasons) more")
        omittedReasons = 0
    }
}
