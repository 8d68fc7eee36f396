// Models how SwiftUI matches a body's output with the views it produced before:
// identity is the structural key among siblings (tuple index, `if` branch,
// `ForEach` id, explicit `.id`) plus the view type; matched children get the new
// value (compared, then skipped or re-evaluated), new ones are inserted with
// their state, and unmatched old ones are removed with their subtree and state.
// Simplifies: one node per view; deep recursion continues on fresh stack
// segments (`StackSegments`). See docs/ARCHITECTURE.md, "The graph" and
// "Deep trees".
import Foundation

extension ViewGraph {
    // MARK: - Reconciliation

    /// Matches new child views with existing children by key and type: matched
    /// children are updated, the rest inserted or removed.
    ///
    /// Every level of recursion down the tree passes through here (insert, update
    /// and evaluate all reconcile their node's children), so this is where the
    /// recursion moves to a fresh stack segment when the current one is used up.
    func reconcile(_ parent: ViewNode, children items: [(ChildKey, any View)], unchangedKeys: [ChildKey]? = nil) {
        descending { reconcileNow(parent, children: items, unchangedKeys: unchangedKeys) }
    }

    /// Matches the one view a body (or content closure) produced with the node's
    /// child: the same work as `reconcile(_:children:)` without an array for it.
    func reconcile(_ parent: ViewNode, child view: any View) {
        if let node = parent.onlyChild, node.hasSingleKey, node.viewType == ObjectIdentifier(type(of: view)) {
            descending { update(node, with: view) }
            return
        }
        reconcile(parent, children: [(.single, view)])
    }

    /// - Parameter unchangedKeys: the keys, when they are exactly those of the last update
    ///   (the children were matched to them then), so that only the types are compared;
    ///   `items`' keys are then placeholders (`PrimitiveView._children(memo:previous:)`), and a
    ///   child its container proved unchanged is an `UnchangedChildView` (`keepUnchanged(_:)`).
    private func reconcileNow(_ parent: ViewNode, children items: [(ChildKey, any View)], unchangedKeys: [ChildKey]?) {
        let old = parent.children
        // The children are the same nodes, in the same order: each is offered its new
        // value. Read in place, each view through a pointer to it: a pair read as
        // `items[index].1`, even through the buffer, was copied out whole first (the key's
        // and the view's value witnesses, twice a child: about 300 instructions and four
        // lines missed a child at 10,000 rows, docs/Benchmarks.md, eleventh round).
        let sameNodes =
            old.count == items.count
            && ChildPairs.with(items) { items in
                old.withUnsafeBufferPointer { old in
                    for index in 0..<old.count {
                        let node = old[index]
                        // A child its container proved unchanged was proved against this node.
                        if items.isUnchangedChild(index) { continue }
                        guard unchangedKeys != nil || node.key == items.key(index).pointee,
                            node.viewType == ObjectIdentifier(type(of: items.view(index).pointee))
                        else { return false }
                    }
                    return true
                }
            }
        if sameNodes {
            ChildPairs.with(items) { items in
                old.withUnsafeBufferPointer { old in
                    for index in 0..<old.count {
                        if items.isUnchangedChild(index) {
                            keepUnchanged(old[index])
                        } else {
                            update(old[index], with: items.view(index).pointee)
                        }
                    }
                }
            }
            return
        }
        var byKey: [MatchKey: ViewNode] = [:]
        for node in old { byKey[MatchKey(key: node.key, type: node.viewType)] = node }
        var result: [ViewNode] = []
        result.reserveCapacity(items.count)
        for (index, (placeholder, given)) in items.enumerated() {
            let key = unchangedKeys?[index] ?? placeholder
            // A child proved unchanged comes only with unchanged keys and as many children as
            // before, which the same-nodes path above takes; should one reach here, it stands
            // for the value its node holds.
            var view = given
            if ObjectIdentifier(type(of: given)) == UnchangedChildView.typeID {
                assertionFailure("an unchanged child outside the same-nodes path")
                view = index < old.count ? old[index].view : EmptyView()
            }
            let match = MatchKey(key: key, type: ObjectIdentifier(type(of: view)))
            if let existing = byKey.removeValue(forKey: match) {
                update(existing, with: view)
                result.append(existing)
            } else {
                let node = insert(view, key: key, parent: parent)
                childInserted(node, into: parent)
                result.append(node)
            }
        }
        for (index, node) in old.enumerated() where byKey[MatchKey(key: node.key, type: node.viewType)] === node {
            removeChild(node, from: parent, at: index)
        }
        // Children in a new order (a reversed `ForEach`) are placed in it: the parent lays out
        // again (an insertion or removal has marked it already).
        if !result.elementsEqual(old, by: ===) {
            invalidateLayout(parent)
            treeStructureChanged()
        }
        parent.children = result
    }

    // MARK: - Deep trees

    /// Runs `body` (work that recurses down the tree: an update pass, the mount, a
    /// layout pass) on a fresh stack segment when the tree is already deeper than the
    /// caller's stack may take, so that a deep tree hops once per pass rather than
    /// once per subtree that crosses the limit. When the segment cannot start, `body`
    /// does not run (see ``continueOnFreshSegment(_:)``).
    @inline(__always)
    func onLargeEnoughStack(_ body: () -> Void) {
        guard !onFreshSegment, deepestDepth >= StackSegments.levelsOnCallerStack else { return body() }
        _ = continueOnFreshSegment(body)
    }

    /// One level deeper in the recursion: counts it against the current segment and
    /// continues on a fresh one when this one is used up. The hot path is one
    /// integer compare. When the fresh segment cannot start, `body` does not run.
    @inline(__always)
    func descending(_ body: () -> Void) {
        descending(otherwise: (), body)
    }

    /// One level deeper, as ``descending(_:)``, for work with a result: `fallback`
    /// when the fresh segment cannot start and `body` does not run.
    @inline(__always)
    func descending<T>(otherwise fallback: @autoclosure () -> T, _ body: () -> T) -> T {
        guard levelsLeftOnStack > 0 else { return continueOnFreshSegment(body) ?? fallback() }
        levelsLeftOnStack -= 1
        defer { levelsLeftOnStack += 1 }
        return body()
    }

    /// Runs `body` on a fresh stack segment and returns its result, or nil when the
    /// segment's thread could not be started. viewsim's model: then the recursion
    /// stops there (nothing below is mounted or updated, the pass ends as if the
    /// subtree had no more work), ``segmentFailure`` is set, and every later hop
    /// is refused at once without trying another thread; the simulation's throwing
    /// calls turn it into `SimulationError.stackUnavailable`.
    @inline(never)
    func continueOnFreshSegment<T>(_ body: () -> T) -> T? {
        guard segmentFailure == nil else { return nil }
        let saved = (levelsLeftOnStack, onFreshSegment)
        levelsLeftOnStack = StackSegments.levelsPerSegment
        onFreshSegment = true
        defer { (levelsLeftOnStack, onFreshSegment) = saved }
        switch StackSegments.run(body, start: segmentThreadStarter) {
        case .success(let result):
            return result
        case .failure(let failure):
            segmentFailure = .stackUnavailable(depth: deepestDepth, errorNumber: failure.errorNumber)
            return nil
        }
    }

    /// What a child is matched by: its key among its siblings and its view type.
    struct MatchKey: Hashable {
        let key: ChildKey
        let type: ObjectIdentifier
    }

    /// Keeps the value of a node whose container proved its new value unchanged
    /// (`UnchangedChildView`): skipped with the reason `update(_:with:)` gives an unchanged
    /// value, or run if it is dirty, as there.
    func keepUnchanged(_ node: ViewNode) {
        if node.evaluation.isDirty {
            evaluate(node)
            return
        }
        guard case .some(.some(let plan)) = node.comparisonPlan else {
            // `PreviousChildren` proves nothing without a kept plan.
            assertionFailure("an unchanged child without a comparison plan")
            update(node, with: node.view)
            return
        }
        let comparison = ValueComparison.unchanged(by: plan, type: type(of: node.view))
        recordSkip(of: node, reason: comparison.skipReason, cause: activeCause)
    }

    /// Offers an existing node a new value from its parent.
    func update(_ node: ViewNode, with newView: any View) {
        switch node.kind {
        case .composite, .primitive(.timeline), .primitive(.geometryReader):
            let comparison = ValueComparison.compareViews(node.view, newView, of: node)
            if comparison.isUnchanged {
                if node.evaluation.isDirty {
                    evaluate(node)
                } else {
                    recordSkip(of: node, reason: comparison.skipReason, cause: activeCause)
                }
                return
            }
            do {
                // The old value is released before the body runs (see `acceptPrimitiveValue`).
                let oldView = node.view
                node.view = newView
                linkDynamicProperties(of: node)
                if case .primitive(.timeline) = node.kind {
                    // Diagrams title a timeline with the schedule it has now, not the one it was inserted with.
                    if let primitive = newView as? any PrimitiveView { node.labelSource = primitive }
                    timelineValueChanged(node, from: oldView)
                }
                if case .composite = node.kind, let animatable = node.traits.animatable(newView) {
                    animateValue(of: node, from: oldView, to: animatable)
                }
            }
            if !comparison.fieldChanges.isEmpty {
                invalidate(node, reason: .selfChanged(comparison.fieldChanges), cause: activeCause)
            }
            for change in comparison.dynamicChanges {
                invalidate(node, reason: .property(change.label, change.kind), cause: activeCause)
            }
            evaluate(node)
        case .primitive(.customModifier):
            // Only the old modifier is kept, not the content it wrapped (see `acceptPrimitiveValue`).
            guard let oldModifier = node.traits.modified(node.view)?._anyModifier,
                let newModified = node.traits.modified(newView)
            else { return }
            let comparison = ValueComparison.compareViews(oldModifier, newModified._anyModifier)
            node.view = newView
            if comparison.isUnchanged, !node.evaluation.isDirty {
                recordSkip(of: node, reason: comparison.skipReason, cause: activeCause)
                // The modifier is the same, but the content it wraps may not be.
                for placeholder in node.placeholders where !placeholder.isRemoved {
                    reconcile(placeholder, children: [(.single, newModified._anyContent)])
                }
                return
            }
            linkDynamicProperties(of: node)
            if let animatable = node.traits.animatableModifier(newView) {
                animateValue(of: node, from: oldModifier, to: animatable)
            }
            if !comparison.fieldChanges.isEmpty {
                invalidate(node, reason: .selfChanged(comparison.fieldChanges), cause: activeCause)
            }
            for change in comparison.dynamicChanges {
                invalidate(node, reason: .property(change.label, change.kind), cause: activeCause)
            }
            evaluate(node)
        case .primitive(.plain), .primitive(.modifierContent), .primitive(.scopedTransaction),
            .primitive(.transactionPlaceholder):
            applyPrimitive(node, newView: newView)
        }
    }

    /// Updates a built-in view or modifier: its attributes, hooks and children.
    func applyPrimitive(_ node: ViewNode, newView: any View) {
        // The usual leaf, a plain `Text`: compared by its own fields, without attribute arrays.
        if let text = exactly(newView, as: Text.self), acceptPlainText(node, newView: newView, new: text) { return }
        let modifier = node.traits.primitiveModifier(newView)
        guard let (items, unchangedKeys) = acceptPrimitiveValue(node, newView: newView, modifier: modifier) else {
            return
        }
        if node.traits.isLazyContainer, let container = node.traits.primitive(newView) as? any LazyContainerView {
            withChildTransaction(of: node, modifier: nil) { lazyContentChanged(node, container: container) }
            return
        }
        // A leaf (a `Text`) with nothing to match: no transaction to pass down.
        if items.isEmpty, node.children.isEmpty { return }
        withChildTransaction(of: node, modifier: modifier) {
            reconcile(node, children: items, unchangedKeys: unchangedKeys)
        }
    }

    /// Stores a built-in view's new value, updates its attributes and hooks, and
    /// returns its children.
    ///
    /// An `Equatable` built-in view (`Text`, `Image`, `Color`) equal to the value it
    /// has, and not animating, is skipped: nothing about it changed.
    ///
    /// Separate from `applyPrimitive` so that the old value is released before the
    /// recursion into the children. A value nested as deep as the tree
    /// (`AnyView(VStack { view }.opacity(…))` built in a loop) is then freed a level
    /// at a time as the update goes down; held across the recursion, the whole old
    /// value would be freed at once when it returns, one nested release per level,
    /// which overflows the stack.
    private func acceptPrimitiveValue(_ node: ViewNode, newView: any View, modifier: (any PrimitiveModifier)?)
        -> (children: [(ChildKey, any View)], unchangedKeys: [ChildKey]?)?
    {
        let traits = node.traits
        guard let primitive = traits.primitive(newView) else {
            node.view = newView
            return nil
        }
        if traits.isEquatable, !node.hasAnimator, !node.hasNonFiniteReplacement,
            traits.isEqual(node.view, newView) == true
        {
            return children(of: node, primitive: primitive)
        }
        let oldView = node.view
        node.view = newView
        node.labelSource = primitive
        // The modifier and the old one are optional existentials: each test of one copies it,
        // so a built-in view (no modifier, the usual leaf) takes a path that tests neither.
        let attributes: [NodeAttribute]
        var shown: [NodeAttribute]
        var animated = false
        let recordsChanges: Bool
        let oldModifier: (any PrimitiveModifier)?
        if let modifier {
            oldModifier = traits.primitiveModifier(oldView)
            if let oldModifier { modifier._didUpdate(node: node, from: oldModifier) }
            // An animatable modifier whose value changed may animate; the node then shows
            // the presented value, and the animation events say what changed.
            attributes = modifier._attributes
            shown = attributes
            if let oldModifier, let animatable = traits.animatableModifier(newView) {
                if let presented = animateValue(of: node, from: oldModifier, to: animatable)
                    as? any PrimitiveModifier
                {
                    shown = presented._attributes
                    animated = true
                }
            }
            recordsChanges = modifier._recordsAttributeChanges
        } else {
            oldModifier = traits.hasPrimitiveModifier ? traits.primitiveModifier(oldView) : nil
            primitive._didUpdate(node: node)
            attributes = primitive._attributes
            shown = attributes
            if let animatable = traits.animatable(newView) {
                // An animatable leaf (a `Color` used as a view).
                if let presented = animateValue(of: node, from: oldView, to: animatable) as? any PrimitiveView {
                    shown = presented._attributes
                    animated = true
                }
            }
            recordsChanges = true
        }
        if recordsChanges, !animated, !attributes.isEmpty {
            let oldAttributes = oldModifier?._attributes ?? traits.primitive(oldView)?._attributes ?? []
            for attribute in attributes {
                let old = oldAttributes.first { $0.name == attribute.name }?.value ?? .symbol("none")
                if old != attribute.value {
                    record(
                        .attributeChanged(node: node.reference, name: attribute.name, old: old, new: attribute.value),
                        cause: activeCause)
                }
            }
        }
        node.attributes = shown
        primitiveValueChangedForLayout(node, from: oldView)
        if let modifier, modifier._writesEnvironment {
            node.childEnvironment = childEnvironment(of: node, from: node.environment)
            if !ValueComparison.isEqual(oldModifier ?? 0, modifier) { propagateEnvironment(below: node) }
        }
        return children(of: node, primitive: primitive)
    }

    /// Accepts a new value for a `Text` with no font or colour of its own that was one before
    /// (a leaf whose string changed, the narrow update's view), when nothing animates it:
    /// what `acceptPrimitiveValue` does for it, read from the two texts' fields rather than
    /// from their attribute arrays (each made, compared by name, and released). Returns false,
    /// having changed nothing, for any other text (`acceptPrimitiveValue` then takes it).
    private func acceptPlainText(_ node: ViewNode, newView: any View, new: Text) -> Bool {
        guard !node.hasAnimator, !node.hasNonFiniteReplacement, node.children.isEmpty,
            case .primitive(.plain) = node.kind, let old = exactly(node.view, as: Text.self),
            old.isUnstyled, new.isUnstyled
        else { return false }
        // Equal (the `Equatable` skip of `acceptPrimitiveValue`): nothing changed.
        if old == new { return true }
        // The content transition hook (`Text._didUpdate`), called only when it can do something:
        // `contentDidChange` returns at once unless an animation flows, the node animates (not
        // here) or a content transition was ever inserted. It reads the old string from the
        // node's attributes, which the assignment keeps the old value's.
        if flowingTransaction.hasAnimation || usesContentTransitions {
            node.view = newView
            new._didUpdate(node: node)
        }
        // Its label and its attributes read the view (see `ViewNode.labelSource`, `setPlainTextView`):
        // set before the change is recorded, whose reference shows the label.
        node.setPlainTextView(newView)
        // Its one attribute, `text` (see `Text._attributes`), recorded when it prints differently.
        let value = TraceValue.text(new.content)
        let oldValue = TraceValue.text(old.content)
        if oldValue != value {
            record(
                .attributeChanged(node: node.referenceOfConstantName, name: "text", old: oldValue, new: value),
                cause: activeCause)
        }
        textChangedForLayout(node, from: old, to: new)
        return true
    }

    /// The child views of a built-in view; a placeholder shows the content of the
    /// custom modifier, scoped transaction or animator it belongs to.
    func children(of node: ViewNode, primitive: any PrimitiveView) -> (
        children: [(ChildKey, any View)], unchangedKeys: [ChildKey]?
    ) {
        if case .primitive(.modifierContent) = node.kind {
            // The placeholder shows the content of the custom modifier it belongs to.
            guard let owner = node.parent?.ancestor(where: { $0.kind == .primitive(.customModifier) }),
                let modified = owner.view as? any AnyModifiedContent
            else { return ([], nil) }
            if !owner.placeholders.contains(where: { $0 === node }) { owner.placeholders.append(node) }
            return ([(.single, modified._anyContent)], nil)
        }
        if case .primitive(.transactionPlaceholder) = node.kind {
            // A `PlaceholderContentView` shows the view that the nearest scoped
            // `.animation(_:body:)`, or animator modifier (`.phaseAnimator`,
            // `.keyframeAnimator`), wraps.
            guard
                let owner = node.parent?.ancestor(where: {
                    $0.kind == .primitive(.scopedTransaction) || $0.kind == .primitive(.customModifier)
                })
            else { return ([], nil) }
            if let scoped = owner.view as? any AnyScopedTransactionView {
                return ([(.single, scoped._scopedContent)], nil)
            }
            guard let modified = owner.view as? any AnyModifiedContent else { return ([], nil) }
            if !owner.placeholders.contains(where: { $0 === node }) { owner.placeholders.append(node) }
            return ([(.single, modified._anyContent)], nil)
        }
        if let modifier = node.traits.primitiveModifier(node.view), let modified = node.traits.modified(node.view) {
            return (modifier._children(content: modified._anyContent), nil)
        }
        if node.traits.readsEnvironment, let reading = primitive as? any EnvironmentReadingPrimitive {
            return (reading._children(environment: node.environment), nil)
        }
        return primitive._children(memo: &node.childrenMemo, previous: PreviousChildren(nodes: node.children))
    }

    // MARK: - Insertion and removal

    /// Creates a node for `view` and everything below it.
    func insert(_ view: any View, key: ChildKey, parent: ViewNode?) -> ViewNode {
        let node = ViewNode(
            id: nextNodeID, graph: self, parent: parent, key: key, view: view,
            environment: parent?.childEnvironment ?? EnvironmentValues())
        nextNodeID += 1
        if node.depth > deepestDepth { deepestDepth = node.depth }
        node.isTransitionEffect = makingTransitionEffects
        if let parent { invalidateLayout(parent) }
        if let parent {
            node.transactions.hasScopeAbove =
                parent.transactions.hasScopeAbove || parent.transactions.transformsTransaction
        }
        switch node.kind {
        case .primitive(.scopedTransaction), .primitive(.transactionPlaceholder):
            node.transactions.transformsTransaction = true
        default:
            node.transactions.transformsTransaction =
                node.traits.primitiveModifier(view)?._transformsTransaction ?? false
        }
        // A transition's body is part of the view's transition event, not views of its own.
        let event =
            node.isTransitionEffect
            ? activeCause
            : record(
                .inserted(
                    node: node.reference, parent: parent?.reference, key: key.phrase, hasBody: node.kind.evaluates),
                cause: activeCause)
        node.insertedEvent = event
        // The views inserted below it come with it: they do not transition on their own.
        transitionsSuspended += 1
        defer { transitionsSuspended -= 1 }
        withCause(event) {
            switch node.kind {
            case .composite, .primitive(.customModifier), .primitive(.timeline), .primitive(.geometryReader):
                _ = finiteOnInsertion(node)
                linkDynamicProperties(of: node)
                var reasons: [ChangeReason] = [.selfChanged([])]
                if !node.properties.isEmpty {
                    reasons.append(.identity)
                    for property in node.properties { reasons.append(.property(property.label, property.kind)) }
                }
                if case .primitive(.timeline) = node.kind { startTimeline(node) }
                if node.traits.readsPreference { addPreferenceObserver(node) }
                for reason in reasons { invalidate(node, reason: reason, cause: event) }
                evaluate(node)
            case .primitive(.plain), .primitive(.modifierContent), .primitive(.scopedTransaction),
                .primitive(.transactionPlaceholder):
                guard let primitive = node.traits.primitive(view) else { return }
                let modifier = node.traits.primitiveModifier(view)
                node.attributes = finiteOnInsertion(node) ?? modifier?._attributes ?? primitive._attributes
                node.childEnvironment = childEnvironment(of: node, from: node.environment)
                modifier?._didInsert(node: node)
                if modifier == nil { primitive._didInsert(node: node) }
                if node.traits.isLazyContainer, let container = primitive as? any LazyContainerView {
                    withChildTransaction(of: node, modifier: nil) { lazyContentChanged(node, container: container) }
                    return
                }
                let (items, unchangedKeys) = children(of: node, primitive: primitive)
                withChildTransaction(of: node, modifier: modifier) {
                    reconcile(node, children: items, unchangedKeys: unchangedKeys)
                }
            }
        }
        return node
    }

    /// Removes `node` and its subtree, dropping their state; returns the `removed` event.
    @discardableResult
    func remove(_ node: ViewNode) -> EventID {
        let nodes = node.subtree()
        // Where matched geometry views are drawn, before their frame animations are released.
        if !matchedGeometry.members.isEmpty { notePresentedMatchedFrames(in: nodes) }
        let event = record(
            .removed(
                node: node.reference, parent: node.parent?.reference, count: nodes.count,
                droppedState: nodes.contains { !$0.properties.isEmpty }), cause: activeCause)
        let names = nodes.compactMap(\.name)
        if !names.isEmpty { namesAtEvent[event] = names }
        treeStructureChanged()
        withCause(event) {
            for member in nodes {
                member.isRemoved = true
                member.evaluation.isDirty = false
                member.stopObserving()
                member.timeline = nil
                if let animator = member.animator {
                    releaseAll(animator, reason: .viewRemoved)
                    member.animator = nil
                }
                if let animator = member.geometryAnimator {
                    releaseAll(animator, reason: .viewRemoved)
                    member.geometryAnimator = nil
                }
                for property in member.properties { property.cancel?() }
                if !member.removingChildren.isEmpty { dropRemovingChildren(of: member) }
                if member.transition != nil { endTransitionCut(of: member) }
                if let modifier = member.traits.primitiveModifier(member.view) {
                    modifier._willRemove(node: member)
                }
                if member.preference != nil { removePreferenceObserver(member) }
            }
        }
        if let parent = node.parent { invalidateLayout(parent) }
        // Removed nodes leave the tree: none of them may reach a parent that is freed.
        for member in nodes { member.parent = nil }
        return event
    }
}

/// The key and view of each child in an array of `(ChildKey, any View)` pairs, read in
/// place through pointers: `items[index].1` copied the whole pair out first, even through
/// the array's buffer (see `ViewGraph.reconcileNow`).
private struct ChildPairs {
    private let base: UnsafeRawPointer?
    private static var stride: Int { MemoryLayout<(ChildKey, any View)>.stride }
    /// Where a pair's view starts: a tuple is laid out as a struct of its elements (Swift's
    /// ABI, TypeLayout), so after the key, at the view's alignment. Computed, a constant (a
    /// static `let` was a `swift_once` check per child; `offset(of:)` walks a key path).
    private static var viewOffset: Int {
        let alignment = MemoryLayout<any View>.alignment
        return (MemoryLayout<ChildKey>.size + alignment - 1) / alignment * alignment
    }

    /// Runs `body` with the pairs of `items`, valid only during `body`.
    @inline(__always)
    static func with<T>(_ items: [(ChildKey, any View)], _ body: (ChildPairs) -> T) -> T {
        assert(viewOffset == MemoryLayout<(ChildKey, any View)>.offset(of: \(ChildKey, any View).1))
        // A value buffer of three words, the type's metadata, one witness table (`isUnchangedChild`).
        assert(MemoryLayout<any View>.size == 5 * MemoryLayout<Int>.size)
        return items.withUnsafeBufferPointer { body(ChildPairs(base: UnsafeRawPointer($0.baseAddress))) }
    }

    /// The key of the child at `index`.
    @inline(__always)
    func key(_ index: Int) -> UnsafePointer<ChildKey> {
        (base! + index * Self.stride).assumingMemoryBound(to: ChildKey.self)
    }

    /// The view of the child at `index`.
    @inline(__always)
    func view(_ index: Int) -> UnsafePointer<any View> {
        (base! + index * Self.stride + Self.viewOffset).assumingMemoryBound(to: (any View).self)
    }

    /// Whether the child at `index` is an `UnchangedChildView`, read from its existential's
    /// type word (after the three-word value buffer: Swift's ABI for an opaque existential)
    /// rather than through `type(of:)`, which asks the runtime for the dynamic type (about
    /// 80 instructions). Exact: only a value stored as that struct carries its metadata.
    @inline(__always)
    func isUnchangedChild(_ index: Int) -> Bool {
        let address = base! + index * Self.stride + Self.viewOffset + 3 * MemoryLayout<Int>.size
        let stored = address.load(as: UnsafeRawPointer.self)
        let unchanged = unsafeBitCast(UnchangedChildView.self as Any.Type, to: UnsafeRawPointer.self)
        assert(
            (stored == unchanged)
                == (ObjectIdentifier(type(of: view(index).pointee)) == UnchangedChildView.typeID))
        return stored == unchanged
    }
}
