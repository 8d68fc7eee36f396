// Models the reading of a trace JSON document into an UpdateSummary: each
// node's path from the insertions, then the bodies, skips, animations and
// diagnostics of the summarized frames counted per path.
// Simplifies: a node whose insertion the document does not hold (a trace
// exported for one step) has a path starting with `…`; an animation's duration
// is measured to the attribute's next `finished` within the document, in any step.

/// Builds an ``UpdateSummary`` from a decoded trace document.
struct UpdateSummaryBuilder {
    private let document: TraceDocument

    init(document: TraceDocument) {
        self.document = document
    }

    /// The counts of one path while summarizing.
    private struct Counts {
        var nodes: Set<Int> = []
        var runs = 0
        var reasons: [String: Int] = [:]
        var skips = 0
        var skipReasons: [String: Int] = [:]
        var animations: [String: AnimationStart] = [:]
        /// The event id of each animation's latest start: its fields are that start's.
        var latestStart: [String: Int] = [:]

        /// Adds `other`'s counts, as if its events had been counted here.
        mutating func merge(_ other: Counts) {
            nodes.formUnion(other.nodes)
            runs += other.runs
            reasons.merge(other.reasons, uniquingKeysWith: +)
            skips += other.skips
            skipReasons.merge(other.skipReasons, uniquingKeysWith: +)
            for (key, start) in other.animations {
                let count = (animations[key]?.count ?? 0) + start.count
                let latest = max(latestStart[key] ?? .min, other.latestStart[key] ?? .min)
                let fields = latest == other.latestStart[key] ? start : animations[key]!
                animations[key] = AnimationStart(
                    attribute: fields.attribute, phase: fields.phase, curve: fields.curve, origin: fields.origin,
                    duration: fields.duration, count: count)
                latestStart[key] = latest
            }
        }
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

    func summary(step: Int?, source: String) -> UpdateSummary {
        var paths = SummaryPaths(document: document)
        var counts: [Int: Counts] = [:]  // by path id
        /// Changes the counts of `node`'s path in place.
        func count(_ node: TraceDocument.Node, _ body: (inout Counts) -> Void) {
            let path = paths.path(of: node)
            body(&counts[path, default: Counts()])
        }
        var diagnostics: [String: (DiagnosticCount, Int)] = [:]
        let durations = durations()

        func countDiagnostic(_ diagnostic: TraceDocument.Diagnostic) {
            let entry = DiagnosticCount(
                kind: diagnostic.kind, message: Self.withoutNodeIDs(diagnostic.message),
                path: diagnostic.node.map { node in
                    let path = paths.path(of: node)  // interned first: text(of:) reads it
                    return paths.text(of: path)
                }, count: 1)
            let key = entry.description
            diagnostics[key] = (entry, (diagnostics[key]?.1 ?? 0) + 1)
        }

        for frame in document.frames where step == nil || frame.step == step {
            for event in frame.events {
                switch event.kind {
                case .bodyEvaluated, .bodySkipped:
                    guard let node = event.node else { continue }
                    count(node) { entry in
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
                    count(node) { entry in
                        entry.nodes.insert(node.id)
                        let count = (entry.animations[start.key]?.count ?? 0) + 1
                        entry.animations[start.key] = AnimationStart(
                            attribute: start.attribute, phase: start.phase, curve: start.curve, origin: start.origin,
                            duration: start.duration, count: count)
                        entry.latestStart[start.key] = event.id
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

        // Two paths made of different labels read alike when a label holds ` › `: they
        // are one path in the summary, as their text is what runs compare.
        var byText: [(path: String, entry: Counts)] = counts.map { (paths.text(of: $0.key), $0.value) }
        if paths.textsMayCoincide {
            var merged: [String: Counts] = [:]
            for (path, entry) in byText { merged[path, default: Counts()].merge(entry) }
            byText = merged.map { ($0.key, $0.value) }
        }
        let views = byText.sorted { $0.path < $1.path }.map { path, entry -> ViewUpdates in
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
