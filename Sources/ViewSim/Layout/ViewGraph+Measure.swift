// Models how each view chooses its size for a proposal, SwiftUI's rules:
// text from its font's metrics, shapes and colours take the proposal, stacks
// divide their space among their children least flexible first, frames and
// padding change the proposal and the size, and so on (see `LayoutBehavior`).
// Simplifies: alignment guides and layout priorities are read from a stack's items
// and the draw-only modifiers on them; see docs/ARCHITECTURE.md, "Layout".
// Lesson: layout tests.
import Foundation

extension ViewGraph {
    // MARK: - Behaviour

    /// What `node` does in layout, with the presented (animated) value of a modifier.
    func layoutBehavior(of node: ViewNode) -> LayoutBehavior {
        // A text's behaviour is its view (`Text._layoutBehavior`, the one `.text`): read from the
        // node, where the plain-text update puts the new value without writing the behaviour
        // (two cache lines of the node's layout state an update; docs/Benchmarks.md, thirteenth round).
        if node.layout.kind == .text, let text = exactly(node.view, as: Text.self) { return .text(text) }
        if let known = node.layout.behavior { return known }
        let behavior = computeLayoutBehavior(of: node)
        node.layout.behavior = behavior
        return behavior
    }

    /// The case of `node`'s layout behaviour, without copying the behaviour when it is known.
    func layoutKind(of node: ViewNode) -> LayoutBehavior.Kind {
        if let known = node.layout.kind { return known }
        return layoutBehavior(of: node).kind
    }

    private func computeLayoutBehavior(of node: ViewNode) -> LayoutBehavior {
        if case .primitive(.geometryReader) = node.kind { return .geometryReader }
        guard case .primitive(.plain) = node.kind else { return .list }
        // A list type's behaviour, known once per type: no copy of the value.
        if let constant = node.traits.constantLayoutBehavior { return constant }
        if node.traits.hasPrimitiveModifier, let modifier = node.traits.primitiveModifier(node.view) {
            let value: Any = node.animator?.presented ?? modifier
            return (value as? any LayoutBehaving)?._layoutBehavior ?? .passthrough
        }
        guard node.traits.isPrimitive else { return .passthrough }
        // The type's own behaviour, read without a protocol cast (see `ViewTypeTraits`).
        if let behavior = node.traits.layoutBehavior(node.view) { return behavior }
        // A leaf viewsim does not know (a Canvas) takes the proposal, as shapes do.
        return node.children.isEmpty ? .fillsProposal : .passthrough
    }

    /// The views `children` contribute to a container: lists (`TupleView`,
    /// `Group`, `ForEach`, `if`) and custom views flatten into their items.
    ///
    /// viewsim's model: a custom view (or timeline content, or a custom
    /// modifier's body) always flattens, whatever its body is; a built-in
    /// modifier over several views lays them out as one implicit `VStack`
    /// (SwiftUI applies the modifier to each).
    ///
    /// With `clearingListFrames` (for a container about to place the items, or one
    /// measured afresh, which is placed again), the lists and custom views on the way
    /// lose their frames until an item below them is placed. A path that only measures
    /// (a lazy row, a safe-area bar, measured for a new proposal) passes false: nothing
    /// would place them again, and they kept a zero frame (seed 34's case 1769: a
    /// `ViewThatFits` whose axes changed asked its lazy grid for a new ideal size).
    func layoutItems(of children: [ViewNode], clearingListFrames: Bool = true) -> [ViewNode] {
        var items: [ViewNode] = []
        // Unretained: the tree owns every node while the walk reads it, and a retain and
        // a release per level were most of the cost of flattening a chain thousands deep.
        var pending: [Unmanaged<ViewNode>] = []
        pending.reserveCapacity(children.count)
        for child in children.reversed() { pending.append(.passUnretained(child)) }
        // Each node is visited once: bounded by the number of nodes.
        var budget = nextNodeID + 1
        while let next = pending.popLast(), budget > 0 {
            budget -= 1
            next._withUnsafeGuaranteedRef { node in
                if node.isRemoved { return }
                if layoutKind(of: node) == .list {
                    layoutState.listLevelsWalked &+= 1
                    // A list or custom view has no frame of its own: it takes the container's
                    // bounds when an item below it is placed (`setOrigin`), and none while it
                    // holds no item (a `ForEach` whose list was emptied keeps no old frame).
                    if clearingListFrames {
                        setFrame(of: node, .zero)
                        node.layoutSize = .zero
                    }
                    // Last child first, so that the first is visited first.
                    node.children.withUnsafeBufferPointer { children in
                        var index = children.count
                        while index > 0 {
                            index -= 1
                            pending.append(.passUnretained(children[index]))
                        }
                    }
                } else {
                    items.append(node)
                }
            }
        }
        return items
    }

    /// Clears the frames of the lists and custom views `node`'s content flattens through, as
    /// flattening it afresh does, keeping its items.
    func clearListFrames(of node: ViewNode) {
        _ = layoutItems(of: contentChildren(of: node))
        node.layout.listFramesSize = nil
    }

    /// The children a modifier lays out as its content (an overlay's or
    /// background's secondary view is not content).
    func contentChildren(of node: ViewNode) -> [ViewNode] {
        node.children.filter { $0.key != .secondary }
    }

    /// The items `node`'s content flattens into, kept on the node until it is
    /// measured afresh (a change below it always reaches it: the lists and custom
    /// views in between have no sizes of their own to stop at).
    func contentItems(of node: ViewNode) -> [ViewNode] {
        if let known = node.layout.items { return known.map(\.node) }
        let items = layoutItems(of: contentChildren(of: node))
        node.layout.items = items.map(LayoutItem.init)
        // Flattening cleared the lists' frames: the next placement gives them frames again.
        node.layout.listFramesSize = nil
        // A custom layout's subviews (or the layout) changed: its cache is updated.
        node.layout.custom?.needsCacheUpdate = true
        return items
    }

    // MARK: - Measuring

    /// The size `node` chooses for `proposal`, from its cache when it was asked before.
    func measure(_ node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        // A draw-only modifier (a name, an opacity, a gesture) is its content's size:
        // nothing to keep, nothing to count. Asked of every node measured (a custom layout
        // asks its subviews thousands of times a call), so without copying the behaviour, and
        // one level deeper as `descending` goes, without forming its closure (which retains
        // the graph) unless a fresh stack segment is needed.
        if node.layout.passthrough ?? layoutBehavior(of: node).isPassthrough {
            guard levelsLeftOnStack > 0 else {
                return continueOnFreshSegment { measureContent(node, proposal: proposal) } ?? .zero
            }
            levelsLeftOnStack -= 1
            defer { levelsLeftOnStack += 1 }
            return measureContent(node, proposal: proposal)
        }
        return size(of: node, for: proposal) { proposal in
            descending(otherwise: .zero) { computeSize(of: node, proposal: proposal) }
        }
    }

    /// The size `node` chooses for a sanitized `proposal`: from its cache, else from its one-line
    /// width (a text), else `compute`d, counted, made usable and remembered. `measure` and
    /// `remeasuredTextKeepsSizes` differ only in how they compute.
    @inline(__always)
    private func size(
        of node: ViewNode, for proposal: ProposedViewSize, compute: (ProposedViewSize) -> CGSize
    ) -> CGSize {
        // Read in place: calling a method on `node.layout` copied the whole state for each lookup.
        if let known = NodeLayoutState.size(for: proposal, in: node.layout.cache) { return known }
        if let known = textSizeFromIdeal(node, proposal: proposal) {
            if node.layout.remember(known, for: proposal) { layoutState.droppedSizes &+= 1 }
            return known
        }
        layoutState.measuredInLastPass += 1
        layoutState.laidOutInAllPasses &+= 1
        let size = compute(proposal)
        let clean = CGSize(width: usableLength(size.width), height: usableLength(size.height))
        if node.layout.remember(clean, for: proposal) { layoutState.droppedSizes &+= 1 }
        return clean
    }

    /// Measures a `Text` again for each proposal in `old` (the sizes it chose before its string
    /// changed), in order, until one's size differs: whether none did; nil (nothing done) when
    /// `node` is not a text. What `measure` does for each proposal — the same cache, the same
    /// answer from the one-line size, the same counts — with the string measured once and its
    /// font and line limit looked up once, not once per proposal.
    func remeasuredTextKeepsSizes(
        _ node: ViewNode, old: [(proposal: ProposedViewSize, size: CGSize)]
    ) -> Bool? {
        // `measure` works one level deeper (`descending`); on the last levels of a stack segment
        // it is left to do so.
        guard levelsLeftOnStack > 0, layoutKind(of: node) == .text, let text = exactly(node.view, as: Text.self)
        else { return nil }
        // Measured up front: the first proposal always computes (the node's sizes were taken
        // out, so neither its cache nor its one-line width answers), so this is the measurement
        // `measure` would make there; kept as plain values, not an optional tuple destroyed
        // through its value witness.
        guard !old.isEmpty else { return true }
        let measurement = textMeasurement(text.content, font: font(of: text, at: node))
        let limit = lineLimit(at: node)
        for entry in old {
            let size = size(of: node, for: entry.proposal.sanitized) { proposal in
                TextLayout.size(of: measurement, proposal: proposal, lineLimit: limit)
            }
            if size != entry.size { return false }
        }
        return true
    }

    /// viewsim's model: a size is never NaN or negative (0 instead), and saturates at the
    /// largest finite number instead of overflowing to infinity (two huge frames in a stack).
    func usableLength(_ length: CGFloat) -> CGFloat { length.isNaN ? 0 : min(max(0, length), .greatestFiniteMagnitude) }

    /// A text proposed at least its one-line width is that wide, whatever the
    /// proposal: its size for an unlimited width (at the same height) answers,
    /// without measuring again. Siblings of a text that grew are proposed new
    /// widths; this keeps them from being measured again.
    private func textSizeFromIdeal(_ node: ViewNode, proposal: ProposedViewSize) -> CGSize? {
        guard let width = proposal.width, layoutKind(of: node) == .text else { return nil }
        for entry in node.layout.cache where entry.proposal.height == proposal.height {
            if entry.proposal.width == nil || entry.proposal.width == .infinity, entry.size.width <= width {
                return entry.size
            }
        }
        return nil
    }

    private func computeSize(of node: ViewNode, proposal p: ProposedViewSize) -> CGSize {
        switch layoutBehavior(of: node) {
        case .empty:
            return .zero
        case .text(let text):
            return TextLayout.size(
                of: textMeasurement(text.content, font: font(of: text, at: node)), proposal: p,
                lineLimit: lineLimit(at: node))
        case .image(let image):
            let natural = imageSize(image, at: node)
            return image.isResizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
        case .fillsProposal:
            return p.replacingUnspecifiedDimensions()
        case .geometryReader:
            if !layoutState.geometryReaders.contains(where: { $0 === node }) {
                layoutState.geometryReaders.append(node)
            }
            return p.replacingUnspecifiedDimensions()
        case .spacer(let minLength):
            return spacerSize(node, minLength: minLength, proposal: p)
        case .divider:
            return dividerSize(node, proposal: p)
        case .stack(let axis, _, let spacing):
            return arrangeStack(of: node, contentItems(of: node), axis: axis, spacing: spacing, proposal: p).size
        case .zStack(let alignment):
            return zStackSize(
                contentItems(of: node), proposal: p, alignment: layoutState.usesAlignmentGuides ? alignment : nil)
        case .custom(let layout):
            return customLayoutSize(layout, node, proposal: p)
        case .grid(let parameters):
            return arrangeGrid(contentItems(of: node), parameters, container: node, p).size
        case .viewThatFits(let axes):
            let items = contentItems(of: node)
            return viewThatFitsChoice(items, axes: axes, proposal: p).map { measure($0, proposal: p) } ?? .zero
        case .passthrough, .list:
            return measureContent(node, proposal: p)
        case .frame(let width, let height, _):
            let (w, h) = (checkedDimension(width, node, "frame width"), checkedDimension(height, node, "frame height"))
            let child = measureContent(node, proposal: ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
            return CGSize(width: w ?? child.width, height: h ?? child.height)
        case .flexibleFrame(let frame):
            return flexibleFrameSize(frame, node, proposal: p)
        case .padding(let top, let leading, let bottom, let trailing):
            let insets = paddingInsets(top, leading, bottom, trailing, node)
            let child = measureContent(node, proposal: paddedProposal(p, insets))
            return CGSize(
                width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom
            )
        case .position:
            let child = measureContent(node, proposal: p)
            return p.replacingUnspecifiedDimensions(by: child)
        case .aspectRatio(let ratio, let mode):
            return measureContent(node, proposal: aspectProposal(ratio, mode, node, proposal: p))
        case .fixedSize(let horizontal, let vertical):
            return measureContent(
                node, proposal: ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
        case .secondary:
            return measureContent(node, proposal: p)
        case .lazy(let layout):
            return arrangeLazy(node, layout, proposal: p).size
        case .scrollView(let axes):
            return scrollViewSize(node, axes: axes, proposal: p)
        case .safeAreaInset(_, _, let spacing):
            return safeAreaInsetSize(node, spacing: spacing, proposal: p)
        }
    }

    /// `string` measured as one line in `font`, kept for the next call: a container
    /// proposes a changed text several sizes in a pass, each measured from this.
    private func textMeasurement(_ string: String, font: DisplayList.Font) -> TextLayout.Measurement {
        // Compared in place: the last measurement is copied out (its string and font retained)
        // only when it is the one asked for.
        if layoutState.lastTextMeasurement?.measures(string, in: font) == true,
            let last = layoutState.lastTextMeasurement
        {
            return last
        }
        let measured = TextLayout.Measurement(string: string, font: font)
        layoutState.lastTextMeasurement = measured
        return measured
    }

    /// The size of a modifier's (or custom view's) content: nothing, one view, or
    /// several views as an implicit `VStack`.
    func measureContent(_ node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        // The usual case, measured again and again (a custom layout asking a subview behind
        // draw-only modifiers): one known item, read without copying the list.
        if let known = node.layout.items, known.count == 1 { return measure(known[0].node, proposal: proposal) }
        let items = contentItems(of: node)
        switch items.count {
        case 0: return .zero
        case 1: return measure(items[0], proposal: proposal)
        default: return arrangeStack(items, axis: .vertical, spacing: nil, proposal: proposal).size
        }
    }

    // MARK: - Leaves

    /// The font a `Text` draws with: its own, else the nearest `.font` above it, else `.body`.
    func font(of text: Text, at node: ViewNode) -> DisplayList.Font {
        if let own = text.font { return own.resolved }
        if let inherited = inheritedFont(at: node) { return inherited.resolved }
        return Self.resolvedBodyFont
    }

    /// `Font.body` resolved, made once: the font of nearly every text, which resolving
    /// again (the static font copied, its family looked up) cost about 65 instructions a
    /// measured text. `resolved` reads only the font's own constant fields.
    private static let resolvedBodyFont = Font.body.resolved

    /// The nearest `.font(_:)` above `node`.
    func inheritedFont(at node: ViewNode) -> Font? {
        guard layoutState.usesFontModifiers else { return nil }
        // Not retained on the way up (a text may sit thousands of levels deep): the
        // tree owns every ancestor while the walk reads it.
        unowned(unsafe) var current = node.parent
        while let ancestor = current {
            // The name first: a string compare, where the cast asks the runtime.
            if ancestor.typeName == ".font",
                let modifier = ancestor.traits.primitiveModifier(ancestor.view) as? _FontModifier,
                let font = modifier.font
            {
                return font
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The limits of the nearest `.lineLimit` above `node`, if any was ever inserted.
    func lineLimit(at node: ViewNode) -> TextLineLimit? {
        guard layoutState.usesLineLimits else { return nil }
        unowned(unsafe) var current = node.parent
        while let ancestor = current {
            if ancestor.typeName == ".lineLimit",
                let modifier = ancestor.traits.primitiveModifier(ancestor.view) as? _LineLimitModifier
            {
                return modifier.limit
            }
            current = ancestor.parent
        }
        return nil
    }

    /// viewsim's model: an image has no pixels; it is a square placeholder as wide
    /// as the font's point size (17 × 17 in `.body`), a symbol's size at that font.
    func imageSize(_ image: Image, at node: ViewNode) -> CGSize {
        let size = CGFloat((inheritedFont(at: node) ?? .body).resolved.size)
        return CGSize(width: size, height: size)
    }

    /// A `Spacer`: its minimum length (8 by default) along its stack's axis, or the
    /// proposal when it is larger; nothing across it. Outside a stack it fills both.
    private func spacerSize(_ node: ViewNode, minLength: CGFloat?, proposal p: ProposedViewSize) -> CGSize {
        let minimum = max(0, (minLength?.isFinite ?? false) ? minLength ?? 8 : 8)
        func along(_ value: CGFloat?) -> CGFloat { max(minimum, value ?? minimum) }
        switch stackAxis(around: node) {
        case .horizontal?: return CGSize(width: along(p.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: along(p.height))
        case nil: return CGSize(width: along(p.width), height: along(p.height))
        }
    }

    /// viewsim's model of a `Divider`: 1 pt thick (SwiftUI draws a hairline) across its
    /// stack's axis — a vertical line in an `HStack`, a horizontal one elsewhere — and the
    /// proposal (10 where unspecified, as shapes) the other way.
    private func dividerSize(_ node: ViewNode, proposal p: ProposedViewSize) -> CGSize {
        let filled = p.replacingUnspecifiedDimensions()
        if stackAxis(around: node) == .horizontal { return CGSize(width: 1, height: filled.height) }
        return CGSize(width: filled.width, height: 1)
    }

    /// The axis of the stack `node` is an item of, if any.
    func stackAxis(around node: ViewNode) -> Axis? {
        var current = node.parent
        while let ancestor = current {
            switch layoutBehavior(of: ancestor) {
            case .list, .passthrough: current = ancestor.parent
            case .stack(let axis, _, _): return axis
            case .lazy(let layout) where layout.tracks == nil: return layout.axis
            case .custom(let layout): return layout.stackOrientation
            default: return nil
            }
        }
        return nil
    }

    // MARK: - Stacks

    /// SwiftUI's stack algorithm: the spacing is taken off the proposal, then the
    /// children are proposed the space left divided by the children left, least
    /// flexible first (flexibility: the size for an infinite proposal minus the
    /// size for zero, along the axis), in groups by layout priority: the views
    /// first, then the spacers (a `Spacer`'s priority is −∞), the views sharing the
    /// space less the spacers' minimum lengths; across the axis each child gets the
    /// stack's proposal. The stack is as long as its children and spacing, and as
    /// wide as its widest child.
    ///
    /// viewsim's model: the default spacing is 8 between two views and 0 next to a
    /// `Spacer` (whose minimum length, 8, stands in for it).
    ///
    /// With `.layoutPriority`, the groups go highest priority first, each offered the
    /// space left less the lower groups' minimum lengths (SwiftUI's doc comment: "all
    /// the space offered to the parent minus the minimum space required for all its
    /// lower-priority children"). With a `guide` (explicit alignment guides, or a
    /// custom guide), the children align by its values and the stack is as wide as
    /// their aligned extents; `across` then gives each child's offset across the axis.
    func arrangeStack(
        _ items: [ViewNode], axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize, guide: AlignmentKey? = nil
    ) -> (size: CGSize, proposals: [ProposedViewSize], sizes: [CGSize], gaps: [CGFloat], across: [CGFloat]?) {
        arrangeStackParts(items, axis: axis, spacing: spacing, proposal: p, guide: guide).result
    }

    /// `arrangeStack(_:axis:spacing:proposal:guide:)` with what the arrangement used besides the
    /// items' sizes: whether each item is a `Spacer`, and the items in the order they were given
    /// their shares with their priority, flexibility and minimum length (empty when the stack was
    /// proposed nil along its axis). A stack keeps them (`KeptStackArrangement`).
    func arrangeStackParts(
        _ items: [ViewNode], axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize, guide: AlignmentKey?
    ) -> (result: StackArrangement.Result, isSpacer: [Bool], order: [KeptStackArrangement.Share]) {
        guard !items.isEmpty else { return ((.zero, [], [], [], nil), [], []) }
        let horizontal = axis == .horizontal
        func major(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func minor(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        let minorProposal = horizontal ? p.height : p.width
        func proposal(_ length: CGFloat?) -> ProposedViewSize {
            horizontal
                ? ProposedViewSize(width: length, height: minorProposal)
                : ProposedViewSize(width: minorProposal, height: length)
        }
        let isSpacer = items.map(isSpacerItem)
        let explicit = spacing.flatMap { $0.isFinite ? $0 : nil }
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(items.count)
        gaps.append(0)
        for index in 1..<items.count {
            gaps.append(explicit ?? (isSpacer[index - 1] || isSpacer[index] ? 0 : 8))
        }
        let totalGap = gaps.reduce(0, +)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: items.count)
        var sizes = [CGSize](repeating: .zero, count: items.count)
        var shares: [KeptStackArrangement.Share] = []
        if let length = horizontal ? p.width : p.height {
            // Priority groups: a Spacer's layout priority is −∞, every other view's 0 unless
            // `.layoutPriority` says otherwise, so the spacers are sized last, and the others
            // share what the lower groups' minimums leave.
            var order: [KeptStackArrangement.Share] = []
            order.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                let most = major(measure(item, proposal: proposal(.infinity)))
                let least = major(measure(item, proposal: proposal(0)))
                let flexible = most - least
                // Read only once a `.layoutPriority` exists: the common case costs nothing more.
                let priority =
                    isSpacer[index] ? -.infinity : layoutState.usesLayoutPriority ? layoutPriority(of: item) : 0
                order.append((index, priority, flexible.isNaN ? .infinity : flexible, least))
            }
            order.sort { ($0.priority, -$0.flexibility, -$0.index) > ($1.priority, -$1.flexibility, -$1.index) }
            var remaining = max(0, length - totalGap)
            var groups: [Double] = []
            for member in order where groups.last != member.priority { groups.append(member.priority) }
            for group in groups {
                let members = order.filter { $0.priority == group }
                // Before a group is sized, the lower groups' minimum lengths are reserved.
                let reserved = order.filter { $0.priority < group }.reduce(0) { $0 + $1.minimum }
                var available = remaining - reserved
                var left = CGFloat(members.count)
                for member in members {
                    let share = max(0, available / left)
                    proposals[member.index] = proposal(share.isNaN ? 0 : share)
                    sizes[member.index] = measure(items[member.index], proposal: proposals[member.index])
                    available -= major(sizes[member.index])
                    remaining -= major(sizes[member.index])
                    left -= 1
                }
            }
            shares = order
        } else {
            for (index, item) in items.enumerated() {
                proposals[index] = proposal(nil)
                sizes[index] = measure(item, proposal: proposals[index])
            }
        }
        // Saturated: a modifier over several views (an implicit VStack) keeps this size unmeasured.
        let length = usableLength(sizes.reduce(0) { $0 + major($1) } + totalGap)
        var breadth = sizes.reduce(0) { max($0, minor($1)) }
        var across: [CGFloat]?
        if let guide {
            // Each child's guide on one line: the line is at the largest guide value.
            let values = items.indices.map { guideValue(guide, of: items[$0], size: sizes[$0]) }
            let line = values.max() ?? 0
            across = values.map { line - $0 }
            breadth = usableLength(items.indices.reduce(0) { max($0, line - values[$1] + minor(sizes[$1])) })
        }
        let size = horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
        return ((size, proposals, sizes, gaps, across), isSpacer, shares)
    }

    /// `node`'s arrangement of `items` (see `arrangeStack(_:axis:spacing:proposal:guide:)`).
    ///
    /// While changes are laid out again (`GraphLayoutState.remembersStackArrangement`), a stack
    /// measured again is then placed with the same proposal: its last arrangement, made from the
    /// same items with the sizes they remember, is used again rather than made twice (the
    /// stack's items are measured only before it in the pass, so none changed in between).
    ///
    /// Otherwise the arrangement the stack kept for `p` is used when it is exactly what arranging
    /// again would give (`reusedStackArrangement`), and a new arrangement is kept (`keep`); not
    /// with alignment guides or layout priorities, which make an item's place depend on more than
    /// its own sizes. `GraphLayoutState.arrangedDroppedSizes` says afterwards since when the
    /// sizes in the arrangement are the ones its items remember (see `placeStack`).
    func arrangeStack(
        of node: ViewNode, _ items: [ViewNode], axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize
    ) -> StackArrangement.Result {
        let guide = stackGuide(of: node)
        let remembers = layoutState.remembersStackArrangement && guide == nil
        if remembers, let last = layoutState.lastStackArrangement, last.node === node, last.proposal == p,
            last.axis == axis, last.spacing == spacing, sameNodes(last.items, items)
        {
            layoutState.arrangedDroppedSizes = last.droppedSizes
            return last.result
        }
        let start = layoutState.droppedSizes
        let keeps = guide == nil && !layoutState.usesLayoutPriority
        let result: StackArrangement.Result
        if keeps, let reused = reusedStackArrangement(of: node, items, axis: axis, spacing: spacing, proposal: p) {
            result = reused
        } else {
            let parts = arrangeStackParts(items, axis: axis, spacing: spacing, proposal: p, guide: guide)
            result = parts.result
            if keeps {
                keep(
                    parts.result, of: node, items, axis: axis, spacing: spacing, proposal: p, isSpacer: parts.isSpacer,
                    order: parts.order, droppedSizes: start)
            }
        }
        layoutState.arrangedDroppedSizes = start
        if remembers {
            layoutState.lastStackArrangement = StackArrangement(
                node: node, proposal: p, axis: axis, spacing: spacing, items: items, result: result,
                droppedSizes: start)
        }
        return result
    }

    /// Whether `a` and `b` hold the same nodes in the same order, compared by identity without a
    /// reference count each (`elementsEqual(_:by: ===)` retained and released every node).
    func sameNodes(_ a: [ViewNode], _ b: [ViewNode]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for index in a.indices where ObjectIdentifier(a[index]) != ObjectIdentifier(b[index]) { return false }
                return true
            }
        }
    }

    /// The guide a stack aligns its children by, when it must be read from their
    /// guides' values (an `.alignmentGuide` exists, or the stack's guide is custom);
    /// nil otherwise: the stack's unit position places them, as before guides existed.
    func stackGuide(of node: ViewNode) -> AlignmentKey? {
        guard layoutState.usesAlignmentGuides else { return nil }
        return (node.traits.primitive(node.view) as? any StackGuideProviding)?._stackGuide
    }

    /// Whether `item` is a `Spacer`, under draw-only modifiers (a name, an opacity) or not.
    func isSpacerItem(_ item: ViewNode) -> Bool {
        var current = item
        // Down single-child pass-throughs: bounded by the tree's depth.
        for _ in 0...(deepestDepth + 1) {
            switch layoutKind(of: current) {
            case .spacer: return true
            case .passthrough where current.children.count == 1: current = current.children[0]
            default: return false
            }
        }
        return false
    }

    /// A `ZStack` is as large as its largest child in each dimension; with alignment
    /// guides (`alignment` given), as large as its children's aligned extents.
    func zStackSize(_ items: [ViewNode], proposal: ProposedViewSize, alignment: Alignment? = nil) -> CGSize {
        var size = CGSize.zero
        var sizes: [CGSize] = []
        for item in items {
            let child = measure(item, proposal: proposal)
            sizes.append(child)
            size.width = max(size.width, child.width)
            size.height = max(size.height, child.height)
        }
        guard let alignment, !items.isEmpty else { return size }
        let guides = items.indices.map { dimensions(of: items[$0], size: sizes[$0]) }
        let xs = guides.map { $0.value(of: alignment.horizontal.key) }
        let ys = guides.map { $0.value(of: alignment.vertical.key) }
        let (lineX, lineY) = (xs.max() ?? 0, ys.max() ?? 0)
        return CGSize(
            width: usableLength(items.indices.reduce(0) { max($0, lineX - xs[$1] + sizes[$1].width) }),
            height: usableLength(items.indices.reduce(0) { max($0, lineY - ys[$1] + sizes[$1].height) }))
    }

    // MARK: - Frames, padding, aspect ratio

    /// SwiftUI's flexible frame: the proposal (or the ideal size, when unspecified)
    /// is clamped to the bounds and passed to the content; the frame's size is the
    /// content's, raised to the proposal by a minimum and limited by a maximum.
    ///
    /// ```swift
    /// Text("Hi").frame(maxWidth: .infinity)  // proposed 393: min(∞, max(17.5, 393)) = 393 wide
    /// ```
    func flexibleFrameSize(_ frame: _FlexFrameLayout, _ node: ViewNode, proposal p: ProposedViewSize) -> CGSize {
        let bounds = flexibleBounds(frame, node)
        let child = measureContent(node, proposal: flexibleChildProposal(bounds, proposal: p))
        func dimension(_ childLength: CGFloat, _ proposed: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?)
            -> CGFloat
        {
            var result = childLength
            if let minimum { result = max(minimum, min(result, proposed ?? result)) }
            if let maximum { result = min(maximum, max(result, proposed ?? result)) }
            return result
        }
        return CGSize(
            width: dimension(child.width, p.width, bounds.minWidth, bounds.maxWidth),
            height: dimension(child.height, p.height, bounds.minHeight, bounds.maxHeight))
    }

    /// What a flexible frame proposes its content.
    func flexibleChildProposal(_ bounds: _FlexFrameLayout, proposal p: ProposedViewSize) -> ProposedViewSize {
        func dimension(_ proposed: CGFloat?, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
            guard var value = proposed ?? ideal else { return nil }
            if let maximum { value = min(value, maximum) }
            if let minimum { value = max(value, minimum) }
            return value
        }
        return ProposedViewSize(
            width: dimension(p.width, bounds.minWidth, bounds.idealWidth, bounds.maxWidth),
            height: dimension(p.height, bounds.minHeight, bounds.idealHeight, bounds.maxHeight))
    }

    /// The frame's bounds with the unusable ones (NaN, negative, an infinite
    /// minimum or ideal) dropped, reported once, and made non-decreasing as
    /// SwiftUI does: the ideal is raised to at least the minimum, the maximum to
    /// at least the ideal (or the minimum), with SwiftUI's "Contradictory frame
    /// constraints specified." once per view.
    ///
    /// ```swift
    /// Color.red.frame(idealWidth: 30, maxWidth: 20)   // max raised to 30: 30 wide
    /// ```
    func flexibleBounds(_ frame: _FlexFrameLayout, _ node: ViewNode) -> _FlexFrameLayout {
        var bounds = frame
        bounds.minWidth = checkedDimension(frame.minWidth, node, "frame minWidth")
        bounds.idealWidth = checkedDimension(frame.idealWidth, node, "frame idealWidth")
        bounds.maxWidth = checkedDimension(frame.maxWidth, node, "frame maxWidth", allowsInfinity: true)
        bounds.minHeight = checkedDimension(frame.minHeight, node, "frame minHeight")
        bounds.idealHeight = checkedDimension(frame.idealHeight, node, "frame idealHeight")
        bounds.maxHeight = checkedDimension(frame.maxHeight, node, "frame maxHeight", allowsInfinity: true)
        var contradictory = false
        func order(_ minimum: CGFloat?, _ ideal: inout CGFloat?, _ maximum: inout CGFloat?) {
            if let low = minimum, let value = ideal, value < low {
                ideal = low
                contradictory = true
            }
            if let low = ideal ?? minimum, let high = maximum, high < low {
                maximum = low
                contradictory = true
            }
        }
        order(bounds.minWidth, &bounds.idealWidth, &bounds.maxWidth)
        order(bounds.minHeight, &bounds.idealHeight, &bounds.maxHeight)
        if contradictory, !node.layout.reportedContradictoryFrame {
            node.layout.reportedContradictoryFrame = true
            record(.diagnostic(.contradictoryFrame(node: node.reference)), cause: nil)
        }
        return bounds
    }

    /// What `.padding` proposes its content: the proposal less the insets, never below zero.
    func paddedProposal(
        _ p: ProposedViewSize, _ insets: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
    ) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// The insets with the non-finite ones as zero, reported once. viewsim's model:
    /// negative padding is kept (SwiftUI allows it); sizes never go below zero.
    func paddingInsets(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat, _ node: ViewNode)
        -> (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
    {
        func check(_ value: CGFloat) -> CGFloat {
            guard value.isFinite else {
                reportBadLayoutNumber(node, what: "padding", value: value, using: "0")
                return 0
            }
            return value
        }
        return (check(top), check(leading), check(bottom), check(trailing))
    }

    /// What `.aspectRatio` proposes its content: the largest (fit) or smallest
    /// (fill) size with the ratio for the proposal; a nil ratio is the content's
    /// ideal width / height, or 1 when the content has no ideal width or height
    /// (a `Spacer` alone; viewsim's model: the user passed no number, so nothing is
    /// reported). Unspecified in both dimensions: the content's ideal width and
    /// the height the ratio gives.
    func aspectProposal(_ ratio: CGFloat?, _ mode: ContentMode, _ node: ViewNode, proposal p: ProposedViewSize)
        -> ProposedViewSize
    {
        var ratio = ratio
        if ratio == nil {
            let ideal = measureContent(node, proposal: .unspecified)
            let own = ideal.width / ideal.height
            ratio = own.isFinite && own > 0 ? own : 1
        }
        guard let wanted = ratio, wanted.isFinite, wanted > 0 else {
            reportBadLayoutNumber(node, what: "aspectRatio", value: ratio ?? .nan, using: "1")
            return aspectProposal(1, mode, node, proposal: p)
        }
        let width = p.width.flatMap { $0.isFinite ? $0 : nil }
        let height = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (let w?, let h?):
            let widthFirst = (mode == .fit) == (w / h <= wanted)
            return widthFirst
                ? ProposedViewSize(width: w, height: w / wanted) : ProposedViewSize(width: h * wanted, height: h)
        case (let w?, nil): return ProposedViewSize(width: w, height: w / wanted)
        case (nil, let h?): return ProposedViewSize(width: h * wanted, height: h)
        case (nil, nil):
            let ideal = measureContent(node, proposal: .unspecified)
            return ProposedViewSize(width: ideal.width, height: ideal.width / wanted)
        }
    }

    // MARK: - Bad numbers

    /// `value` if it is a usable length (finite — or infinite where allowed — and
    /// not negative); otherwise nil, reported once: SwiftUI logs "Invalid frame
    /// dimension (negative or non-finite)." and ignores it.
    func checkedDimension(_ value: CGFloat?, _ node: ViewNode, _ what: String, allowsInfinity: Bool = false) -> CGFloat?
    {
        guard let value else { return nil }
        if value.isNaN || value < 0 || (!allowsInfinity && value.isInfinite) {
            reportBadLayoutNumber(node, what: what, value: value, using: "nil (unspecified)")
            return nil
        }
        return value
    }

    /// Records the diagnostic for a bad layout number, once per node.
    func reportBadLayoutNumber(_ node: ViewNode, what: String, value: CGFloat, using replacement: String) {
        guard !node.layout.reportedBadNumber else { return }
        node.layout.reportedBadNumber = true
        record(
            .diagnostic(
                .invalidLayoutValue(node: node.reference, what: what, value: Double(value), using: replacement)),
            cause: nil)
    }
}
