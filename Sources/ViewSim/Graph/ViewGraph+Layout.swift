// The layout pass: after a frame's update passes, sizes and places the views
// whose layout inputs changed, SwiftUI's way: the parent proposes a size
// (`ProposedViewSize`), the child chooses its size, the parent places it. The
// root is proposed `SimulationConfiguration.screenSize` and centred.
// Incremental: each node keeps the sizes it chose per proposal and its frame in
// its parent's coordinates (`NodeLayoutState`). A node whose value, attributes
// or children changed marks itself; the pass measures it again under the
// proposals it was given, and only when one of its sizes changed does its parent
// measure again, up the tree. Then the highest nodes measured again place their
// children. Draw-only changes (opacity, scale, rotation, offset, colours, trim)
// never mark a node.
// Simplifies: see docs/ARCHITECTURE.md, "Layout" (flattening into stacks, text,
// images, bad numbers). The sizing rules are in `ViewGraph+Measure`, placement
// in `ViewGraph+Placement`.
import Foundation

extension ViewGraph {
    /// Lays out what changed in this frame (the whole tree the first time, or
    /// when the root is new).
    func layoutIfNeeded() {
        layoutState.measuredInLastPass = 0
        layoutState.placedInLastPass = 0
        // A geometry reader whose size or position changed runs its content again in
        // this frame: another update, then layout again, a bounded number of times.
        // So does a lazy stack or grid whose visible rows changed: it creates them first.
        var layoutWorkSeen = 0
        for round in 1...GraphLayoutState.geometryRounds {
            layoutPass()
            // A scroll to a view waits for its frame: resolved now, and laid out at the new offset.
            // A scroll view's safe area depends on where the scroll views around it put it: one
            // more pass per level of nesting, bounded.
            // Until a call finds nothing to do: a call that moved nothing leaves nothing for the next.
            for _ in 0..<8 {
                guard resolveScrolls() else { break }
                layoutPass()
            }
            // Completions that waited for this layout and that no frame animation claimed run
            // now, in this frame (what they change is another update and layout).
            let completed = !newCompletions.isEmpty && fireCompletionsLayoutDidNotClaim()
            // Preferences flow up, and geometry actions see the new geometry, once layout has run:
            // a reader whose value changed queues its action or runs its view (another round).
            let layoutWork = layoutState.measuredInLastPass + layoutState.placedInLastPass
            let moved = layoutWork > layoutWorkSeen
            layoutWorkSeen = layoutWork
            let changed = readersWithNewGeometry()
            let preferenceWork: Bool
            if changed.isEmpty {
                preferenceWork = collectPreferences(layoutMoved: moved)
            } else {
                // Geometry readers run their content again first (SwiftUI runs it within layout):
                // the values below them are not final yet, so they are read in the next round.
                preferenceWork = false
                if moved { preferences.needsCollect = true }
            }
            let lazy = lazyContainersToMove()
            guard !changed.isEmpty || !lazy.isEmpty || completed || preferenceWork else { return }
            guard round < GraphLayoutState.geometryRounds else {
                if !changed.isEmpty {
                    record(
                        .diagnostic(.geometryDidNotSettle(rounds: round, readers: changed.map(\.reference))), cause: nil
                    )
                }
                if !lazy.isEmpty {
                    record(
                        .diagnostic(.lazyRowsDidNotSettle(rounds: round, containers: lazy.map(\.reference))), cause: nil
                    )
                }
                return
            }
            for (node, old, new) in changed.map({ ($0, $0.layout.deliveredGeometry, globalFrame(of: $0)) }) {
                node.layout.deliveredGeometry = new
                // What changed its geometry, when an earlier round of this frame did (a loop).
                let cause = changeCauses(of: [node], fromFrameStart: false).last
                invalidate(
                    node, reason: .selfChanged(geometryChanges(from: old, to: new)), cause: cause, transaction: nil)
            }
            markPreferenceEventsSeen()
            clock.pass += 1
            for node in lazy { moveLazyWindow(node) }
            settle()
        }
    }

    /// One layout pass: the whole tree the first time, else what changed.
    private func layoutPass() {
        guard let root else { return }
        layoutState.pass += 1
        onLargeEnoughStack {
            if layoutState.laidOutRoot !== root {
                for node in layoutState.dirty { node.layout.isQueued = false }
                layoutState.dirty = []
                layoutState.laidOutRoot = root
                placeRoot(root)
                resolveMatchedGeometry()
            } else if !layoutState.dirty.isEmpty {
                // Frames are kept to animate only when something animates (cost: see ARCHITECTURE.md).
                layoutState.tracksGeometry = layoutState.hasAnimatedCause || !geometryAnimating.isEmpty
                relayoutChanged(root: root)
                resolveMatchedGeometry()
                if layoutState.tracksGeometry { animateChangedFrames() }
            }
            if !layoutState.causedNodes.isEmpty || layoutState.hasAnimatedCause { forgetLayoutCauses() }
            placePresentations()
        }
    }

    /// The proposal the root gets: the screen's size.
    var rootProposal: ProposedViewSize { ProposedViewSize(configuration.screenSize) }

    /// Places the root in the screen: proposed the screen's size, centred.
    func placeRoot(_ root: ViewNode) {
        place(root, proposal: rootProposal)
        let screen = configuration.screenSize
        let size = root.layout.frame.size
        setFrameOrigin(
            of: root,
            CGPoint(x: finite((screen.width - size.width) / 2), y: finite((screen.height - size.height) / 2)))
    }

    // MARK: - Geometry readers

    /// The geometry readers whose frame is not the one their content last ran with.
    private func readersWithNewGeometry() -> [ViewNode] {
        if layoutState.geometryReaders.isEmpty { return [] }
        layoutState.geometryReaders.removeAll { $0.isRemoved }
        // A reader in a lazy row out of view is not laid out: its geometry stays as it was.
        return layoutState.geometryReaders.filter {
            $0.layout.deliveredGeometry != globalFrame(of: $0) && !isInLazyRowOutOfView($0)
        }
    }

    /// What a reader's content sees: the geometry it was last given (zero before layout).
    func geometryProxy(of node: ViewNode) -> GeometryProxy {
        let frame = node.layout.deliveredGeometry ?? .zero
        var proxy = GeometryProxy(size: frame.size, globalFrame: frame)
        if node.layout.deliveredGeometry != nil {
            proxy.safeAreaInsets = safeAreaInsets(covering: frame, ignoring: node.environment.ignoredSafeAreaEdges)
        }
        return proxy
    }

    /// The reason a reader's content runs again: its size, its position, or both changed.
    private func geometryChanges(from old: CGRect?, to new: CGRect) -> [FieldChange] {
        let before = old ?? .zero
        var changes: [FieldChange] = []
        if before.size != new.size {
            changes.append(
                FieldChange(
                    path: "proxy.size", old: .pair(Double(before.width), Double(before.height)),
                    new: .pair(Double(new.width), Double(new.height)), uncomparable: nil))
        }
        if before.origin != new.origin {
            changes.append(
                FieldChange(
                    path: "proxy.frame(in: .global).origin", old: .pair(Double(before.minX), Double(before.minY)),
                    new: .pair(Double(new.minX), Double(new.minY)), uncomparable: nil))
        }
        return changes
    }

    // MARK: - Changes

    /// Marks `node`'s layout out of date: its value, attributes or children changed.
    /// Draw-only changes must not call this.
    package func invalidateLayout(_ node: ViewNode) {
        // The change's transaction, for the frames it moves (see `ViewGraph+GeometryAnimation`).
        if layoutState.hasAnimatedCause || !geometryAnimating.isEmpty || flowingTransactionAnimates {
            noteLayoutCause(of: node)
        }
        guard !node.layout.isQueued, !node.isRemoved, !node.isTransitionEffect else { return }
        node.layout.isQueued = true
        layoutState.dirty.append(node)
    }

    /// A built-in view or modifier got a new value: marks it when what it does in
    /// layout changed (a `.frame`'s width, a `Text`'s string), and every `Text`
    /// below a `.font` whose font changed.
    func primitiveValueChangedForLayout(_ node: ViewNode, from oldView: any View) {
        node.layout.behavior = nil
        guard layoutState.laidOutRoot != nil else { return }
        // The traits say which casts can succeed, so the others are not tried.
        if let modifier = node.traits.primitiveModifier(node.view) {
            if node.traits.modifierIsFont, let font = modifier as? _FontModifier {
                if (node.traits.primitiveModifier(oldView) as? _FontModifier)?.font != font.font {
                    invalidateTexts(below: node)
                }
                return
            }
            if let limit = modifier as? _LineLimitModifier {
                if (node.traits.primitiveModifier(oldView) as? _LineLimitModifier)?.limit != limit.limit {
                    invalidateTexts(below: node)
                }
                return
            }
            guard node.traits.modifierBehavesInLayout, let new = (modifier as? any LayoutBehaving)?._layoutBehavior
            else { return }
            let old = (node.traits.primitiveModifier(oldView) as? any LayoutBehaving)?._layoutBehavior
            if old.map({ !$0.sameLayout(as: new) }) ?? true { invalidateLayout(node) }
            return
        }
        // A built-in view is its own primitive: the type's typed access reads its behaviour.
        // Compared in the type (a `Text` by its string and font), without making either behaviour.
        guard node.traits.isPrimitive, let same = node.traits.sameLayout(node.view, as: oldView) else { return }
        if !same { invalidateLayout(node) }
    }

    /// A plain `Text` (no modifier, not animating) got a new value: what
    /// `primitiveValueChangedForLayout` does for it, with both values known. Its behaviour is
    /// its view, the new text, read from the node (`layoutBehavior(of:)`): nothing to forget;
    /// it is marked when its string or font changed.
    func textChangedForLayout(_ node: ViewNode, from old: Text, to new: Text) {
        guard layoutState.laidOutRoot != nil else { return }
        if !new._sameLayout(as: old) { invalidateLayout(node) }
    }

    /// An animation frame changed the presented value of `node`: a `.frame`
    /// (the one animatable value that changes layout) lays out again.
    func animatedValueChangedForLayout(_ node: ViewNode) {
        // Known from the animator's type: casting its presented value cost a frame about
        // 400 instructions per animating value.
        guard node.animator?.changesLayout == true else { return }
        node.layout.behavior = nil
        noteFollowedAnimation(of: node)
        invalidateLayout(node)
    }

    /// Marks every `Text` below `node` (its font may have changed).
    private func invalidateTexts(below node: ViewNode) {
        for member in node.subtree() where member.traits.primitive(member.view) is Text { invalidateLayout(member) }
    }

    /// Measures the changed nodes again, deepest first, going up only while a size
    /// changed, then places the children of the highest nodes measured again.
    ///
    /// One queue, deepest node first: a node is measured again only after every
    /// changed node below it, so the sizes it reads from its content are new (two
    /// changed leaves under one stack: the stack is measured once, with both).
    private func relayoutChanged(root: ViewNode) {
        layoutState.remembersStackArrangement = true
        defer {
            layoutState.remembersStackArrangement = false
            layoutState.lastStackArrangement = nil
        }
        // The queue's array is given back emptied when the pass ends (the next change appends
        // to it without allocating); changes made during the pass go to the other one.
        var changed = layoutState.spareDirty
        layoutState.spareDirty = []
        swap(&changed, &layoutState.dirty)
        defer {
            changed.emptyFromEnd()
            layoutState.spareDirty = changed
        }
        let pass = layoutState.pass
        for node in changed {
            node.layout.isQueued = false
            node.layout.itemsChangedPass = pass
        }
        var queue = PriorityQueue<ViewNode>(by: { (-$0.depth, -$0.id) })
        // One changed node (the usual update) is taken first without the queue, which then
        // holds only the parents that are measured again (nothing allocated when none is).
        var single = changed.count == 1 && !changed[0].isRemoved ? changed[0] : nil
        if single == nil { for node in changed where !node.isRemoved { queue.push(node) } }
        // Arrays kept between passes, emptied (no allocation for the usual one root).
        var placementRoots = layoutState.sparePlacementRoots
        layoutState.sparePlacementRoots = []
        defer {
            placementRoots.emptyFromEnd()
            layoutState.sparePlacementRoots = placementRoots
        }
        // Stacks measured afresh that kept their items (see `keepsItems`).
        var keptItems: [ViewNode] = []
        // Each node is measured again at most once per pass and queues at most its
        // parent: bounded by the changed nodes plus the nodes of the tree.
        var budget = changed.count + nextNodeID + 1
        while let current = single ?? queue.pop(), budget > 0 {
            single = nil
            budget -= 1
            if current.layout.recomputedPass == pass || current.isRemoved { continue }
            current.layout.recomputedPass = pass
            layoutState.laidOutInAllPasses &+= 1
            current.layout.needsPlacement = true
            // The sizes it chose, taken out; the node's cache is refilled in a kept buffer
            // (remembering into an empty array allocated once or twice per node).
            var old = layoutState.spareSizeCache
            layoutState.spareSizeCache = []
            swap(&old, &current.layout.cache)
            if keepsItems(current, pass: pass) {
                keptItems.append(current)
            } else {
                current.layout.items = nil
            }
            var unchanged = !old.isEmpty && current.layout.placedProposal != nil
            if unchanged, let kept = remeasuredTextKeepsSizes(current, old: old) {
                unchanged = kept
            } else if unchanged {
                for entry in old where measure(current, proposal: entry.proposal) != entry.size {
                    unchanged = false
                    break
                }
            }
            old.emptyFromEnd()
            layoutState.spareSizeCache = old
            guard !unchanged, let parent = current.parent else {
                placementRoots.append(current)
                continue
            }
            if layoutState.tracksGeometry { carryLayoutCause(from: current, to: parent) }
            // A list or custom view flattens into its parent's items: when what it holds may have
            // changed, so may the parent's items.
            if current.layout.itemsChangedPass == pass, layoutKind(of: current) == .list {
                parent.layout.itemsChangedPass = pass
            }
            queue.push(parent)
        }
        // One root (the usual update) needs no sorting (the sort's set-up cost about 50 instructions).
        if placementRoots.count > 1 { placementRoots.sort { ($0.depth, $0.id) < ($1.depth, $1.id) } }
        // A node in a lazy row out of view is not placed (it keeps no frame).
        for node in placementRoots where !node.isRemoved && !isInLazyRowOutOfView(node) {
            if node === root {
                placeRoot(root)
            } else if let proposal = node.layout.placedProposal {
                let origin = node.layout.frame.origin
                place(node, proposal: proposal)
                setFrameOrigin(of: node, origin)
            }
        }
        // A stack that kept its items and was not placed (in a lazy row out of view, in a
        // candidate a `ViewThatFits` did not choose) leaves its lists and custom views without
        // frames, as flattening its items afresh does.
        for node in keptItems where node.layout.needsPlacement && !node.isRemoved {
            clearListFrames(of: node)
        }
    }

    /// Whether `node`, measured afresh in `pass`, keeps the items its content flattened into:
    /// a stack (which places every item, giving the lists between them and it their frames
    /// again) reached only from items whose sizes changed, through lists that did not change.
    /// Anything else flattens its content again: the node changed, or a list or custom view
    /// between it and its items did (an insertion, removal or reordering marks the parent, and
    /// the mark goes up through the lists, which keep no sizes), or frames are kept to animate
    /// (a list's frame before placement is then noted: cleared, it is none).
    ///
    /// viewsim's engine: flattening a chain of custom views is work in the chain's depth; a
    /// VStack holding a chain 3,300 deep beside a view that changes size every frame did it on
    /// every pass (fuzz seed 37's case 2310).
    private func keepsItems(_ node: ViewNode, pass: Int) -> Bool {
        guard !layoutState.tracksGeometry, node.layout.itemsChangedPass != pass, node.layout.items != nil,
            case .stack = layoutBehavior(of: node)
        else { return false }
        return true
    }

    // MARK: - Benchmarks

    /// For benchmarks: runs the next frame's update passes (with `work`), leaving
    /// the frame open; `benchmarkLayoutAndCloseFrame()` lays it out and closes it,
    /// so that layout can be timed apart from the update.
    package func benchmarkUpdateOpeningFrame(_ work: () -> Void) {
        SimulationContext.with(self) {
            clock.frame += 1
            clock.pass = 1
            recorder.beginFrame(index: clock.frame, time: clock.time(ofFrame: clock.frame))
            fireDueTimelines()
            tickAnimations()
            work()
            settle()
        }
    }

    /// For benchmarks: the layout pass of the frame `benchmarkUpdateOpeningFrame` opened, then closes it.
    package func benchmarkLayoutAndCloseFrame() {
        SimulationContext.with(self) {
            layoutIfNeeded()
            recorder.closeFrame()
        }
    }

    /// For benchmarks: forgets every node's layout, so the next layout pass is a first one.
    package func discardLayout() {
        for node in root?.subtree() ?? [] { node.layout = NodeLayoutState() }
        layoutState.frameVersion &+= 1
        layoutState.laidOutRoot = nil
    }

    /// For checks (the fuzzer's layout check): lays the tree out afresh, as a first
    /// layout pass would, runs `read` on the result, then puts every node's layout
    /// state and `layoutSize`, and the graph's layout state, back as they were, so
    /// that the next frame's incremental layout starts from the same caches. Run with
    /// no frame open (closing the frame then does nothing).
    ///
    /// A `GeometryReader` keeps the geometry its content last ran with (its sizes,
    /// placement and frame are cleared like every node's), so the full pass runs no
    /// content again unless its frame differs. The states are moved out and back
    /// (a state is a few hundred bytes; a swap through `Array` copies it several
    /// times), in one walk of the tree.
    package func withFullLayout<T>(_ read: () -> T) -> T {
        guard let root else { return read() }
        let nodes = root.subtree()
        let saved = UnsafeMutablePointer<NodeLayoutState>.allocate(capacity: nodes.count)
        defer { saved.deallocate() }
        var sizes: [CGSize] = []
        sizes.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            var fresh = NodeLayoutState()
            if node.kind == .primitive(.geometryReader) {
                fresh = node.layout
                fresh.cache = []
                fresh.placedProposal = nil
                fresh.needsPlacement = true
                fresh.frame = .zero
            }
            withUnsafeMutablePointer(to: &node.layout) { state in
                (saved + index).moveInitialize(from: state, count: 1)
                state.initialize(to: fresh)
            }
            sizes.append(node.layoutSize)
        }
        let savedGraph = layoutState
        layoutState.laidOutRoot = nil
        // The lazy containers lay out the rows they have: a check creates none.
        layoutState.freezesLazyWindows = true
        benchmarkLayoutAndCloseFrame()
        let result = read()
        for (index, node) in nodes.enumerated() {
            withUnsafeMutablePointer(to: &node.layout) { state in
                state.deinitialize(count: 1)
                state.moveInitialize(from: saved + index, count: 1)
            }
            node.layoutSize = sizes[index]
        }
        layoutState = savedGraph
        return result
    }

    // MARK: - Writing frames

    /// Sets `node`'s frame (in its parent's coordinates), counting a change in
    /// `GraphLayoutState.frameVersion`: what reads many frames at once after layout (the
    /// scroll views' safe areas) does nothing when none moved.
    func setFrame(of node: ViewNode, _ frame: CGRect) {
        guard node.layout.frame != frame else { return }
        node.layout.frame = frame
        layoutState.frameVersion &+= 1
    }

    /// Sets `node`'s size, counting a change (see `setFrame(of:_:)`).
    func setFrameSize(of node: ViewNode, _ size: CGSize) {
        guard node.layout.frame.size != size else { return }
        node.layout.frame.size = size
        layoutState.frameVersion &+= 1
    }

    /// Sets `node`'s origin in its parent's coordinates, counting a change (see `setFrame(of:_:)`).
    func setFrameOrigin(of node: ViewNode, _ origin: CGPoint) {
        guard node.layout.frame.origin != origin else { return }
        node.layout.frame.origin = origin
        layoutState.frameVersion &+= 1
    }

    // MARK: - Reading frames

    /// The frame of `node` in screen coordinates (the sum of its and its
    /// ancestors' origins, saturating at the largest finite number), as last laid out.
    package func globalFrame(of node: ViewNode) -> CGRect {
        var origin = CGPoint.zero
        // Up to the root, unretained: the tree holds every node.
        unowned(unsafe) var current: ViewNode? = node
        while let member = current {
            origin.x = saturated(origin.x + member.layout.frame.origin.x)
            origin.y = saturated(origin.y + member.layout.frame.origin.y)
            current = member.parent
        }
        return CGRect(origin: origin, size: node.layout.frame.size)
    }

    /// `value` if it is finite, else 0.
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    /// viewsim's model: layout coordinates saturate instead of overflowing: ±∞ becomes
    /// ± the largest finite number (a huge `.position` inside a huge stack), NaN becomes 0.
    func saturated(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
