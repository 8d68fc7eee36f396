// Models nothing of SwiftUI: viewsim's engine. The screen frames of many views
// asked for at once (every scroll view's safe area after a layout pass, every
// geometry reader's new frame), each ancestor's screen origin summed once, not
// once per view below it. The same for the frames drawn while frames animate.
// Simplifies: valid only while no frame changes; a caller makes one for one
// question over the laid-out tree and drops it.
import Foundation

/// Screen frames of views of one laid-out tree, sharing the ancestors' origins.
///
/// `ViewGraph.globalFrame(of:)` walks to the root, so asking it for N views under
/// one deep ancestor costs N × its depth. This cache walks each ancestor once:
///
/// ```swift
/// var frames = GlobalFrameCache()
/// for scrollView in scrollViews { use(frames.frame(of: scrollView, in: graph)) }
/// ```
struct GlobalFrameCache {
    /// Screen origins found so far, by node id.
    private var origins: [Int: CGPoint] = [:]
    /// Presented screen frames found so far, by node id, with what a child inherits (the
    /// parent's model and presented size when they differ; see `ViewGraph.presentedFrame`).
    private var presented: [Int: (frame: CGRect, carry: (model: CGSize, presented: CGSize)?)] = [:]

    /// `node`'s frame in screen coordinates, as `ViewGraph.globalFrame(of:)` gives it.
    mutating func frame(of node: ViewNode, in graph: ViewGraph) -> CGRect {
        CGRect(origin: origin(of: node, in: graph), size: node.layout.frame.size)
    }

    /// `node`'s origin in screen coordinates: up to the first ancestor already known
    /// (or the root), then back down, remembering each. Iterative: bounded by the depth
    /// once, whatever the depth.
    private mutating func origin(of node: ViewNode, in graph: ViewGraph) -> CGPoint {
        if let known = origins[node.id] { return known }
        var path: [ViewNode] = []
        var current: ViewNode? = node
        var base = CGPoint.zero
        while let member = current {
            if let known = origins[member.id] {
                base = known
                break
            }
            path.append(member)
            current = member.parent
        }
        for member in path.reversed() {
            base.x = graph.saturated(base.x + member.layout.frame.origin.x)
            base.y = graph.saturated(base.y + member.layout.frame.origin.y)
            origins[member.id] = base
        }
        return base
    }

    /// `node`'s presented frame in screen coordinates: its and its ancestors' presented frames
    /// (`ViewGraph.presentedFrame(of:parent:)`), summed from the root down. The one
    /// implementation: `ViewGraph.presentedGlobalFrame(of:)` is this with a fresh cache.
    mutating func presentedFrame(of node: ViewNode, in graph: ViewGraph) -> CGRect {
        if let known = presented[node.id] { return known.frame }
        var path: [ViewNode] = []
        var current: ViewNode? = node
        var base: (frame: CGRect, carry: (model: CGSize, presented: CGSize)?) = (.zero, nil)
        while let member = current {
            if let known = presented[member.id] {
                base = known
                break
            }
            path.append(member)
            current = member.parent
        }
        var origin = base.frame.origin
        var parent = base.carry
        var size = base.frame.size
        for member in path.reversed() {
            let frame = ViewGraph.presentedFrame(of: member, parent: parent)
            origin.x = graph.saturated(origin.x + frame.origin.x)
            origin.y = graph.saturated(origin.y + frame.origin.y)
            size = frame.size
            parent = frame.size != member.layout.frame.size ? (member.layout.frame.size, frame.size) : nil
            presented[member.id] = (CGRect(origin: origin, size: size), parent)
        }
        return CGRect(origin: origin, size: size)
    }
}
