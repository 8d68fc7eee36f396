// Models viewsim's "why" query: for a view, why its body ran or was skipped; for
// an attribute, why it did or did not animate — each answered in sentences with
// the chain of trace events behind it. The CLI's `viewsim why` and the report
// print these answers. Simplifies: views are named by label or id, as the trace
// names them (`SubView`, `SubView #6`, `#6`).

extension Trace {
    /// Why `view`'s body ran or was skipped in `scope` — or, with an `attribute`, why that
    /// attribute of the view (of its own modifiers and primitives) did or did not animate.
    ///
    /// `view` is a label as the trace prints it (`"SubView"`, `".opacity"`), with an id to
    /// pick one node (`"SubView #6"`, `"#6"`). Each body run, skip or attribute change in
    /// the scope gets an answer: plain sentences first (the reason, with the values that
    /// changed; where the chain started; whether it is a hop of a loop), then the chain of
    /// events from the script step to it. Answers alike but for their values (a body run at
    /// each timeline entry) fold into one. Where the trace does not say, the answer says
    /// "unknown" rather than guess.
    ///
    /// ```swift
    /// let report = sim.trace.why("SubView", in: .step(1))
    /// report.answers[0].verdict    // .bodySkipped
    /// report.answers[0].sentences[0]
    /// // "SubView #6's body was skipped in frame 12 (step 1, t=0.2s): TimelineView #4 ran and
    /// //  offered it a new value, but it has no stored inputs, so …"
    /// sim.trace.why("Heart", attribute: "scale").answers[0].verdict   // .animated
    /// ```
    public func why(_ view: String, attribute: String? = nil, in scope: WhyScope = .wholeRun) -> WhyReport {
        let index = WhyIndex(trace: self)
        return why(
            question: view, nodes: index.nodes(named: view).filter { !$0.isInternal }, attribute: attribute,
            scope: scope, index: index)
    }

    /// Why the body of each view of type `type` ran or was skipped in `scope`, or, with an
    /// `attribute`, why it did or did not animate (see `why(_:attribute:in:)` with a name).
    ///
    /// ```swift
    /// sim.trace.why(SubView.self, in: .step(3)).answers[0].verdict   // .bodyRan
    /// ```
    public func why(_ type: Any.Type, attribute: String? = nil, in scope: WhyScope = .wholeRun) -> WhyReport {
        let index = WhyIndex(trace: self)
        let nodes = index.sortedNodes.filter { $0.is(type) && !$0.isInternal }
        return why(
            question: String(describing: type), nodes: nodes, attribute: attribute, scope: scope, index: index)
    }

    private func why(question: String, nodes: [NodeRef], attribute: String?, scope: WhyScope, index: WhyIndex)
        -> WhyReport
    {
        let asked = question + (attribute.map { " attribute \($0)" } ?? "")
        func report(_ answers: [WhyAnswer], notes: [String]) -> WhyReport {
            let kept = Array(answers.prefix(WhyReport.answerLimit))
            return WhyReport(
                question: asked, scope: scope, nodes: nodes, answers: kept, omitted: answers.count - kept.count,
                notes: notes)
        }
        guard !nodes.isEmpty else {
            let suggestions = index.suggestions(for: question)
            return report(
                [],
                notes: [
                    "No view named \"\(question)\" in the trace."
                        + (suggestions.isEmpty
                            ? "" : " Views it names: \(suggestions.prefix(24).joined(separator: ", ")).")
                ])
        }
        let (frames, scopeNote) = frames(in: scope)
        var notes = scopeNote.map { [$0] } ?? []
        if recording != .all || dropped.frames > 0 {
            notes.append(
                "The recording kept only some frames (\(recording)): causes in frames it dropped are unknown.")
        }
        let explainer = WhyExplainer(trace: self, index: index)
        var drafts: [WhyExplainer.Draft] = []
        if let attribute {
            var own: Set<Int> = []
            for node in nodes { own.formUnion(index.ownNodes(of: node.id)) }
            drafts = explainer.attributeAnswers(nodes: own, asked: attribute, frames: frames)
            if drafts.isEmpty {
                let changed = Set(
                    frames.flatMap(\.events).compactMap { event -> String? in
                        guard let (node, name) = WhyExplainer.attributeChange(event), own.contains(node.id) else {
                            return nil
                        }
                        return name
                    })
                notes.append(
                    "No change of \"\(attribute)\" on \(nodes.map(\.description).joined(separator: ", ")) or its own modifiers in \(scope)."
                        + (changed.isEmpty
                            ? " Nothing of theirs changed there."
                            : " Attributes that changed: \(changed.sorted().joined(separator: ", ")).")
                )
            }
        } else {
            let bodyless = nodes.filter { index.hasBody[$0.id] == false }
            let bodied = nodes.filter { index.hasBody[$0.id] != false }
            drafts = explainer.bodyAnswers(nodes: bodied, frames: frames, scope: scope)
            if !bodyless.isEmpty {
                var own: Set<Int> = []
                for node in bodyless { own.formUnion(index.ownNodes(of: node.id)) }
                let attributeDrafts = explainer.attributeAnswers(nodes: own, asked: nil, frames: frames)
                drafts += attributeDrafts
                if attributeDrafts.isEmpty {
                    notes.append(
                        "\(bodyless.map(\.description).joined(separator: ", ")) \(bodyless.count == 1 ? "has" : "have") no body of its own, and none of its attributes changed in \(scope)."
                    )
                }
            }
        }
        let ordered = drafts.enumerated().sorted {
            ($0.element.frames.lowerBound, $0.offset) < ($1.element.frames.lowerBound, $1.offset)
        }.map(\.element)
        return report(WhyExplainer.fold(ordered), notes: notes)
    }

    /// The frames a scope covers, and a note when it names none.
    private func frames(in scope: WhyScope) -> ([FrameRecord], String?) {
        switch scope {
        case .wholeRun:
            return (frames, nil)
        case .step(let step):
            guard steps.contains(where: { $0.index == step }) else {
                let range = steps.isEmpty ? "none" : "\(steps.first!.index)–\(steps.last!.index)"
                return ([], "There is no step \(step); the run's steps are \(range).")
            }
            return (frames(inStep: step), nil)
        case .frame(let index):
            if let frame = frame(index) { return ([frame], nil) }
            return ([], "Nothing happened in frame \(index): no event was recorded in it.")
        case .time(let time):
            guard time.isFinite else { return ([], "The time \(time) is not a number of seconds.") }
            guard let frame = frames.last(where: { $0.time <= time + 1e-9 }) else {
                return ([], "Nothing had happened by \(ValueFormatter.number(time)) s.")
            }
            return ([frame], nil)
        }
    }
}

extension Trace {
    /// For the HTML report: in each step, the answers of every node something happened to —
    /// its body runs and skips for a view with a body, its attribute changes (and animations
    /// still running from an earlier step) for the rest — at most `limit` per node, the
    /// nodes in id order. One index serves every step.
    ///
    /// ```swift
    /// let steps = sim.trace.whyAnswersByNode(steps: 0..<3, limit: 4)
    /// steps[1].first?.answers.first?.sentences.first   // "Heart #2's body ran in frame 1 …"
    /// ```
    package func whyAnswersByNode(steps: Range<Int>, limit: Int) -> [[(node: Int, answers: [WhyAnswer])]] {
        let index = WhyIndex(trace: self)
        let explainer = WhyExplainer(trace: self, index: index)
        return steps.map { step in
            let frames = frames(inStep: step)
            var bodied: [Int: NodeRef] = [:]
            var changed: Set<Int> = []
            for frame in frames {
                for event in frame.events {
                    switch event.kind {
                    case .bodyEvaluated(let node, _), .bodySkipped(let node, _):
                        if !node.isInternal { bodied[node.id] = node }
                    case .animation(let node, _, _):
                        changed.insert(node.id)
                    default:
                        if let (node, _) = WhyExplainer.attributeChange(event) { changed.insert(node.id) }
                    }
                }
            }
            let nodes = bodied.keys.sorted().compactMap { bodied[$0] }
            var drafts = explainer.bodyAnswers(nodes: nodes, frames: frames, scope: .step(step))
            drafts += explainer.attributeAnswers(nodes: changed, asked: nil, frames: frames)
            var byNode: [Int: [WhyAnswer]] = [:]
            for answer in WhyExplainer.fold(drafts) where (byNode[answer.node.id]?.count ?? 0) < limit {
                byNode[answer.node.id, default: []].append(answer)
            }
            return byNode.keys.sorted().map { ($0, byNode[$0] ?? []) }
        }
    }
}
