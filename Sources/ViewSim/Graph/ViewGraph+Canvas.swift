// Runs the renderer closures of the `Canvas` views that must draw in this
// frame, after layout, and records each run in the trace ("▷ Canvas #12 draws:
// timeline entry"). A canvas draws when it is inserted, when it gets a new value
// (its closure never compares equal, so whenever the body or timeline content
// that makes it runs again), and when its laid-out size changed since it last
// drew. Nothing else runs a renderer: under `TimelineView(.animation)` the
// renderer runs every frame while no body runs.
// Simplifies: the renderer runs synchronously on the simulation's thread (as
// SwiftUI does unless `rendersAsynchronously`); at most
// `maximumCanvasDrawsPerFrame` canvases draw in one frame, the rest the next.
// See docs/ARCHITECTURE.md, "The canvas pass". Lesson: lesson11.
import Foundation

extension ViewGraph {
    /// The most canvases that draw in one frame; the others wait for the next frame.
    package static let maximumCanvasDrawsPerFrame = 10_000

    /// Marks `node`, a canvas, as needing to draw in this frame because of `cause`.
    func canvasNeedsDrawing(_ node: ViewNode, because cause: CanvasDrawCause) {
        let entry = canvases.entry(for: node)
        canvases.markPending(entry)
        if !entry.causes.contains(cause) { entry.causes.append(cause) }
        if let event = activeCause, !entry.causeEvents.contains(event) { entry.causeEvents.append(event) }
    }

    /// Why a canvas that gets a new value now draws: a timeline entry when the
    /// content that made the value ran for a new entry; a new value when it ran for
    /// anything else (its parent gave the timeline a new schedule or content, or it
    /// is not under a timeline); both when the content ran for both reasons.
    func newValueCauses() -> [CanvasDrawCause] {
        guard let id = activeCause, let event = openFrameEvent(id),
            case .bodyEvaluated(_, let reasons) = event.kind,
            reasons.contains(where: { if case .timelineEntry = $0 { return true } else { return false } })
        else {
            return [.newValue]
        }
        let onlyEntry = reasons.allSatisfy { reason in
            if case .timelineEntry = reason { return true } else { return false }
        }
        return onlyEntry ? [.timelineEntry] : [.newValue, .timelineEntry]
    }

    /// Runs the renderers of the canvases that must draw in this frame.
    func drawCanvasesIfNeeded() {
        guard !canvases.entries.isEmpty else { return }
        canvases.dropRemoved()
        // A canvas whose laid-out size changed since it last drew draws again.
        for entry in canvases.entries {
            guard let drawn = entry.drawnSize else { continue }
            let size = ViewGraph.canvasSize(entry.node.layoutSize)
            if size != drawn {
                canvases.markPending(entry)
                let cause = CanvasDrawCause.sizeChanged(from: drawn, to: size)
                if !entry.causes.contains(cause) { entry.causes.append(cause) }
            }
        }
        guard canvases.hasPending else { return }
        let limit = ViewGraph.maximumCanvasDrawsPerFrame
        let due = canvases.takePending(limit: limit)
        for entry in due { draw(entry) }
        if canvases.hasPending {
            record(.diagnostic(.canvasDrawLimit(limit: limit, waiting: canvases.pending.count)), cause: nil)
        }
    }

    /// Runs one canvas's renderer and keeps what it drew on the node.
    private func draw(_ entry: CanvasRegistry.Entry) {
        let node = entry.node
        let causes = entry.causes
        let causeEvents = entry.causeEvents
        entry.causes = []
        entry.causeEvents = []
        guard let canvas = node.view as? any AnyCanvas else { return }
        let size = ViewGraph.canvasSize(node.layoutSize)
        entry.drawnSize = size
        let recording = GraphicsContext.Recording(
            viewID: node.id, viewName: ViewGraph.canvasName(of: node),
            inheritedFont: ViewGraph.inheritedFont(above: node),
            symbols: ViewGraph.canvasSymbols(canvas._symbols, of: node))
        var context = GraphicsContext(recording: recording, size: size, environment: node.environment)
        canvas._render(&context, size: size)
        node.canvasDisplayItems = recording.items
        let event = record(
            .canvasDrawn(node: node.reference, causes: causes, items: recording.items.count), causes: causeEvents)
        var problems: [(key: String, diagnostic: Diagnostic)] = []
        if recording.nonFiniteDraws > 0 {
            problems.append(
                ("nonFinite", Diagnostic.canvasNonFinite(node: node.reference, count: recording.nonFiniteDraws)))
        }
        if recording.droppedDraws > 0 {
            problems.append(
                (
                    "limit",
                    Diagnostic.canvasItemLimit(
                        node: node.reference, limit: GraphicsContext.maximumItems,
                        dropped: recording.droppedDraws)
                ))
        }
        if recording.inverseClips > 0 {
            problems.append(("inverse", Diagnostic.canvasInverseClip(node: node.reference)))
        }
        for (key, diagnostic) in problems where !entry.warned.contains(key) {
            entry.warned.insert(key)
            record(.diagnostic(diagnostic), cause: event)
        }
        for api in recording.notModelled { reportNotModelled(api, node: node.reference, cause: event) }
    }

    /// The name a canvas's items carry: the accessibility identifier of the
    /// modifiers wrapped directly around it (`Canvas { … }.accessibilityIdentifier("clock")`),
    /// else "Canvas". At most 16 modifiers up.
    static func canvasName(of node: ViewNode) -> String {
        if let name = node.name { return name }
        var current = node.parent
        for _ in 0..<16 {
            guard let ancestor = current, ancestor.traits.primitiveModifier(ancestor.view) != nil else { break }
            if let name = ancestor.name { return name }
            current = ancestor.parent
        }
        return "Canvas"
    }

    /// The font of the nearest `.font(_:)` modifier above `node` (viewsim keeps `.font`
    /// on its node rather than in the environment), if any.
    static func inheritedFont(above node: ViewNode) -> Font? {
        var current = node.parent
        while let ancestor = current {
            if let modifier = ancestor.traits.primitiveModifier(ancestor.view) as? _FontModifier,
                let font = modifier.font
            {
                return font
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The size a canvas draws at: its laid-out size, with what is not finite or negative as zero.
    static func canvasSize(_ size: CGSize) -> CGSize {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }
}
