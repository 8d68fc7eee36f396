// Models what SwiftUI's layout keeps per view between frames: the sizes it
// chose for the proposals it was given, and where its parent placed it.
// Simplifies: a short list of (proposal → size) per node, cleared when the node
// changes; frames are in the parent node's coordinates. Lesson: layout tests.
import Foundation

/// One node's layout cache and placement.
package struct NodeLayoutState {
    // Stored properties in the order a relayout of a changed leaf (a `Text` whose string
    // changed) reads and writes them, the hot ones first: with the node's `layoutSize` just
    // before, in two of the node's cache lines rather than four (docs/Benchmarks.md,
    // thirteenth round). A struct's stored properties are laid out in declaration order.
    /// Whether the node waits in the graph's list of changed nodes.
    var isQueued = false
    /// Whether its children must be placed again (its sizes were measured afresh).
    package var needsPlacement = true
    /// Whether `behavior` is `.passthrough` (nil while it is unknown): what `measure` asks
    /// first of every node, read without copying the behaviour (an enum with payloads).
    private(set) var passthrough: Bool?
    /// The case of `behavior` without its payload (nil while it is unknown): what a stack asks
    /// of each item (a spacer?) and a flattening of each node (a list?), without copying the
    /// behaviour (copying a text's costs a retain and a release of its string).
    private(set) var kind: LayoutBehavior.Kind?
    /// The layout pass that last measured the node afresh after a change.
    var recomputedPass = -1
    /// The layout pass in which something may have changed which views `items` holds: the
    /// node itself changed, or a list or custom view it flattens through did (see
    /// `ViewGraph.relayoutChanged`). A stack measured afresh in another pass only because an
    /// item's size changed keeps its items: a chain thousands of lists deep beside a view that
    /// changes every frame is not flattened again each time.
    var itemsChangedPass = -1
    /// The sizes measured for each proposal since the node last changed (at most
    /// ``cacheLimit``; the oldest is dropped first).
    package var cache: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// The views its content flattens into (see `ViewGraph.layoutItems(of:)`), kept
    /// until the node is measured afresh after a change below it.
    ///
    /// viewsim's engine: not strong references. The items are descendants, which
    /// the node already owns through `children`; a second owner would make freeing
    /// a deep tree recurse (see `ViewNode.deinit`). A change below the node always
    /// clears the list before the next layout reads it (a removal marks the removed
    /// view's parent, and the marks go up through the lists and custom views in
    /// between, which keep no sizes, to this node), so no freed node is read.
    var items: [LayoutItem]?
    /// The proposal the node was placed with, nil before its first placement.
    package var placedProposal: ProposedViewSize?
    /// The node's frame in its parent node's coordinates.
    package var frame: CGRect = .zero
    /// What the node does in layout, kept until its value changes. A text's is not kept, only
    /// its case (`kind`): it is the node's view, `.text(view)`, read from the node
    /// (`ViewGraph.layoutBehavior(of:)`), so a new string writes nothing here.
    var behavior: LayoutBehavior? {
        _read { yield storedBehavior }
        set {
            kind = newValue.map(\.kind)
            passthrough = kind.map { $0 == .passthrough }
            if case .text? = newValue { storedBehavior = nil } else { storedBehavior = newValue }
        }
    }
    private var storedBehavior: LayoutBehavior?
    /// For a stack: the size its lists and custom views were all given (the stack's bounds,
    /// `ViewGraph.setOrigin`) when it last placed every item, nil once anything may have
    /// changed one of their frames since (items flattened afresh, which clears them; a lazy
    /// row leaving its window; a `ViewThatFits` forgetting a candidate; a full layout). While
    /// it is the stack's size, placing an item sets only the item's origin.
    var listFramesSize: CGSize?
    /// For a `GeometryReader`: the geometry its content last ran with (nil before layout gave it one).
    var deliveredGeometry: CGRect?
    /// Why the node's layout changed in this frame, for the frames that change with it
    /// (nil: no change was noted; see `LayoutChangeCause`).
    var geometryCause: LayoutChangeCause?
    /// The layout pass that last noted the node's frame before placing it.
    var geometryNotedPass = -1
    /// Whether a bad number in this node's layout was already reported.
    var reportedBadNumber = false
    /// Whether "Contradictory frame constraints specified." was recorded for this view.
    var reportedContradictoryFrame = false
    /// Whether the node is a child a `ViewThatFits` did not choose (not drawn).
    package var isNotShown = false
    /// For a custom `Layout`'s container: its cache and reports (see `ViewGraph+CustomLayout`).
    var custom: CustomLayoutState?
    /// For a stack: the arrangements it kept, per proposal (see `ViewGraph+StackShortcut`).
    var stackMemo: StackArrangementMemo?

    /// How many proposals a node remembers: a stack asks each child for its
    /// minimum, maximum and final size for each of the proposals the stack itself
    /// gets (its own minimum, maximum and final): nine, so sixteen leave room.
    static let cacheLimit = 16

    /// The size `cache` (a node's `cache`, read in place) holds for `proposal`, if it is known.
    static func size(for proposal: ProposedViewSize, in cache: [(proposal: ProposedViewSize, size: CGSize)])
        -> CGSize?
    {
        for entry in cache where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Remembers `size` for `proposal`; whether the oldest size was dropped to make room (the
    /// caller counts it in `GraphLayoutState.droppedSizes`).
    @discardableResult
    mutating func remember(_ size: CGSize, for proposal: ProposedViewSize) -> Bool {
        let drops = cache.count >= Self.cacheLimit
        if drops { cache.removeFirst() }
        cache.append((proposal, size))
        return drops
    }
}

/// A descendant a container lays out, held without a reference count.
struct LayoutItem {
    unowned(unsafe) let node: ViewNode
}

/// What the graph keeps for layout between frames.
package struct GraphLayoutState {
    /// Whether a `.zIndex` was ever inserted (the display list then orders siblings by it).
    var usesZIndex = false
    /// Whether a `.lineLimit` was ever inserted (texts then look for one above them).
    var usesLineLimits = false
    /// Whether a `.font(_:)` was ever inserted (a text's font is looked up above it only then).
    var usesFontModifiers = false
    /// Whether a `.layoutPriority` was ever inserted (stacks then look for one on their items).
    var usesLayoutPriority = false
    /// Whether an `.alignmentGuide`, or a stack with a custom guide, was ever inserted
    /// (containers then align by the guides' values instead of unit positions).
    var usesAlignmentGuides = false
    /// Nodes whose view value, attributes or children changed since the last layout.
    var dirty: [ViewNode] = []
    /// The root laid out last (a new root is laid out whole).
    weak var laidOutRoot: ViewNode?
    /// Counts layout passes (see `NodeLayoutState.recomputedPass`).
    var pass = 0
    /// How many nodes the last layout pass measured (cache misses): a one-leaf
    /// change measures the nodes on its path up, not the tree.
    package var measuredInLastPass = 0
    /// How many nodes the last layout pass placed afresh.
    package var placedInLastPass = 0
    /// The layout work of every pass so far: the nodes measured and placed afresh (the two
    /// counts above, summed over the run) and the nodes an incremental pass visited on the
    /// way up from a change (a draw-only modifier is visited without being measured). A
    /// check's full layout (`withFullLayout`) puts it back. The fuzzer's CPU budget allows
    /// for it.
    package var laidOutInAllPasses = 0
    /// How many times custom layouts measured a subview through its proxy
    /// (`LayoutSubview.sizeThatFits`, `dimensions(in:)`) in every pass so far, most of them
    /// answered from the subview's sizes: work the fuzzer's CPU budget allows for. A check's
    /// full layout puts it back.
    package var subviewMeasurements = 0
    /// How many times layout went through a list or custom view in every pass so far
    /// (flattening a container's content into its items, or giving the lists between an item
    /// and its container their frames): for cost tests (a chain of custom views thousands deep
    /// beside a view that changes is not walked again).
    package var listLevelsWalked = 0
    /// Whether stacks keep their last arrangement (`ViewGraph.arrangeStack(of:_:axis:spacing:proposal:)`):
    /// only while changed nodes are measured again and placed (`ViewGraph.relayoutChanged`).
    var remembersStackArrangement = false
    /// The last arrangement a stack made while `remembersStackArrangement`.
    var lastStackArrangement: StackArrangement?
    /// How many times a node's remembered sizes were full and the oldest was dropped
    /// (`NodeLayoutState.remember`); wraps around. A kept arrangement whose items' sizes may have
    /// been dropped since it was checked is not used (`ViewGraph+StackShortcut`).
    var droppedSizes = 0
    /// `droppedSizes` when the arrangement `ViewGraph.arrangeStack(of:_:axis:spacing:proposal:)`
    /// last returned was made or checked: while it is still `droppedSizes`, each item remembers
    /// the size the arrangement gives it for the proposal the arrangement gives it.
    var arrangedDroppedSizes = -1
    /// How many times a stack whose items changed used the arrangement it kept instead of
    /// arranging its items again, in every pass so far (for tests: `StackShortcutTests`, and the
    /// fuzzer's `FuzzTraceFacts.reusedStackArrangements`).
    package var stackArrangementsReused = 0
    /// How many times a stack left an item where it was instead of placing it again (nothing
    /// would have changed), in every pass so far (for tests: `StackShortcutTests`).
    package var stackItemsLeftInPlace = 0
    /// Emptied arrays `ViewGraph.relayoutChanged` reuses from pass to pass (their capacity is
    /// what is kept): a node's sizes while it is measured again, and the nodes placed again.
    var spareSizeCache: [(proposal: ProposedViewSize, size: CGSize)] = []
    var sparePlacementRoots: [ViewNode] = []
    /// The changed nodes' queue (`dirty`) of the last pass, emptied, for the next.
    var spareDirty: [ViewNode] = []
    /// The text measured last (`ViewGraph.textMeasurement`): the next proposal for the same
    /// string and font reuses it.
    var lastTextMeasurement: TextLayout.Measurement?
    /// The `GeometryReader`s laid out so far (removed ones are dropped after each pass).
    var geometryReaders: [ViewNode] = []
    /// Whether a `ViewThatFits` was ever placed (only then can a node be in a candidate not shown).
    var usesViewThatFits = false
    /// Whether a lazy stack or grid was ever inserted.
    var usesLazyContainers = false
    /// The lazy stacks and grids laid out so far (removed ones are dropped after each pass).
    var lazyContainers: [ViewNode] = []
    /// Whether lazy windows stay as they are (a check's full layout must not create rows).
    var freezesLazyWindows = false
    /// The presenting views (`.sheet`, `.alert`…) inserted so far, whose presented views
    /// are placed after each pass (`placePresentations`); removed ones are dropped.
    var presentationHosts: [ViewNode] = []
    /// How many rounds of update and layout one frame runs for geometry readers
    /// whose geometry changed (see `GeometryReader`).
    static let geometryRounds = 8
    /// The scroll views laid out so far (removed ones are dropped after each pass), whose
    /// `.scrollPosition` bindings and scroll requests are looked at after layout.
    var scrollViews: [ViewNode] = []
    /// The ids of `scrollViews` (each listed once, found in constant time).
    var listedScrollViews: Set<Int> = []
    /// Counts the changes to any node's frame (`ViewGraph.setFrame(of:_:)`); wraps around.
    var frameVersion = 0
    /// `frameVersion` when the scroll views' safe areas were last brought up to date.
    var safeAreaFrameVersion = -1
    /// Whether a scroll view's safe area may differ while no frame changed (a scroll view
    /// laid out for the first time, an `.ignoresSafeArea` above one changed).
    var safeAreasAreStale = true
    /// How many scroll views' screen frames the safe-area updates have read so far (for
    /// cost tests: a layout that moved nothing reads none).
    package var safeAreaFramesRead = 0
    /// `scrollTo` requests (a proxy's, a binding's, a script's) waiting for this frame's layout.
    var pendingScrolls: [ScrollRequest] = []
    /// Whether this layout pass keeps the frames it changes, to animate them
    /// (`ViewGraph+GeometryAnimation`): off when nothing animates, so that layout costs
    /// what it did.
    var tracksGeometry = false
    /// Whether a change with an animated transaction changed the layout in this frame.
    var hasAnimatedCause = false
    /// The nodes given a `LayoutChangeCause` in this frame (cleared after layout).
    var causedNodes: [ViewNode] = []
    /// The cause of the placement being made (inherited down the tree).
    var placingCause: LayoutChangeCause?
    /// The frames of the nodes placed in this pass, before it placed them.
    var notedFrames: [(node: ViewNode, old: CGRect, cause: LayoutChangeCause?)] = []
    /// Each frame's display list, when `SimulationConfiguration.recordsDisplayLists` is on.
    package var recordedDisplayLists: [(frame: Int, time: Double, list: DisplayList)] = []
    /// With `recordedDisplayLists`, by frame number: the screen frames of the views whose bodies
    /// ran in that frame, by node id (for `FrameUpdates`).
    var recordedUpdateFrames: [Int: [Int: CGRect]] = [:]
}

/// A stack's arrangement of its items for one proposal, kept from its measurement to its
/// placement in one pass of incremental layout (see `GraphLayoutState.lastStackArrangement`).
struct StackArrangement {
    /// What `ViewGraph.arrangeStack` gives: the stack's size, and each item's proposal, size,
    /// gap before it and offset across the axis (with a guide).
    typealias Result = (
        size: CGSize, proposals: [ProposedViewSize], sizes: [CGSize], gaps: [CGFloat], across: [CGFloat]?
    )

    unowned(unsafe) let node: ViewNode
    let proposal: ProposedViewSize
    let axis: Axis
    let spacing: CGFloat?
    let items: [ViewNode]
    let result: Result
    /// `GraphLayoutState.droppedSizes` when the arrangement was made or checked.
    let droppedSizes: Int
}
