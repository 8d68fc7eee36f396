// Models one attribute-graph node per view: its value, identity, dynamic
// property storage and the children its body or content produced.
// Simplifies: SwiftUI splits a view into many attributes (value, body, each
// property); viewsim keeps one node per view and records which part changed.
// Lesson: every diagram is drawn from these nodes.
import Foundation

/// What kind of node a view becomes.
package enum NodeKind: Equatable {
    /// A view with a `body` the graph evaluates.
    case composite
    /// A built-in view or modifier the graph expands itself.
    case primitive(PrimitiveRole)

    /// Whether the node runs user code (a body, a content closure) when it updates.
    package var evaluates: Bool {
        switch self {
        case .composite, .primitive(.timeline), .primitive(.customModifier), .primitive(.geometryReader): return true
        case .primitive(.plain), .primitive(.modifierContent), .primitive(.scopedTransaction),
            .primitive(.transactionPlaceholder):
            return false
        }
    }
}

/// One view in the graph.
///
/// Its stored properties are not checked for overlapping access at run time
/// (`@exclusivity(unchecked)`, see `ViewGraph`).
package final class ViewNode {
    // Stored properties in the order an update reads them: the hot ones first, so an
    // update touches as few of the node's cache lines as it can (a class's stored properties
    // are laid out in declaration order). What a body's run in a wide update reads of its node
    // is in the first three lines (identity, flags and trace reference; the view, children, only
    // child and properties; the evaluation state, reader, pending transaction and run count), and
    // what its `Text` child's update reads in the first two; a field read on every update but
    // declared further down cost a line each, missed at 10,000 leaves (docs/Benchmarks.md,
    // seventh, ninth and thirteenth rounds).
    package let id: Int
    package unowned let graph: ViewGraph
    package let depth: Int
    package let kind: NodeKind
    @exclusivity(unchecked) package var isRemoved = false
    // The flags an update tests, packed beside `isRemoved` (in the padding before `viewType`).
    /// Whether the node belongs to a transition's body (beside a view, not in the tree).
    @exclusivity(unchecked) var isTransitionEffect = false
    /// Whether `animator` is set, read without copying the existential out of the node (what
    /// `animator == nil` does, and destroys again: about 140 instructions a plain text's update).
    @exclusivity(unchecked) private(set) var hasAnimator = false
    /// Whether `nonFiniteReplacement` is set, read without copying the `Any` out of the node.
    @exclusivity(unchecked) private(set) var hasNonFiniteReplacement = false
    /// Where `attributes` are: in `shownAttributes`, or still to be read from the animator's
    /// presented value or from the node's plain `Text` (see `AttributesSource`).
    @exclusivity(unchecked) private var attributesSource = AttributesSource.shown
    /// Whether `key` is `.single` (the only child of a body), read without reaching `key`, far
    /// down the node (reconciling a body's one child tests it on every update).
    let hasSingleKey: Bool
    /// For a lazy container's row: whether it is out of the container's window (kept, not drawn).
    /// Set with `ViewGraph.treeStructureChanged()`, as `children`.
    @exclusivity(unchecked) package var isOutOfLazyWindow = false
    let viewType: ObjectIdentifier
    /// The shared part of `reference`: made once for views whose trace name never
    /// changes (composites, timelines, custom modifiers); for a built-in view or
    /// modifier, whose name may depend on its value, made again when the name changes.
    @exclusivity(unchecked) private var referenceInfo: NodeInfo?
    // The node's second line: what a body's run and its child's update read.
    /// The current view value (`view`).
    @exclusivity(unchecked) private var storedView: any View
    /// Its children in order (`children`).
    @exclusivity(unchecked) private var storedChildren: [ViewNode] = []
    /// Its child when it has exactly one (a body's one view, the usual case), kept beside the
    /// array: reconciling a body's output with it does not reach the array's storage (one
    /// cache line a body's run, missed when the views are many; docs/Benchmarks.md, thirteenth
    /// round). Not retained: `storedChildren` holds it.
    @exclusivity(unchecked) private(set) unowned(unsafe) var onlyChild: ViewNode?
    @exclusivity(unchecked) package var properties: [PropertyRecord] = []
    // The third line: the body's evaluation state, reader, transaction and run count.
    /// Whether and why the body must run, and when it last ran (see `NodeEvaluationState`).
    @exclusivity(unchecked) var evaluation = NodeEvaluationState()
    /// The observable properties its body read through viewsim's registrar, registered with
    /// their models while they stay the same (made at the first run; see `ObservationReader`).
    @exclusivity(unchecked) var observationReader: ObservationReader?
    /// The transactions this node sees and passes down (see `NodeTransactionState`).
    @exclusivity(unchecked) var transactions = NodeTransactionState()
    /// How many times its body ran.
    @exclusivity(unchecked) package var evaluationCount = 0
    // Read less often (a parent's re-run compares the view with its plan).
    /// What the graph knows about the view type, with typed access to its parts.
    let traits: ViewTypeTraits
    /// The comparison plan of the node's view type once looked up (`ComparisonPlanCache`,
    /// a lookup under a lock); `.some(nil)` for a type compared by reflection alone.
    @exclusivity(unchecked) var comparisonPlan: ComparisonPlan??
    /// Its children in order. A change (other than the node's own teardown) calls
    /// `ViewGraph.treeStructureChanged()`: preference readers keep where their values come from.
    package var children: [ViewNode] {
        _read { yield storedChildren }
        _modify {
            defer { onlyChild = storedChildren.count == 1 ? storedChildren[0] : nil }
            yield &storedChildren
        }
    }
    /// What the view shows (`opacity: 0.5`, `text: "Hi"`). While an animation of a
    /// built-in value runs, its frames only mark them as following the animator
    /// (`attributesFollowAnimator`), and they are read from it when asked for; after a plain
    /// text's update they are read from its view (`setPlainTextView(_:)`).
    package var attributes: [NodeAttribute] {
        get {
            switch attributesSource {
            case .shown: break
            case .animator: takeAnimatorAttributes()
            case .plainText: takePlainTextAttributes()
            }
            return shownAttributes
        }
        set {
            shownAttributes = newValue
            attributesSource = .shown
        }
    }
    @exclusivity(unchecked) private var shownAttributes: [NodeAttribute] = []
    /// The current view value. Replacing it first reads the attributes that followed the old
    /// value (`setPlainTextView(_:)`), so that they stay the old value's until they are set.
    package var view: any View {
        _read { yield storedView }
        set {
            if attributesSource == .plainText { takePlainTextAttributes() }
            storedView = newValue
        }
    }
    /// Replaces a plain `Text`'s value with `text` (a plain `Text` too), its attributes now
    /// following it: its one attribute, `text`, is read from it when `attributes` are asked for.
    /// The plain-text update's: the node's attribute array is not reached (one cache line an
    /// update, missed when the views are many; docs/Benchmarks.md, thirteenth round).
    func setPlainTextView(_ text: any View) {
        storedView = text
        attributesSource = .plainText
    }
    /// Whether `attributes` are the animator's presented value's, not read yet (set by
    /// an animation frame of a built-in modifier or leaf).
    var attributesFollowAnimator: Bool {
        get { attributesSource == .animator }
        set {
            if newValue {
                if attributesSource == .plainText { takePlainTextAttributes() }
                attributesSource = .animator
            } else if attributesSource == .animator {
                attributesSource = .shown
            }
        }
    }
    /// The fields few nodes use (animators, transitions, preference, lazy, scroll and timeline
    /// state…), made the first time one of them is set (see `NodeExtras`); nil for a plain view.
    /// Each is read and written through the property of its old name below.
    @exclusivity(unchecked) private(set) var extras: NodeExtras?
    /// The size the layout pass gave this view in the last frame it laid it out.
    @exclusivity(unchecked) package var layoutSize: CGSize = .zero
    /// The layout cache and frame (see `NodeLayoutState`).
    @exclusivity(unchecked) package var layout = NodeLayoutState()
    // Read less often: identity, names, storage, reports.
    /// The parent, while the node is in the tree (`nil` for the root and once removed).
    ///
    /// viewsim's engine: not `weak`. A weak reference gives the node a side table,
    /// and every retain and release of a node with one takes the runtime's slow
    /// path (a tenth of a wide update). The parent owns the node through
    /// `children`, so it outlives it while the node is in the tree; `remove`
    /// clears the reference when the node leaves it.
    @exclusivity(unchecked) package internal(set) unowned(unsafe) var parent: ViewNode?
    package let key: ChildKey
    /// The view type name (composites), or the stable name of a primitive.
    package let typeName: String
    /// The primitive value the label shows: the inserted value, then each value a
    /// primitive update accepted (a timeline: each new value, so its schedule is current).
    /// A `Text`'s is its view, which the label reads instead (the plain-text update does not
    /// set it: assigning the existential was about 170 instructions a narrow update).
    @exclusivity(unchecked) package var labelSource: (any PrimitiveView)?
    /// A label for diagrams; for primitives it shows the current parameters
    /// (`.opacity(0.5)`), formatted when read, not on every update.
    package var label: String {
        // A `Text` node's label source is always its view (both are set by every update that
        // accepts a value, and a node never changes type): read from the view.
        if let text = exactly(view, as: Text.self) { return SimulationContext.with(graph) { text._label } }
        guard let labelSource else { return typeName }
        // Formatted against this simulation (its start date), whenever it is read.
        return SimulationContext.with(graph) { labelSource._label }
    }
    @exclusivity(unchecked) package var environment: EnvironmentValues
    /// The environment this node's children see (after an `.environment` write).
    @exclusivity(unchecked) package var childEnvironment: EnvironmentValues
    /// The event that inserted this node.
    @exclusivity(unchecked) var insertedEvent: EventID?

    // The fields kept in `extras`, under their old names. A read of one the node never set
    // gives its default without making the extras; a write of the default to it does nothing.

    /// The extras, made now if the node has none yet.
    private func makeExtras() -> NodeExtras {
        if let extras { return extras }
        return makeNewExtras()
    }

    @inline(never)
    private func makeNewExtras() -> NodeExtras {
        let made = NodeExtras()
        extras = made
        return made
    }

    /// The running animation of this node's animatable value. The attributes it was
    /// showing are read before it is replaced or dropped.
    var animator: (any NodeAnimating)? {
        // The flag first (the node's first line): a body's run asks, and most nodes have none.
        get { hasAnimator ? extras?.animator : nil }
        set {
            // What were the stored property's `willSet` and `didSet`.
            if attributesFollowAnimator { takeAnimatorAttributes() }
            if newValue != nil || extras != nil { makeExtras().animator = newValue }
            hasAnimator = newValue != nil
        }
    }
    /// The running animation of this node's frame in its parent (its origin and size):
    /// what the display list draws until it finishes (see `ViewGraph+GeometryAnimation`).
    var geometryAnimator: NodeAnimator<CGRect>? {
        get { extras?.geometryAnimator }
        set { if newValue != nil || extras != nil { makeExtras().geometryAnimator = newValue } }
    }
    /// While the view comes or goes with a transition: the transition, its phase and the
    /// nodes of its body (see `NodeTransitionState`).
    var transition: NodeTransitionState? {
        get { extras?.transition }
        set { if newValue != nil || extras != nil { makeExtras().transition = newValue } }
    }
    /// Children removed with a transition that has not ended: drawn, at their old place in
    /// the drawing order, until it does; not in `children`, so layout, lookups and updates
    /// never see them.
    package var removingChildren: [ViewNode] {
        get { extras?.removingChildren ?? [] }
        set { if !newValue.isEmpty || extras != nil { makeExtras().removingChildren = newValue } }
        _modify {
            if let extras {
                yield &extras.removingChildren
            } else {
                var value: [ViewNode] = []
                yield &value
                if !value.isEmpty { makeExtras().removingChildren = value }
            }
        }
    }
    /// For custom modifiers: the `content` placeholders in the modifier's body.
    var placeholders: [ViewNode] {
        get { extras?.placeholders ?? [] }
        set { if !newValue.isEmpty || extras != nil { makeExtras().placeholders = newValue } }
        _modify {
            if let extras {
                yield &extras.placeholders
            } else {
                var value: [ViewNode] = []
                yield &value
                if !value.isEmpty { makeExtras().placeholders = value }
            }
        }
    }
    /// For a `Canvas`: what its renderer drew the last time it ran, in the canvas's coordinates.
    package var canvasDisplayItems: [DisplayList.Item] {
        get { extras?.canvasDisplayItems ?? [] }
        set { if !newValue.isEmpty || extras != nil { makeExtras().canvasDisplayItems = newValue } }
    }
    /// For a view that reads a preference or its geometry: what it last read (see
    /// `NodePreferenceState`).
    package var preference: NodePreferenceState? {
        get { extras?.preference }
        set { if newValue != nil || extras != nil { makeExtras().preference = newValue } }
    }
    /// For a lazy stack or grid: its rows and window (see `LazyContainerState`).
    package var lazy: LazyContainerState? {
        get { extras?.lazy }
        set { if newValue != nil || extras != nil { makeExtras().lazy = newValue } }
    }
    /// For a `ScrollView`: its offset and last layout (see `ScrollViewState`).
    package var scroll: ScrollViewState? {
        get { extras?.scroll }
        set { if newValue != nil || extras != nil { makeExtras().scroll = newValue } }
    }
    /// For a `TimelineView`: its schedule's state (see `TimelineState`).
    var timeline: TimelineState? {
        get { extras?.timeline }
        set { if newValue != nil || extras != nil { makeExtras().timeline = newValue } }
    }
    /// What a built-in view kept from computing its children last time (a
    /// `ForEach`'s ids and keys), to reuse when they have not changed.
    package var childrenMemo: Any? {
        get { extras?.childrenMemo }
        set { if newValue != nil || extras != nil { makeExtras().childrenMemo = newValue } }
        _modify {
            if let extras {
                yield &extras.childrenMemo
            } else {
                var value: Any? = nil
                yield &value
                if value != nil { makeExtras().childrenMemo = value }
            }
        }
    }
    /// The finite value shown in place of the non-finite one the view holds, if any.
    var nonFiniteReplacement: Any? {
        get { hasNonFiniteReplacement ? extras?.nonFiniteReplacement : nil }
        set {
            if newValue != nil || extras != nil { makeExtras().nonFiniteReplacement = newValue }
            // What was the stored property's `didSet`.
            hasNonFiniteReplacement = newValue != nil
        }
    }
    /// For a `Text` under `.contentTransition(.numericText(value:))`: the value it last saw,
    /// whose difference with the next one chooses the direction (`ViewGraph+ContentTransition`).
    var contentTransitionValue: Double? {
        get { extras?.contentTransitionValue }
        set { if newValue != nil || extras != nil { makeExtras().contentTransitionValue = newValue } }
    }
    /// When a value-driven modifier's value last changed, and how.
    var valueChange: (frame: Int, pass: Int, old: TraceValue, new: TraceValue)? {
        get { extras?.valueChange }
        set { if newValue != nil || extras != nil { makeExtras().valueChange = newValue } }
    }
    /// `onChange` dispatches in this frame, and the warnings already given (see `NodeReports`).
    /// A change to them makes the extras (a read does not).
    var reports: NodeReports {
        get { extras?.reports ?? NodeReports() }
        set { makeExtras().reports = newValue }
        _modify { yield &makeExtras().reports }
    }
    /// The accessibility identifier, for scripts and tests.
    package var name: String? {
        get { extras?.name }
        set { if newValue != nil || extras != nil { makeExtras().name = newValue } }
    }
    /// Records that a value-driven modifier (`.animation(_:value:)`) saw its value change now.
    package func markValueChanged(from old: TraceValue, to new: TraceValue) {
        valueChange = (graph.frameIndex, graph.pass, old, new)
    }

    /// The old and new value if the modifier's value changed in the current update pass.
    package var valueChangedInCurrentPass: (old: TraceValue, new: TraceValue)? {
        guard let change = valueChange, change.frame == graph.frameIndex, change.pass == graph.pass else { return nil }
        return (change.old, change.new)
    }

    init(id: Int, graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View, environment: EnvironmentValues) {
        self.id = id
        self.graph = graph
        self.parent = parent
        self.key = key
        if case .single = key { hasSingleKey = true } else { hasSingleKey = false }
        self.depth = (parent?.depth ?? -1) + 1
        self.storedView = view
        self.viewType = ObjectIdentifier(type(of: view))
        self.traits = graph.traits(of: view)
        self.environment = environment
        self.childEnvironment = environment
        if let primitive = traits.primitive(view) {
            kind = .primitive(primitive._role)
            labelSource = primitive
            typeName = primitive._role == .timeline ? "TimelineView" : primitive._traceName
        } else {
            kind = .composite
            typeName = traits.traceName ?? ViewNode.shortTypeName(_typeName(type(of: view), qualified: false))
        }
    }

    /// Reads the attributes the running animation's presented value shows (kept, so a
    /// second read or a finished animation costs nothing).
    private func takeAnimatorAttributes() {
        attributesSource = .shown
        if let shown = animator?.presentedAttributes { shownAttributes = shown }
    }

    /// Reads the attributes of the node's plain `Text` (its one attribute, `text`; kept).
    private func takePlainTextAttributes() {
        attributesSource = .shown
        if let text = exactly(storedView, as: Text.self) {
            shownAttributes = [NodeAttribute("text", .text(text.content))]
        }
    }

    /// A type name for traces: generic arguments longer than a few words become
    /// `<…>` (`PhaseAnimator<Double, …>` rather than the whole content type).
    static func shortTypeName(_ name: String) -> String {
        guard let open = name.firstIndex(of: "<"), name.count > 40 else { return name }
        let arguments = name[name.index(after: open)..<name.index(before: name.endIndex)]
        var depth = 0
        var first = ""
        for character in arguments {
            if character == "<" { depth += 1 }
            if character == ">" { depth -= 1 }
            if character == ",", depth == 0 { break }
            first.append(character)
        }
        let head = String(name[..<open])
        return first.count <= 16 && !first.contains("<") ? "\(head)<\(first), …>" : "\(head)<…>"
    }

    /// `reference`, for a node whose trace name never follows its value (a `Text`'s): once made,
    /// read without the type's traits, which are in another cache line of the node (the
    /// plain-text update's; docs/Benchmarks.md, thirteenth round).
    var referenceOfConstantName: NodeRef {
        assert(!nameFollowsValue, "\(typeName)'s trace name follows its value")
        if let info = referenceInfo { return NodeRef(id: id, info: info) }
        return reference
    }

    /// How the trace refers to this node: its id, its view type and its label now.
    package var reference: NodeRef {
        if let info = referenceInfo, !nameFollowsValue { return NodeRef(id: id, info: info) }
        var label = kind == .composite ? typeName : displayName
        if isTransitionEffect { label = "transition " + label }
        if let info = referenceInfo, info.label == label { return NodeRef(id: id, info: info) }
        // The rest of it depends on the view's type alone, unless the node has a clock or
        // transition owner: the nodes of one type with one label share it (a list's rows, their
        // texts), so a body's run reads one object that stays cached, not one per node.
        let clock = internalClockOwner
        let transitionRef = transitionOwner
        let sharable = clock == nil && transitionRef == nil
        if sharable, let shared = traits.sharedReferenceInfo, shared.label == label {
            referenceInfo = shared
            return NodeRef(id: id, info: shared)
        }
        let modifier = traits.modified(view)?._anyModifier
        let info = NodeInfo(
            label: label, viewType: type(of: view), modifierType: modifier.map { type(of: $0) },
            clockOwner: clock, transitionOwner: transitionRef)
        referenceInfo = info
        if sharable { traits.sharedReferenceInfo = info }
        return NodeRef(id: id, info: info)
    }

    /// For a node of a transition's body: the view it belongs to (above its body's root), as
    /// transition events name it.
    private var transitionOwner: NodeRef? {
        guard isTransitionEffect else { return nil }
        var current = self
        while current.isTransitionEffect, let parent = current.parent { current = parent }
        return current === self ? nil : graph.transitionSubject(of: current).reference
    }

    /// For the TimelineView a KeyframeAnimator runs on (its schedule is a
    /// `KeyframeRunSchedule`), the animator: the nearest composite above it.
    private var internalClockOwner: NodeRef? {
        guard kind == .primitive(.timeline), (view as? any AnyTimelineView)?._schedule is KeyframeRunSchedule else {
            return nil
        }
        return parent?.ancestor { $0.kind == .composite }?.reference
    }

    /// Whether the trace name depends on the current value (see `displayName`).
    private var nameFollowsValue: Bool {
        switch kind {
        case .composite, .primitive(.timeline), .primitive(.customModifier): return false
        default: return !traits.hasConstantTraceName
        }
    }

    /// The name the trace uses for primitives: stable for timelines and custom
    /// modifiers, the current label for the rest.
    var displayName: String {
        switch kind {
        case .primitive(.timeline): return "TimelineView"
        case .primitive(.customModifier):
            if let modified = traits.modified(view) {
                return ViewNode.shortTypeName(_typeName(type(of: modified._anyModifier), qualified: false))
            }
            return label
        default:
            if let modifier = traits.primitiveModifier(view) { return modifier._traceName }
            return traits.primitive(view)?._traceName ?? label
        }
    }

    /// Releases the subtree without recursion: left alone, freeing a node frees its
    /// children from inside its deinit, one nested deinit per level, which
    /// overflows the stack for a tree a few thousand levels deep. Each descendant
    /// this node was the last owner of gives up its children before it is freed;
    /// one still held elsewhere (a removed node kept in a queue) is left intact.
    ///
    /// The view value goes first, while the children still hold the values nested in
    /// it: a value built in a loop (`AnyView(VStack { view }.opacity(…))` 100,000
    /// times) would otherwise be freed from one owner, one nested release per level.
    deinit {
        // Observation may still hold the latest handle or reader; neither may reach this node.
        stopObserving()
        // Stored directly: the attributes that follow the old value are not read on the way out.
        storedView = EmptyView()
        guard !children.isEmpty || !placeholders.isEmpty || !removingChildren.isEmpty else { return }
        var pending = children + placeholders + removingChildren
        children = []
        placeholders = []
        removingChildren = []
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            pending.append(contentsOf: node.children)
            pending.append(contentsOf: node.placeholders)
            pending.append(contentsOf: node.removingChildren)
            node.children = []
            node.placeholders = []
            node.removingChildren = []
        }
    }

    /// Lets go of everything Observation may call back: Apple's tracking handle and viewsim's
    /// reader (whose registrations are cancelled). For a node removed from the graph or freed.
    func stopObserving() {
        evaluation.observation = nil
        if let reader = observationReader {
            reader.node = nil
            reader.cancel()
            observationReader = nil
        }
    }

    /// This node and everything below it, parents first.
    package func subtree() -> [ViewNode] {
        var result: [ViewNode] = []
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            result.append(node)
            // By index, last child first: no reversed view and no generic copy per node.
            let children = node.children
            var index = children.count
            while index > 0 {
                index -= 1
                stack.append(children[index])
            }
        }
        return result
    }

    /// The nearest ancestor (or self) that satisfies `predicate`.
    func ancestor(where predicate: (ViewNode) -> Bool) -> ViewNode? {
        var node: ViewNode? = self
        while let current = node {
            if predicate(current) { return current }
            node = current.parent
        }
        return nil
    }
}
