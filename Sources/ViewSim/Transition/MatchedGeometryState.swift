// Models what SwiftUI keeps for matched geometry across a frame: the namespaces made so
// far, the `.matchedGeometryEffect` views in the tree, and the ones inserted and removed
// in this frame, which layout pairs into heroes. Simplifies: lists searched linearly (a
// screen has few matched views), kept in insertion order so output never depends on
// hashing. Lesson: none yet.
import Foundation

/// The graph's matched geometry bookkeeping (`ViewGraph.matchedGeometry`).
struct MatchedGeometryState {
    /// How many `@Namespace` ids this simulation has made.
    private(set) var namespaceCount = 0
    /// The `.matchedGeometryEffect` nodes in the tree, in the order they were inserted.
    var members: [ViewNode] = []
    /// Members inserted since the last layout, with the transaction that inserted them.
    var inserted: [(node: ViewNode, transaction: Transaction, frame: Int)] = []
    /// Members removed since the last layout, and where they were.
    var departed: [Departure] = []
    /// Members about to be removed, with their presented frames in screen coordinates (taken
    /// before `remove` releases their frame animations).
    var presentedAtRemoval: [(node: ViewNode, frame: CGRect)] = []
    /// Removed members moving towards their group's inserted view while they transition out.
    var departing: [ViewNode] = []
    /// Non-source members whose content was last laid out in their source's geometry.
    var following: [ViewNode] = []
    /// Groups whose duplicate sources were reported, until they have one source again.
    var reportedDuplicates: [MatchedGeometryKey] = []
    /// A member's value changed: its group is matched again after the next layout.
    var needsResolve = false

    /// A removed member of a group.
    struct Departure {
        /// The removed `.matchedGeometryEffect` node.
        var node: ViewNode
        var key: MatchedGeometryKey
        /// Its frame in screen coordinates as it was drawn when it was removed.
        var globalFrame: CGRect
        /// Its parent's laid-out origin in screen coordinates then (the removed view's frame,
        /// and the one it is drawn at while it transitions out, are in it).
        var parentOrigin: CGPoint
        /// The frame in which it was removed.
        var frame: Int
    }

    /// A new namespace id: 1, 2, 3… in the order views holding one appear.
    mutating func makeNamespace() -> Namespace.ID {
        namespaceCount += 1
        return Namespace.ID(id: namespaceCount)
    }

    /// Whether layout has nothing to match.
    var isIdle: Bool { members.isEmpty && inserted.isEmpty && departed.isEmpty && !needsResolve }

    /// Whether `node` is a removed member moving towards its successor.
    func isDeparting(_ node: ViewNode) -> Bool {
        !departing.isEmpty && departing.contains { $0 === node }
    }
}
