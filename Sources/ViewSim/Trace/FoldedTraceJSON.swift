// Models the folded form of the trace as JSON (schema "viewsim.trace.folded",
// version 2, docs/trace-json.md and docs/trace.schema.json): the document
// `Trace.json()` writes, except that each run of consecutive frames whose events
// repeat an earlier frame's (same step, passes, kinds, nodes, causes and update
// passes; only moving values differ) is one short record pointing at that frame,
// and each animation sample is an array. What the HTML report embeds, so that a
// run of 40,000 animating frames fits its page.
// Simplifies: a folded frame keeps its events' ids, causes and places in the
// cause tree (shifted from the frame it repeats) and the text of every event whose
// text differs (as the repeated text with its middle replaced: an animation
// frame's line holds the frame's own value); the other fields of its events (old
// and new values, reasons' values) are the repeated frame's. A frame with a
// diagnostic, or with two animation events of one value, is always written whole.

extension Trace {
    /// The version of the folded JSON schema (`viewsim.trace.folded`) that
    /// ``json(step:foldingRepeatedFramesAt:)`` writes.
    public static let foldedJSONSchemaVersion = 2

    /// The trace, or one step of it, as the folded JSON (schema
    /// `viewsim.trace.folded`, version 2, in the repository's docs/trace-json.md):
    /// ``json(step:)``'s document with each run of frames that repeat an earlier
    /// frame's events written as one record (`{"index", "count", "sameAs",
    /// "firstEvent", "spans", "middles"}`: each frame's own texts, its own values
    /// included), and animation samples as arrays `[frame, event, presentation,
    /// model]`. The page of `viewsim report` embeds it.
    ///
    /// viewsim's model: a frame repeats an earlier one of its step when both took
    /// as many passes and their events match one for one in pass, kind, node,
    /// attribute or property and causes (within the frame, relative to its first
    /// event), as the text trace's folding compares them; only values may differ.
    /// Such a frame's time is `index / framesPerSecond` (a frame whose time is
    /// not is written whole).
    ///
    /// ```swift
    /// let json = sim.trace.json(foldingRepeatedFramesAt: sim.configuration.framesPerSecond)
    /// // {"schema":"viewsim.trace.folded","version":2,"framesPerSecond":60, …,
    /// //  "frames":[{"index":0, …,"events":[…]}, …,{"index":63,"count":39936,"sameAs":62,"firstEvent":75}],
    /// //  "animations":[{"node":{…},"attribute":"opacity","samples":[[1,12,[1],[0.2]], …]}]}
    /// ```
    ///
    /// - Parameters:
    ///   - step: only this step's frames (and only this step in `steps`); nil for all.
    ///   - framesPerSecond: the run's frame rate, written as `framesPerSecond`; a
    ///     folded frame's time is its index divided by it.
    public func json(step: Int? = nil, foldingRepeatedFramesAt framesPerSecond: Int) -> String {
        var writer = JSONWriter(capacity: 4_096 + min(eventCount, 20_000) * 160)
        var animations = AnimationSamples()
        writer.beginObject()
        writer.key("schema")
        writer.string("viewsim.trace.folded")
        writer.key("version")
        writer.integer(Self.foldedJSONSchemaVersion)
        writer.key("framesPerSecond")
        writer.integer(framesPerSecond)
        writeJSONHeader(step: step, into: &writer)
        writer.key("frames")
        writer.beginArray()
        var references: [String: FrameRecord] = [:]
        // A repeated frame's events' texts, by its index: made once, when a frame first repeats it.
        var textsByReference: [Int: [String]] = [:]
        var run: FoldedTraceJSON.Run?
        for frame in frames where step == nil || frame.step == step {
            let events = frame.events
            let key = FoldedTraceJSON.key(of: frame, events: events, framesPerSecond: framesPerSecond)
            if let key, let reference = references[key] {
                let referenceTexts: [String]
                if let known = textsByReference[reference.index] {
                    referenceTexts = known
                } else {
                    referenceTexts = reference.events.map(TraceText.line(for:))
                    textsByReference[reference.index] = referenceTexts
                }
                let texts = FoldedTraceJSON.texts(of: events, repeating: referenceTexts)
                // Appended in place (a copy of the run would copy its texts: quadratic).
                if run?.extends(to: frame, events: events, reference: reference) == true {
                    run?.append(texts)
                } else {
                    run?.write(into: &writer)
                    run = FoldedTraceJSON.Run(
                        frame: frame, events: events, reference: reference, referenceTexts: referenceTexts,
                        texts: texts)
                }
                for event in events { animations.record(event, frame: frame) }
                continue
            }
            run?.write(into: &writer)
            run = nil
            if let key { references[key] = frame }
            TraceJSON.frame(frame, into: &writer, animations: &animations)
        }
        run?.write(into: &writer)
        writer.endArray()
        writer.key("animations")
        animations.write(into: &writer, compact: true)
        writer.endObject()
        return writer.text + "\n"
    }
}

/// How the folded JSON finds frames that repeat an earlier one and writes runs of them.
enum FoldedTraceJSON {
    /// Consecutive frames that each repeat `reference`, written as one record.
    struct Run {
        /// The first frame's index.
        let index: Int
        /// The frame they repeat (written whole, earlier in the document).
        let reference: FrameRecord
        /// The first event id of the first frame; frame `index + k`'s first is
        /// `firstEvent + k * reference.eventCount`.
        let firstEvent: EventID
        /// How many frames the run holds.
        private(set) var count = 1
        /// Per frame, its events whose text differs from the reference's, by position.
        private(set) var texts: [[(position: Int, text: String)]]
        /// The reference's texts, by position.
        private let referenceTexts: [String]

        /// - Parameter referenceTexts: the reference's events' texts (`TraceText.line(for:)`), by position.
        init(
            frame: FrameRecord, events: [TraceEvent], reference: FrameRecord, referenceTexts: [String],
            texts: [(position: Int, text: String)]
        ) {
            index = frame.index
            self.reference = reference
            firstEvent = events.first?.id ?? 0
            self.texts = [texts]
            self.referenceTexts = referenceTexts
        }

        /// Whether `frame` comes right after the run's last frame, repeats the same
        /// frame, and its ids follow on.
        func extends(to frame: FrameRecord, events: [TraceEvent], reference: FrameRecord) -> Bool {
            frame.index == index + count && reference.index == self.reference.index
                && events.first?.id == firstEvent + count * events.count
        }

        mutating func append(_ frameTexts: [(position: Int, text: String)]) {
            count += 1
            texts.append(frameTexts)
        }

        func write(into writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("index")
            writer.integer(index)
            writer.key("count")
            writer.integer(count)
            writer.key("sameAs")
            writer.integer(reference.index)
            writer.key("firstEvent")
            writer.integer(firstEvent)
            let spans = Span.spans(texts, reference: referenceTexts)
            if !spans.isEmpty {
                writer.key("spans")
                writer.beginArray()
                for span in spans {
                    writer.beginArray()
                    writer.integer(span.position)
                    writer.integer(span.kept.prefix)
                    writer.integer(span.kept.suffix)
                    writer.endArray()
                }
                writer.endArray()
                writer.key("middles")
                writer.beginArray()
                for frameTexts in texts {
                    writer.beginArray()
                    var own = frameTexts.makeIterator()
                    var next = own.next()
                    for span in spans {
                        // Positions ascend in both lists; a frame whose text is the reference's writes its middle.
                        if let current = next, current.position == span.position {
                            writer.string(span.middle(of: current.text))
                            next = own.next()
                        } else {
                            writer.string(span.middle(of: referenceTexts[span.position]))
                        }
                    }
                    writer.endArray()
                }
                writer.endArray()
            }
            writer.endObject()
        }
    }

    /// The part of an event's text that changes somewhere in a run: the reference
    /// text's first `prefix` and last `suffix` UTF-16 code units (as a JavaScript
    /// string counts them) are every frame's; each frame writes only what lies
    /// between, its middle (cut between Unicode scalars, never inside a surrogate pair).
    struct Span {
        /// The event's position in its frame (0 is the first event).
        let position: Int
        /// The Unicode scalars every frame's text shares with the reference at its start and end.
        let scalars: (prefix: Int, suffix: Int)
        /// The same, in UTF-16 code units of the reference text.
        let kept: (prefix: Int, suffix: Int)

        /// A frame's text without the shared start and end.
        func middle(of text: String) -> String {
            let all = Array(text.unicodeScalars)
            var middle = String.UnicodeScalarView()
            middle.append(contentsOf: all[scalars.prefix..<(all.count - scalars.suffix)])
            return String(middle)
        }

        /// One span per position whose text differs in some frame of the run, in
        /// order of position: the start and end that all the run's texts (and the
        /// reference's) share.
        static func spans(_ texts: [[(position: Int, text: String)]], reference: [String]) -> [Span] {
            var shared: [Int: (prefix: Int, suffix: Int)] = [:]
            var references: [Int: [Unicode.Scalar]] = [:]
            for frameTexts in texts {
                for (position, text) in frameTexts {
                    let old = references[position] ?? Array(reference[position].unicodeScalars)
                    references[position] = old
                    let new = Array(text.unicodeScalars)
                    let limit = shared[position] ?? (old.count, old.count)
                    var start = 0
                    while start < min(old.count, new.count, limit.prefix), old[start] == new[start] { start += 1 }
                    var end = 0
                    while end < min(old.count - start, new.count - start, limit.suffix),
                        old[old.count - 1 - end] == new[new.count - 1 - end]
                    { end += 1 }
                    shared[position] = (start, end)
                }
            }
            return shared.keys.sorted().map { position in
                let old = references[position] ?? []
                let kept = shared[position] ?? (0, 0)
                let width = { (scalars: ArraySlice<Unicode.Scalar>) in scalars.reduce(0) { $0 + $1.utf16.count } }
                return Span(
                    position: position, scalars: kept,
                    kept: (width(old[..<kept.prefix]), width(old[(old.count - kept.suffix)...])))
            }
        }
    }

    /// What a frame must share with an earlier one to be written as repeating it:
    /// its step, passes, and per event its pass, causes (relative to the frame's
    /// first event; absolute for earlier events) and kind without its moving
    /// values (`FrameFolding.Shape.kindKey`). Nil for a frame that is always
    /// written whole: no events, a diagnostic, ids that do not follow on, two
    /// animation events of one value, or a time other than `index / framesPerSecond`.
    static func key(of frame: FrameRecord, events: [TraceEvent], framesPerSecond: Int) -> String? {
        guard let base = events.first?.id, framesPerSecond > 0,
            frame.time == Double(frame.index) / Double(framesPerSecond)
        else { return nil }
        var key = "\(frame.step)|\(frame.passes)|\(events.count)"
        var animated: Set<String> = []
        for (position, event) in events.enumerated() {
            guard event.id == base + position else { return nil }
            switch event.kind {
            case .diagnostic:
                return nil
            case .animation(let node, let attribute, _):
                guard animated.insert("\(node.id) \(attribute)").inserted else { return nil }
            default:
                break
            }
            let causes = event.causes.map { $0 >= base ? "r\($0 - base)" : "\($0)" }.joined(separator: ",")
            key += "\n\(event.pass)|\(causes)|" + FrameFolding.Shape.kindKey(event)
        }
        return key
    }

    /// The events of a repeating frame whose text differs from the repeated
    /// frame's (`reference`: its events' texts, by position), by position (an animation
    /// frame's too: its line shows the frame's own presented value, as the text trace prints it).
    static func texts(of events: [TraceEvent], repeating reference: [String]) -> [(position: Int, text: String)] {
        var texts: [(position: Int, text: String)] = []
        for (position, event) in events.enumerated() where position < reference.count {
            let text = TraceText.line(for: event)
            if text != reference[position] { texts.append((position, text)) }
        }
        return texts
    }
}
