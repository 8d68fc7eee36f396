// Models SwiftUI's display list: what the views draw, back to front, after
// layout, with every effect applied at its presented (animated) value — the
// position from layout, then `.offset`, `.scaleEffect` and `.rotationEffect`
// around their anchors, opacity multiplied down, clips, trimmed shape paths,
// fills, strokes and the foreground style, text lines at their baselines,
// image placeholders, `Color` views and what each `Canvas` drew.
// Simplifies: opacity multiplies into each item (no group compositing); the
// nearest `.fill`/`.stroke`/`.trim` above a shape applies; an unknown leaf
// draws nothing unless it is a canvas. Lessons: every rendered frame.
import Foundation

extension ViewGraph {
    /// What is inherited down the tree while the display list is built.
    private struct DrawContext {
        var transform: CGAffineTransform = .identity
        var opacity: Double = 1
        var clips: [Path] = []
        var foreground: (any ShapeStyle)?
        var fill: (any ShapeStyle)?
        /// The fill's rule and antialiasing (`_FillShape.fillStyle`).
        var fillStyle = FillStyle()
        /// The stroke's shape style and its width, cap, join and dash (`_StrokeShape`).
        var stroke: (style: any ShapeStyle, strokeStyle: StrokeStyle)?
        var trim: (from: CGFloat, to: CGFloat)?
        /// The nearest `.font` above (`inheritedFont(at:)`), carried down rather than
        /// looked up from each text through every level above it.
        var font: Font?
        /// Where the lines of a wrapped text sit (`.multilineTextAlignment`): 0 leading, 1 trailing.
        var textAlignment: CGFloat = 0
        /// Whether a `.hidden()` is above: nothing is drawn.
        var isHidden = false
        /// The nearest `.shadow` above: its colour and offset (viewsim's model: a copy of each item).
        var shadow: (color: DisplayList.RGBA, offset: CGSize)?
        /// The parent's model and presented size while its frame animates (nil otherwise):
        /// a child that fills it is drawn at the presented size.
        var followedParent: (model: CGSize, presented: CGSize)?
        /// Whether a removing view (one transitioning out) is above: its removed nodes draw.
        var inRemoval = false
        /// Hit testing only (`ViewGraph+HitTesting`): the nearest `.allowsHitTesting(false)` above,
        /// the content shapes and scroll viewports around (screen paths), and the presented view
        /// this subtree is drawn in (nil on the screen).
        var hitTestingOffAt: ViewNode?
        var hitMasks: [(path: Path, eoFill: Bool)] = []
        var presentation: ViewNode?
    }

    /// The display list of the tree as it is now: back to front, in display coordinates.
    /// With `hits`, also records where each view can be hit, in the same order (hit testing).
    package func makeDisplayList(recordingHitsIn hits: HitTestRecording? = nil) -> DisplayList {
        var list = DisplayList(size: configuration.screenSize)
        guard let root else { return list }
        var budget = nextNodeID + 1
        var presented: [ViewNode] = []
        drawSubtree(root, context: DrawContext(), budget: &budget, presented: &presented, into: &list, hits: hits)
        // Presented views (sheets, alerts…) draw above the screen, outer ones first; each is
        // placed in the screen, so it starts from its presenter's place with nothing inherited.
        var next = 0
        while next < presented.count, budget > 0 {
            let node = presented[next]
            next += 1
            var context = DrawContext()
            context.presentation = node
            if let host = node.parent {
                let origin = globalFrame(of: host).origin
                context.transform = CGAffineTransform(translationX: finite(origin.x), y: finite(origin.y))
            }
            drawSubtree(node, context: context, budget: &budget, presented: &presented, into: &list, hits: hits)
        }
        return list
    }

    /// Appends what `start` and the views below it draw; the below-the-top screens of
    /// navigation stacks are left out, and presented views are collected in `presented`.
    private func drawSubtree(
        _ start: ViewNode, context: DrawContext, budget: inout Int, presented: inout [ViewNode],
        into list: inout DisplayList, hits: HitTestRecording?
    ) {
        // An explicit stack rather than recursion: trees can be thousands of levels deep.
        var pending: [(node: ViewNode, context: DrawContext)] = [(start, context)]
        while let (node, inherited) = pending.popLast(), budget > 0 {
            budget -= 1
            if (node.isRemoved && !inherited.inRemoval) || node.isOutOfLazyWindow { continue }
            let isModifier = node.traits.hasPrimitiveModifier
            if isModifier, isOffScreenNavigationScreen(node) { continue }
            if node.layout.isNotShown { continue }
            var context = inherited
            // Where the view is drawn: its presented frame while its frame (or its parent's,
            // which it fills) animates.
            var frame = node.layout.frame
            // A view coming or going has no old frame to follow: it is drawn at its own size (its
            // origin still moves with its container's), and its transition does the rest.
            if node.transition != nil { context.followedParent = nil }
            if node.geometryAnimator != nil || context.followedParent != nil {
                frame = Self.presentedFrame(of: node, parent: context.followedParent)
                context.followedParent =
                    frame.size != node.layout.frame.size ? (node.layout.frame.size, frame.size) : nil
            }
            // A removing view stays where it was, though its container may have moved since.
            if let removal = node.transition?.removal {
                let now = removal.parent.layout.frame.origin
                frame.origin.x += removal.parentOrigin.x - now.x
                frame.origin.y += removal.parentOrigin.y - now.y
            }
            let local = CGAffineTransform(translationX: finite(frame.origin.x), y: finite(frame.origin.y))
                .concatenating(context.transform)
            context.transform = local
            let bounds = CGRect(origin: .zero, size: frame.size)
            // A scroll view clips its content to its viewport.
            if node.scroll != nil, !node.environment.isScrollClipDisabled {
                context.clips.append(Path(bounds).applying(local))
            }
            // A scroll view is hit in its viewport, under its content; its content only inside it.
            if let hits, node.scroll != nil {
                recordHit(node, .scrollView, area: .rect(bounds), context: context, into: hits)
                context.hitMasks.append((Path(bounds).applying(local), false))
            }
            // A transitioning view is drawn inside its transition's effects, at their presented values.
            if node.transition != nil {
                let content = transitionContentBounds(of: node)
                for effect in transitionEffectChain(of: node) {
                    draw(effect, bounds: content, context: &context, into: &list, hits: hits)
                }
            }
            draw(node, bounds: bounds, context: &context, into: &list, hits: hits)
            let presents = isModifier && isPresentationHost(node)
            var children = layoutState.usesZIndex && node.children.count > 1 ? childrenByZIndex(node) : node.children
            // Children being removed are drawn at their old places, their removed subtrees included.
            let hasRemoving = !node.removingChildren.isEmpty
            if hasRemoving { children = Self.drawingOrder(children, removing: node.removingChildren) }
            for child in children.reversed() {
                if presents, child.key == .secondary {
                    presented.append(child)
                } else if hasRemoving, child.transition?.removal != nil {
                    var removing = context
                    removing.inRemoval = true
                    pending.append((child, removing))
                } else {
                    pending.append((child, context))
                }
            }
        }
    }

    /// Applies `node`'s effect to `context` (for its children) and appends what it draws itself.
    private func draw(
        _ node: ViewNode, bounds: CGRect, context: inout DrawContext, into list: inout DisplayList,
        hits: HitTestRecording?
    ) {
        // As `inheritedFont(at:)` finds it: the name first, then the modifier's font, if it has one.
        if node.typeName == ".font", let modifier = node.traits.primitiveModifier(node.view) as? _FontModifier,
            let font = modifier.font
        {
            context.font = font
        }
        // A canvas is hit anywhere in its frame (viewsim's model), whether or not it drew there.
        if let hits, node.view is any AnyCanvas {
            recordHit(node, .content, area: .rect(bounds), context: context, into: hits)
        }
        if !node.canvasDisplayItems.isEmpty, !context.isHidden {
            for var item in node.canvasDisplayItems {
                item.transform = item.transform.concatenating(context.transform)
                item.opacity *= context.opacity
                item.clips = item.clips.map { $0.applying(context.transform) } + context.clips
                appendIfFinite(item, of: node, to: &list)
            }
        }
        guard case .primitive(.plain) = node.kind else { return }
        // Lists, stacks and the like draw nothing and change no drawing: no casts, no copies for them.
        guard node.animator != nil || node.traits.drawsItself || node.traits.hasPrimitiveModifier else { return }
        if let modifier = (node.animator?.presented as? any PrimitiveModifier)
            ?? node.traits.primitiveModifier(node.view)
        {
            apply(modifier, of: node, bounds: bounds, to: &context, hits: hits)
            return
        }
        guard node.animator != nil || node.traits.drawsItself else { return }
        guard let primitive = (node.animator?.presented as? any PrimitiveView) ?? node.traits.primitive(node.view)
        else { return }
        if let hits { recordLeafHit(node, primitive, bounds: bounds, context: context, into: hits) }
        // `fading`: a content transition's opacity for this piece (`ViewGraph+ContentTransition`).
        func append(_ content: DisplayList.Content, fading: Double = 1) {
            guard !context.isHidden else { return }
            let name = node.displayName.hasSuffix("()") ? String(node.displayName.dropLast(2)) : node.displayName
            if let shadow = context.shadow {
                let offset = CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height)
                appendIfFinite(
                    DisplayList.Item(
                        viewID: node.id, viewName: name + ".shadow", content: content.shadow(shadow.color),
                        transform: context.transform.concatenating(offset), opacity: context.opacity * fading,
                        clips: context.clips), of: node, to: &list)
            }
            appendIfFinite(
                DisplayList.Item(
                    viewID: node.id, viewName: name, content: content, transform: context.transform,
                    opacity: context.opacity * fading, clips: context.clips), of: node, to: &list)
        }
        switch primitive {
        case let color as Color:
            append(.fill(Path(bounds), .color(color.rgba), FillStyle()))
        case is Divider:
            append(.fill(Path(bounds), .color(Color(uiColor: .separator).rgba), FillStyle()))
        case let text as Text:
            let font = (text.font ?? context.font ?? .body).resolved
            let layout = TextLayout(
                string: text.content, font: font, proposal: node.layout.placedProposal ?? .unspecified,
                lineLimit: lineLimit(at: node))
            let shading =
                text.color.map { DisplayList.Shading.color($0.rgba) } ?? foregroundShading(context, in: bounds)
            if let drawn = contentTransitionItems(of: node, font: font, bounds: bounds, context.textAlignment, shading)
            {
                for (content, fading) in drawn { append(content, fading: fading) }
                break
            }
            for (index, line) in layout.lines.enumerated() {
                let free = max(0, Double(bounds.width) - line.width)
                let baseline = CGPoint(
                    x: free * Double(context.textAlignment), y: layout.ascent + Double(index) * layout.lineHeight)
                append(.text(DisplayList.TextRun(string: line.string, font: font, origin: baseline, shading: shading)))
            }
        case let bar as _NavigationBarTitle:
            let content = navigationBarContent(of: node, level: bar.level)
            let shading = foregroundShading(context, in: bounds)
            if let title = content.title {
                let font = NavigationBarMetrics.titleFont.resolved
                let layout = TextLayout(string: title, font: font, proposal: .unspecified)
                let origin = CGPoint(
                    x: (bounds.width - layout.size.width) / 2,
                    y: (bounds.height - layout.size.height) / 2 + layout.ascent)
                append(.text(DisplayList.TextRun(string: title, font: font, origin: origin, shading: shading)))
            }
            if content.hasBack {
                let font = NavigationBarMetrics.backFont.resolved
                let layout = TextLayout(string: NavigationBarMetrics.backTitle, font: font, proposal: .unspecified)
                let origin = CGPoint(
                    x: NavigationBarMetrics.backInset, y: (bounds.height - layout.size.height) / 2 + layout.ascent)
                append(
                    .text(
                        DisplayList.TextRun(
                            string: NavigationBarMetrics.backTitle, font: font, origin: origin,
                            shading: .color(Color.blue.rgba))))
            }
        case let image as Image:
            let tint = context.foreground.flatMap { DisplayList.Shading.resolve($0, in: bounds) }
            if let drawn = contentTransitionItems(of: node, font: nil, bounds: bounds, 0, tint) {
                for (content, fading) in drawn { append(content, fading: fading) }
                break
            }
            append(
                .image(
                    DisplayList.ImagePlaceholder(
                        name: image.name, isSystemImage: image.isSystemImage, rect: bounds, shading: tint)))
        case let shape as any ShapePathProviding:
            var path = shape._path(in: bounds)
            if let trim = context.trim { path = path.trimmedPath(from: trim.from, to: trim.to) }
            if let stroke = context.stroke {
                let shading =
                    DisplayList.Shading.resolve(stroke.style, in: bounds) ?? foregroundShading(context, in: bounds)
                var style = stroke.strokeStyle
                if !style.lineWidth.isFinite || style.lineWidth < 0 { style.lineWidth = 1 }
                append(.stroke(path, shading, style))
            } else {
                let shading =
                    context.fill.flatMap { DisplayList.Shading.resolve($0, in: bounds) }
                    ?? foregroundShading(context, in: bounds)
                append(.fill(path, shading, context.fillStyle))
            }
        default:
            break
        }
    }

    /// Appends `item` unless a number in it is not finite (a huge offset or scale on top of
    /// a huge position overflows): viewsim's model: such an item is left out, reported once per view.
    private func appendIfFinite(_ item: DisplayList.Item, of node: ViewNode, to list: inout DisplayList) {
        let t = item.transform
        var numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty, CGFloat(item.opacity)]
        var paths = item.clips
        switch item.content {
        case .fill(let path, _, _), .stroke(let path, _, _): paths.append(path)
        case .text(let run): numbers += [run.origin.x, run.origin.y]
        case .image(let image):
            numbers += [image.rect.origin.x, image.rect.origin.y, image.rect.size.width, image.rect.size.height]
        }
        for path in paths {
            for element in path.elements {
                switch element {
                case .move(let point), .line(let point): numbers += [point.x, point.y]
                case .quadCurve(let point, let control): numbers += [point.x, point.y, control.x, control.y]
                case .curve(let point, let c1, let c2): numbers += [point.x, point.y, c1.x, c1.y, c2.x, c2.y]
                case .closeSubpath: break
                }
            }
        }
        if let bad = numbers.first(where: { !$0.isFinite }) {
            reportBadLayoutNumber(
                node, what: "drawing (transform, opacity or point)", value: bad, using: "nothing (the item is left out)"
            )
            return
        }
        list.items.append(item)
    }

    /// The foreground style in `bounds`, `Color.primary` when none is set.
    private func foregroundShading(_ context: DrawContext, in bounds: CGRect) -> DisplayList.Shading {
        context.foreground.flatMap { DisplayList.Shading.resolve($0, in: bounds) } ?? .color(Color.primary.rgba)
    }

    /// What a modifier does to the drawing of its content.
    private func apply(
        _ modifier: any PrimitiveModifier, of node: ViewNode, bounds: CGRect, to context: inout DrawContext,
        hits: HitTestRecording?
    ) {
        switch modifier {
        case let effect as _OpacityEffect:
            let opacity = effect.opacity.isFinite ? min(1, max(0, effect.opacity)) : 1
            context.opacity *= opacity
        case let effect as _OffsetEffect:
            let dx = effect.offset.width
            let dy = effect.offset.height
            guard dx.isFinite, dy.isFinite else {
                reportBadLayoutNumber(node, what: "offset", value: dx.isFinite ? dy : dx, using: "0")
                return
            }
            context.transform = CGAffineTransform(translationX: dx, y: dy).concatenating(context.transform)
        case let effect as _TransitionOffsetEffect:
            let offset = effect.offset(for: bounds.size)
            guard offset.width.isFinite, offset.height.isFinite else { return }
            context.transform = CGAffineTransform(translationX: offset.width, y: offset.height)
                .concatenating(context.transform)
        case let effect as _ScaleEffect:
            let sx = effect.scale.width
            let sy = effect.scale.height
            guard sx.isFinite, sy.isFinite else { return }
            let anchor = bounds.point(at: effect.anchor)
            let around = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
                .concatenating(CGAffineTransform(scaleX: sx, y: sy))
                .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
            context.transform = around.concatenating(context.transform)
        case let effect as _RotationEffect:
            guard effect.angle.radians.isFinite else { return }
            let anchor = bounds.point(at: effect.anchor)
            let around = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
                .concatenating(CGAffineTransform(rotationAngle: CGFloat(effect.angle.radians)))
                .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
            context.transform = around.concatenating(context.transform)
        case let clip as _ClipEffect:
            context.clips.append(clip.path(bounds).applying(context.transform))
        case let style as _ForegroundStyleModifier:
            context.foreground = style.style
        case let alignment as _MultilineTextAlignmentModifier:
            context.textAlignment = alignment.alignment.unit
        case is _HiddenModifier:
            context.isHidden = true
        case let shadow as _ShadowEffect:
            if context.shadow == nil { context.shadow = (shadow.color.rgba, CGSize(width: shadow.x, height: shadow.y)) }
        case let fill as _FillShape:
            context.fill = fill.style
            context.fillStyle = fill.fillStyle
            context.stroke = nil
        case let stroke as _StrokeShape:
            context.stroke = (stroke.style, stroke.strokeStyle)
            context.fill = nil
        case let trim as _TrimmedShape:
            if context.trim == nil, trim.from.isFinite, trim.to.isFinite { context.trim = (trim.from, trim.to) }
        case let allows as _AllowsHitTestingModifier:
            if !allows.isEnabled, context.hitTestingOffAt == nil { context.hitTestingOffAt = node }
        case let shape as _ContentShapeModifier:
            // The shape is hit under the content, and the content only inside it.
            guard let hits, shape.isForHitTesting, !node.isTransitionEffect else { return }
            let path = shape.path(in: bounds)
            recordHit(node, .contentShape, area: .fill(path, eoFill: shape.eoFill), context: context, into: hits)
            context.hitMasks.append((path.applying(context.transform), shape.eoFill))
        default:
            break
        }
    }

    // MARK: - Hit testing

    /// Records the area of `node` a touch can land on (`HitTestRegion`), and whether the
    /// context above passes it over (`ViewGraph+HitTesting`).
    private func recordHit(
        _ node: ViewNode, _ role: HitTestRegion.Role, area: HitTestRegion.Area, transparent: String? = nil,
        context: DrawContext, into hits: HitTestRecording
    ) {
        guard !node.isTransitionEffect else { return }
        let passedOver: String?
        if context.inRemoval {
            passedOver = "it is being removed (its transition is running)"
        } else if let off = context.hitTestingOffAt {
            passedOver = "allowsHitTesting(false) at #\(off.id)"
        } else if context.isHidden {
            passedOver = "it is hidden (.hidden())"
        } else if context.opacity <= 0 {
            passedOver = "it is drawn at opacity 0"
        } else {
            passedOver = transparent
        }
        hits.regions.append(
            HitTestRegion(
                node: node, role: role, area: area, transform: context.transform, masks: context.hitMasks,
                presentation: context.presentation, passedOver: passedOver))
    }

    /// Records what a leaf draws as its hit area: its frame (text, images, colours), or its
    /// shape's filled path or stroked outline; a fully transparent colour or fill is passed over.
    private func recordLeafHit(
        _ node: ViewNode, _ primitive: any PrimitiveView, bounds: CGRect, context: DrawContext,
        into hits: HitTestRecording
    ) {
        func clear(_ shading: DisplayList.Shading) -> Bool {
            switch shading {
            case .color(let color): return color.opacity <= 0
            case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _):
                return stops.allSatisfy { $0.color.opacity <= 0 }
            }
        }
        switch primitive {
        case let color as Color:
            let transparent =
                color.opacity > 0
                ? nil : (color.name == "clear" ? "Color.clear is not hittable" : "its colour is clear")
            recordHit(node, .content, area: .rect(bounds), transparent: transparent, context: context, into: hits)
        case is Text, is Image, is Divider, is _NavigationBarTitle:
            recordHit(node, .content, area: .rect(bounds), context: context, into: hits)
        case let shape as any ShapePathProviding:
            var path = shape._path(in: bounds)
            if let trim = context.trim { path = path.trimmedPath(from: trim.from, to: trim.to) }
            if let stroke = context.stroke {
                let shading =
                    DisplayList.Shading.resolve(stroke.style, in: bounds) ?? foregroundShading(context, in: bounds)
                let width = stroke.strokeStyle.lineWidth.isFinite ? max(0, stroke.strokeStyle.lineWidth) : 1
                recordHit(
                    node, .content, area: .stroke(path, halfWidth: width / 2),
                    transparent: clear(shading) ? "its stroke is clear" : nil, context: context, into: hits)
            } else {
                let shading =
                    context.fill.flatMap { DisplayList.Shading.resolve($0, in: bounds) }
                    ?? foregroundShading(context, in: bounds)
                recordHit(
                    node, .content, area: .fill(path, eoFill: context.fillStyle.isEOFilled),
                    transparent: clear(shading) ? "its fill is clear" : nil, context: context, into: hits)
            }
        default:
            break
        }
    }

    /// `children` with the removing ones at the places they had when they were removed.
    private static func drawingOrder(_ children: [ViewNode], removing: [ViewNode]) -> [ViewNode] {
        var result = children
        for child in removing {
            let index = min(child.transition?.removal?.index ?? result.count, result.count)
            result.insert(child, at: index)
        }
        return result
    }

    /// The children of `node` in drawing order: by `.zIndex` (found on each child or the
    /// chain of single views below it), equal values in their order.
    private func childrenByZIndex(_ node: ViewNode) -> [ViewNode] {
        func zIndex(_ child: ViewNode) -> Double {
            var current = child
            // Down a chain of single children: bounded by the tree's depth.
            for _ in 0...(deepestDepth + 1) {
                if let modifier = current.traits.primitiveModifier(current.view) as? _ZIndexModifier {
                    return modifier.value
                }
                guard current.children.count == 1 else { return 0 }
                current = current.children[0]
            }
            return 0
        }
        let indexed = node.children.enumerated().map { (zIndex($0.element), $0.offset, $0.element) }
        guard indexed.contains(where: { $0.0 != 0 }) else { return node.children }
        return indexed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }

    /// Keeps this frame's display list when `recordsDisplayLists` is on.
    func recordDisplayListIfNeeded() {
        guard configuration.recordsDisplayLists else { return }
        let list = makeDisplayList()
        let updated = updatedViewFrames()
        if !updated.isEmpty { layoutState.recordedUpdateFrames[clock.frame] = updated }
        if let last = layoutState.recordedDisplayLists.last, last.frame == clock.frame {
            layoutState.recordedDisplayLists[layoutState.recordedDisplayLists.count - 1] = (
                clock.frame, clock.time(ofFrame: clock.frame), list
            )
        } else {
            layoutState.recordedDisplayLists.append((clock.frame, clock.time(ofFrame: clock.frame), list))
        }
    }
}

extension ViewGraph {
    /// The presented screen frames, as laid out now, of the views whose bodies ran in `events`
    /// (the open frame's when nil), by node id: internal nodes, removed views and views in
    /// lazy rows out of view left out.
    package func updatedViewFrames(_ events: [TraceEvent]? = nil) -> [Int: CGRect] {
        var ids = Set<Int>()
        // Only bodies that ran count: the open frame's skips need not be expanded.
        for event in events ?? recorder.openFrame?.plainEvents ?? [] {
            if case .bodyEvaluated(let node, _) = event.kind, !node.isInternal { ids.insert(node.id) }
        }
        guard !ids.isEmpty else { return [:] }
        var frames = GlobalFrameCache()
        var result: [Int: CGRect] = [:]
        for node in root?.subtree() ?? [] where ids.contains(node.id) {
            guard !node.isRemoved, !isInLazyRowOutOfView(node) else { continue }
            result[node.id] = contentFrame(of: node, frames: &frames)
        }
        return result
    }

    /// The presented screen frame of what `node` lays out: for a view that layout passes through
    /// (a view whose body is another view, a name, a gesture) or a list of views, the union of the
    /// frames of the first views below it that lay themselves out (not its overlays, backgrounds
    /// or presentations); else its own frame.
    ///
    /// viewsim's model: a view whose body is another view has no frame of its own; it takes its
    /// content's frame (SwiftUI gives it the frame of its body).
    func contentFrame(of node: ViewNode, frames: inout GlobalFrameCache) -> CGRect {
        var result: CGRect?
        var stack = [node]
        while let current = stack.popLast() {
            var content: [ViewNode] = []
            switch layoutBehavior(of: current) {
            // Not an overlay, a background or a presentation: they do not size the view.
            case .passthrough, .list: content = contentChildren(of: current).filter { !$0.isRemoved }
            default: break
            }
            if !content.isEmpty {
                stack.append(contentsOf: content.reversed())
                continue
            }
            let frame = frames.presentedFrame(of: current, in: self)
            result = result.map { $0.union(frame) } ?? frame
        }
        return result ?? frames.presentedFrame(of: node, in: self)
    }
}

/// A shape leaf whose outline the display list draws.
package protocol ShapePathProviding {
    /// The shape's path in `rect`.
    func _path(in rect: CGRect) -> Path
}

nonisolated extension ShapeView: ShapePathProviding {
    package func _path(in rect: CGRect) -> Path { SimulatedMainActor.run(shape) { $0.path(in: rect) } }
}
