// Models the answer to "why did this value animate, or not?": which transaction
// reached the attribute, which modifier gave or removed its animation, or that the
// change was written outside any animated transaction.
// Simplifies: a change that did not animate is explained from what the trace
// holds in its frame (transaction modifiers above it, the animations that did
// start, the write on its chain); viewsim says "unknown" past that.

extension WhyExplainer {
    /// Whether an event's attribute (`"opacity"`, `"transition .opacity"`) is the one asked
    /// about: the same name, ignoring case, or one that contains it (`"scale"` finds
    /// `"scaleEffect"`); every attribute when none is asked about.
    static func attributeMatches(_ name: String, _ asked: String?) -> Bool {
        guard let asked else { return true }
        if Trace.attribute(name, matches: asked) { return true }
        let lowered = asked.lowercased()
        return name.lowercased() == lowered || name.lowercased().contains(lowered)
    }

    /// The attribute an event changes, and the node it is on, when it is an attribute change.
    static func attributeChange(_ event: TraceEvent) -> (node: NodeRef, attribute: String)? {
        switch event.kind {
        case .animation(let node, let attribute, let phase):
            switch phase {
            case .started, .merged, .combined, .changedWithoutAnimation, .movedWithoutAnimation,
                .swappedWithoutTransition:
                return (node, attribute)
            case .frame, .logicallyComplete, .finished, .velocity:
                return nil
            }
        case .attributeChanged(let node, let name, _, _): return (node, name)
        case .transition(let node, let name, let phase):
            switch phase {
            case .inserting, .removing, .reinserted, .withoutAnimation: return (node, "transition \(name)")
            case .inserted, .removalCompleted: return nil
            }
        default: return nil
        }
    }

    /// Answers for every change of the attribute `asked` (every attribute when nil) on
    /// `nodes` in `frames`; for a value still animating from an earlier change, that change.
    func attributeAnswers(nodes: Set<Int>, asked: String?, frames: [FrameRecord]) -> [Draft] {
        var drafts: [Draft] = []
        var samplesOnly: [String: TraceEvent] = [:]
        // Attributes that changed in the scope: their samples are explained by that change.
        var changed: Set<String> = []
        for frame in frames {
            let events = frame.events
            // Attributes whose change this frame is an animation event (which explains it).
            var explained: Set<String> = []
            for event in events {
                if case .animation(let node, let attribute, let phase) = event.kind, nodes.contains(node.id) {
                    if case .frame = phase {
                        if Self.attributeMatches(attribute, asked), samplesOnly["\(node.id)|\(attribute)"] == nil {
                            samplesOnly["\(node.id)|\(attribute)"] = event
                        }
                    } else if Self.attributeChange(event) != nil {
                        explained.insert("\(node.id)|\(attribute)")
                    }
                }
            }
            for event in events {
                guard let (node, attribute) = Self.attributeChange(event), nodes.contains(node.id),
                    Self.attributeMatches(attribute, asked)
                else { continue }
                changed.insert("\(node.id)|\(attribute)")
                if case .attributeChanged = event.kind, explained.contains("\(node.id)|\(attribute)") { continue }
                drafts.append(
                    attributeDraft(event, node: node, attribute: attribute, frame: frame, frameEvents: events))
            }
        }
        // A value animating through the scope from a change before it: answer with that change.
        for key in samplesOnly.keys.sorted() where !changed.contains(key) {
            guard let sample = samplesOnly[key], let node = sample.node,
                case .animation(_, let attribute, _) = sample.kind,
                let start = latestStart(of: node, attribute: attribute, before: sample.id),
                let frame = self.frame(start.frame)
            else { continue }
            var draft = attributeDraft(start, node: node, attribute: attribute, frame: frame, frameEvents: frame.events)
            let change = draft.write
            draft.write = {
                let answer = change()
                let sentences =
                    [
                        "\(node) \(attribute) was still animating in frame \(sample.frame), from a change in frame \(start.frame):"
                    ]
                    + answer.sentences
                return WhyAnswer(
                    node: node, attribute: attribute, verdict: .animated, frames: frame.index...frame.index,
                    step: frame.step, time: frame.time, count: 1, sentences: sentences, chain: answer.chain)
            }
            drafts.append(draft)
        }
        return drafts
    }

    /// The latest animation start (or merge, or combination) of the attribute before `id`.
    private func latestStart(of node: NodeRef, attribute: String, before id: EventID) -> TraceEvent? {
        for frame in trace.frames.reversed() {
            guard let first = frame.events.first, first.id < id else { continue }
            for event in frame.events.reversed() where event.id < id {
                guard case .animation(let other, let name, let phase) = event.kind, other.id == node.id,
                    name == attribute
                else { continue }
                switch phase {
                case .started, .merged, .combined: return event
                default: continue
                }
            }
        }
        return nil
    }

    /// One change of an attribute, explained.
    private func attributeDraft(
        _ event: TraceEvent, node: NodeRef, attribute: String, frame: FrameRecord, frameEvents: [TraceEvent]
    ) -> Draft {
        let (chain, complete) = chain(to: event)
        let verdict = Self.verdict(of: event)
        let key = ["attribute", "\(node.id)", attribute, verdict.rawValue, Self.shape(chain)]
        return draft(node: node, attribute: attribute, frame: frame, foldKey: key.joined(separator: "|")) {
            attributeAnswer(
                event, node: node, attribute: attribute, frame: frame, frameEvents: frameEvents, chain: chain,
                complete: complete)
        }
    }

    /// What an attribute change's answer says happened: animated (an animation started,
    /// retargeted or carried a transition), unknown (a transition's end, an event it cannot
    /// explain), or not animated.
    static func verdict(of event: TraceEvent) -> WhyVerdict {
        switch event.kind {
        case .animation(_, _, .started), .animation(_, _, .merged), .animation(_, _, .combined):
            return .animated
        case .animation(_, _, .changedWithoutAnimation), .animation(_, _, .movedWithoutAnimation),
            .animation(_, _, .swappedWithoutTransition), .attributeChanged:
            return .notAnimated
        case .transition(_, _, let phase):
            switch phase {
            case .inserting, .removing, .reinserted: return .animated
            case .withoutAnimation: return .notAnimated
            case .inserted, .removalCompleted: return .unknown
            }
        default:
            return .unknown
        }
    }

    /// One change of an attribute, explained in sentences, with its chain.
    private func attributeAnswer(
        _ event: TraceEvent, node: NodeRef, attribute: String, frame: FrameRecord, frameEvents: [TraceEvent],
        chain: [TraceEvent], complete: Bool
    ) -> WhyAnswer {
        let at = place(frame.index)
        // The verdict the fold key holds (`verdict(of:)`): one place decides it.
        let verdict = Self.verdict(of: event)
        var sentences: [String] = []
        switch event.kind {
        case .animation(_, _, .started(let animation, let from, let to, let origin)):
            sentences.append("\(node) \(attribute) animated \(from) → \(to) with \(animation) in \(at).")
            sentences.append(originSentence(origin))
        case .animation(_, _, .merged(let animation, let previous, let to, let origin)):
            sentences.append(
                "\(node) \(attribute) retargeted to \(to) in \(at): \(animation) took over the running \(previous), keeping its value and velocity."
            )
            sentences.append(originSentence(origin))
        case .animation(_, _, .combined(let animation, let running, let to, let origin)):
            sentences.append(
                "\(node) \(attribute) retargeted to \(to) in \(at): \(animation) runs along with \(running - 1) running animation\(running == 2 ? "" : "s")."
            )
            sentences.append(originSentence(origin))
        case .animation(_, _, .changedWithoutAnimation(let from, let to, let ended)):
            sentences.append("\(node) \(attribute) changed \(from) → \(to) without an animation in \(at).")
            if let ended {
                sentences.append(
                    "The write was made outside the transaction meant to carry it: \(ended). Write the value inside withAnimation where the task's code runs (after its await)."
                )
            } else {
                sentences.append(
                    "Its transaction had no animation; an animation was already running, so the value jumps by the change and the running animation goes on."
                )
                sentences += noAnimationSentences(chain: chain, node: node, frameEvents: frameEvents)
            }
        case .animation(_, _, .movedWithoutAnimation(let from, let to, let reason)):
            sentences.append(
                "\(node) \(attribute) moved \(from) → \(to) without an animation in \(at), while another layout change animated: \(reason)."
            )
        case .animation(_, _, .swappedWithoutTransition(let from, let to, let reason)):
            sentences.append(
                "\(node) \(attribute) changed \(from) → \(to) at once in \(at), without a content transition: \(reason)."
            )
        case .transition(_, let name, let phase):
            switch phase {
            case .inserting(let animation, let origin), .removing(let animation, let origin),
                .reinserted(let animation, let origin, _):
                let verb: String
                if case .removing = phase { verb = "left" } else { verb = "came" }
                sentences.append("\(node) \(verb) with its transition \(name), animated with \(animation), in \(at).")
                sentences.append(originSentence(origin))
            case .withoutAnimation(let removal, let because):
                sentences.append(
                    "\(node) was \(removal ? "removed" : "inserted") without its transition \(name) in \(at): \(because)."
                )
            case .inserted, .removalCompleted:
                sentences.append("\(node) \(name): \(TraceText.line(for: event)).")
            }
        case .attributeChanged(_, _, let old, let new):
            sentences.append("\(node) \(attribute) changed \(old) → \(new) without an animation in \(at).")
            sentences += noAnimationSentences(chain: chain, node: node, frameEvents: frameEvents)
        default:
            sentences.append("\(TraceText.line(for: event)): viewsim cannot explain this change (unknown).")
        }
        if let write = chain.last(where: Self.isWrite), verdict == .animated {
            sentences.append("The change: \(Self.writeText(write)), in frame \(write.frame).")
        }
        sentences += originSentences(chain, complete: complete, explained: event)
        return WhyAnswer(
            node: node, attribute: attribute, verdict: verdict, frames: frame.index...frame.index,
            step: frame.step, time: frame.time, count: 1, sentences: sentences,
            chain: chain.map(WhyLink.init(event:)))
    }

    /// Whether an event writes a value a view reads.
    static func isWrite(_ event: TraceEvent) -> Bool {
        switch event.kind {
        case .stateWrite, .objectWillChange, .observationChange, .environmentChange: return true
        default: return false
        }
    }

    /// Where an animation came from, in words.
    func originSentence(_ origin: AnimationOrigin?) -> String {
        guard let origin else { return "Where its animation came from is unknown: the transaction did not say." }
        switch origin {
        case .withAnimation(let during):
            return "The animation came from withAnimation"
                + (during.map { ", called in \(TraceText.causeName($0))" } ?? "")
                + ": the write it wraps runs in a transaction with that animation, which reaches every view the change updates."
        case .withTransaction(let during):
            return "The animation came from withTransaction"
                + (during.map { ", called in \(TraceText.causeName($0))" } ?? "") + "."
        case .animationModifier(let modifier, let old, let new):
            return
                "The animation came from \(modifier) above it: its value changed (\(old) → \(new)) in this update, so it gave the transaction its animation for the views below it."
        case .transactionModifier(let modifier):
            return "The animation came from \(modifier), which set the transaction's animation for the views below it."
        case .binding:
            return "The animation came from a Binding with .animation(_:): the value was written through it."
        case .keyframeRun, .script, .matchedGeometry:
            return "The animation came from \(origin)."
        }
    }

    /// Why a change's transaction had no animation: a modifier above took it out, or the
    /// write was outside any animated transaction (and the animations that did run this
    /// frame came from elsewhere).
    func noAnimationSentences(chain: [TraceEvent], node: NodeRef, frameEvents: [TraceEvent]) -> [String] {
        let above = Set(index.ancestors(of: node.id))
        for event in frameEvents {
            guard case .transaction(let modifier, let change) = event.kind, above.contains(modifier.id) else {
                continue
            }
            if change.before.animation != nil, change.after.animation == nil || change.after.disablesAnimations {
                return [
                    "\(modifier) above it took the animation out of the transaction: \(change)."
                ]
            }
        }
        var sentences: [String] = []
        let write = chain.last(where: Self.isWrite)
        let writeText = write.map { "the write \(Self.writeText($0))" } ?? "the change"
        // The animations that did start this frame: from a transaction the write was not in,
        // or from an .animation(_:value:) that does not reach this view.
        var transactions: [String] = []
        var modifiers: [String] = []
        var seenModifiers: Set<Int> = []
        for event in frameEvents {
            guard case .animation(_, _, let phase) = event.kind else { continue }
            let origin: AnimationOrigin?
            switch phase {
            case .started(_, _, _, let given), .merged(_, _, _, let given), .combined(_, _, _, let given):
                origin = given
            default: origin = nil
            }
            guard let origin else { continue }
            if case .animationModifier(let modifier, let old, let new) = origin {
                guard !above.contains(modifier.id), seenModifiers.insert(modifier.id).inserted else { continue }
                let inside = index.ancestors(of: modifier.id).contains(node.id)
                modifiers.append(
                    "\(modifier) gave the views below it an animation (its value changed \(old) → \(new)), but \(node) is "
                        + (inside
                            ? "above it, out of its reach: a modifier animates only what it wraps, so apply .animation(_:value:) after \(node.label), or write the change in withAnimation."
                            : "not below it."))
            } else if !transactions.contains(origin.description) {
                transactions.append(origin.description)
            }
        }
        if let root = chain.first, write != nil {
            sentences.append(
                "The change's transaction had no animation: \(writeText) (in \(Self.phrase(root))) was made outside withAnimation and withTransaction."
            )
        } else {
            sentences.append("The change's transaction had no animation.")
        }
        if !transactions.isEmpty {
            sentences.append(
                "Other values did animate in this frame, from \(transactions.joined(separator: "; ")): that transaction did not carry this write. Move the write inside it to animate this value too."
            )
        }
        sentences += modifiers
        let watchers = [node.id] + index.ancestors(of: node.id)
        if let watcher = watchers.compactMap({ index.nodes[$0] }).first(where: { $0.label == ".animation(_:value:)" }) {
            sentences.append(
                "\(watcher) above it adds an animation only when the value it watches changes; that value did not change in this update."
            )
        }
        return sentences
    }
}
