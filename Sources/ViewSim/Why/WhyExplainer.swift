// Models how viewsim answers "why did this body run (or not)?" and "why did this
// value animate (or not)?" from the trace: the chain of causes from a script
// step to the event, read as sentences.
// Simplifies: a chain follows each event's latest cause (the one the text trace
// nests it under); sentences name only what the trace recorded, and say
// "unknown" where it is silent (frames the recording dropped, a cause it cannot name).

/// Builds the answers of one why question from a trace.
struct WhyExplainer {
    let trace: Trace
    let index: WhyIndex

    /// How many events a chain follows back before it stops (a chain through a deep
    /// tree of `@self` runs is as long as the tree is deep).
    static let chainLimit = 48

    /// One answer before runs of alike answers are folded: what folding reads, and how to
    /// write the answer's sentences and chain, which only an answer that folding keeps needs
    /// (a body that runs in each of 40,000 frames for the same reason is one answer, written
    /// once, not 40,000 written and thrown away).
    struct Draft {
        /// The node the answer is about.
        let node: NodeRef
        /// The attribute, for an answer about one.
        let attribute: String?
        /// The frames the answer covers.
        let frames: ClosedRange<Int>
        /// How many events it covers.
        let count: Int
        /// What must be equal for two answers to fold into one (the node, the verdict, the
        /// reasons and the kinds of events on the chain; not the values).
        var foldKey: String
        /// Writes the answer (with `node`, `attribute`, `frames` and `count` as above).
        var write: () -> WhyAnswer

        /// The answer, written.
        var answer: WhyAnswer { write() }
    }

    // MARK: - Chains

    /// The events from the first cause the trace holds to `event`, following latest causes.
    /// `complete` is false when the chain stops at an event the trace did not keep, or at
    /// ``chainLimit``.
    func chain(to event: TraceEvent) -> (events: [TraceEvent], complete: Bool) {
        var events = [event]
        var seen: Set<EventID> = [event.id]
        var current = event
        while let cause = CauseTree.parentCause(of: current), seen.insert(cause).inserted {
            guard events.count < Self.chainLimit, let next = trace.event(cause) else {
                return (events.reversed(), false)
            }
            events.append(next)
            current = next
        }
        return (events.reversed(), true)
    }

    /// The kept frame with this index (looked up, not searched).
    func frame(_ index: Int) -> FrameRecord? {
        self.index.framePositions[index].map { trace.frames[$0] }
    }

    /// Where an event happened: `"frame 12 (step 1, t=0.2s)"`.
    func place(_ frame: Int) -> String {
        guard let record = self.frame(frame) else { return "frame \(frame)" }
        return "frame \(frame) (step \(record.step), t=\(ValueFormatter.number(record.time))s)"
    }

    /// A short phrase for what an event is, for "it started with …".
    static func phrase(_ event: TraceEvent) -> String {
        switch event.kind {
        case .script(let label): return "the script's \(label)"
        case .timelineEntry(let node, _, let entry): return "\(node) reaching its entry \(entry)"
        case .task(let task, let phase): return "\(task) " + TraceText.taskText(phase)
        case .animation(let node, let attribute, .frame): return "\(node) \(attribute)'s animation advancing"
        case .gesture(let node, let gesture, let phase): return "\(node) \(gesture) " + phase.text
        default: return TraceText.cycleStep(event)
        }
    }

    /// The update loop whose cycle passes through one of `events`, if any.
    func loop(through events: [TraceEvent]) -> (diagnostic: Diagnostic, frame: Int)? {
        let frames = Set(events.map(\.frame)).sorted()
        // Most chains are in frames without a loop: nothing to match.
        guard frames.contains(where: { index.loops[$0] != nil || index.loops[$0 + 1] != nil }) else { return nil }
        let ids = Set(events.map(\.id))
        // A hop of a loop is the same kind of event on the same node in the same frame as one
        // of its cycle's events (the cycle lists the events of one turn; the first turn's
        // events are hops too).
        let hops = Set(events.compactMap { event in event.node.map { "\(event.kind.name)|\($0.id)|\(event.frame)" } })
        for index in frames.flatMap({ [$0, $0 + 1] }) {
            for diagnostic in self.index.loops[index] ?? [] {
                let hit = diagnostic.cycle.contains {
                    guard case .event(let event) = $0 else { return false }
                    if ids.contains(event.id) { return true }
                    return event.node.map { hops.contains("\(event.kind.name)|\($0.id)|\(event.frame)") } ?? false
                }
                if hit { return (diagnostic, index) }
            }
        }
        return nil
    }

    /// The sentences that say where a chain started and whether it is a loop.
    func originSentences(_ chain: [TraceEvent], complete: Bool, explained: TraceEvent) -> [String] {
        var sentences: [String] = []
        if let root = chain.first, root.id != explained.id {
            sentences.append(
                (complete ? "It started with " : "The earliest cause the trace holds is ")
                    + "\(Self.phrase(root)) in frame \(root.frame) (the chain below)."
            )
        }
        if !complete {
            sentences.append(
                "What came before it is unknown: the recording did not keep that frame, or the chain is longer than \(Self.chainLimit) events."
            )
        }
        if let (diagnostic, frame) = loop(through: chain) {
            sentences.append(
                "This is a hop of an update loop, reported in frame \(frame): \(diagnostic.cycleSummary)."
            )
        } else if let node = explained.node,
            let earlier = chain.dropLast().last(where: {
                if case .bodyEvaluated(let other, _) = $0.kind { return other.id == node.id }
                return false
            })
        {
            sentences.append(
                "\(node)'s own body run in frame \(earlier.frame) started this chain: the view updates itself, a loop that goes on as long as each run writes a new value."
            )
        }
        return sentences
    }

    // MARK: - Bodies

    /// Answers for every body run and skip of `nodes` in `frames`, and, for a node with
    /// neither, why nothing reached it.
    func bodyAnswers(nodes: [NodeRef], frames: [FrameRecord], scope: WhyScope) -> [Draft] {
        let ids = Set(nodes.map(\.id))
        var drafts: [Draft] = []
        var touched: Set<Int> = []
        for frame in frames {
            for event in frame.events {
                switch event.kind {
                case .bodyEvaluated(let node, let reasons) where ids.contains(node.id):
                    touched.insert(node.id)
                    drafts.append(ranDraft(event, node: node, reasons: reasons, frame: frame))
                case .bodySkipped(let node, let reason) where ids.contains(node.id):
                    touched.insert(node.id)
                    drafts.append(skippedDraft(event, node: node, reason: reason, frame: frame))
                default:
                    break
                }
            }
        }
        for node in nodes where !touched.contains(node.id) {
            if let draft = untouchedDraft(node, frames: frames, scope: scope) { drafts.append(draft) }
        }
        return drafts
    }

    private func answer(
        _ event: TraceEvent, node: NodeRef, attribute: String? = nil, verdict: WhyVerdict, frame: FrameRecord,
        sentences: [String], chain: [TraceEvent]
    ) -> WhyAnswer {
        WhyAnswer(
            node: node, attribute: attribute, verdict: verdict, frames: frame.index...frame.index, step: frame.step,
            time: frame.time, count: 1, sentences: sentences, chain: chain.map(WhyLink.init(event:)))
    }

    /// A body that ran: its reasons in words, then where the chain started.
    private func ranDraft(_ event: TraceEvent, node: NodeRef, reasons: [ChangeReason], frame: FrameRecord) -> Draft {
        let (chain, complete) = chain(to: event)
        let key = ["ran", "\(node.id)", reasons.map(\.token).joined(separator: ","), Self.shape(chain)]
        return draft(node: node, frame: frame, foldKey: key.joined(separator: "|")) {
            let what = node.label == "TimelineView" ? "\(node)'s content ran" : "\(node)'s body ran"
            var sentences = [
                "\(what) in \(place(frame.index)) because "
                    + reasons.map { reasonPhrase($0, event: event, node: node, chain: chain) }.joined(
                        separator: "; and ")
                    + "."
            ]
            if let upstream = upstreamSentence(chain, below: event) { sentences.append(upstream) }
            sentences += originSentences(chain, complete: complete, explained: event)
            return answer(event, node: node, verdict: .bodyRan, frame: frame, sentences: sentences, chain: chain)
        }
    }

    /// The draft of an answer about one event of `frame`, written by `write` when folding keeps it.
    func draft(
        node: NodeRef, attribute: String? = nil, frame: FrameRecord, foldKey: String,
        write: @escaping () -> WhyAnswer
    ) -> Draft {
        Draft(
            node: node, attribute: attribute, frames: frame.index...frame.index, count: 1, foldKey: foldKey,
            write: write)
    }

    /// The kinds of a chain's events and the nodes they are about, without values: alike
    /// chains (each timeline entry running the same bodies) fold into one answer.
    static func shape(_ chain: [TraceEvent]) -> String {
        chain.map { "\($0.kind.name)" + ($0.node.map { "@\($0.id)" } ?? "") }.joined(separator: ">")
    }

    /// One reason in words, with the values the chain recorded.
    private func reasonPhrase(_ reason: ChangeReason, event: TraceEvent, node: NodeRef, chain: [TraceEvent])
        -> String
    {
        switch reason {
        case .selfChanged(let fields):
            var phrase = "its value changed (@self)"
            if index.insertedIn[node.id] == event.frame, fields.isEmpty {
                return "it is new: it was inserted in this frame, and a new view always runs its body (@self)"
            }
            if let parent = chain.dropLast().last, case .bodyEvaluated(let by, _) = parent.kind {
                phrase += ": \(by) ran and gave it a new value"
            } else if let parent = chain.dropLast().last {
                phrase += ": it was given a new value after \(TraceText.cycleStep(parent))"
            }
            if !fields.isEmpty {
                phrase +=
                    ", in which "
                    + fields.map { field in
                        if let note = field.uncomparable { return "`\(field.path)` counts as changed (\(note))" }
                        return "`\(field.path)` changed (\(field.old) → \(field.new))"
                    }.joined(separator: ", ")
            }
            return phrase
        case .identity:
            let frame = index.insertedIn[node.id].map { " in frame \($0)" } ?? ""
            return "it is new (@identity): it was inserted\(frame), so its state was created afresh"
        case .property(let label, let kind):
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            var phrase = "its \(kind.rawValue) `\(name)` changed"
            if let write = chain.last(where: { Self.writes(label, $0) }) {
                phrase += " (\(Self.writeText(write))) in frame \(write.frame)"
            }
            return phrase
        case .dependencies:
            var phrase = "an @Observable property its body read changed (@dependencies)"
            if let change = chain.last(where: {
                if case .observationChange = $0.kind { return true }
                return false
            }), case .observationChange(_, let observed) = change.kind {
                phrase += observed.properties.isEmpty ? "" : ": \(observed)"
            }
            return phrase
        case .timelineEntry(let old, let new):
            return "its timeline reached a new entry (\(old.map(\.description) ?? "none") → \(new))"
        case .unknown(let note):
            return "of something viewsim cannot name (@unknown: \(note))"
        }
    }

    /// Whether `event` is the write of the property `label` (a state write, an environment
    /// change, a published property).
    static func writes(_ label: String, _ event: TraceEvent) -> Bool {
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        // A state write names its property with its view's type: `ExampleView._flag`.
        func same(_ property: String) -> Bool {
            property == label || property == name || property.hasSuffix("." + label) || property.hasSuffix("." + name)
        }
        switch event.kind {
        case .stateWrite(_, let property, _, _, _): return same(property)
        case .environmentChange(_, let property, _, _): return same(property)
        case .objectWillChange: return true
        default: return false
        }
    }

    /// `"_isOn: false → true"`.
    static func writeText(_ event: TraceEvent) -> String {
        switch event.kind {
        case .stateWrite(_, let property, let old, let new, _): return "\(property): \(old) → \(new)"
        case .environmentChange(_, let property, let old, let new): return "\(property): \(old) → \(new)"
        default: return TraceText.cycleStep(event)
        }
    }

    /// For a body run only because its parent gave it a new value, why the nearest body
    /// above it on the chain that ran for a reason of its own did.
    private func upstreamSentence(_ chain: [TraceEvent], below event: TraceEvent) -> String? {
        guard case .bodyEvaluated(_, let reasons) = event.kind,
            reasons.allSatisfy({ if case .selfChanged = $0 { return true } else { return false } })
        else { return nil }
        for link in chain.dropLast().reversed() {
            guard case .bodyEvaluated(let node, let upstream) = link.kind else { continue }
            if upstream.allSatisfy({ if case .selfChanged = $0 { return true } else { return false } }) { continue }
            let what = node.label == "TimelineView" ? "\(node)'s content ran" : "\(node)'s body ran"
            return "\(what) in frame \(link.frame) because "
                + upstream.map { reasonPhrase($0, event: link, node: node, chain: chain) }.joined(separator: "; and ")
                + "."
        }
        return nil
    }

    /// A body that was skipped: what was compared, how, and found equal.
    private func skippedDraft(_ event: TraceEvent, node: NodeRef, reason: SkipReason, frame: FrameRecord) -> Draft {
        let (chain, complete) = chain(to: event)
        let key = ["skipped", "\(node.id)", TraceText.skipText(reason), Self.shape(chain)]
        return draft(node: node, frame: frame, foldKey: key.joined(separator: "|")) {
            skippedAnswer(event, node: node, reason: reason, frame: frame, chain: chain, complete: complete)
        }
    }

    /// The answer of a skipped body: what was compared, how, and found equal.
    private func skippedAnswer(
        _ event: TraceEvent, node: NodeRef, reason: SkipReason, frame: FrameRecord, chain: [TraceEvent],
        complete: Bool
    ) -> WhyAnswer {
        var offeredBy = "it was offered a new value"
        if let parent = chain.dropLast().last {
            if case .bodyEvaluated(let by, _) = parent.kind {
                offeredBy = "\(by) ran and offered it a new value"
            } else if case .timelineEntry(let by, _, _) = parent.kind {
                offeredBy = "\(by) reached a new entry and offered it a new value"
            }
        }
        let why: String
        switch reason {
        case .valueUnchanged(let comparison, let fields):
            if fields == 0 {
                why =
                    "it has no stored inputs, so a new value cannot differ from the old one and its body is not run"
            } else {
                why =
                    "its \(fields) stored field\(fields == 1 ? " was" : "s were") compared \(comparison.rawValue) and found equal"
            }
        case .inputsUnchanged(let inputs):
            why =
                "its inputs were the same as before (\(inputs.map(\.description).joined(separator: ", ")): the same binding or object), and it has no other stored fields"
        case .timelineEntryUnchanged(let entry):
            why = "the timeline was asked to update but is still at entry \(entry)"
        }
        var sentences = ["\(node)'s body was skipped in \(place(frame.index)): \(offeredBy), but \(why)."]
        if case .valueUnchanged(_, 0) = reason {
            sentences.append(
                "To make it update, give it an input that changes (a stored property its parent passes), or read the changing value inside it."
            )
        }
        sentences += originSentences(chain, complete: complete, explained: event)
        return answer(event, node: node, verdict: .bodySkipped, frame: frame, sentences: sentences, chain: chain)
    }

    /// A view with neither a body run nor a skip in the scope: what the trace shows about it.
    private func untouchedDraft(_ node: NodeRef, frames: [FrameRecord], scope: WhyScope) -> Draft? {
        guard let first = frames.first else { return nil }
        let ran = { (id: Int) -> Bool in
            frames.contains { frame in
                frame.events.contains {
                    if case .bodyEvaluated(let other, _) = $0.kind { return other.id == id }
                    return false
                }
            }
        }
        var sentences: [String]
        if index.hasBody[node.id] == false {
            sentences = [
                "\(node) has no body of its own (a primitive view or a modifier): ask about its attributes (--attribute NAME), or about the view whose body makes it."
            ]
        } else if let inserted = index.insertedIn[node.id], inserted > (frames.last?.index ?? 0) {
            sentences = ["\(node) was not in the tree yet in \(scope): it was inserted in frame \(inserted)."]
        } else if let parent = index.bodyAncestor(of: node.id) {
            let parentRan = ran(parent.id)
            let wrote = frames.contains { frame in
                frame.events.contains {
                    switch $0.kind {
                    case .stateWrite(let other, _, _, _, _), .observationChange(let other, _),
                        .environmentChange(let other, _, _, _):
                        return other.id == node.id
                    default: return false
                    }
                }
            }
            if parentRan {
                sentences = [
                    "\(node)'s body neither ran nor was skipped in \(scope), although \(parent) above it ran: viewsim cannot tell why (unknown); the trace below \(parent) may show it."
                ]
            } else if !wrote {
                sentences = [
                    "\(node)'s body did not run in \(scope): nothing offered it a new value (\(parent) above it did not run) and nothing it reads changed."
                ]
            } else {
                sentences = [
                    "\(node)'s body did not run in \(scope) although something it reads was written: unknown why; see the trace."
                ]
            }
        } else {
            sentences = [
                "\(node)'s body did not run in \(scope): nothing offered it a new value and nothing it reads changed."
            ]
        }
        let answer = WhyAnswer(
            node: node, attribute: nil, verdict: sentences[0].contains("unknown") ? .unknown : .bodyUntouched,
            frames: first.index...(frames.last?.index ?? first.index), step: first.step, time: first.time, count: 0,
            sentences: sentences, chain: [])
        return Draft(
            node: node, attribute: nil, frames: answer.frames, count: answer.count, foldKey: "untouched|\(node.id)",
            write: { answer })
    }

    // MARK: - Folding

    /// Folds answers with the same fold key into one when, for their node and attribute,
    /// nothing else was answered in between (a body that runs at each timeline entry for
    /// the same reason is one answer, however its siblings' answers interleave).
    /// Only the answers kept are written (`Draft.write`): a folded one adds its count and frames.
    static func fold(_ drafts: [Draft]) -> [WhyAnswer] {
        var result: [WhyAnswer] = []
        var latest: [String: (position: Int, key: String)] = [:]
        for draft in drafts {
            let subject = "\(draft.node.id)|\(draft.attribute ?? "")"
            guard let (position, key) = latest[subject], key == draft.foldKey else {
                result.append(draft.answer)
                latest[subject] = (result.count - 1, draft.foldKey)
                continue
            }
            let answer = result[position]
            var sentences = answer.sentences
            let count = answer.count + draft.count
            let range = answer.frames.lowerBound...draft.frames.upperBound
            if sentences.last?.hasPrefix("The same happened ") == true { sentences.removeLast() }
            sentences.append(
                "The same happened \(count) times, in frames \(range.lowerBound)–\(range.upperBound); the first is shown."
            )
            result[position] = WhyAnswer(
                node: answer.node, attribute: answer.attribute, verdict: answer.verdict, frames: range,
                step: answer.step, time: answer.time, count: count, sentences: sentences, chain: answer.chain)
        }
        return result
    }
}
