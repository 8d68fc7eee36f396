// Models the reading of a trace JSON document into an UpdateSummary: each
// node's path from the insertions, then the bodies, skips, animations and
// diagnostics of the summarized frames counted per path.
// Simplifies: a node whose insertion the document does not hold (a trace
// exported for one step) has a path starting with `…`; an animation's duration
// is measured to the attribute's next `finished` within the document, in any step.

/// Builds an ``UpdateSummary`` from a decoded trace document.
struct UpdateSummaryBuilder {
    private let document: TraceDocument
    /// Each inserted node's parent (nil for a root).
    private var parents: [Int: Int?] = [:]
    private var labels: [Int: String] = [:]
    private var hasBody: [Int: Bool] = [:]

    init(document: TraceDocument) {
        self.document = document
        for frame in document.frames {
            for event in frame.events where event.kind == .inserted {
                guard let node = event.node else { continue }
                parents[node.id] = .some(event.parent?.id)
                labels[node.id] = node.label
                hasBody[node.id] = event.hasBody ?? false
            }
        }
    }

    /// The labels of `node`'s ancestors with a body, root first, then its own, joined by ` › `.
    func path(of node: TraceDocument.Node) -> String {
        var parts = [node.label]
        var current = node.id
        var seen: Set<Int> = [current]
        while true {
            guard let entry = parents[current] else {
                parts.append("…")
                break
            }
            guard let parent = entry else { break }
            guard seen.insert(parent).inserted else {
                parts.append("…")
                break
            }
            if hasBody[parent] == true, let label = labels[parent] { parts.append(label) }
            current = parent
        }
        return parts.reversed().joined(separator: " › ")
    }

    /// The counts of one path while summarizing.
    private struct Counts {
        var nodes: Set<Int> = []
        var runs = 0
        var reasons: [String: Int] = [:]
        var skips = 0
        var skipReasons: [String: Int] = [:]
        var animations: [String: AnimationStart] = [:]
    }

    /// Each animation start's duration, by its event id: the time from its frame to
    /// the attribute's next `finished` anywhere in the document (a later step's
    /// too); nil when it never finished there.
    private func durations() -> [Int: Double?] {
        var open: [String: [(id: Int, time: Double?)]] = [:]  // by node id and attribute
        var durations: [Int: Double?] = [:]
        for frame in document.frames {
            for event in frame.events where event.kind == .animation {
                guard let node = event.node, let attribute = event.attribute, let phase = event.phase else { continue }
                let slot = "\(node.id) \(attribute)"
                switch phase.kind {
                case "started", "merged", "combined":
                    durations[event.id] = .some(nil)
                    open[slot, default: []].append((event.id, frame.time))
                case "finished":
                    for start in open.removeValue(forKey: slot) ?? [] {
                        durations[start.id] = both(start.time, frame.time).map { $0.1 - $0.0 }
                    }
                default:
                    break
                }
            }
        }
        return durations
    }

    /// The counts of each path, found from a node once: a node's path is made and hashed
    /// the first time one of its events is counted, not for each event (on a deep chain a
    /// path is as long as the chain is deep).
    private struct CountsByPath {
        private(set) var paths: [String] = []
        private(set) var counts: [Counts] = []
        private var slotOfPath: [String: Int] = [:]
        private var slotOfNode: [NodeKey: Int] = [:]

        /// A node as its events name it: its id and its label.
        private struct NodeKey: Hashable {
            let id: Int
            let label: String
        }

        /// The position of `node`'s path in `paths` and `counts`.
        mutating func slot(of node: TraceDocument.Node, path: (TraceDocument.Node) -> String) -> Int {
            let key = NodeKey(id: node.id, label: node.label)
            if let slot = slotOfNode[key] { return slot }
            let path = path(node)
            let slot: Int
            if let known = slotOfPath[path] {
                slot = known
            } else {
                slot = paths.count
                paths.append(path)
                counts.append(Counts())
                slotOfPath[path] = slot
            }
            slotOfNode[key] = slot
            return slot
        }

        /// Changes the counts of `node`'s path.
        mutating func update(
            _ node: TraceDocument.Node, path: (TraceDocument.Node) -> String, _ body: (inout Counts) -> Void
        ) {
            let slot = slot(of: node, path: path)
            body(&counts[slot])
        }
    }

    func summary(step: Int?, source: String) -> UpdateSummary {
        var counts = CountsByPath()
        var diagnostics: [String: (DiagnosticCount, Int)] = [:]
        let durations = durations()

        func countDiagnostic(_ diagnostic: TraceDocument.Diagnostic) {
            let entry = DiagnosticCount(
                kind: diagnostic.kind, message: Self.withoutNodeIDs(diagnostic.message),
                path: diagnostic.node.map { path(of: $0) }, count: 1)
            let key = entry.description
            diagnostics[key] = (entry, (diagnostics[key]?.1 ?? 0) + 1)
        }

        for frame in document.frames where step == nil || frame.step == step {
            for event in frame.events {
                switch event.kind {
                case .bodyEvaluated, .bodySkipped:
                    guard let node = event.node else { continue }
                    counts.update(node, path: path(of:)) { entry in
                        entry.nodes.insert(node.id)
                        if let skip = event.skip {
                            entry.skips += 1
                            let reason =
                                skip.kind == "timelineEntryUnchanged"
                                ? "its timeline's entry did not change" : Self.withoutNodeIDs(skip.text)
                            entry.skipReasons[reason, default: 0] += 1
                        } else {
                            entry.runs += 1
                            for reason in event.reasons ?? [] { entry.reasons[reason.token, default: 0] += 1 }
                        }
                    }
                case .animation:
                    guard let node = event.node, let attribute = event.attribute, let phase = event.phase,
                        ["started", "merged", "combined"].contains(phase.kind)
                    else { continue }
                    let start = AnimationStart(
                        attribute: attribute, phase: phase.kind, curve: phase.animation ?? "unknown",
                        origin: phase.origin.map(Self.origin), duration: durations[event.id] ?? nil, count: 1)
                    counts.update(node, path: path(of:)) { entry in
                        entry.nodes.insert(node.id)
                        let count = (entry.animations[start.key]?.count ?? 0) + 1
                        entry.animations[start.key] = AnimationStart(
                            attribute: start.attribute, phase: start.phase, curve: start.curve, origin: start.origin,
                            duration: start.duration, count: count)
                    }
                case .diagnostic:
                    if let diagnostic = event.diagnostic { countDiagnostic(diagnostic) }
                default:
                    break
                }
            }
        }
        for kept in document.dropped?.diagnostics ?? [] where step == nil || kept.step == step {
            countDiagnostic(kept.diagnostic)
        }

        let views = counts.paths.indices.sorted { counts.paths[$0] < counts.paths[$1] }.map { slot -> ViewUpdates in
            let path = counts.paths[slot]
            let entry = counts.counts[slot]
            return ViewUpdates(
                path: path, nodes: entry.nodes.count, bodyRuns: entry.runs,
                runReasons: entry.reasons.keys.sorted().map { UpdateTally(name: $0, count: entry.reasons[$0]!) },
                bodySkips: entry.skips,
                skipReasons: entry.skipReasons.keys.sorted().map {
                    UpdateTally(name: $0, count: entry.skipReasons[$0]!)
                },
                animations: entry.animations.keys.sorted().map { entry.animations[$0]! })
        }
        let steps = document.steps.filter { step == nil || $0.index == step }.map { record in
            StepFrames(
                index: record.index, title: record.title,
                frames: both(record.firstFrame, record.lastFrame).map { $0.1 - $0.0 + 1 } ?? 0)
        }
        return UpdateSummary(
            source: source, steps: steps, views: views,
            diagnostics: diagnostics.keys.sorted().map { key in
                let (entry, count) = diagnostics[key]!
                return DiagnosticCount(kind: entry.kind, message: entry.message, path: entry.path, count: count)
            },
            droppedFrames: document.dropped?.frames ?? 0)
    }

    /// An origin as two runs can compare it: without node ids, and without the
    /// value change a `.animation(_:value:)` adds (`.animation #7 (value 0 → 1)`).
    static func origin(_ text: String) -> String {
        var text = withoutNodeIDs(text)
        if let range = text.range(of: " (value "), text.hasSuffix(")") { text = String(text[..<range.lowerBound]) }
        return text
    }

    /// `text` without node ids: `Image #4` → `Image`.
    static func withoutNodeIDs(_ text: String) -> String {
        var result = ""
        var characters = Array(text)[...]
        while let character = characters.first {
            if character == " ", characters.dropFirst().first == "#",
                let digit = characters.dropFirst(2).first, digit.isASCII, digit.isNumber
            {
                // ` #12` ends a node's name only when no letter or digit follows (`#12x` is not an id).
                let rest = characters.dropFirst(2).drop { $0.isASCII && $0.isNumber }
                if !(rest.first.map { $0.isLetter || $0.isNumber } ?? false) {
                    characters = rest
                    continue
                }
            }
            result.append(character)
            characters = characters.dropFirst()
        }
        return result
    }
}

/// Both values when both are there.
private func both<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
