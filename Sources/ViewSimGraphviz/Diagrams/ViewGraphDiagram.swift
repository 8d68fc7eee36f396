// Draws the view graph at one moment as DOT, with what the given frames did marked
// on it: bodies run (and why), skipped, inserted, removed, changed, animated, and the
// transaction flowing down to the animated views. Simplifies: one box per view,
// observable objects as separate nodes. Lesson: every lesson's `viewsim graph`.
import ViewSim

/// The view graph as a Graphviz diagram, with the activity of some frames marked.
///
/// Views with a body are bold rounded boxes; modifiers, containers and leaves
/// are smaller and lighter; a `TimelineView` has a double border. Amber means the
/// body ran (with the reasons `_printChanges` would print), dotted blue that it
/// was skipped, a green border that the view was inserted, a dashed grey ghost
/// that it was removed. Red bold arrows follow an update loop. A legend
/// explains every style the diagram uses.
///
/// ```swift
/// let sim = Simulation(ContentView())
/// try sim.step("tap") { try sim.tap("heart") }
/// let dot = ViewGraphDiagram.dot(
///     snapshot: sim.snapshot(), frames: sim.trace.frames(inStep: 1), title: "After the tap")
/// let svg = try GraphvizRenderer.render(dot: dot, format: .svg)
/// ```
public enum ViewGraphDiagram {
    /// Views beyond this many are left out (with a note) so layout stays quick.
    package static let maximumNodes = 500
    /// Warnings beyond this many are summarised in one note.
    package static let maximumDiagnostics = 5

    /// The DOT text of the graph in `snapshot`, with the activity of `frames` marked.
    ///
    /// - Parameters:
    ///   - snapshot: the graph at one moment, from `Simulation.snapshot()`.
    ///   - frames: the frames whose events to mark, usually those of one step.
    ///   - title: the caption drawn above the diagram.
    ///   - showsFrames: whether each view shows the frame layout gave it (screen
    ///     coordinates, `frame (x, y, w, h)`); off by default.
    public static func dot(snapshot: GraphSnapshot, frames: [FrameRecord], title: String, showsFrames: Bool = false)
        -> String
    {
        DOTEncoder.encode(
            DOTLabelFit.fitted(graph(snapshot: snapshot, frames: frames, title: title, showsFrames: showsFrames)))
    }

    /// The diagram as a `DOTGraph`, for callers that want to adjust it.
    package static func graph(snapshot: GraphSnapshot, frames: [FrameRecord], title: String, showsFrames: Bool = false)
        -> DOTGraph
    {
        var builder = Builder(snapshot: snapshot, activity: FrameActivity(frames: frames))
        builder.showsFrames = showsFrames
        builder.build()
        var graph = DOTGraph(
            name: "ViewGraph",
            graphAttributes: [
                "label": .html(caption(title: title, snapshot: snapshot, frames: frames)),
                "labelloc": "t", "fontname": .text(DiagramStyle.fontName), "fontsize": "16",
                "rankdir": "TB", "nodesep": "0.3", "ranksep": "0.45", "pad": "0.3", "bgcolor": "white",
            ],
            nodeAttributes: [
                "fontname": .text(DiagramStyle.fontName), "fontsize": "10", "shape": "box", "style": "filled",
                "fillcolor": .text(DiagramStyle.idleFill), "color": .text(DiagramStyle.viewPen), "margin": "0.1,0.05",
            ],
            edgeAttributes: [
                "fontname": .text(DiagramStyle.fontName), "fontsize": "9", "color": .text(DiagramStyle.treeEdge),
                "fontcolor": .text(DiagramStyle.mutedText), "arrowsize": "0.7",
            ])
        graph.statements = builder.statements
        builder.legend.add(to: &graph)
        return graph
    }

    /// The title, and a line saying which moment and which frames are shown.
    static func caption(title: String, snapshot: GraphSnapshot, frames: [FrameRecord]) -> String {
        let moment = "view graph at frame \(snapshot.frame) (t=\(ValueFormatter.number(snapshot.time))s)"
        let marked: String
        if let first = frames.first, let last = frames.last {
            if frames.count == 1 {
                let passes = first.passes > 1 ? ", \(first.passes) update passes" : ""
                marked = "activity of frame \(first.index) (t=\(ValueFormatter.number(first.time))s\(passes))"
            } else {
                marked = "activity of frames \(first.index)–\(last.index) (\(frames.count) frames with events)"
            }
        } else {
            marked = "no frames marked"
        }
        return DOTHTML.bold(DOTHTML.escape(title)) + "<BR/>"
            + DOTHTML.font(DOTHTML.escape(moment + " · " + marked), size: 11, color: DiagramStyle.mutedText)
    }

    /// Builds the statements of the diagram and the legend it needs.
    private struct Builder {
        let snapshot: GraphSnapshot
        let activity: FrameActivity
        var statements: [DOTStatement] = []
        var legend = DiagramLegend()
        /// Whether each view shows its frame from layout.
        var showsFrames = false
        /// The ids of the nodes drawn so far, views and ghosts.
        var drawn: Set<Int> = []

        init(snapshot: GraphSnapshot, activity: FrameActivity) {
            self.snapshot = snapshot
            self.activity = activity
        }

        mutating func build() {
            let shown = Array(snapshot.nodes.prefix(ViewGraphDiagram.maximumNodes))
            for node in shown {
                statements.append(
                    .node(DOTNode(Self.id(node.id), attributes(for: node, activity.activity(of: node.id)))))
                drawn.insert(node.id)
            }
            if snapshot.nodes.count > shown.count {
                let left = snapshot.nodes.count - shown.count
                statements.append(
                    .node(
                        DOTNode(
                            "more_nodes",
                            [
                                "shape": "plaintext", "style": "", "fontcolor": .text(DiagramStyle.mutedText),
                                "label": .text(
                                    "… \(left) more view\(left == 1 ? "" : "s") not drawn (the diagram stops at \(ViewGraphDiagram.maximumNodes))"
                                ),
                            ])))
            }
            let flow = transactionFlow()
            for node in shown {
                guard let parent = node.parentID, drawn.contains(parent) else { continue }
                var attributes: DOTAttributes = [:]
                var label = node.key != "single" ? [node.key] : []
                if let carried = flow[node.id] {
                    label += carried.prefix(2).flatMap(ViewGraphDiagram.flowLines)
                    if carried.count > 2 {
                        label.append("\(TraceGlyph.transaction.symbol) …and \(carried.count - 2) more")
                    }
                    attributes["color"] = .text(DiagramStyle.transactionPen)
                    attributes["fontcolor"] = .text(DiagramStyle.transactionText)
                    attributes["penwidth"] = "2"
                    legend.use(
                        35, .line(color: DiagramStyle.transactionPen, text: TraceGlyph.transaction.symbol + "─▶"),
                        "the transaction flowing down to an animated value: its animation (and, first, its origin)")
                }
                if !label.isEmpty { attributes["label"] = .text(label.joined(separator: "\n")) }
                statements.append(.edge(DOTEdge(Self.id(parent), Self.id(node.id), attributes)))
                legend.use(
                    30, .line(color: DiagramStyle.treeEdge, text: "──▶"), "parent → child (label: its structural key)")
            }
            addGhosts()
            addNotCreatedRows()
            addObjects()
            addLoops()
            addDiagnostics()
            legend.use(
                27, .box(fill: DiagramStyle.idleFill, pen: DiagramStyle.viewPen, symbol: ""),
                "white: not touched in these frames")
        }

        static func id(_ node: Int) -> String { "n\(node)" }

        // MARK: Views

        mutating func attributes(for node: GraphSnapshot.Node, _ activity: NodeActivity) -> DOTAttributes {
            var attributes: DOTAttributes = [:]
            var style: [String] = ["filled"]
            var pen = DiagramStyle.viewPen
            let headerSize: Double
            let light: Bool
            switch node.kind {
            case .view:
                attributes["shape"] = "box"
                style = ["rounded", "filled"]
                attributes["penwidth"] = "1.5"
                headerSize = 13
                light = false
                legend.use(
                    10, .box(fill: DiagramStyle.idleFill, pen: DiagramStyle.viewPen, symbol: "View"),
                    "view with a body: bold, rounded box")
            case .timeline:
                attributes["shape"] = "box"
                style = ["rounded", "filled"]
                attributes["peripheries"] = "2"
                attributes["penwidth"] = "1.5"
                pen = DiagramStyle.timelinePen
                headerSize = 13
                light = false
                legend.use(
                    11, .box(fill: DiagramStyle.idleFill, pen: DiagramStyle.timelinePen, symbol: DiagramStyle.clock),
                    "TimelineView: double purple border; \(DiagramStyle.clock) its entries")
            case .customModifier:
                attributes["shape"] = "box"
                style = ["rounded", "filled"]
                headerSize = 11
                light = false
                legend.use(
                    12, .box(fill: DiagramStyle.idleFill, pen: DiagramStyle.viewPen, symbol: "M"),
                    "custom ViewModifier with a body: thin rounded box")
            case .modifier:
                attributes["shape"] = "box"
                pen = DiagramStyle.lightPen
                headerSize = 10
                light = true
                legend.use(
                    13, .box(fill: DiagramStyle.idleFill, pen: DiagramStyle.lightPen, symbol: ".m"),
                    "built-in modifier: small square box")
            case .container:
                attributes["shape"] = "box3d"
                pen = DiagramStyle.lightPen
                headerSize = 10
                light = true
                legend.use(
                    14, .box(fill: DiagramStyle.idleFill, pen: DiagramStyle.lightPen, symbol: "[ ]"),
                    "container (stack, group, tuple, ForEach): 3-D box")
            case .leaf:
                attributes["shape"] = "ellipse"
                pen = DiagramStyle.lightPen
                headerSize = 10
                light = true
                legend.use(
                    15, .box(fill: DiagramStyle.idleFill, pen: DiagramStyle.lightPen, symbol: "( )"),
                    "leaf (Text, Image, shape…): ellipse")
            }

            // Fill: what happened, the most telling first.
            var fill = DiagramStyle.idleFill
            if activity.isEvaluated {
                fill = DiagramStyle.evaluatedFill
                pen = DiagramStyle.evaluatedPen
                legend.use(
                    20,
                    .box(
                        fill: DiagramStyle.evaluatedFill, pen: DiagramStyle.evaluatedPen,
                        symbol: TraceGlyph.bodyRuns.symbol),
                    "body ran in these frames: why (as _printChanges prints it) and how often")
            } else if activity.isAnimated || node.animation != nil {
                fill = DiagramStyle.animationFill
            } else if activity.hasActions {
                fill = DiagramStyle.actionFill
                pen = DiagramStyle.actionPen
            } else if !activity.taskEvents.isEmpty || node.task != nil {
                fill = DiagramStyle.taskFill
                pen = DiagramStyle.taskPen
                legend.use(
                    30,
                    .box(fill: DiagramStyle.taskFill, pen: DiagramStyle.taskPen, symbol: TraceGlyph.taskStarted.symbol),
                    "its task started, slept, woke, was cancelled or ended (\(TraceGlyph.taskStarted.symbol) "
                        + "\(TraceGlyph.taskSuspended.symbol) \(TraceGlyph.taskResumed.symbol) "
                        + "\(TraceGlyph.taskCancelled.symbol) \(TraceGlyph.taskEnded.symbol))")
            } else if activity.changesTransaction {
                fill = DiagramStyle.transactionFill
                pen = DiagramStyle.transactionPen
            } else if activity.hasChanges || !activity.entriesReached.isEmpty {
                fill = DiagramStyle.changedFill
                pen = DiagramStyle.changedPen
            } else if activity.isSkipped {
                fill = DiagramStyle.skippedFill
                pen = DiagramStyle.skippedPen
                style.append("dotted")
            } else if activity.insertedAt != nil {
                fill = DiagramStyle.insertedFill
            }
            if activity.isSkipped {
                legend.use(
                    21,
                    .box(
                        fill: DiagramStyle.skippedFill, pen: DiagramStyle.skippedPen,
                        symbol: TraceGlyph.bodySkipped.symbol),
                    "offered a new value but its body was skipped, and why (dotted)")
            }
            if activity.hasActions {
                legend.use(
                    23,
                    .box(fill: DiagramStyle.actionFill, pen: DiagramStyle.actionPen, symbol: TraceGlyph.action.symbol),
                    "an action ran (\(TraceGlyph.action.symbol)) or was suppressed (\(TraceGlyph.suppressed.symbol))")
            }
            if !activity.attributeChanges.isEmpty || !activity.valueChanges.isEmpty || !activity.entriesReached.isEmpty
            {
                legend.use(
                    22,
                    .box(
                        fill: DiagramStyle.changedFill, pen: DiagramStyle.changedPen, symbol: TraceGlyph.changed.symbol),
                    "a displayed attribute or a watched value changed: old → new")
            }
            if !activity.stateWrites.isEmpty || !activity.otherChanges.isEmpty {
                legend.use(
                    24, .line(color: DiagramStyle.stateText, text: TraceGlyph.write.symbol),
                    "state or environment written: old → new")
            }
            if activity.insertedAt != nil {
                pen = DiagramStyle.insertedPen
                attributes["penwidth"] = "2.5"
                legend.use(
                    25,
                    .box(
                        fill: DiagramStyle.insertedFill, pen: DiagramStyle.insertedPen,
                        symbol: TraceGlyph.inserted.symbol),
                    "inserted in these frames: thick green border")
            }
            if activity.isAnimated || node.animation != nil {
                pen = DiagramStyle.animationPen
                attributes["penwidth"] = "3"
                legend.use(
                    28,
                    .box(
                        fill: DiagramStyle.animationFill, pen: DiagramStyle.animationPen,
                        symbol: TraceGlyph.animationStarted.symbol),
                    "animated value (thick orange border): \(TraceGlyph.animationStarted.symbol) what animated, with which animation, from where; now: presented vs model"
                )
            }
            if activity.changesTransaction {
                legend.use(
                    29,
                    .box(
                        fill: DiagramStyle.transactionFill, pen: DiagramStyle.transactionPen,
                        symbol: TraceGlyph.transaction.symbol),
                    "changed the transaction (\(TraceGlyph.transaction.symbol)): the animation the views below it now see"
                )
            }
            if node.task != nil {
                pen = DiagramStyle.taskPen
                attributes["penwidth"] = "2.5"
                style.append("dashed")
                legend.use(
                    31,
                    .box(
                        fill: DiagramStyle.taskFill, pen: DiagramStyle.taskPen, symbol: TraceGlyph.taskSuspended.symbol),
                    "its task still runs or sleeps (thick dashed teal border): now: until when")
            }
            if node.isRemoving || node.transition != nil {
                pen = DiagramStyle.animationPen
                attributes["penwidth"] = "2.5"
                if node.isRemoving {
                    style.append("dashed")
                    legend.use(
                        32,
                        .box(
                            fill: DiagramStyle.idleFill, pen: DiagramStyle.animationPen,
                            symbol: TraceGlyph.transition.symbol),
                        "being removed (dashed orange border): drawn at its transition's values, without its body, until the removal completes"
                    )
                } else {
                    legend.use(
                        33,
                        .box(
                            fill: DiagramStyle.idleFill, pen: DiagramStyle.animationPen,
                            symbol: TraceGlyph.transition.symbol),
                        "transitioning in (orange border): its transition's values now")
                }
            }
            if activity.diagnostics > 0 {
                pen = DiagramStyle.diagnosticPen
                attributes["penwidth"] = "2.5"
            }
            attributes["style"] = .text(style.joined(separator: ","))
            attributes["fillcolor"] = .text(fill)
            attributes["color"] = .text(pen)
            attributes["label"] = .html(DOTHTML.table(label(for: node, activity, headerSize: headerSize, light: light)))
            return attributes
        }

        func label(for node: GraphSnapshot.Node, _ activity: NodeActivity, headerSize: Double, light: Bool) -> [String]
        {
            var rows: [String] = []
            let textColor = light && !activity.isTouched ? DiagramStyle.lightText : nil
            let hasBody = node.kind == .view || node.kind == .timeline || node.kind == .customModifier
            let title = DiagramStyle.truncate(hasBody && node.kind != .timeline ? node.typeName : node.label, 48)
            var header = (hasBody ? DOTHTML.bold(DOTHTML.escape(title)) : DOTHTML.escape(title))
            header += " " + DOTHTML.font("#\(node.id)", color: DiagramStyle.mutedText)
            rows.append(DOTHTML.row(DOTHTML.font(header, size: headerSize, color: textColor)))
            if hasBody && node.evaluationCount > 0 {
                let runs = "\(node.evaluationCount) run\(node.evaluationCount == 1 ? "" : "s") since the start"
                rows.append(DOTHTML.row(DOTHTML.font(runs, size: 8, color: DiagramStyle.mutedText)))
            }
            if let name = node.name, !node.label.contains("\"\(name)\"") {
                rows.append(
                    DOTHTML.row(
                        DOTHTML.font(
                            DOTHTML.italic(DOTHTML.escape("\"\(name)\"")), size: 9, color: DiagramStyle.mutedText)))
            }
            func line(_ text: String, color: String? = nil, size: Double = 9) {
                rows.append(
                    DOTHTML.row(
                        DOTHTML.font(DOTHTML.escape(DiagramStyle.truncate(text, 64)), size: size, color: color),
                        align: "LEFT"))
            }
            // Static facts: properties, attributes not already in the label, the timeline.
            for property in node.properties {
                if let write = activity.stateWrites.first(where: { $0.property == property.label }) {
                    line(
                        "\(TraceGlyph.write.symbol) \(property.kind.rawValue) \(property.label): \(DiagramStyle.chain(write.values))",
                        color: DiagramStyle.stateText)
                } else {
                    line(
                        "\(property.kind.rawValue) \(property.label) = \(DiagramStyle.truncate(property.value, 40))",
                        color: textColor)
                }
            }
            for write in activity.stateWrites where !node.properties.contains(where: { $0.label == write.property }) {
                line(
                    "\(TraceGlyph.write.symbol) \(write.property): \(DiagramStyle.chain(write.values))",
                    color: DiagramStyle.stateText)
            }
            var staticAttributes = 0
            // Animated attributes are shown with their presented and model values below.
            let animated = Set(
                (activity.animations.map(\.attribute) + [node.animation?.attribute].compactMap { $0 })
                    .flatMap { $0.components(separatedBy: ", ") })
            for attribute in node.attributes
            where !activity.attributeChanges.contains(where: { $0.name == attribute.name })
                && !animated.contains(attribute.name)
            {
                let value = attribute.value.description
                guard !node.label.contains(value), staticAttributes < 4 else { continue }
                staticAttributes += 1
                line("\(attribute.name): \(DiagramStyle.truncate(value, 40))", color: DiagramStyle.mutedText)
            }
            if showsFrames {
                let numbers = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height]
                line(
                    "frame (\(numbers.map { ValueFormatter.number(Double($0)) }.joined(separator: ", ")))",
                    color: DiagramStyle.mutedText)
            }
            if let entry = node.timelineEntry {
                let next = node.nextTimelineEntry.map { " · next \($0)" } ?? ""
                line("\(DiagramStyle.clock) entry \(entry)\(next)", color: DiagramStyle.timelinePen)
            }
            // What these frames did.
            if let key = activity.insertedAt {
                line(
                    "\(TraceGlyph.inserted.symbol) inserted" + (key.isEmpty || key == "single" ? "" : " \(key)"),
                    color: DiagramStyle.insertedText, size: 10)
            }
            if !activity.entriesReached.isEmpty {
                line(
                    "\(DiagramStyle.clock) reached entry \(DiagramStyle.chain(activity.entriesReached))",
                    color: DiagramStyle.timelinePen, size: 10)
            }
            for evaluation in activity.evaluations.prefix(3) {
                rows.append(
                    DOTHTML.row(
                        DOTHTML.font(
                            DOTHTML.bold(
                                DOTHTML.escape(
                                    "\(TraceGlyph.bodyRuns.symbol) \(evaluation.what)\(DiagramStyle.times(evaluation.count)):"
                                ))
                                + " " + DOTHTML.escape(DiagramStyle.truncate(evaluation.reasons, 56)),
                            size: 10, color: DiagramStyle.evaluatedText), align: "LEFT"))
            }
            if activity.evaluations.count > 3 {
                let more = activity.evaluations.dropFirst(3).reduce(0) { $0 + $1.count }
                line(
                    "\(TraceGlyph.bodyRuns.symbol) …and \(more) more run\(more == 1 ? "" : "s") for other reasons",
                    color: DiagramStyle.evaluatedText)
            }
            for field in activity.changedFields.prefix(3) {
                if let change = field.change, "@self \(change)".count <= 60 {
                    line("@self \(change)", color: DiagramStyle.evaluatedText)
                    continue
                }
                for text in DiagramStyle.fieldChange(
                    path: field.path, values: field.values, uncomparable: field.uncomparable)
                {
                    line(text, color: DiagramStyle.evaluatedText)
                }
            }
            for skip in activity.skips {
                line(
                    "\(TraceGlyph.bodySkipped.symbol) skipped\(DiagramStyle.times(skip.count)): \(skip.text)",
                    color: DiagramStyle.skippedText, size: 10)
            }
            for change in activity.attributeChanges {
                line(
                    "\(TraceGlyph.changed.symbol) \(change.name): \(DiagramStyle.chain(change.values.map { DiagramStyle.truncate($0, 20) }))",
                    color: DiagramStyle.changedText, size: 10)
            }
            if !activity.valueChanges.isEmpty {
                line(
                    "\(TraceGlyph.changed.symbol) watched value: \(DiagramStyle.chain(activity.valueChanges))",
                    color: DiagramStyle.changedText, size: 10)
            }
            if activity.actionsRun > 0 {
                line(
                    "\(TraceGlyph.action.symbol) action ran\(DiagramStyle.times(activity.actionsRun))",
                    color: DiagramStyle.actionText, size: 10)
            }
            if activity.actionsSuppressed > 0 {
                line(
                    "\(TraceGlyph.suppressed.symbol) action suppressed\(DiagramStyle.times(activity.actionsSuppressed)) (viewsim's model: 2 a frame)",
                    color: DiagramStyle.diagnosticText, size: 10)
            }
            for other in activity.otherChanges {
                line(other, color: DiagramStyle.stateText)
            }
            if activity.taskEvents.count > 8 {
                line("…\(activity.taskEvents.count - 8) earlier task events", color: DiagramStyle.taskText)
            }
            for event in activity.taskEvents.suffix(8) {
                line(event, color: DiagramStyle.taskText)
            }
            if let task = node.task {
                line("\(TraceGlyph.taskSuspended.symbol) now: \(task)", color: DiagramStyle.taskText)
            }
            if let transition = node.transition {
                line(
                    "\(TraceGlyph.transition.symbol) " + DiagramStyle.truncate(transition, 56),
                    color: DiagramStyle.animationText)
            }
            for change in activity.transactionChanges.prefix(2) {
                for text in ViewGraphDiagram.transactionLines(change) {
                    // Wrapped, not cut: what the transaction had can be long. Indents stay.
                    let indent = String(text.prefix { $0 == " " })
                    for (offset, part) in DiagramStyle.wrap(
                        String(text.dropFirst(indent.count)), width: 60 - indent.count
                    ).prefix(2).enumerated() {
                        line(indent + (offset == 0 ? "" : "   ") + part, color: DiagramStyle.transactionText)
                    }
                }
            }
            rows += animationRows(activity.animations, running: node.animation)
            return rows
        }

        // MARK: Animations and transactions

        /// Rows for the node's animated values: what animated, through which values,
        /// with which animation from where, the frames, completions, and the state now.
        func animationRows(_ animations: [AnimationActivity], running: GraphSnapshot.RunningAnimation?) -> [String] {
            var rows: [String] = []
            func line(_ text: String, bold: Bool = false, size: Double = 9, color: String = DiagramStyle.animationText)
            {
                let escaped = DOTHTML.escape(DiagramStyle.truncate(text, 64))
                rows.append(
                    DOTHTML.row(
                        DOTHTML.font(bold ? DOTHTML.bold(escaped) : escaped, size: size, color: color), align: "LEFT"))
            }
            for animation in animations.prefix(3) {
                line(
                    "\(TraceGlyph.animationStarted.symbol) \(animation.attribute): \(DiagramStyle.chain(animation.targets.map { DiagramStyle.truncate($0, 16) }))",
                    bold: true, size: 10)
                for change in animation.changes.prefix(3) {
                    line("\(change.kind) with \(change.animation)")
                    if let origin = change.origin { line("   from \(origin)", color: DiagramStyle.mutedText) }
                }
                if animation.changes.count > 3 { line("…and \(animation.changes.count - 3) more retargets") }
                for jump in animation.jumps.prefix(2) {
                    line("\(TraceGlyph.changed.symbol) \(jump.from) → \(jump.to) without an animation: it jumps")
                }
                if let first = animation.firstPresented, let last = animation.lastPresented {
                    let frames = "\(animation.frames) frame\(animation.frames == 1 ? "" : "s")"
                    line(
                        "\(TraceGlyph.animationFrame.symbol) presented \(DiagramStyle.truncate(first, 16)) … \(DiagramStyle.truncate(last, 16)) over \(frames)"
                    )
                }
                var ends: [String] = []
                if animation.logicallyComplete > 0 {
                    ends.append(
                        "\(TraceGlyph.logicallyComplete.symbol) logically complete\(DiagramStyle.times(animation.logicallyComplete))"
                    )
                }
                if animation.finished > 0 {
                    ends.append("\(TraceGlyph.finished.symbol) finished\(DiagramStyle.times(animation.finished))")
                }
                if !ends.isEmpty { line(ends.joined(separator: " · ")) }
            }
            if animations.count > 3 {
                line("\(TraceGlyph.animationStarted.symbol) …and \(animations.count - 3) more animated values")
            }
            if let running {
                if !animations.contains(where: { $0.attribute == running.attribute }) {
                    line("\(TraceGlyph.animationStarted.symbol) \(running.attribute) animating", bold: true, size: 10)
                    if let animation = running.animation { line("with \(animation)") }
                    if let origin = running.origin { line("   from \(origin)", color: DiagramStyle.mutedText) }
                }
                let forever = running.canFinish ? "" : " · never finishes"
                line(
                    "\(TraceGlyph.animationStarted.symbol) now: presented \(DiagramStyle.truncate(running.presented.description, 16)) · model \(DiagramStyle.truncate(running.model.description, 16))\(forever)",
                    bold: true)
            }
            return rows
        }

        /// The edges the transaction flows along in these frames, as labels by child
        /// id: every edge out of a node that changed the transaction, and the path
        /// from where each animation's transaction began down to the animated node.
        ///
        /// An animation set by a modifier (`.animation(_:value:)`, `.transaction`)
        /// begins at that modifier; one from `withAnimation` or a binding begins at
        /// the view whose state the change wrote.
        func transactionFlow() -> [Int: [String]] {
            var parentOf: [Int: Int] = [:]
            var childrenOf: [Int: [Int]] = [:]
            for node in snapshot.nodes {
                guard let parent = node.parentID else { continue }
                parentOf[node.id] = parent
                childrenOf[parent, default: []].append(node.id)
            }
            var labels: [Int: [String]] = [:]
            // A full label (`… (from …)`) makes a short one of the same animation redundant.
            func add(_ child: Int, _ text: String) {
                var existing = labels[child] ?? []
                guard !existing.contains(text), !existing.contains(where: { $0.hasPrefix(text + " (from ") }) else {
                    return
                }
                existing.removeAll { text.hasPrefix($0 + " (from ") }
                existing.append(text)
                labels[child] = existing
            }
            var changers: [NodeRef] = []
            for (node, change) in activity.transactionChanges where drawn.contains(node.id) {
                if !changers.contains(node) { changers.append(node) }
                for child in childrenOf[node.id] ?? [] {
                    add(child, ViewGraphDiagram.flowLabel(change: change, at: node.description))
                }
            }
            for (node, _, change) in activity.animationChanges where drawn.contains(node.id) {
                var ancestors: [Int] = []
                var cursor = parentOf[node.id]
                while let id = cursor, ancestors.count < 10_000 {
                    ancestors.append(id)
                    cursor = parentOf[id]
                }
                var source: Int?
                if let origin = change.origin {
                    source = ancestors.first { id in changers.contains { $0.id == id && origin.node?.id == id } }
                }
                if source == nil, let writer = activity.stateChangeSource(of: change.event),
                    ancestors.contains(writer.id)
                {
                    source = writer.id
                }
                guard let source else { continue }
                // The edge out of the source says where the animation came from; the
                // edges below it, what flows on.
                let short = "\(TraceGlyph.transaction.symbol) animation: \(change.animation)"
                let full = short + (change.origin.map { " (from \($0.shortDescription))" } ?? "")
                var path: [Int] = []
                var child = node.id
                while child != source, let parent = parentOf[child] {
                    path.append(child)
                    child = parent
                }
                for (offset, edge) in path.reversed().enumerated() { add(edge, offset == 0 ? full : short) }
            }
            return labels
        }

        // MARK: Removed views

        /// A lazy container's rows not created yet: one dashed folder per contiguous range.
        mutating func addNotCreatedRows() {
            for rows in snapshot.notCreated where drawn.contains(rows.containerID) {
                let id = "lazy\(rows.containerID)_\(rows.first)"
                statements.append(
                    .node(
                        DOTNode(
                            id,
                            [
                                "shape": "folder", "style": "dashed", "color": .text(DiagramStyle.removedPen),
                                "fontcolor": .text(DiagramStyle.removedText), "fontsize": "10",
                                "label": .text(rows.description),
                            ])))
                statements.append(
                    .edge(
                        DOTEdge(
                            Self.id(rows.containerID), id, ["style": "dashed", "color": .text(DiagramStyle.treeEdge)])))
                legend.use(
                    36, .box(fill: DiagramStyle.idleFill, pen: DiagramStyle.removedPen, symbol: "rows"),
                    "a lazy stack's rows not created yet, folded (dashed folder)")
            }
        }

        mutating func addGhosts() {
            let present = Set(snapshot.nodes.map(\.id))
            for removal in activity.removed where !present.contains(removal.node.id) && !drawn.contains(removal.node.id)
            {
                var rows = [
                    DOTHTML.row(
                        DOTHTML.font(
                            DOTHTML.escape(
                                "\(TraceGlyph.removed.symbol) \(DiagramStyle.truncate(removal.node.label, 40)) ")
                                + "#\(removal.node.id)",
                            size: 11, color: DiagramStyle.removedText))
                ]
                let descendants = removal.count - 1
                let what =
                    descendants > 0 ? "removed with \(descendants) descendant\(descendants == 1 ? "" : "s")" : "removed"
                rows.append(
                    DOTHTML.row(
                        DOTHTML.font(
                            DOTHTML.escape("\(what); its state is dropped"), size: 9, color: DiagramStyle.removedText)))
                let nodeActivity = activity.activity(of: removal.node.id)
                if nodeActivity.evaluationCount > 0 {
                    rows.append(
                        DOTHTML.row(
                            DOTHTML.font(
                                DOTHTML.escape(
                                    "\(TraceGlyph.bodyRuns.symbol) body ran\(DiagramStyle.times(nodeActivity.evaluationCount)) before"
                                ), size: 9, color: DiagramStyle.removedText)))
                }
                if nodeActivity.insertedAt != nil {
                    rows.append(
                        DOTHTML.row(
                            DOTHTML.font(
                                "\(TraceGlyph.inserted.symbol) inserted in these frames too", size: 9,
                                color: DiagramStyle.removedText)))
                }
                statements.append(
                    .node(
                        DOTNode(
                            Self.id(removal.node.id),
                            [
                                "style": "rounded,dashed,filled", "fillcolor": .text(DiagramStyle.removedFill),
                                "color": .text(DiagramStyle.removedPen), "label": .html(DOTHTML.table(rows)),
                            ])))
                drawn.insert(removal.node.id)
                legend.use(
                    26,
                    .box(
                        fill: DiagramStyle.removedFill, pen: DiagramStyle.removedPen, symbol: TraceGlyph.removed.symbol),
                    "removed in these frames: a dashed grey ghost where it was")
                if let parent = removal.parent, drawn.contains(parent.id) {
                    statements.append(
                        .edge(
                            DOTEdge(
                                Self.id(parent.id), Self.id(removal.node.id),
                                [
                                    "style": "dashed", "color": .text(DiagramStyle.removedPen), "label": "removed",
                                ])))
                }
            }
        }

        // MARK: Observable objects

        mutating func addObjects() {
            for object in snapshot.objects {
                let changes = activity.objectChanges.filter { $0.object == object.typeName }
                var rows = [
                    DOTHTML.row(
                        DOTHTML.font(
                            DOTHTML.bold(DOTHTML.escape(object.typeName)) + " "
                                + DOTHTML.font(object.id, color: DiagramStyle.mutedText),
                            size: 11, color: DiagramStyle.objectText))
                ]
                rows.append(DOTHTML.row(DOTHTML.font("ObservableObject", size: 8, color: DiagramStyle.mutedText)))
                for change in changes.prefix(4) {
                    rows.append(
                        DOTHTML.row(
                            DOTHTML.font(
                                DOTHTML.escape(DiagramStyle.truncate(change.text, 60)), size: 10,
                                color: DiagramStyle.stateText), align: "LEFT"))
                }
                statements.append(
                    .node(
                        DOTNode(
                            object.id,
                            [
                                "shape": "cylinder", "fillcolor": .text(DiagramStyle.objectFill),
                                "color": .text(DiagramStyle.objectPen),
                                "penwidth": changes.isEmpty ? "1" : "2", "label": .html(DOTHTML.table(rows)),
                            ])))
                legend.use(
                    31, .box(fill: DiagramStyle.objectFill, pen: DiagramStyle.objectPen, symbol: "obj"),
                    "observable object (cylinder); \(TraceGlyph.write.symbol) its published changes")
                for observer in object.observers where drawn.contains(observer.nodeID) {
                    let kind = snapshot.node(observer.nodeID)?.properties.first { $0.label == observer.label }?.kind
                        .rawValue
                    statements.append(
                        .edge(
                            DOTEdge(
                                object.id, Self.id(observer.nodeID),
                                [
                                    "style": "dashed", "color": .text(DiagramStyle.objectPen),
                                    "fontcolor": .text(DiagramStyle.objectText),
                                    "label": .text([kind, observer.label].compactMap { $0 }.joined(separator: " ")),
                                ])))
                    legend.use(
                        32, .line(color: DiagramStyle.objectPen, text: "- -▶"),
                        "observed by the view, through the property named")
                }
            }
        }

        // MARK: Loops and warnings

        mutating func addLoops() {
            var pairs: [(Int, Int)] = []
            for (diagnostic, _) in activity.diagnostics
            where diagnostic.kind == .updateLoop || diagnostic.kind == .preferenceLoop {
                let nodes = diagnostic.cycleNodes
                for (from, to) in zip(nodes, nodes.dropFirst()) where from != to {
                    if !pairs.contains(where: { $0 == (from, to) }) { pairs.append((from, to)) }
                }
            }
            for (step, pair) in pairs.enumerated() where drawn.contains(pair.0) && drawn.contains(pair.1) {
                statements.append(
                    .edge(
                        DOTEdge(
                            Self.id(pair.0), Self.id(pair.1),
                            [
                                "color": .text(DiagramStyle.loopColor), "fontcolor": .text(DiagramStyle.loopColor),
                                "penwidth": "2.5",
                                "style": "bold", "constraint": "false", "label": .text("   loop \(step + 1)"),
                            ])))
                legend.use(
                    33, .line(color: DiagramStyle.loopColor, text: "━━▶"),
                    "update loop, step by step (from the warning's cycle)")
            }
        }

        mutating func addDiagnostics() {
            let shown = activity.diagnostics.prefix(ViewGraphDiagram.maximumDiagnostics)
            for (index, entry) in shown.enumerated() {
                let diagnostic = entry.diagnostic
                var rows: [String] = []
                let headline = DiagramStyle.wrap(
                    DiagramStyle.printable(
                        "\(TraceGlyph.diagnostic.symbol) " + diagnostic.message + DiagramStyle.times(entry.count)),
                    width: 48)
                for line in headline {
                    rows.append(
                        DOTHTML.row(
                            DOTHTML.font(
                                DOTHTML.bold(DOTHTML.escape(line)), size: 10, color: DiagramStyle.diagnosticText),
                            align: "LEFT"))
                }
                for (step, text) in diagnostic.cycle.enumerated() {
                    for (offset, line) in DiagramStyle.wrap(DiagramStyle.printable("\(step + 1). \(text)"), width: 56)
                        .enumerated()
                    {
                        rows.append(
                            DOTHTML.row(
                                DOTHTML.font(
                                    DOTHTML.escape((offset == 0 ? "" : "    ") + line), size: 9,
                                    color: DiagramStyle.diagnosticText), align: "LEFT"))
                    }
                }
                if let hint = diagnostic.hint {
                    for line in DiagramStyle.wrap("To fix: " + hint, width: 56) {
                        rows.append(
                            DOTHTML.row(
                                DOTHTML.font(DOTHTML.escape(line), size: 9, color: DiagramStyle.mutedText),
                                align: "LEFT"))
                    }
                }
                let id = "warning\(index + 1)"
                statements.append(
                    .node(
                        DOTNode(
                            id,
                            [
                                "shape": "note", "fillcolor": .text(DiagramStyle.diagnosticFill),
                                "color": .text(DiagramStyle.diagnosticPen),
                                "label": .html(DOTHTML.table(rows)),
                            ])))
                legend.use(
                    34,
                    .box(
                        fill: DiagramStyle.diagnosticFill, pen: DiagramStyle.diagnosticPen,
                        symbol: TraceGlyph.diagnostic.symbol),
                    "a warning SwiftUI would log; its view has a red border")
                if let node = diagnostic.node, drawn.contains(node.id) {
                    statements.append(
                        .edge(
                            DOTEdge(
                                Self.id(node.id), id,
                                [
                                    "style": "dashed", "color": .text(DiagramStyle.diagnosticPen), "arrowhead": "none",
                                ])))
                }
            }
            let left = activity.diagnostics.count - shown.count
            if left > 0 {
                statements.append(
                    .node(
                        DOTNode(
                            "warning_more",
                            [
                                "shape": "note", "fillcolor": .text(DiagramStyle.diagnosticFill),
                                "color": .text(DiagramStyle.diagnosticPen),
                                "fontcolor": .text(DiagramStyle.diagnosticText),
                                "label": .text(
                                    "\(TraceGlyph.diagnostic.symbol) …and \(left) more warning\(left == 1 ? "" : "s"); see the trace"
                                ),
                            ])))
            }
        }
    }
}
