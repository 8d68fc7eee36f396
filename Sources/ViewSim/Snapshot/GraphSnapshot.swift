// Models a picture of the view graph at one moment: every node with its kind,
// attributes, dynamic properties and running animation, and the objects views
// watch. Simplifies: one node per view; SwiftUI's graph has several attributes
// per view. Lesson: every diagram; `viewsim graph` draws it (with frames on request).
import Foundation

/// The view graph at one moment, for diagrams and tree dumps.
public struct GraphSnapshot: Sendable {
    /// One view in the graph.
    public struct Node: Sendable, Equatable {
        /// What kind of node it is, which decides how it is drawn.
        public enum Kind: String, Sendable {
            case view, timeline, customModifier, modifier, container, leaf
        }

        public let id: Int
        public let parentID: Int?
        public let kind: Kind
        /// The name the trace uses (type name for views).
        public let typeName: String
        /// The label with current parameters, such as `.opacity(0.5)`.
        public let label: String
        /// The structural key among siblings.
        public let key: String
        public let name: String?
        public let attributes: [NodeAttribute]
        public let properties: [Property]
        public let evaluationCount: Int
        /// For timelines: the entry shown now and the next one.
        public let timelineEntry: String?
        public let nextTimelineEntry: String?
        public let depth: Int
        /// The animation running on the node's animatable value, if one runs now.
        public let animation: RunningAnimation?
        /// The frame the last layout gave the view, in screen coordinates (points, y down).
        public let frame: CGRect
        /// For a `.task` or `.task(id:)` modifier: its task, if it still runs or sleeps
        /// now (`task 4 (.task(id:) #4) sleeping until 0.4333 s`); else nil.
        public var task: String? = nil
        /// For a view coming or going with its transition: what it shows now
        /// (`removing: opacity 0.42`, `inserting: .slide`); else nil.
        public var transition: String? = nil
        /// Whether the view (or a view above it) is being removed: it stays drawn, without its
        /// body, until its removal completes.
        public var isRemoving = false
    }

    /// An animation running at the moment of the snapshot: what animates, the value
    /// shown now and the value it heads for, and the animation that drives it.
    ///
    /// ```swift
    /// sim.snapshot().nodes.compactMap(\.animation).first?.presented   // "0.1169"
    /// ```
    public struct RunningAnimation: Sendable, Equatable {
        /// What animates: `"trim(to:)"`, `"opacity"`, `"animatableData"`.
        public let attribute: String
        /// The value shown this frame (the presentation value).
        public let presented: TraceValue
        /// The value the animation heads for (the model value).
        public let model: TraceValue
        /// The latest animation that started, merged or combined (it prints as
        /// written in code, `easeInOut(duration: 0.35)`); nil when the trace no longer holds it.
        public let animation: Animation?
        /// Where that animation came from (`withAnimation in tap "heart"`), if known.
        public let origin: AnimationOrigin?
        /// Whether it can finish by itself (`repeatForever` cannot).
        public let canFinish: Bool
    }

    /// A dynamic property of a view and its current value.
    public struct Property: Sendable, Equatable {
        public let label: String
        public let kind: DynamicPropertyKind
        public let value: String
    }

    /// An observable object and the views that observe it.
    public struct Object: Sendable, Equatable {
        /// `obj1`, `obj2`, … in order of first appearance.
        public let id: String
        public let typeName: String
        /// (node id, property label) pairs.
        public let observers: [Observer]
    }

    public struct Observer: Sendable, Equatable {
        public let nodeID: Int
        public let label: String
    }

    /// The rows of a lazy stack or grid it has not created, one contiguous range each:
    /// a diagram folds them into one node ("rows 40–999 not created").
    public struct NotCreatedRows: Sendable, Equatable, CustomStringConvertible {
        /// The lazy container's node.
        public let containerID: Int
        /// The first and last row of the range (indices among the container's rows).
        public let first: Int
        public let last: Int
        public var description: String {
            first == last ? "row \(first) not created" : "rows \(first)–\(last) not created"
        }
    }

    public let frame: Int
    public let time: Double
    /// Nodes in tree order (parents first).
    public let nodes: [Node]
    public let objects: [Object]
    /// The rows lazy containers have not created, folded into ranges (O(created rows) to find).
    public var notCreated: [NotCreatedRows] = []

    /// The node with this id.
    public func node(_ id: Int) -> Node? { nodes.first { $0.id == id } }

    /// The view tree as text.
    public func textTree() -> TextTree {
        var childrenOf: [Int: [Node]] = [:]
        for node in nodes { if let parent = node.parentID { childrenOf[parent, default: []].append(node) } }
        guard let root = nodes.first else { return TextTree("(empty)") }
        // Built without recursion: the tree may be thousands of levels deep.
        return TextTree.build([root]) { node in
            var line = "\(node.label) #\(node.id)"
            if let name = node.name { line += "  \"\(name)\"" }
            if !node.properties.isEmpty {
                line += "  {" + node.properties.map { "\($0.label) = \($0.value)" }.joined(separator: ", ") + "}"
            }
            if let entry = node.timelineEntry { line += "  entry \(entry)" }
            return (line, [], childrenOf[node.id] ?? [])
        }.first ?? TextTree("(empty)")
    }
}

extension Simulation {
    /// The graph as it is now.
    public func snapshot() -> GraphSnapshot { graph.snapshot() }
}

extension ViewGraph {
    package func snapshot() -> GraphSnapshot {
        var nodes: [GraphSnapshot.Node] = []
        var objects: [(object: AnyObject, type: String, observers: [GraphSnapshot.Observer])] = []
        // Global origins, parents first (the subtree's order): each node's is its parent's plus its own.
        var origins: [Int: CGPoint] = [:]
        // viewsim's model: a navigation screen below the top is shown as its marker alone.
        var offScreen: Set<Int> = []
        var notCreated: [GraphSnapshot.NotCreatedRows] = []
        for (node, parent, isRemoving) in snapshotOrder() {
            if let parent, offScreen.contains(parent.id) || isOffScreenNavigationScreen(parent) {
                offScreen.insert(node.id)
                continue
            }
            let parentOrigin = parent.flatMap { origins[$0.id] } ?? .zero
            let origin = CGPoint(x: parentOrigin.x + node.layout.frame.minX, y: parentOrigin.y + node.layout.frame.minY)
            origins[node.id] = origin
            let kind: GraphSnapshot.Node.Kind
            switch node.kind {
            case .composite: kind = .view
            case .primitive(.timeline): kind = .timeline
            case .primitive(.customModifier): kind = .customModifier
            case .primitive(.plain), .primitive(.modifierContent), .primitive(.scopedTransaction),
                .primitive(.transactionPlaceholder),
                .primitive(.geometryReader):
                if node.view is any AnyModifiedContent {
                    kind = .modifier
                } else if node.children.isEmpty {
                    kind = .leaf
                } else {
                    kind = .container
                }
            }
            if let lazy = node.lazy { notCreated += notCreatedRows(of: node, lazy) }
            let properties = node.properties.map {
                GraphSnapshot.Property(label: $0.label, kind: $0.kind, value: $0.describe())
            }
            for property in node.properties where property.kind == .stateObject || property.kind == .observedObject {
                guard let object = property.storage else { continue }
                let observer = GraphSnapshot.Observer(nodeID: node.id, label: property.label)
                if let index = objects.firstIndex(where: { $0.object === object }) {
                    objects[index].observers.append(observer)
                } else {
                    objects.append((object, ValueFormatter.objectSummary(object), [observer]))
                }
            }
            nodes.append(
                GraphSnapshot.Node(
                    id: node.id, parentID: parent?.id, kind: kind, typeName: node.reference.label,
                    label: node.label,
                    key: node.key.description, name: node.name,
                    attributes: node.attributes + (node.scroll?.attributes ?? []), properties: properties,
                    evaluationCount: node.evaluationCount,
                    timelineEntry: node.timeline.map { ValueFormatter.date($0.current) },
                    nextTimelineEntry: node.timeline?.next.map { ValueFormatter.date($0) },
                    depth: node.depth, animation: runningAnimation(of: node),
                    frame: CGRect(origin: origin, size: node.layout.frame.size),
                    task: tasks.byNode[node.id].flatMap { $0.state == .ended ? nil : pendingDescription(of: $0) },
                    transition: transitionSummary(of: node), isRemoving: isRemoving))
        }
        var snapshot = GraphSnapshot(
            frame: frameIndex, time: time(ofFrame: frameIndex), nodes: nodes,
            objects: objects.enumerated().map {
                GraphSnapshot.Object(
                    id: "obj\($0.offset + 1)", typeName: $0.element.type, observers: $0.element.observers)
            })
        snapshot.notCreated = notCreated
        return snapshot
    }

    /// The nodes a snapshot shows, parents first, each with its parent: the tree, and below
    /// each container the views it is still removing (their own parent links are cut).
    private func snapshotOrder() -> [(node: ViewNode, parent: ViewNode?, isRemoving: Bool)] {
        var result: [(node: ViewNode, parent: ViewNode?, isRemoving: Bool)] = []
        guard let root else { return result }
        var stack: [(node: ViewNode, parent: ViewNode?, isRemoving: Bool)] = [(root, nil, false)]
        while let entry = stack.popLast() {
            result.append(entry)
            let node = entry.node
            for child in node.removingChildren.reversed() { stack.append((child, node, true)) }
            var index = node.children.count
            while index > 0 {
                index -= 1
                stack.append((node.children[index], node, entry.isRemoving))
            }
        }
        return result
    }

    /// The gaps between a lazy container's created rows (they are in index order).
    private func notCreatedRows(of node: ViewNode, _ lazy: LazyContainerState) -> [GraphSnapshot.NotCreatedRows] {
        var ranges: [GraphSnapshot.NotCreatedRows] = []
        var next = 0
        for row in lazy.rows where row.index >= next {
            if row.index > next {
                ranges.append(.init(containerID: node.id, first: next, last: row.index - 1))
            }
            next = row.index + 1
        }
        if next < lazy.itemCount {
            ranges.append(.init(containerID: node.id, first: next, last: lazy.itemCount - 1))
        }
        return ranges
    }

    /// The animation running on `node` now, read from its animator and the trace
    /// event that last started, merged or combined it.
    private func runningAnimation(of node: ViewNode) -> GraphSnapshot.RunningAnimation? {
        guard let animator = node.animator, !animator.isFinished else { return nil }
        var animation: Animation?
        var origin: AnimationOrigin?
        if let event = trace.event(animator.startEvent)
            ?? openFrame?.event(animator.startEvent),
            case .animation(_, _, let phase) = event.kind
        {
            switch phase {
            case .started(let name, _, _, let from), .merged(let name, _, _, let from),
                .combined(let name, _, _, let from):
                animation = name
                origin = from
            default:
                break
            }
        }
        return GraphSnapshot.RunningAnimation(
            attribute: animator.attribute, presented: animator.presentedDescription,
            model: animator.modelDescription, animation: animation, origin: origin, canFinish: animator.canFinish)
    }
}
