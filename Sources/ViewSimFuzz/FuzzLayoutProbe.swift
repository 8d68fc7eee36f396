// Models reading layout from a running simulation for the layout checks: every
// live node's frame, the display list, and the frames a full layout of the same
// tree gives — computed on the side, so that checking after every step leaves
// the run (and its trace) as it would be without the check.
// Simplifies: the full layout is the engine's first layout pass
// (`ViewGraph.withFullLayout`). Every node's layout state and the graph's are
// swapped out before and back after, so the next frame's incremental layout
// starts from the same caches. Nodes are named only in a violation's message. A
// `GeometryReader` keeps the geometry its content last ran with (its sizes are
// cleared like every node's), so the full pass runs no content again unless its
// frame differs — which is a violation anyway. Bad numbers found again are
// recorded outside any frame, where the trace counts but does not keep them.
// The comparison is skipped after a frame whose geometry readers did not settle
// (their content was to run again in the next frame, so the full pass would
// legitimately differ).
import Foundation
import ViewSim

/// Collects what the layout checks read.
package enum FuzzLayoutProbe {
    /// Checks the simulation's layout and display list as they are after a step.
    package static func check(_ sim: Simulation, at stage: String) -> [FuzzViolation] {
        var views = 0
        return check(sim, at: stage, views: &views)
    }

    /// Checks as `check(_:at:)` does, adding to `views` how many views it laid out again.
    package static func check(_ sim: Simulation, at stage: String, views: inout Int) -> [FuzzViolation] {
        let graph = sim.graph
        // Nodes and numbers only: a node's name is made for a violation, not for every frame.
        let incremental = laidOut(graph)
        views += incremental.count
        var found: [FuzzViolation] = []
        for frame in incremental {
            if let violation = FuzzInvariants.frameViolation(
                local: frame.local, global: frame.global, node: { name(of: frame.node) }, at: stage)
            {
                found.append(violation)
            }
        }
        let list = sim.displayList()
        found += FuzzInvariants.displayList(list, at: stage)
        // Transitions: nothing removed is drawn after its transition ends; a removing view cannot
        // run its body; no transition stays with nothing animating it.
        for problem in graph.transitionProblems(drawnIDs: list.items.map(\.viewID)) {
            found.append(FuzzViolation(.transition, "\(problem) \(stage)"))
        }
        found += animatedFrames(graph, at: stage)
        if geometrySettled(in: sim.trace) {
            found += FuzzInvariants.incrementalLayout(
                incremental.map(\.local), full: fullLayoutLocals(of: graph, count: incremental.count),
                node: { name(of: incremental[$0].node) }, at: stage)
        }
        return found
    }

    /// Animated layout: every frame drawn while it animates (`sim.presentedFrame(of:)`) is finite.
    private static func animatedFrames(_ graph: ViewGraph, at stage: String) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        for entry in graph.animatedFrames {
            let rect = entry.presented
            guard ![rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { continue }
            found.append(
                FuzzViolation(
                    .layoutFrame, "\(name(of: entry.node)) is drawn at \(rect) while its frame animates \(stage)"))
        }
        return FuzzInvariants.limitedPerCheck(found)
    }

    /// Every live node's frame, the root first, children in order.
    package static func frames(of graph: ViewGraph) -> [FuzzFrame] {
        laidOut(graph).map { FuzzFrame(node: name(of: $0.node), local: $0.local, global: $0.global) }
    }

    /// How a violation names a node: `_FrameLayout #12`.
    private static func name(of node: ViewNode) -> String { "\(node.typeName) #\(node.id)" }

    /// One live node's frame in its parent's and in screen coordinates. The graph owns the
    /// node for as long as the check reads it (the check changes no tree).
    private struct LaidOut {
        unowned(unsafe) let node: ViewNode
        let local: CGRect
        let global: CGRect
    }

    /// Every live node with its frame, the root first, children in order.
    private static func laidOut(_ graph: ViewGraph) -> [LaidOut] {
        var result: [LaidOut] = []
        walk(graph) { result.append($0) }
        return result
    }

    /// Visits every live node with its frame, the root first, children in order.
    ///
    /// The walk holds nodes unretained (`Unmanaged`): the graph owns them all while
    /// the check reads them, and a retain and a release per node and per child were
    /// a good part of the walk's cost on trees of tens of thousands of nodes.
    private static func walk(_ graph: ViewGraph, _ visit: (LaidOut) -> Void) {
        guard let root = graph.root else { return }
        // An explicit stack: trees can be thousands of levels deep. Each node is visited once.
        var pending: [(node: Unmanaged<ViewNode>, origin: CGPoint)] = [(.passUnretained(root), .zero)]
        while let (next, origin) = pending.popLast() {
            next._withUnsafeGuaranteedRef { node in
                if node.isRemoved { return }
                let local = node.layout.frame
                // Summed as `sim.frame(of:)` sums: saturating at the largest finite number.
                let global = CGRect(
                    x: saturated(origin.x + local.origin.x), y: saturated(origin.y + local.origin.y),
                    width: local.size.width, height: local.size.height)
                visit(LaidOut(node: node, local: local, global: global))
                node.children.withUnsafeBufferPointer { children in
                    var index = children.count
                    while index > 0 {
                        index -= 1
                        pending.append((.passUnretained(children[index]), global.origin))
                    }
                }
            }
        }
    }

    /// The frames (in each node's parent's coordinates, in the order of `laidOut`) a
    /// full layout of the tree as it is gives, the simulation's layout state left as it was.
    private static func fullLayoutLocals(of graph: ViewGraph, count: Int) -> [CGRect] {
        graph.withFullLayout {
            var locals: [CGRect] = []
            locals.reserveCapacity(count)
            walk(graph) { locals.append($0.local) }
            return locals
        }
    }

    /// ±∞ as ± the largest finite number (NaN stays NaN, for the check to find).
    private static func saturated(_ value: CGFloat) -> CGFloat {
        value.isNaN ? value : min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    /// Whether the last recorded frame left no geometry reader waiting for the next frame.
    static func geometrySettled(in trace: Trace) -> Bool {
        guard let last = trace.frames.last else { return true }
        return !last.events.contains { event in
            if case .diagnostic(let diagnostic) = event.kind,
                diagnostic.message.contains("still got a new size or position")
            {
                return true
            }
            return false
        }
    }
}
