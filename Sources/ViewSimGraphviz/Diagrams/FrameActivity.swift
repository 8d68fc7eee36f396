// Reads the trace events of the frames a diagram marks and folds them per node:
// activity, removed views (ghosts), object changes, loops, diagnostics, transaction
// changes and the animations they start. Simplifies: objects are matched to their
// changes by type name, as the trace names them. Lesson: every view-graph diagram.
import ViewSim

/// The activity of some frames, folded per node.
struct FrameActivity {
    /// Activity by node id (looked up only; output order comes from the snapshot).
    private(set) var nodes: [Int: NodeActivity] = [:]
    /// Views removed in these frames, in the order they were removed.
    private(set) var removed: [(node: NodeRef, parent: NodeRef?, count: Int)] = []
    /// Changes announced by observable objects, by object type name, in order.
    private(set) var objectChanges: [(object: String, text: String)] = []
    /// Diagnostics in order, equal ones folded with a count.
    private(set) var diagnostics: [(diagnostic: Diagnostic, count: Int)] = []
    /// Nodes that changed the transaction below them, in the order they did.
    private(set) var transactionChanges: [(node: NodeRef, change: TransactionChange)] = []
    /// Animations that started, merged or combined, in order: on which node and
    /// attribute, and the trace event that recorded it.
    private(set) var animationChanges: [(node: NodeRef, attribute: String, change: AnimationActivity.Change)] = []
    /// Every event of the frames by id, to follow causes (looked up only).
    private var events: [EventID: TraceEvent] = [:]

    init(frames: [FrameRecord]) {
        for frame in frames {
            for event in frame.events { add(event) }
        }
    }

    func activity(of id: Int) -> NodeActivity { nodes[id] ?? NodeActivity() }

    /// The node whose state write (or object, environment change) set off `event`,
    /// found by following first causes back; nil when the chain has none.
    func stateChangeSource(of event: EventID) -> NodeRef? {
        var cursor: EventID? = event
        var steps = 0
        while let id = cursor, let current = events[id], steps < 10_000 {
            switch current.kind {
            case .stateWrite(let node, _, _, _, _), .environmentChange(let node, _, _, _),
                .observationChange(let node, _):
                return node
            default:
                cursor = current.causes.first
            }
            steps += 1
        }
        return nil
    }

    private mutating func update(_ node: NodeRef, _ change: (inout NodeActivity) -> Void) {
        change(&nodes[node.id, default: NodeActivity()])
    }

    private mutating func add(_ event: TraceEvent) {
        events[event.id] = event
        switch event.kind {
        case .script, .printChanges:
            break
        case .timelineEntry(let node, _, let entry):
            update(node) { $0.entriesReached.append(entry.description) }
        case .stateWrite(let node, let property, let old, let new, let invalidates):
            update(node) {
                $0.addStateWrite(
                    Self.propertyLabel(property, of: node), old: old.description, new: new.description,
                    invalidates: invalidates)
            }
        case .stateWriteIgnored(let node, let property, let value):
            update(node) {
                $0.addOther(
                    "\(TraceGlyph.write.symbol) \(Self.propertyLabel(property, of: node)) = \(value) ignored (equal value)"
                )
            }
        case .stateWriteDropped(let node, let property, let during):
            update(node) {
                $0.addOther(
                    "\(TraceGlyph.writeDropped.symbol) \(Self.propertyLabel(property, of: node)) write dropped (during \(during.label).body)"
                )
            }
        case .objectWillChange(let object, let property, let old, let new):
            let text: String
            if let property, let old, let new {
                text = "\(TraceGlyph.write.symbol) " + TraceValue.change(from: old, to: new, name: property)
            } else {
                text = "\(TraceGlyph.write.symbol) objectWillChange.send()"
            }
            if !objectChanges.contains(where: { $0.object == object && $0.text == text }) {
                objectChanges.append((object, text))
            }
        case .observationChange(let node, let change):
            let text: String
            if !change.names.isEmpty {
                text = "\(TraceGlyph.write.symbol) @Observable \(change.names.joined(separator: ", ")) changed"
            } else if let object = change.object {
                text = "\(TraceGlyph.write.symbol) a property of \(object) it read changed"
            } else {
                text = "\(TraceGlyph.write.symbol) an @Observable property it read changed"
            }
            update(node) { $0.addOther(text) }
        case .environmentChange(let node, let property, let old, let new):
            update(node) {
                $0.addOther(
                    "\(TraceGlyph.write.symbol) environment " + TraceValue.change(from: old, to: new, name: property))
            }
        case .bodyEvaluated(let node, let reasons):
            let what = node.label == "TimelineView" ? "content" : "body"
            // `_printChanges` prints "LoopView: _flag changed."; keep what follows the type name.
            let text = String(
                ChangeReason.printChangesLine(typeName: node.label, reasons: reasons).dropFirst(node.label.count + 2))
            update(node) { $0.addEvaluation(what, reasonText: text, reasons: reasons) }
        case .bodySkipped(let node, let reason):
            update(node) { $0.addSkip(Self.skipText(reason)) }
        case .inserted(let node, _, let key, _):
            update(node) { $0.insertedAt = key }
        case .removed(let node, let parent, let count, _):
            removed.append((node, parent, count))
        case .attributeChanged(let node, let name, let old, let new):
            update(node) { $0.addAttributeChange(name, old: old.description, new: new.description) }
        case .valueChanged(let node, _, let old, let new):
            update(node) { $0.addValueChange(old: old.description, new: new.description) }
        case .actionRun(let node, _, _):
            update(node) { $0.actionsRun += 1 }
        case .actionSuppressed(let node, _, _):
            update(node) { $0.actionsSuppressed += 1 }
        case .transaction(let node, let change):
            update(node) { $0.addTransactionChange(change) }
            transactionChanges.append((node, change))
        case .animation(let node, let attribute, let phase):
            update(node) { $0.addAnimation(attribute, phase, event: event.id) }
            var probe = AnimationActivity(attribute: attribute)
            probe.add(phase, event: event.id)
            if let change = probe.changes.first { animationChanges.append((node, attribute, change)) }
        case .completion:
            break
        case .canvasDrawn(let node, let causes, let items):
            update(node) {
                $0.addOther(
                    "\(TraceGlyph.action.symbol) renderer ran: \(causes.map(\.description).joined(separator: ", ")) (\(items) item\(items == 1 ? "" : "s"))"
                )
            }
        case .lazyRows(let node, let first, let last, let created, let returned, let left, let scrolled):
            update(node) {
                $0.addOther(
                    "\(TraceGlyph.inserted.symbol) "
                        + TraceText.lazyRowsText(node, first, last, created, returned, left, scrolled)
                        .dropFirst(node.description.count + 1))
            }
        case .transition(let node, let name, let phase):
            update(node) { $0.addOther("\(TraceGlyph.transition.symbol) " + TraceText.transitionText(name, phase)) }
        case .gesture(let node, let gesture, let phase):
            update(node) { $0.addOther("\(TraceGlyph.gesture.symbol) \(gesture) " + phase.text) }
        case .preference(let node, let change):
            update(node) { $0.addOther("\(TraceGlyph.preference.symbol) " + change.text) }
        case .task(let task, let phase):
            if task.node.id != 0 {
                update(task.node) {
                    $0.taskEvents.append("\(phase.glyph.symbol) task \(task.id) " + TraceText.taskText(phase))
                }
            }
        case .diagnostic(let diagnostic):
            if let node = diagnostic.node { update(node) { $0.diagnostics += 1 } }
            if let index = diagnostics.firstIndex(where: { $0.diagnostic == diagnostic }) {
                diagnostics[index].count += 1
            } else {
                diagnostics.append((diagnostic, 1))
            }
        }
    }

    /// `_flag` from `LoopView._flag`, the way the graph snapshot labels properties.
    static func propertyLabel(_ property: String, of node: NodeRef) -> String {
        property.hasPrefix(node.label + ".") ? String(property.dropFirst(node.label.count + 1)) : property
    }

    /// Why a body was skipped, in a few words.
    static func skipText(_ reason: SkipReason) -> String {
        switch reason {
        case .valueUnchanged(let comparison, let fields):
            if fields == 0 { return "no stored inputs, its value cannot change" }
            return "value unchanged (\(fields) field\(fields == 1 ? "" : "s") compared \(comparison.rawValue))"
        case .inputsUnchanged(let inputs):
            return "inputs unchanged (\(inputs.map(\.description).joined(separator: ", ")))"
        case .timelineEntryUnchanged(let entry):
            return "timeline still at entry \(entry)"
        }
    }
}
