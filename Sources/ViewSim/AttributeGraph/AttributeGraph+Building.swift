// Derives the attribute graph from a GraphSnapshot and the trace events of some frames,
// after the fact: which attributes each view has, their numbers, their input edges and
// what the frames did to each. Simplifies: layout and drawing are not traced per view, so
// size and position come from comparing two snapshots (or say "not recorded"), and an
// attribute whose input changed is "dirty" when viewsim does not know whether it was
// computed again. Lesson: lesson 1, step 1.

import Foundation

extension AttributeGraph {
    /// Builds the attribute graph of `snapshot`'s subtree at `root`, down to `depth`, with
    /// the activity of `frames` marked.
    ///
    /// Attributes are numbered over the whole snapshot (view-id order, then kind order,
    /// from ``firstID``), so a number means the same attribute however the graph is narrowed.
    ///
    /// - Parameters:
    ///   - snapshot: the graph at the end of the frames (`Simulation.snapshot()`).
    ///   - frames: the frames whose events to read, usually one step's.
    ///   - previous: the graph before those frames (the end of the step before); with it,
    ///     sizes and positions that changed are marked recomputed. Without it they are
    ///     "not recorded" (viewsim traces no layout events), except for inserted views.
    ///   - root: the view whose subtree to show: its type (`SubView`), type and id
    ///     (`SubView #11`), id (`#11`) or accessibility identifier; nil for the whole graph.
    ///   - depth: how many levels below `root` to show; nil for all.
    ///   - preferences: the preferences views produce; nil: read from the snapshot's modifiers
    ///     (`PreferenceInput.derived(from:)`).
    /// - Throws: ``AttributeGraphError`` when `root` names no view or several, when `depth`
    ///   is negative, or when the subtree has more than ``maximumAttributes`` attributes.
    ///
    /// ```swift
    /// let graph = try AttributeGraph(
    ///     snapshot: sim.snapshot(), frames: sim.trace.frames(inStep: 1), root: "ManyFaces", depth: 3)
    /// ```
    public init(
        snapshot: GraphSnapshot, frames: [FrameRecord], previous: GraphSnapshot? = nil, root: String? = nil,
        depth: Int? = nil, preferences: [PreferenceInput]? = nil
    ) throws {
        if let depth, depth < 0 { throw AttributeGraphError.invalidDepth(depth) }
        var builder = AttributeGraphBuilder(
            snapshot: snapshot, preferences: preferences ?? PreferenceInput.derived(from: snapshot))
        let rootIndex = try builder.resolve(root)
        try builder.select(from: rootIndex, depth: depth)
        builder.makeAttributes()
        for frame in frames {
            for event in frame.events { builder.read(event) }
        }
        builder.deriveOffers()
        builder.deriveLayout(previous: previous)
        builder.deriveDisplay()
        let edges = builder.edges()
        var attributes = builder.attributes
        for position in attributes.indices { attributes[position].finishReasons() }
        let marked = frames.first.flatMap { first in frames.last.map { first.index...max(first.index, $0.index) } }
        self.init(
            frame: snapshot.frame, time: snapshot.time, markedFrames: marked, markedFrameCount: frames.count,
            views: builder.viewInfos(), attributes: attributes, edges: edges, comparesLayout: previous != nil)
        // The first loop of these frames whose cycle passes through the graph is drawn in red.
        for frame in frames {
            for event in frame.events {
                guard case .diagnostic(let diagnostic) = event.kind, diagnostic.isLoop, !diagnostic.cycle.isEmpty,
                    highlightedCycle.isEmpty
                else { continue }
                let cycle = cycleAttributes(of: diagnostic)
                if cycle.count > 1 {
                    highlightedCycle = cycle
                    highlightedLoop = diagnostic.message
                }
            }
        }
    }

    /// The attributes a loop's cycle passes through, in order, each once in a row: an action is
    /// its modifier's value, a state write the property, a body run the body, a modifier's new
    /// value its value, a preference the value of the view that set it.
    ///
    /// ```swift
    /// graph.cycleAttributes(of: loop)   // [#12, #4, #3, #20, #23]
    /// ```
    public func cycleAttributes(of diagnostic: Diagnostic) -> [AttributeID] {
        var cycle: [AttributeID] = []
        func add(_ view: Int, _ kinds: [AttributeKind]) {
            for kind in kinds {
                guard let id = id(ofView: view, kind: kind) else { continue }
                if cycle.last != id { cycle.append(id) }
                return
            }
        }
        for step in diagnostic.cycle {
            switch step {
            case .bodyWrite(let writer, _): add(writer.id, [.body])
            case .event(let event):
                switch event.kind {
                case .actionRun(let node, _, _): add(node.id, [.value])
                case .stateWrite(let node, let property, _, _, _):
                    add(node.id, [.property(AttributeGraphBuilder.propertyLabel(property, of: node)), .value])
                case .observationChange(let node, _): add(node.id, [.dependencies, .body])
                case .bodyEvaluated(let node, _): add(node.id, [.body, .value])
                case .attributeChanged(let node, _, _, _), .valueChanged(let node, _, _, _): add(node.id, [.value])
                case .preference(let node, let change):
                    if let source = change.sources.first {
                        add(source.id, [.preference(change.key), .value])
                    } else {
                        add(node.id, [.value])
                    }
                case .task(let task, _): add(task.node.id, [.value])
                default: continue
                }
            }
        }
        if cycle.count > 1, cycle.first == cycle.last { cycle.removeLast() }
        return cycle
    }

    /// The kinds of attribute `node` has, in numbering order.
    static func kinds(of node: GraphSnapshot.Node, hasChildren: Bool, preferenceKeys: [String]) -> [AttributeKind] {
        var kinds: [AttributeKind] = [.value]
        for property in node.properties { kinds.append(.property(property.label)) }
        let hasBody = Self.hasBody(node)
        if node.kind == .timeline { kinds.append(.timelineEntry) }
        if hasBody { kinds += [.dependencies, .body] }
        if hasBody || hasChildren { kinds.append(.children) }
        kinds += [.size, .position, .displayList]
        kinds += preferenceKeys.map(AttributeKind.preference)
        return kinds
    }

    /// Whether the graph runs code of the view's own: a body, a custom modifier's body, a
    /// `TimelineView`'s or `GeometryReader`'s content.
    static func hasBody(_ node: GraphSnapshot.Node) -> Bool {
        switch node.kind {
        case .view, .timeline, .customModifier: return true
        case .modifier, .container, .leaf: return node.typeName == "GeometryReader"
        }
    }
}

/// The state of one build: the snapshot's nodes, the selection, the attributes made so far.
struct AttributeGraphBuilder {
    let snapshot: GraphSnapshot
    /// Node positions in `snapshot.nodes` by id.
    private var positionOf: [Int: Int] = [:]
    /// Child ids by parent id, in tree order.
    private var childrenOf: [Int: [Int]] = [:]
    /// Preference keys by view id, sorted.
    private var preferenceKeys: [Int: [String]] = [:]
    private let preferences: [PreferenceInput]
    /// The selected nodes, in tree order, with their depth below the root.
    private(set) var selected: [(position: Int, depth: Int)] = []
    /// The first attribute number of every node, by id.
    private var firstNumber: [Int: Int] = [:]
    private(set) var attributes: [Attribute] = []
    /// Attribute positions by view id and kind.
    private var index: [Int: [AttributeKind: Int]] = [:]
    /// Views inserted in the frames read, by id.
    private var inserted: Set<Int> = []
    /// Views that gained or lost children in the frames read.
    private var childrenChanged: Set<Int> = []
    /// Built-in views one of whose displayed attributes changed (`attributeChanged`).
    private var attributesChanged: Set<Int> = []

    init(snapshot: GraphSnapshot, preferences: [PreferenceInput]) {
        self.snapshot = snapshot
        self.preferences = preferences
        for (position, node) in snapshot.nodes.enumerated() {
            positionOf[node.id] = position
            if let parent = node.parentID { childrenOf[parent, default: []].append(node.id) }
        }
        for preference in preferences {
            var keys = preferenceKeys[preference.viewID] ?? []
            if !keys.contains(preference.keyName) { keys.append(preference.keyName) }
            preferenceKeys[preference.viewID] = keys.sorted()
        }
        // Numbers: view-id order, then kind order, over the whole snapshot.
        var next = AttributeGraph.firstID
        for node in snapshot.nodes.sorted(by: { $0.id < $1.id }) {
            firstNumber[node.id] = next
            next += kinds(of: node).count
        }
    }

    private func kinds(of node: GraphSnapshot.Node) -> [AttributeKind] {
        AttributeGraph.kinds(
            of: node, hasChildren: !(childrenOf[node.id] ?? []).isEmpty, preferenceKeys: preferenceKeys[node.id] ?? [])
    }

    private func title(_ node: GraphSnapshot.Node) -> String { "\(node.typeName) #\(node.id)" }

    // MARK: Selection

    /// The position of the node `name` names; the first node when nil.
    func resolve(_ name: String?) throws -> Int {
        let nodes = snapshot.nodes
        guard let name else {
            guard !nodes.isEmpty else { throw AttributeGraphError.unknownView("(the root)", candidates: []) }
            return 0
        }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        // "#11" or "SubView #11".
        if let hash = trimmed.lastIndex(of: "#"), let id = Int(trimmed[trimmed.index(after: hash)...]) {
            let label = trimmed[..<hash].trimmingCharacters(in: .whitespaces)
            if let position = positionOf[id], label.isEmpty || nodes[position].typeName == label {
                return position
            }
        }
        let named = nodes.indices.filter { nodes[$0].name == trimmed }
        let typed = named.isEmpty ? nodes.indices.filter { nodes[$0].typeName == trimmed } : named
        if typed.count == 1, let only = typed.first { return only }
        if typed.count > 1 {
            throw AttributeGraphError.ambiguousView(trimmed, matches: typed.map { title(nodes[$0]) })
        }
        var candidates = nodes.filter { AttributeGraph.hasBody($0) }.map(title)
        candidates += nodes.compactMap { node in node.name.map { "\"\($0)\"" } }
        throw AttributeGraphError.unknownView(trimmed, candidates: candidates)
    }

    /// Selects the subtree at `root` down to `depth`, refusing one with too many attributes.
    mutating func select(from root: Int, depth: Int?) throws {
        let nodes = snapshot.nodes
        var stack: [(position: Int, depth: Int)] = [(root, 0)]
        var count = 0
        while let entry = stack.popLast() {
            selected.append(entry)
            count += kinds(of: nodes[entry.position]).count
            if let depth, entry.depth >= depth { continue }
            for child in (childrenOf[nodes[entry.position].id] ?? []).reversed() {
                if let position = positionOf[child] { stack.append((position, entry.depth + 1)) }
            }
        }
        if count > AttributeGraph.maximumAttributes {
            throw AttributeGraphError.tooLarge(
                count: count, views: selected.count, limit: AttributeGraph.maximumAttributes,
                root: title(nodes[root]))
        }
    }

    /// Makes the selected views' attributes, in number order.
    mutating func makeAttributes() {
        let nodes = snapshot.nodes
        let ordered = selected.map(\.position).sorted { nodes[$0].id < nodes[$1].id }
        for position in ordered {
            let node = nodes[position]
            var number = firstNumber[node.id] ?? AttributeGraph.firstID
            for kind in kinds(of: node) {
                index[node.id, default: [:]][kind] = attributes.count
                attributes.append(Attribute(id: AttributeID(number), viewID: node.id, kind: kind))
                number += 1
            }
        }
    }

    func viewInfos() -> [AttributeGraph.ViewInfo] {
        let nodes = snapshot.nodes
        let rootID = selected.first.map { nodes[$0.position].id }
        return selected.map { entry in
            let node = nodes[entry.position]
            return AttributeGraph.ViewInfo(
                id: node.id, parentID: node.id == rootID ? nil : node.parentID, label: node.typeName, name: node.name,
                depth: entry.depth, attributeIDs: (index[node.id] ?? [:]).values.sorted().map { attributes[$0].id },
                hasBody: AttributeGraph.hasBody(node))
        }
    }

    private func position(_ view: Int, _ kind: AttributeKind) -> Int? { index[view]?[kind] }

    private func state(_ view: Int, _ kind: AttributeKind) -> AttributeState? {
        position(view, kind).map { attributes[$0].state }
    }

    private mutating func mark(
        _ view: Int, _ kind: AttributeKind, _ state: AttributeState, _ reason: String, counts: Bool = true
    ) {
        guard let position = position(view, kind) else { return }
        attributes[position].mark(state, reason, times: counts ? 1 : 0)
    }

    /// Marks a property dirty for a body's reason, unless an event already said more.
    private mutating func markFromReason(_ view: Int, _ kind: AttributeKind, _ reason: String) {
        guard let position = position(view, kind), attributes[position].state == .untouched else { return }
        attributes[position].mark(.dirty, reason, times: 0)
    }

    // MARK: Events

    /// Folds one trace event into the attributes it touched.
    mutating func read(_ event: TraceEvent) {
        // Events of views outside the graph are skipped before anything is formatted, except an
        // insertion or removal below a view of the graph (its children change).
        if let node = event.node, index[node.id] == nil {
            switch event.kind {
            case .inserted(_, let parent?, _, _), .removed(_, let parent?, _, _):
                guard index[parent.id] != nil else { return }
            default:
                return
            }
        }
        switch event.kind {
        case .timelineEntry(let node, let previous, let entry):
            let from = previous.map { "\($0) → " } ?? ""
            mark(node.id, .timelineEntry, .dirty, "new entry: \(from)\(entry)")
        case .stateWrite(let node, let property, let old, let new, let invalidates):
            let label = Self.propertyLabel(property, of: node)
            let change = TraceValue.change(from: old, to: new, name: "written")
            mark(node.id, .property(label), .dirty, invalidates ? change : change + " (no body had read it)")
        case .stateWriteIgnored(let node, let property, let value):
            mark(
                node.id, .property(Self.propertyLabel(property, of: node)), .comparedEqual,
                "an equal value was written (\(value)), so nothing that reads it is invalidated")
        case .stateWriteDropped(let node, let property, let during):
            mark(
                node.id, .property(Self.propertyLabel(property, of: node)), .untouched,
                "a write during \(during.label).body was dropped", counts: false)
        case .observationChange(let node, let change):
            let text =
                !change.names.isEmpty
                ? "@Observable \(change.names.joined(separator: ", ")) changed"
                : change.object.map { "a property of \($0) the body read changed" }
                    ?? "an @Observable property the body read changed"
            mark(node.id, .dependencies, .dirty, text)
        case .environmentChange(let node, let property, let old, let new):
            let label = Self.propertyLabel(property, of: node)
            mark(node.id, .property(label), .dirty, "environment " + TraceValue.change(from: old, to: new, name: label))
        case .bodyEvaluated(let node, let reasons):
            readEvaluation(node, reasons)
        case .bodySkipped(let node, let reason):
            mark(node.id, .value, .comparedEqual, Self.skipReason(reason))
            mark(node.id, .body, .untouched, "not run: its value compared equal", counts: false)
        case .inserted(let node, let parent, let key, _):
            inserted.insert(node.id)
            // Its body's run is its own event (`@self, @identity`).
            for kind in (index[node.id] ?? [:]).keys where kind != .body {
                mark(node.id, kind, .recomputed, Self.insertionReason(kind, key))
            }
            if let parent {
                childrenChanged.insert(parent.id)
                mark(parent.id, .children, .recomputed, "inserted \(node)", counts: !inserted.contains(parent.id))
            }
        case .removed(let node, let parent, let count, _):
            guard let parent else { return }
            childrenChanged.insert(parent.id)
            let views = count > 1 ? " (\(count) views with it)" : ""
            mark(parent.id, .children, .recomputed, "removed \(node)\(views)")
        case .attributeChanged(let node, let name, let old, let new):
            attributesChanged.insert(node.id)
            mark(node.id, .value, .recomputed, TraceValue.change(from: old, to: new, name: name))
        case .valueChanged(let node, let label, let old, let new):
            mark(node.id, .value, .recomputed, "watched " + TraceValue.change(from: old, to: new, name: label))
        case .animation(let node, let attribute, let phase):
            if case .frame = phase {
                mark(node.id, .displayList, .recomputed, "draws \(attribute) at its animated value each frame")
            }
        case .canvasDrawn(let node, let causes, let items):
            let why = causes.map(\.description).joined(separator: ", ")
            mark(node.id, .displayList, .recomputed, "renderer ran: \(why) (\(items) item\(items == 1 ? "" : "s"))")
        case .lazyRows(let node, let first, let last, let created, let returned, let left, let scrolled):
            mark(
                node.id, .children, .recomputed,
                String(
                    TraceText.lazyRowsText(node, first, last, created, returned, left, scrolled)
                        .dropFirst(node.description.count + 1)))
        case .transition(let node, let name, let phase):
            mark(node.id, .displayList, .recomputed, TraceText.transitionText(name, phase))
        case .preference(let node, let change):
            // The views that set it produced a new value; the reader's value changed with it.
            for source in change.sources where index[source.id] != nil {
                mark(source.id, .preference(change.key), .recomputed, "\(change.key) → \(change.new)")
            }
            mark(node.id, .value, .recomputed, ValueFormatter.shortened(change.text))
        case .script, .objectWillChange, .actionRun, .actionSuppressed, .diagnostic, .printChanges, .transaction,
            .completion, .task, .gesture:
            break
        }
    }

    private mutating func readEvaluation(_ node: NodeRef, _ reasons: [ChangeReason]) {
        let isTimeline = reasons.contains { if case .timelineEntry = $0 { return true } else { return false } }
        let words =
            isTimeline || node.label == "TimelineView"
            ? TraceText.timelineReasons(reasons) : reasons.map(\.token).joined(separator: ", ")
        mark(node.id, .body, .recomputed, isTimeline ? "content ran: \(words)" : "ran: \(words) changed")
        for reason in reasons {
            switch reason {
            case .selfChanged(let fields):
                // A new view's value is its insertion's.
                if inserted.contains(node.id) { continue }
                if fields.isEmpty { mark(node.id, .value, .recomputed, "@self changed") }
                for field in fields {
                    let change =
                        field.uncomparable != nil
                        ? "@self \(field.path): cannot be compared, so counts as changed"
                        : "@self " + TraceValue.change(from: field.old, to: field.new, name: field.path)
                    mark(node.id, .value, .recomputed, ValueFormatter.shortened(change))
                }
            case .property(let label, _):
                markFromReason(node.id, .property(label), "changed (the body's reason: \(label))")
            case .dependencies:
                markFromReason(node.id, .dependencies, "changed (the body's reason: @dependencies)")
            case .timelineEntry(_, let new):
                markFromReason(node.id, .timelineEntry, "new entry: \(new)")
            case .identity, .unknown:
                break
            }
        }
    }

    /// Why a new value compared equal, the telling words first (they are what a diagram shows).
    static func skipReason(_ reason: SkipReason) -> String {
        switch reason {
        case .valueUnchanged(let comparison, let fields):
            if fields == 0 { return "no stored inputs: its value cannot change, so its body is not run" }
            return
                "equal: \(fields) field\(fields == 1 ? "" : "s") compared \(comparison.rawValue), so its body is not run"
        case .inputsUnchanged(let inputs):
            return "the same \(inputs.map(\.description).joined(separator: ", ")), so its body is not run"
        case .timelineEntryUnchanged(let entry):
            return "still at entry \(entry), so its content is not run"
        }
    }

    /// What an inserted view's attribute says.
    private static func insertionReason(_ kind: AttributeKind, _ key: String) -> String {
        switch kind {
        case .value:
            return key.isEmpty ? "inserted: a new view (@identity)" : "inserted as \(key): a new view (@identity)"
        case .property: return "created with the view (@identity)"
        case .body: return "ran: the view is new (@identity)"
        case .children: return "its first children"
        case .size, .position: return "laid out for the first time"
        case .displayList: return "drawn for the first time"
        case .preference: return "produced for the first time"
        }
    }

    /// `_flag` from `LoopView._flag`, the way the snapshot labels properties.
    static func propertyLabel(_ property: String, of node: NodeRef) -> String {
        property.hasPrefix(node.label + ".") ? String(property.dropFirst(node.label.count + 1)) : property
    }

    // MARK: Derived states

    /// Built-in views have no body: a view list offered again reaches them and they pass
    /// their content on (ARCHITECTURE.md, "One frame": "primitives update attributes and
    /// recurse"). A body that ran recomputes its view list.
    mutating func deriveOffers() {
        let nodes = snapshot.nodes
        for entry in selected {
            let node = nodes[entry.position]
            let hasBody = AttributeGraph.hasBody(node)
            if hasBody {
                if state(node.id, .body) == .recomputed, !inserted.contains(node.id) {
                    let count = childrenOf[node.id]?.count ?? 0
                    mark(
                        node.id, .children, .recomputed,
                        "the body's output, matched to \(count) child\(count == 1 ? "" : "ren") by key and type",
                        counts: false)
                }
                continue
            }
            guard !inserted.contains(node.id), entry.depth > 0, let parent = node.parentID,
                state(parent, .children) == .recomputed
            else { continue }
            let children = childrenOf[node.id]?.count ?? 0
            if children > 0 {
                mark(
                    node.id, .value, .recomputed,
                    "a new value from \(parentTitle(parent)); a built-in view passes its content on", counts: false)
                mark(
                    node.id, .children, .recomputed,
                    "its content offered to its \(children) child\(children == 1 ? "" : "ren")", counts: false)
            } else if state(node.id, .value) == .untouched {
                mark(
                    node.id, .value, .comparedEqual,
                    "offered again by \(parentTitle(parent)); its displayed attributes are unchanged", counts: false)
            }
        }
    }

    private func parentTitle(_ id: Int) -> String {
        positionOf[id].map { title(snapshot.nodes[$0]) } ?? "#\(id)"
    }

    /// Sizes and positions: compared with `previous` when given; then an attribute an
    /// input of which was recomputed, and which is not known to have changed, is dirty.
    mutating func deriveLayout(previous: GraphSnapshot?) {
        let nodes = snapshot.nodes
        var before: [Int: CGRect] = [:]
        if let previous { for node in previous.nodes { before[node.id] = node.frame } }
        for entry in selected {
            let node = nodes[entry.position]
            guard !inserted.contains(node.id) else { continue }
            guard previous != nil, let old = before[node.id] else {
                let why =
                    previous == nil
                    ? "not recorded: viewsim traces no layout events (a graph between two moments compares them)"
                    : "not recorded: the view is not in the earlier snapshot"
                mark(node.id, .size, .untouched, why, counts: false)
                mark(node.id, .position, .untouched, why, counts: false)
                continue
            }
            let new = node.frame
            if old.size != new.size {
                mark(node.id, .size, .recomputed, "\(Self.size(old.size)) → \(Self.size(new.size))")
            } else {
                mark(
                    node.id, .size, .untouched,
                    "\(Self.size(new.size)) at the start and the end (layout is not traced per frame)", counts: false)
            }
            if old.origin != new.origin {
                mark(node.id, .position, .recomputed, "\(Self.point(old.origin)) → \(Self.point(new.origin)) on screen")
            } else {
                mark(
                    node.id, .position, .untouched, "\(Self.point(new.origin)) at the start and the end", counts: false)
            }
        }
        // Sizes are read bottom-up: children first.
        for entry in selected.reversed() {
            let node = nodes[entry.position]
            guard state(node.id, .size) == .untouched else { continue }
            var inputs: [String] = []
            if attributesChanged.contains(node.id) { inputs.append("its value") }
            if childrenChanged.contains(node.id) { inputs.append("its children") }
            for child in childrenOf[node.id] ?? [] where state(child, .size) == .recomputed {
                inputs.append("the size of \(parentTitle(child))")
            }
            if !inputs.isEmpty {
                mark(
                    node.id, .size, .dirty, "an input changed (\(inputs.prefix(3).joined(separator: ", ")))",
                    counts: false)
            }
        }
        // Positions are read top-down: parents first.
        for entry in selected where entry.depth > 0 {
            let node = nodes[entry.position]
            guard state(node.id, .position) == .untouched, let parent = node.parentID else { continue }
            if state(parent, .size) == .recomputed || state(parent, .position) == .recomputed {
                mark(node.id, .position, .dirty, "\(parentTitle(parent)) was laid out again", counts: false)
            }
        }
    }

    /// What a view draws: recorded only for animations, canvases and transitions; else
    /// dirty when a displayed attribute of its value, its size or its position changed.
    mutating func deriveDisplay() {
        for entry in selected {
            let id = snapshot.nodes[entry.position].id
            guard state(id, .displayList) == .untouched else { continue }
            var inputs = [AttributeKind.size, .position].filter { state(id, $0) == .recomputed }
            if attributesChanged.contains(id) { inputs.insert(.value, at: 0) }
            if inputs.isEmpty {
                mark(id, .displayList, .untouched, "not recorded per view", counts: false)
            } else {
                mark(
                    id, .displayList, .dirty,
                    "its \(inputs.map(\.name).joined(separator: ", ")) changed; what it draws is not traced per view",
                    counts: false)
            }
        }
    }

    static func size(_ size: CGSize) -> String {
        "\(ValueFormatter.number(Double(size.width))) × \(ValueFormatter.number(Double(size.height)))"
    }

    static func point(_ point: CGPoint) -> String {
        "(\(ValueFormatter.number(Double(point.x))), \(ValueFormatter.number(Double(point.y))))"
    }

    // MARK: Edges

    /// The input edges between the selected views' attributes, sorted.
    func edges() -> [AttributeEdge] {
        var edges: Set<AttributeEdge> = []
        func add(_ from: (Int, AttributeKind), _ to: (Int, AttributeKind), _ role: AttributeEdge.Role) {
            guard let source = position(from.0, from.1), let target = position(to.0, to.1) else { return }
            edges.insert(AttributeEdge(from: attributes[source].id, to: attributes[target].id, role: role))
        }
        let nodes = snapshot.nodes
        for entry in selected {
            let node = nodes[entry.position]
            let id = node.id
            let hasBody = AttributeGraph.hasBody(node)
            let reads = hasBody ? AttributeKind.body : .displayList
            if hasBody { add((id, .value), (id, .body), .input) }
            for property in node.properties { add((id, .property(property.label)), (id, reads), .input) }
            add((id, .timelineEntry), (id, .body), .input)
            add((id, .dependencies), (id, .body), .input)
            add(hasBody ? (id, .body) : (id, .value), (id, .children), .child)
            for child in childrenOf[id] ?? [] {
                add((id, .children), (child, .value), .child)
                add((child, .size), (id, .size), .layout)
                add((id, .size), (child, .position), .layout)
                add((id, .position), (child, .position), .layout)
            }
            if !hasBody { add((id, .value), (id, .size), .layout) }
            for kind in [AttributeKind.value, .size, .position] { add((id, kind), (id, .displayList), .display) }
        }
        for preference in preferences {
            let key = AttributeKind.preference(preference.keyName)
            for child in preference.fromChildViewIDs { add((child, key), (preference.viewID, key), .preference) }
            for reader in preference.readerViewIDs {
                let target = index[reader]?[.body] != nil ? AttributeKind.body : .value
                add((preference.viewID, key), (reader, target), .preference)
            }
        }
        return edges.sorted { ($0.from, $0.to, $0.role.rawValue) < ($1.from, $1.to, $1.role.rawValue) }
    }
}
