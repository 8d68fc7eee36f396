// Draws the trace of some frames as a cause → effect graph: one node per event,
// worded as in the text trace, an arrow from each cause to its effect. Simplifies:
// primitive insertions are left out, an animation's frames fold into one node,
// frames stack top to bottom and identical ones are drawn once with a count,
// huge traces are cut. Lesson: `viewsim graph --kind cause`.
import ViewSim

/// The events of some frames as a Graphviz diagram of causes and effects.
///
/// Each event is a node with the same words as the text trace
/// (`● LoopView #1 body: _flag changed.`), coloured by kind: inputs (script
/// steps, timeline entries) blue, state changes rose, bodies amber, attribute
/// changes lavender, actions teal, warnings red, transactions and animations purple
/// and orange. Arrows go from cause to effect, top to bottom: solid from the cause
/// an event sits under in the text trace's tree (`CauseTree`, its most recent
/// cause), dashed from its other causes; several frames are boxed one per frame. The frames of one running animation fold into one node
/// (`~ .trim #9 trim(to:) 0.0044 … 1 over 21 frames`, double border), outside the
/// frame boxes, and so do effects repeated once per frame (an Animatable view's
/// body).
/// Frame boxes stack top to bottom, so the diagram is as wide as its widest frame;
/// frames identical to an earlier one (viewsim's model: the same events, kinds,
/// nodes and causes, whatever the values and times; see `FrameGroups`) are drawn
/// once, in one box labelled with every frame and a count (`frames 12, 24, 36 (×3, …)`).
/// The views one body run reaches, when they have no effects of their own, are drawn
/// one below the other in tree order (viewsim's model: node ids number views in the
/// order they entered the tree), so the update walks down the page. The cap of
/// `maximumEvents` counts the nodes drawn. A legend explains every style used.
///
/// ```swift
/// let sim = Simulation(LoopView())
/// try sim.step("wait") { try sim.advance(by: 2.1) }
/// let dot = CauseEffectDiagram.dot(frames: sim.trace.frames(inStep: 1), title: "Why the loop")
/// ```
public enum CauseEffectDiagram {
    /// Events beyond this many are left out, with a note saying how many, so
    /// that layout stays quick.
    package static let maximumEvents = 400

    /// The DOT text of the cause → effect graph of `frames`' events.
    ///
    /// - Parameters:
    ///   - frames: the frames to draw, usually those of one step.
    ///   - title: the caption drawn above the diagram.
    public static func dot(frames: [FrameRecord], title: String) -> String {
        DOTEncoder.encode(DOTLabelFit.fitted(graph(frames: frames, title: title)))
    }

    /// The diagram as a `DOTGraph`.
    package static func graph(frames: [FrameRecord], title: String) -> DOTGraph {
        let allEvents = frames.flatMap(\.events)
        let everyShown = allEvents.filter(isShown)
        let alike = AlikeSiblings(shown: everyShown, all: allEvents)
        let shown = alike.hidden.isEmpty ? everyShown : everyShown.filter { !alike.hidden.contains($0.id) }
        let folded = FoldedEvents(shown: shown)
        // The cut counts nodes drawn: the events of a frame merged into an identical
        // earlier one cost nothing, so a long run of the same frames is drawn whole.
        let candidates = Array(folded.items.prefix(maximumEvents * candidateFactor))
        let trial = Plan(items: candidates, frames: frames, all: allEvents, folded: folded)
        var cut = candidates.count
        var drawnCount = 0
        for (index, item) in candidates.enumerated() {
            if case .event(let event) = item, trial.groups.representative(of: event.id) != event.id { continue }
            if drawnCount == maximumEvents {
                cut = index
                break
            }
            drawnCount += 1
        }
        let keptItems = Array(candidates.prefix(cut))
        let plan =
            cut == candidates.count ? trial : Plan(items: keptItems, frames: frames, all: allEvents, folded: folded)
        let eventCauses = plan.eventCauses
        let groups = plan.groups
        var keptByID: [EventID: TraceEvent] = [:]
        for item in keptItems { for event in item.events { keptByID[event.id] = event } }
        var times: [Int: Double] = [:]
        for frame in frames { times[frame.index] = frame.time }
        var legend = DiagramLegend()

        var graph = DOTGraph(
            name: "CauseEffect",
            graphAttributes: [
                "label": .html(caption(title: title, frames: frames, events: everyShown.count, folded: folded)),
                "labelloc": "t", "fontname": .text(DiagramStyle.fontName), "fontsize": "16",
                "rankdir": "TB", "nodesep": "0.25", "ranksep": "0.3", "pad": "0.3", "bgcolor": "white",
            ],
            nodeAttributes: [
                "fontname": .text(DiagramStyle.fontName), "fontsize": "10", "shape": "box", "style": "filled",
                "fillcolor": .text(DiagramStyle.idleFill), "color": .text(DiagramStyle.viewPen), "margin": "0.1,0.04",
            ],
            edgeAttributes: [
                "fontname": .text(DiagramStyle.fontName), "fontsize": "9", "color": .text(DiagramStyle.viewPen),
                "arrowsize": "0.7",
            ])

        func drawnCauses(_ event: EventID) -> [EventID] { plan.drawnCauses(of: event) }
        // The node that draws an event: its fold's, or its own in the first of its identical frames.
        func drawnID(_ event: EventID) -> String {
            folded.isFolded(event) ? foldID(folded.representative(of: event)) : id(groups.representative(of: event))
        }

        // viewsim's model: frames stack top to bottom, each box below the one before
        // (an invisible point between them that the last events of one lead to and
        // the first events of the next come from), so the diagram is as wide as its
        // widest frame, not as all of them side by side.
        let clustered = frames.count > 1
        var previousSinks: [String] = []
        for (number, group) in groups.groups.enumerated() {
            let nodes = group.events.map {
                DOTNode(
                    id($0.id), attributes(for: $0, passes: group.passes, alike: alike.counts[$0.id], legend: &legend))
            }
            guard clustered, let first = group.frames.first else {
                for node in nodes { graph.append(node) }
                continue
            }
            var cluster = DOTGraph(
                name: "cluster_frame\(first.index)",
                graphAttributes: [
                    "label": .text(FrameGroups.label(of: group)),
                    "labeljust": "l", "fontsize": "11", "fontcolor": .text(DiagramStyle.mutedText),
                    "style": "rounded", "color": "#CCCCCC",
                ])
            if group.frames.count > 1 {
                cluster.graphAttributes["color"] = .text(DiagramStyle.mutedText)
                cluster.graphAttributes["penwidth"] = "2"
                legend.use(
                    50, .box(fill: "#FFFFFF", pen: DiagramStyle.mutedText, symbol: "×n"),
                    "viewsim's model: frames with the same events (values aside), drawn once: the first one's")
            }
            for node in nodes { cluster.append(node) }
            graph.append(cluster)
            // Sources (no cause in this frame) and sinks (no effect in it), for the stacking.
            let here = Set(group.events.map(\.id))
            var causing: Set<EventID> = []
            var sources: [String] = []
            for event in group.events {
                let local = drawnCauses(event.id).filter { here.contains($0) }
                if local.isEmpty { sources.append(id(event.id)) }
                causing.formUnion(local)
            }
            if !previousSinks.isEmpty {
                let gap = "gap_frame\(number)"
                graph.append(
                    DOTNode(gap, ["shape": "point", "style": "invis", "width": "0", "height": "0", "label": ""]))
                for sink in previousSinks { graph.append(DOTEdge(sink, gap, ["style": "invis"])) }
                for source in sources { graph.append(DOTEdge(gap, source, ["style": "invis"])) }
            }
            previousSinks = group.events.filter { !causing.contains($0.id) }.map { id($0.id) }
        }
        // Folds span frames, so they stand outside the frame boxes.
        for item in keptItems {
            guard case .fold(let fold) = item else { continue }
            graph.append(DOTNode(foldID(fold.first.id), attributes(for: fold, times: times, legend: &legend)))
        }
        if folded.items.count > keptItems.count {
            let left = folded.items.count - keptItems.count
            graph.append(
                DOTNode(
                    "more_events",
                    [
                        "shape": "note", "fillcolor": "#FFFFFF", "color": .text(DiagramStyle.mutedText),
                        "fontcolor": .text(DiagramStyle.mutedText),
                        "label": .text(
                            "… \(left) more event\(left == 1 ? "" : "s") not drawn\n(the diagram stops at \(maximumEvents); the text trace has them all)"
                        ),
                    ]))
            if let last = keptItems.last {
                graph.append(DOTEdge(drawnID(last.id), "more_events", ["style": "dotted", "arrowhead": "none"]))
            }
        }

        var drawnEdges: Set<String> = []
        // The effects of each body run on views, by the body's node id, for the walk below.
        var walks: [String: [(node: Int, target: String)]] = [:]
        var walkOrder: [String] = []
        for item in keptItems {
            // An event of a merged frame is drawn by its first frame's, with the same causes.
            if case .event(let event) = item, groups.representative(of: event.id) != event.id { continue }
            let isWarning: Bool
            if case .event(let event) = item, case .diagnostic = event.kind {
                isWarning = true
            } else {
                isWarning = false
            }
            // A fold's causes are its members' causes outside the fold, each drawn once.
            var causes: [String] = []
            for event in item.events {
                for cause in eventCauses[event.id] ?? [] {
                    let drawn = drawnID(cause)
                    if drawn != drawnID(item.id), !causes.contains(drawn) { causes.append(drawn) }
                }
            }
            let target = drawnID(item.id)
            if case .event(let event) = item, let node = event.node, let first = eventCauses[event.id]?.first,
                let body = keptByID[first], body.frame == event.frame, case .bodyEvaluated = body.kind,
                !folded.isFolded(first), causes.first == drawnID(first)
            {
                if walks[causes[0]] == nil { walkOrder.append(causes[0]) }
                walks[causes[0], default: []].append((node.id, target))
            }
            for (index, cause) in causes.enumerated() where drawnEdges.insert(cause + " -> " + target).inserted {
                var attributes: DOTAttributes = [:]
                if index > 0 {
                    attributes["style"] = "dashed"
                    legend.use(41, .line(color: DiagramStyle.viewPen, text: "- -▶"), "also caused by (a second cause)")
                } else {
                    legend.use(40, .line(color: DiagramStyle.viewPen, text: "──▶"), "cause → effect")
                }
                if isWarning {
                    attributes["color"] = .text(DiagramStyle.loopColor)
                    attributes["penwidth"] = "2"
                }
                graph.append(DOTEdge(cause, target, attributes))
            }
        }
        var causing: Set<String> = []
        for edge in drawnEdges { if let from = edge.components(separatedBy: " -> ").first { causing.insert(from) } }
        // viewsim's model: the views a body run reaches are drawn in tree order (node
        // ids number views as they enter the tree), each a step below the one before,
        // so the update walks down the page instead of fanning out sideways.
        for body in walkOrder {
            // Only the views with no drawn effects of their own: a subtree keeps its shape.
            let steps = (walks[body] ?? []).filter { !causing.contains($0.target) }.sorted {
                $0.node != $1.node ? $0.node < $1.node : $0.target < $1.target
            }
            guard steps.count >= minimumWalk else { continue }
            for (upper, lower) in zip(steps, steps.dropFirst())
            where drawnEdges.insert(upper.target + " -> " + lower.target).inserted {
                graph.append(DOTEdge(upper.target, lower.target, ["style": "invis"]))
            }
        }
        legend.add(to: &graph)
        return graph
    }

    /// A body run that reaches this many views or more has them drawn as a walk down the page.
    static let minimumWalk = 3

    /// Items beyond `maximumEvents` × this are not even looked at for merging frames.
    static let candidateFactor = 25

    /// Which events a diagram draws: their causes among themselves, and the frames they group into.
    struct Plan {
        /// For each kept event, the kept events that caused it, in order.
        let eventCauses: [EventID: [EventID]]
        /// The frames, identical ones merged.
        let groups: FrameGroups
        let folded: FoldedEvents

        init(items: [FoldedEvents.Item], frames: [FrameRecord], all: [TraceEvent], folded: FoldedEvents) {
            let kept = items.flatMap(\.events)
            let keptIDs = Set(kept.map(\.id))
            let eventCauses = CauseEffectDiagram.effectiveCauses(of: kept, all: all, kept: keptIDs)
            self.eventCauses = eventCauses
            self.folded = folded
            let frameEvents = frames.map { frame in
                (
                    index: frame.index, time: frame.time, passes: frame.passes,
                    events: frame.events.filter { keptIDs.contains($0.id) && !folded.isFolded($0.id) }
                )
            }
            groups = FrameGroups(
                frames: frameEvents, causes: { Self.drawnCauses(of: $0, causes: eventCauses, folded: folded) })
        }

        /// An event's drawn causes (a folded cause by its fold's first event), in order.
        func drawnCauses(of event: EventID) -> [EventID] {
            Self.drawnCauses(of: event, causes: eventCauses, folded: folded)
        }

        static func drawnCauses(of event: EventID, causes eventCauses: [EventID: [EventID]], folded: FoldedEvents)
            -> [EventID]
        {
            var causes: [EventID] = []
            for cause in eventCauses[event] ?? [] {
                let drawn = folded.representative(of: cause)
                if drawn != folded.representative(of: event), !causes.contains(drawn) { causes.append(drawn) }
            }
            return causes
        }
    }

    static func id(_ event: EventID) -> String { "e\(event)" }

    /// The node id of a fold: `f` and the id of its first event.
    static func foldID(_ first: EventID) -> String { "f\(first)" }

    /// Whether the event gets a node: primitive insertions do not, as in the
    /// text trace's default options.
    static func isShown(_ event: TraceEvent) -> Bool {
        if case .inserted(_, _, _, let hasBody) = event.kind { return hasBody }
        return true
    }

    /// For each kept event, the kept events that caused it, the one it sits under
    /// in the cause tree (its most recent cause) first, then the others in order: a
    /// cause that is not drawn passes its place to its own causes.
    static func effectiveCauses(of kept: [TraceEvent], all: [TraceEvent], kept keptIDs: Set<EventID>) -> [EventID:
        [EventID]]
    {
        var causesOf: [EventID: [EventID]] = [:]
        for event in all { causesOf[event.id] = event.causes }
        var resolved: [EventID: [EventID]] = [:]
        // Causes first, with an explicit stack: a chain of events that are not drawn
        // (the insertions of built-in views) is as long as the view tree is deep.
        func resolve(_ start: EventID) -> [EventID] {
            if keptIDs.contains(start) { return [start] }
            if let known = resolved[start] { return known }
            var stack: [(id: EventID, causesDone: Bool)] = [(start, false)]
            var open: Set<EventID> = []
            while let (id, causesDone) = stack.popLast() {
                guard resolved[id] == nil else { continue }
                guard let all = causesOf[id] else {
                    resolved[id] = []
                    continue
                }
                let causes = all.filter { $0 != id }
                if causesDone {
                    var result: [EventID] = []
                    for cause in causes {
                        let found = keptIDs.contains(cause) ? [cause] : resolved[cause] ?? []
                        for event in found where !result.contains(event) { result.append(event) }
                    }
                    resolved[id] = result
                    open.remove(id)
                } else {
                    open.insert(id)
                    stack.append((id, true))
                    // Causes are earlier events, so there are no cycles; `open` guards anyway.
                    for cause in causes.reversed()
                    where !keptIDs.contains(cause) && resolved[cause] == nil && !open.contains(cause) {
                        stack.append((cause, false))
                    }
                }
            }
            return resolved[start] ?? []
        }
        var result: [EventID: [EventID]] = [:]
        for event in kept {
            var causes: [EventID] = []
            // The cause it sits under in the text trace's tree (`CauseTree`) first: its solid edge.
            let parent = CauseTree.parentCause(of: event)
            for cause in parent.map({ [$0] + event.causes.filter { $0 != parent } }) ?? [] where cause != event.id {
                for found in resolve(cause) where !causes.contains(found) && found != event.id { causes.append(found) }
            }
            result[event.id] = causes
        }
        return result
    }

    static func caption(title: String, frames: [FrameRecord], events: Int, folded: FoldedEvents? = nil) -> String {
        var detail = "causes and effects"
        if let first = frames.first, let last = frames.last {
            if frames.count == 1 {
                let passes = first.passes > 1 ? ", \(first.passes) update passes" : ""
                detail += " in frame \(first.index) (t=\(ValueFormatter.number(first.time))s\(passes))"
            } else {
                detail += " in frames \(first.index)–\(last.index) (\(frames.count) frames with events)"
            }
        } else {
            detail += ": no frames"
        }
        detail += " · \(events) event\(events == 1 ? "" : "s")"
        if let folded {
            var runs = 0
            var repeats = 0
            var members = 0
            for item in folded.items {
                guard case .fold(let fold) = item else { continue }
                members += fold.members.count
                if fold.isAnimationFrames { runs += 1 } else { repeats += 1 }
            }
            if runs + repeats > 0 {
                let nodes = runs + repeats == 1 ? "1 node" : "\(runs + repeats) nodes"
                var what = runs == 1 ? "1 run of animation frames" : "\(runs) runs of animation frames"
                if repeats > 0 { what += " and \(repeats) effect\(repeats == 1 ? "" : "s") repeated every frame" }
                detail += " (\(members) folded into \(nodes): \(what))"
            }
        }
        return DOTHTML.bold(DOTHTML.escape(title)) + "<BR/>"
            + DOTHTML.font(DOTHTML.escape(detail), size: 11, color: DiagramStyle.mutedText)
    }

    /// The node of a fold: the run's words, styled as its first event with a double
    /// border (the animation colours for frames).
    static func attributes(for fold: FoldedEvents.Fold, times: [Int: Double], legend: inout DiagramLegend)
        -> DOTAttributes
    {
        var attributes = Self.attributes(for: fold.first, passes: 1, legend: &legend)
        let (headline, detail) = FoldedEvents.lines(for: fold, times: times)
        var textColor = DiagramStyle.animationText
        if fold.isAnimationFrames {
            attributes["style"] = "rounded,filled"
            legend.use(
                23,
                .box(
                    fill: DiagramStyle.animationFill, pen: DiagramStyle.animationPen,
                    symbol: TraceGlyph.animationFrame.symbol + " ×n"),
                "an animation's frames, folded (double border): first … last presented value over n frames")
        } else {
            textColor = Self.textColor(for: fold.first.kind)
            legend.use(
                24, .box(fill: DiagramStyle.idleFill, pen: DiagramStyle.viewPen, symbol: "×n"),
                "double border: the same effect once per animation frame, folded")
        }
        attributes["peripheries"] = "2"
        var rows = DiagramStyle.wrap(DiagramStyle.printable(headline), width: 64).map {
            DOTHTML.row(DOTHTML.font(DOTHTML.escape($0), color: textColor), align: "LEFT")
        }
        rows.append(
            DOTHTML.row(DOTHTML.font(DOTHTML.escape(detail), size: 8, color: DiagramStyle.mutedText), align: "LEFT"))
        attributes["label"] = .html(DOTHTML.table(rows))
        return attributes
    }

    /// The text colour of an event's node, by kind.
    static func textColor(for kind: TraceEvent.Kind) -> String {
        switch kind {
        case .bodyEvaluated: return DiagramStyle.evaluatedText
        case .bodySkipped: return DiagramStyle.skippedText
        case .attributeChanged, .valueChanged: return DiagramStyle.changedText
        case .animation: return DiagramStyle.animationText
        default: return DiagramStyle.mutedText
        }
    }

    /// The legend row that explains the nodes of `kind`: its glyphs (the
    /// vocabulary's, those of every kind drawn alike) in a box of its node's
    /// colours, and the vocabulary's phrase for the kind (or for its family, when
    /// the whole family is drawn alike) with what the diagram's style adds.
    static func legendEntry(for kind: TraceEventKind) -> DiagramLegend.Entry {
        func box(_ order: Int, _ fill: String, _ pen: String, _ kinds: [TraceEventKind], _ text: String)
            -> DiagramLegend.Entry
        {
            var glyphs: [String] = []
            for glyph in kinds.map(\.glyph.symbol) where !glyphs.contains(glyph) { glyphs.append(glyph) }
            return DiagramLegend.Entry(
                order: order,
                sample: .box(fill: fill, pen: pen, symbol: DiagramStyle.printable(glyphs.joined(separator: " "))),
                text: text)
        }
        switch kind {
        case .script, .timelineEntry:
            return box(
                10, DiagramStyle.inputFill, DiagramStyle.inputPen, [.script, .timelineEntry],
                TraceEventFamily.input.phrase)
        case .gesture:
            return box(11, DiagramStyle.inputFill, DiagramStyle.inputPen, [kind], kind.phrase)
        case .stateWrite, .stateWriteIgnored, .stateWriteDropped, .objectWillChange, .observationChange,
            .environmentChange:
            return box(
                11, DiagramStyle.stateFill, DiagramStyle.statePen, TraceEventFamily.state.kinds,
                TraceEventFamily.state.phrase + " (dashed: ignored or dropped)")
        case .bodyEvaluated:
            return box(12, DiagramStyle.evaluatedFill, DiagramStyle.evaluatedPen, [kind], kind.phrase)
        case .bodySkipped:
            return box(13, DiagramStyle.skippedFill, DiagramStyle.skippedPen, [kind], kind.phrase + " (dotted)")
        case .inserted:
            return box(14, DiagramStyle.insertedFill, DiagramStyle.insertedPen, [kind], kind.phrase)
        case .removed:
            return box(15, DiagramStyle.removedFill, DiagramStyle.removedPen, [kind], kind.phrase + " (dashed)")
        case .attributeChanged, .valueChanged:
            return box(
                16, DiagramStyle.changedFill, DiagramStyle.changedPen, [.attributeChanged, .valueChanged],
                TraceEventFamily.attribute.phrase)
        case .actionRun, .completion:
            return box(
                17, DiagramStyle.actionFill, DiagramStyle.actionPen, [.actionRun, .completion],
                TraceEventFamily.action.phrase + " (hexagon); " + TraceEventKind.completion.phrase)
        case .actionSuppressed:
            return box(
                18, DiagramStyle.diagnosticFill, DiagramStyle.diagnosticPen, [kind], kind.phrase + " (dashed hexagon)")
        case .diagnostic:
            return box(
                19, DiagramStyle.diagnosticFill, DiagramStyle.diagnosticPen, [kind],
                kind.phrase + " (red arrows lead to it)")
        case .printChanges:
            return DiagramLegend.Entry(
                order: 20, sample: .line(color: DiagramStyle.mutedText, text: kind.glyph.symbol), text: kind.phrase)
        case .transaction:
            return box(21, DiagramStyle.transactionFill, DiagramStyle.transactionPen, [kind], kind.phrase)
        case .animation:
            return box(22, DiagramStyle.animationFill, DiagramStyle.animationPen, [kind], kind.phrase)
        case .canvasDrawn:
            return box(
                36, DiagramStyle.evaluatedFill, DiagramStyle.evaluatedPen, [kind], kind.phrase + " (bold hexagon)")
        case .preference:
            return box(40, DiagramStyle.changedFill, DiagramStyle.changedPen, [kind], kind.phrase + " (house)")
        case .lazyRows:
            return box(38, DiagramStyle.insertedFill, DiagramStyle.insertedPen, [kind], kind.phrase + " (folder)")
        case .transition:
            return box(
                39, DiagramStyle.animationFill, DiagramStyle.animationPen, [kind], kind.phrase + " (dashed, rounded)")
        case .task:
            let glyphs = kind.glyphs.map(\.symbol).joined(separator: " ")
            return DiagramLegend.Entry(
                order: 37,
                sample: .box(
                    fill: DiagramStyle.taskFill, pen: DiagramStyle.taskPen, symbol: DiagramStyle.printable(glyphs)),
                text: kind.phrase + " (parallelogram)")
        }
    }

    /// The node of one event: its text-trace line, styled by kind.
    static func attributes(for event: TraceEvent, passes: Int, alike: Int? = nil, legend: inout DiagramLegend)
        -> DOTAttributes
    {
        var attributes: DOTAttributes = [:]
        var textColor: String? = nil
        var extra: [String] = []
        if let alike {
            extra.append("×\(alike): drawn once for \(alike) alike sibling views")
            legend.use(
                51, .box(fill: "#FFFFFF", pen: DiagramStyle.mutedText, symbol: "×n"),
                "viewsim's model: a run of \(AlikeSiblings.minimumRun) or more sibling views of one type with the same effects, drawn once: the first one's"
            )
        }
        legend.use(legendEntry(for: event.kind.name))
        switch event.kind {
        case .script, .timelineEntry, .gesture:
            attributes["shape"] = "cds"
            attributes["margin"] = "0.25,0.05"
            attributes["fillcolor"] = .text(DiagramStyle.inputFill)
            attributes["color"] = .text(DiagramStyle.inputPen)
            textColor = DiagramStyle.inputText
        case .stateWrite, .stateWriteIgnored, .stateWriteDropped, .objectWillChange, .observationChange,
            .environmentChange:
            attributes["fillcolor"] = .text(DiagramStyle.stateFill)
            attributes["color"] = .text(DiagramStyle.statePen)
            textColor = DiagramStyle.stateText
            switch event.kind {
            case .stateWriteIgnored, .stateWriteDropped: attributes["style"] = "filled,dashed"
            default: break
            }
        case .bodyEvaluated(_, let reasons):
            attributes["style"] = "rounded,filled"
            attributes["penwidth"] = "1.5"
            attributes["fillcolor"] = .text(DiagramStyle.evaluatedFill)
            attributes["color"] = .text(DiagramStyle.evaluatedPen)
            textColor = DiagramStyle.evaluatedText
            for reason in reasons {
                guard case .selfChanged(let fields) = reason else { continue }
                for field in fields.prefix(3) {
                    // Only the parts that changed, as the text trace says them, when that fits a line.
                    if field.uncomparable == nil, ValueDifference(field.old, field.new) != nil {
                        let change =
                            "@self "
                            + TraceValue.change(from: field.old, to: field.new, name: field.path, separator: " ")
                        if change.count <= 60 {
                            extra.append(change)
                            continue
                        }
                    }
                    extra += DiagramStyle.fieldChange(
                        path: field.path, values: [field.old.description, field.new.description],
                        uncomparable: field.uncomparable)
                }
            }
        case .bodySkipped:
            attributes["style"] = "rounded,filled,dotted"
            attributes["fillcolor"] = .text(DiagramStyle.skippedFill)
            attributes["color"] = .text(DiagramStyle.skippedPen)
            textColor = DiagramStyle.skippedText
        case .inserted:
            attributes["fillcolor"] = .text(DiagramStyle.insertedFill)
            attributes["color"] = .text(DiagramStyle.insertedPen)
            textColor = DiagramStyle.insertedText
        case .removed:
            attributes["style"] = "filled,dashed"
            attributes["fillcolor"] = .text(DiagramStyle.removedFill)
            attributes["color"] = .text(DiagramStyle.removedPen)
            textColor = DiagramStyle.removedText
        case .attributeChanged, .valueChanged:
            attributes["fillcolor"] = .text(DiagramStyle.changedFill)
            attributes["color"] = .text(DiagramStyle.changedPen)
            textColor = DiagramStyle.changedText
        case .actionRun, .completion:
            attributes["shape"] = "hexagon"
            attributes["margin"] = "0"
            attributes["fillcolor"] = .text(DiagramStyle.actionFill)
            attributes["color"] = .text(DiagramStyle.actionPen)
            textColor = DiagramStyle.actionText
        case .actionSuppressed:
            attributes["shape"] = "hexagon"
            attributes["margin"] = "0"
            attributes["style"] = "filled,dashed"
            attributes["fillcolor"] = .text(DiagramStyle.diagnosticFill)
            attributes["color"] = .text(DiagramStyle.diagnosticPen)
            textColor = DiagramStyle.diagnosticText
        case .diagnostic(let diagnostic):
            attributes["shape"] = "note"
            attributes["penwidth"] = "2"
            attributes["fillcolor"] = .text(DiagramStyle.diagnosticFill)
            attributes["color"] = .text(DiagramStyle.diagnosticPen)
            textColor = DiagramStyle.diagnosticText
            if let hint = diagnostic.hint { extra.append("To fix: " + hint) }
        case .printChanges:
            attributes["shape"] = "plaintext"
            attributes["style"] = ""
            textColor = DiagramStyle.mutedText
        case .transaction:
            attributes["shape"] = "invhouse"
            attributes["fillcolor"] = .text(DiagramStyle.transactionFill)
            attributes["color"] = .text(DiagramStyle.transactionPen)
            textColor = DiagramStyle.transactionText
        case .animation(_, _, let phase):
            attributes["style"] = "rounded,filled"
            attributes["fillcolor"] = .text(DiagramStyle.animationFill)
            attributes["color"] = .text(DiagramStyle.animationPen)
            textColor = DiagramStyle.animationText
            switch phase {
            case .started(_, _, _, let origin?), .merged(_, _, _, let origin?), .combined(_, _, _, let origin?):
                extra.append("animation from \(origin)")
            default: break
            }
        case .canvasDrawn:
            attributes["shape"] = "hexagon"
            attributes["margin"] = "0"
            attributes["style"] = "filled,bold"
            attributes["fillcolor"] = .text(DiagramStyle.evaluatedFill)
            attributes["color"] = .text(DiagramStyle.evaluatedPen)
            textColor = DiagramStyle.evaluatedText
        case .transition(_, _, let phase):
            attributes["style"] = "rounded,filled,dashed"
            attributes["fillcolor"] = .text(DiagramStyle.animationFill)
            attributes["color"] = .text(DiagramStyle.animationPen)
            textColor = DiagramStyle.animationText
            switch phase {
            case .inserting(_, let origin?), .removing(_, let origin?), .reinserted(_, let origin?, _):
                extra.append("animation from \(origin)")
            default: break
            }
        case .preference:
            attributes["shape"] = "house"
            attributes["margin"] = "0.1,0.05"
            attributes["fillcolor"] = .text(DiagramStyle.changedFill)
            attributes["color"] = .text(DiagramStyle.changedPen)
            textColor = DiagramStyle.changedText
        case .lazyRows:
            attributes["shape"] = "folder"
            attributes["fillcolor"] = .text(DiagramStyle.insertedFill)
            attributes["color"] = .text(DiagramStyle.insertedPen)
            textColor = DiagramStyle.insertedText
        case .task(_, let phase):
            attributes["shape"] = "parallelogram"
            attributes["margin"] = "0.05"
            attributes["fillcolor"] = .text(DiagramStyle.taskFill)
            attributes["color"] = .text(DiagramStyle.taskPen)
            textColor = DiagramStyle.taskText
            switch phase {
            case .cancelled, .threw: attributes["style"] = "filled,dashed"
            default: break
            }
        }

        var rows = DiagramStyle.wrap(DiagramStyle.printable(TraceText.line(for: event)), width: 56).map {
            DOTHTML.row(DOTHTML.font(DOTHTML.escape($0), color: textColor), align: "LEFT")
        }
        for text in extra {
            for line in DiagramStyle.wrap(text, width: 64) {
                rows.append(
                    DOTHTML.row(
                        DOTHTML.font(DOTHTML.escape(line), size: 8, color: DiagramStyle.mutedText), align: "LEFT"))
            }
        }
        if passes > 1 {
            rows.append(
                DOTHTML.row(DOTHTML.font("pass \(event.pass)", size: 8, color: DiagramStyle.mutedText), align: "RIGHT"))
        }
        attributes["label"] = .html(DOTHTML.table(rows))
        return attributes
    }
}
