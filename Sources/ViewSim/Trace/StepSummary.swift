// Models the trace of one step as `viewsim run` prints it: the events that tell
// the story first, runs of per-frame animation samples folded into one line
// each, frames that repeat an earlier one folded into "same as frame N", and,
// when that is still more than one screenful, less detail, step by step, until
// it fits — never leaving out a diagnostic, a cycle hop, a script action or a
// line that the step's narrative or a claim quotes.
// Simplifies: "what the narrative refers to" is what it quotes (in "double
// quotes", “curly quotes” or `backticks`) that the step's full trace contains;
// frames are compared by the typed events, values that are dates (which move
// with the clock) left out; the budget is counted in lines wrapped to
// `TraceTextOptions.width` (the caller's indentation taken off the width).

/// The printed trace of one step, folded to fit ``lineBudget`` lines.
///
/// ```swift
/// var options = StepSummary.Options()
/// options.quotes = StepSummary.quotedPhrases(in: narrative)
/// options.plot = "step1-plot.svg"
/// options.wholeStepHint = "viewsim trace lesson5 --step 1"
/// let summary = StepSummary(trace: sim.trace, step: 1, options: options)
/// print((summary.lines + summary.note).joined(separator: "\n"))
/// // step 1 · Four beats; the fourth rings the bell
/// // ├─ ~ frames 1–59 (59 frames, t=0.0167–0.9833s): .rotationEffect #25 rotation 29.9682° → -29.9682°, see step1-plot.svg
/// // ├─ frame 60 · t=1s · 2 passes
/// // …
/// ```
///
/// viewsim's model: the printed trace of a step folds, in this order, until it
/// fits the budget: (1) runs of frames that only sample animations become one
/// line naming the frames and each value first → last (always), and a frame
/// whose events repeat an earlier frame's, dates aside, becomes "same as frame
/// N" (always); then (2) the samples inside other frames, (3) `@self` field and
/// `entry` detail lines, (4) runs of skipped siblings, counted on one line, and
/// runs of alike inserted siblings (``AlikeSiblings``), the first one shown, (5)
/// frames like an earlier one but for some values, consecutive ones on one line
/// naming each value first → last, (6) attribute and transaction lines, (7)
/// views inserted inside a view inserted in the same frame, counted, (8) the
/// logical completions inside sample runs, counted; and last, from the end of
/// the step (its first frame last), (9) frames as one-line digests of their
/// story, then (10) digests left out. A diagnostic with its cycle, a script
/// action, and the first line holding each phrase the narrative or a claim
/// quotes are never folded away. `viewsim trace` and `viewsim run --full-trace`
/// print everything.
package struct StepSummary {
    /// How many printed lines a step's trace may take: one screenful of a
    /// common 80 × 50 terminal, leaving room for the step's heading, narrative
    /// and "What happened" lines. (It is a choice of viewsim's, not SwiftUI's.)
    package static let lineBudget = 40

    /// What to fold towards, what must stay, and how lines are counted.
    package struct Options {
        /// The most printed lines the summary may take, its last note included.
        package var budget = StepSummary.lineBudget
        /// Phrases the step's narrative and the claims quote
        /// (``StepSummary/quotedPhrases(in:)``); those the full trace of the
        /// step contains are never folded away.
        package var quotes: [String] = []
        /// The plot file of the step's animated values, when one is written
        /// (`step1-plot.svg`): the first folded run of samples points to it.
        package var plot: String?
        /// How to see the whole step (`viewsim trace lesson5 --step 1, or --full-trace`),
        /// said in the note when something was folded or left out.
        package var wholeStepHint = "viewsim trace --step <k>"
        /// How many lines the command of `wholeStepHint` prints (wrapped as it
        /// wraps them), for the note's "all N lines"; nil: the step's trace
        /// lines unwrapped.
        package var wholeStepLineCount: Int?
        /// What the trace text includes and the width it wraps to, as for
        /// ``Trace/text(step:options:)``: the budget counts lines after wrapping.
        package var traceOptions = TraceTextOptions()
        /// The step's trees as ``Trace/textTrees(step:options:)`` makes them with
        /// `traceOptions`, when the caller already has them (they are used, not made
        /// again); nil: made here.
        package var fullTrees: [TextTree]?

        package init() {}
    }

    /// How far the summary had to fold to fit, in the order folds are applied.
    package enum Fold: Int, CaseIterable, Comparable, Sendable {
        /// Runs of sample-only frames and frames that repeat an earlier one.
        case repeats
        /// The animation samples inside frames where other things happen.
        case samples
        /// `@self` field and timeline `entry` detail lines, but in the first frame
        /// of each shape (until `.alikeFrames`, which leaves those out too).
        case details
        /// Runs of skipped siblings, one line with a count, and runs of alike
        /// inserted siblings (``AlikeSiblings``, as the cause → effect diagram
        /// folds them), the first one shown with the count.
        case skips
        /// Frames like an earlier one but for some values.
        case alikeFrames
        /// Attribute changes (`△`) and transactions (`⇣`).
        case mechanics
        /// Views inserted inside a view inserted in the same frame, with their
        /// first body runs: counted on the outer insertion's line.
        case mounts
        /// Logical completions inside runs of samples, counted on the run's line.
        case milestones

        package static func < (a: Fold, b: Fold) -> Bool { a.rawValue < b.rawValue }
    }

    /// The lines to print, wrapped to the options' width: the step's line and its items.
    package let lines: [String]
    /// The note after them, when anything was folded or left out, wrapped:
    /// `… folded to fit one screen; all 484 lines: viewsim trace lesson5 --step 1`.
    package let note: [String]
    /// How far it folded.
    package let fold: Fold
    /// Frames left out entirely to fit, after every frame became a digest.
    package let framesLeftOut: [Int]
    /// How many lines the full trace of the step has.
    package let fullLineCount: Int
    /// The quoted phrases found in the step's full trace: each is printed.
    package let protectedPhrases: [String]

    /// How many printed lines the summary takes, its note included.
    package var printedLineCount: Int { lines.count + note.count }

    // MARK: - Quotes

    /// The phrases quoted in `text` — between "straight" or “curly” double
    /// quotes, or `backticks` — with runs of spaces and line breaks made one space.
    ///
    /// ```swift
    /// StepSummary.quotedPhrases(in: #"the body is skipped ("it has no stored inputs") and `~` lines"#)
    /// // ["it has no stored inputs", "~"]
    /// ```
    package static func quotedPhrases(in text: String) -> [String] {
        var phrases: [String] = []
        var open: Character?
        var current = ""
        for character in text {
            if let opener = open {
                let closes = opener == "“" ? character == "”" : character == opener
                if closes {
                    let phrase = normalized(current)
                    if !phrase.isEmpty, !phrases.contains(phrase) { phrases.append(phrase) }
                    open = nil
                    current = ""
                } else {
                    current.append(character)
                }
            } else if character == "\"" || character == "“" || character == "`" {
                open = character
            }
        }
        return phrases
    }

    /// What step `step` of `scenario` quotes: the phrases of its narrative and
    /// of every claim (a claim is about the whole scenario, so its quotes count
    /// in each step whose trace contains them).
    package static func quotes(of scenario: Scenario, step: Int) -> [String] {
        let narrative = scenario.steps.indices.contains(step) ? scenario.steps[step].narrative ?? "" : ""
        var phrases = quotedPhrases(in: narrative)
        for claim in scenario.claims {
            for phrase in quotedPhrases(in: claim.statement) where !phrases.contains(phrase) { phrases.append(phrase) }
        }
        // Looked for as the trace prints them: control characters as their pictures.
        return phrases.map { ControlPictures.shown($0) }
    }

    /// `text` with every run of whitespace made one space, trimmed.
    package static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    // MARK: - Building

    /// The summary of step `step` of `trace`.
    package init(trace: Trace, step: Int, options: Options) {
        var context = Context(trace: trace, step: step, options: options)
        fullLineCount = context.fullLines.count
        protectedPhrases = context.phrases
        var chosen = context.fitted()
        // A phrase the folded summary does not print pins the first frame that
        // has it: that frame is printed, with its lines that hold the phrase.
        // Each pass pins at least one more phrase, so it runs at most once per phrase.
        for _ in context.phrases.indices {
            let printed = chosen.rendered.plain.map(StepSummary.normalized)
            let missing = context.phrases.filter { phrase in !printed.contains { $0.contains(phrase) } }
            var pinned = false
            for phrase in missing {
                guard let position = context.framePhrases.firstIndex(where: { $0.contains(phrase) }),
                    context.pins[position]?.contains(phrase) != true
                else { continue }
                context.pins[position, default: []].insert(phrase)
                pinned = true
            }
            guard pinned else { break }
            chosen = context.fitted()
        }
        lines = chosen.rendered.printed
        // "folded to fit one screen" only when it does: what must stay can take more.
        if chosen.rendered.cost > options.budget, !chosen.rendered.note.isEmpty {
            chosen.rendered = context.render(
                lines: chosen.rendered, fold: chosen.fold, leftOut: chosen.leftOut, fits: false)
        }
        note = chosen.rendered.note
        fold = chosen.fold
        framesLeftOut = chosen.leftOut
    }

    /// One thing the summary prints at the top level of the step.
    enum Item {
        /// A frame in which something other than sampling happened, shown in
        /// the style of the fold, or as a one-line digest with only its protected lines under it.
        case frame(FrameRecord, digest: Bool)
        /// Consecutive frames that only sample animations (and mark them logically complete or finished).
        case samples([FrameRecord])
        /// Frames whose events repeat `reference`'s, dates aside, or (from
        /// `.alikeFrames` on) repeat them but for some values, which the line names.
        case repeated([FrameRecord], reference: FrameRecord)
    }

    /// The step's frames and what the options say, with what every fold needs.
    struct Context {
        let trace: Trace
        let step: Int
        let title: String
        let options: Options
        let frames: [FrameRecord]
        let fullLines: [String]
        let phrases: [String]
        /// Per frame (by position): whether it only samples animations.
        let sampling: [Bool]
        /// Per frame: the protected phrases its full tree contains.
        let framePhrases: [Set<String>]
        /// Per frame position: the phrases it must print; such a frame is never
        /// folded into a run or into "same as".
        var pins: [Int: Set<String>] = [:]
        /// Per frame position: a number for its events with their values
        /// (``key(_:values:)`` with `values`); frames with the same number repeat each other.
        let exactKeys: [Int]
        /// Per frame position: a number for its shape (``key(_:values:)`` without `values`).
        let shapeKeys: [Int]
        /// Per frame position: whether no earlier frame of the step has its shape.
        let firstOfShape: [Bool]
        /// Each frame's position in ``frames``, by frame index.
        let positions: [Int: Int]

        init(trace: Trace, step: Int, options: Options) {
            self.trace = trace
            self.step = step
            self.options = options
            title = trace.steps.first { $0.index == step }?.title ?? ""
            frames = trace.frames(inStep: step)
            let fullTrees = options.fullTrees ?? trace.textTrees(step: step, options: options.traceOptions)
            let full = fullTrees.map { $0.render(width: nil) }.joined()
            fullLines = full.split(separator: "\n").map(String.init)
            let normalizedLines = fullLines.map(StepSummary.normalized)
            phrases = options.quotes.map(StepSummary.normalized).filter { phrase in
                !phrase.isEmpty && normalizedLines.contains { $0.contains(phrase) }
            }
            let phrases = self.phrases
            // The step's full tree has each frame's tree under it, in order (unless frames fold):
            // those are not made again.
            let stepFrames = frames
            let frameTrees =
                !options.traceOptions.foldsRepeatedFrames && fullTrees.count == 1
                    && fullTrees[0].children.count == stepFrames.count && !stepFrames.isEmpty
                ? fullTrees[0].children : nil
            framePhrases = stepFrames.indices.map { position in
                guard !phrases.isEmpty else { return [] }
                let tree =
                    frameTrees?[position] ?? trace.textTree(frame: stepFrames[position], options: options.traceOptions)
                let text = StepSummary.normalized(tree.render(width: nil))
                return Set(phrases.filter { text.contains($0) })
            }
            sampling = frames.map { frame in !frame.events.isEmpty && frame.events.allSatisfy(Self.isSampling) }
            // Each frame's keys are made once and numbered through a dictionary,
            // so finding the frame one repeats is a lookup, not a search: the
            // summary is linear in the step's frames and events.
            var exactNumbers: [[String]: Int] = [:]
            var shapeNumbers: [[String]: Int] = [:]
            exactKeys = frames.map { frame in
                let key = Self.key(frame, values: true)
                if let known = exactNumbers[key] { return known }
                exactNumbers[key] = exactNumbers.count
                return exactNumbers.count - 1
            }
            var firstOfShape: [Bool] = []
            firstOfShape.reserveCapacity(frames.count)
            shapeKeys = frames.map { frame in
                let key = Self.key(frame, values: false)
                if let known = shapeNumbers[key] {
                    firstOfShape.append(false)
                    return known
                }
                shapeNumbers[key] = shapeNumbers.count
                firstOfShape.append(true)
                return shapeNumbers.count - 1
            }
            self.firstOfShape = firstOfShape
            positions = Dictionary(
                frames.enumerated().map { ($0.element.index, $0.offset) }, uniquingKeysWith: { first, _ in first })
        }

        /// The least folded summary that fits, or the most folded one cut to fit.
        func fitted() -> (rendered: Rendered, fold: Fold, leftOut: [Int]) {
            // A fold that changes nothing in a step has the lines of the fold before it: they
            // are not rendered again (only the note, which names the fold, is made again).
            var last: (tree: TextTree, rendered: Rendered)?
            for fold in Fold.allCases {
                let tree = summaryTree(items(fold: fold), fold: fold)
                let rendered =
                    last.flatMap { $0.tree == tree ? $0.rendered : nil }
                    .map { render(lines: $0, fold: fold, leftOut: [], fits: true) }
                    ?? render(tree, fold: fold, leftOut: [])
                if rendered.cost <= options.budget { return (rendered, fold, []) }
                last = (tree, rendered)
            }
            return cut(fold: Fold.allCases[Fold.allCases.count - 1])
        }

        /// Whether no earlier frame of the step has `frame`'s shape: such a frame
        /// keeps its `@self` and `entry` details at `.details` (the first time a
        /// kind of update happens, its details say why).
        func isFirstOfItsShape(_ frame: FrameRecord) -> Bool {
            positions[frame.index].map { firstOfShape[$0] } ?? true
        }

        /// The phrases pinned to `frame`.
        func pinned(_ frame: FrameRecord) -> Set<String> {
            positions[frame.index].flatMap { pins[$0] } ?? []
        }

        /// Whether frame `position` only samples animations and need not be printed.
        func isSampling(_ position: Int) -> Bool { sampling[position] && pins[position] == nil }

        /// A sample, or an animation marked logically complete or finished.
        static func isSampling(_ event: TraceEvent) -> Bool {
            guard case .animation(_, _, let phase) = event.kind else { return false }
            switch phase {
            case .frame, .logicallyComplete, .finished: return true
            default: return false
            }
        }

        static func isSample(_ event: TraceEvent) -> Bool {
            if case .animation(_, _, .frame) = event.kind { return true }
            return false
        }

        /// Whether a line contains one of `pinned`.
        static func holds(_ line: String, _ pinned: Set<String>) -> Bool {
            guard !pinned.isEmpty else { return false }
            let text = StepSummary.normalized(line)
            return pinned.contains { text.contains($0) }
        }

        /// Events that are never folded away: script actions, diagnostics and
        /// lines that hold a phrase pinned to their frame.
        func mustShow(_ event: TraceEvent, _ pinned: Set<String>) -> Bool {
            switch event.kind {
            case .script(let line):
                // A touch's move samples fold like an animation's frames; its down and up stay.
                return TouchSampleText.parse(line) == nil
            case .diagnostic, .stateWriteDropped, .actionSuppressed: return true
            default:
                guard !pinned.isEmpty else { return false }
                if Self.holds(TraceText.line(for: event), pinned)
                    || TraceText.details(for: event).contains(where: { Self.holds($0.line, pinned) })
                {
                    return true
                }
                return Self.holds(alsoCausedBy(event), pinned)
            }
        }

        /// The "also caused by …" line under an event with several causes ("" for one).
        func alsoCausedBy(_ event: TraceEvent) -> String {
            let causes = event.causes
            guard causes.count > 1, let last = CauseTree.parentCause(of: event) else { return "" }
            return "also caused by "
                + causes.filter { $0 != last }.compactMap { trace.event($0) }.map(TraceText.cycleStep).joined(
                    separator: "; ")
        }

        // MARK: Items

        /// The step's items at `fold`.
        func items(fold: Fold) -> [Item] {
            var items: [Item] = []
            // The frames printed in full so far, to which later frames may refer:
            // the last one of each exact key and of each shape.
            var printed = Printed()
            // The run of frames that repeat one frame, grown in place (copying it
            // for every frame would make a long run quadratic).
            var run: (frames: [FrameRecord], reference: FrameRecord)?
            func endRun() {
                guard let ended = run else { return }
                items.append(.repeated(ended.frames, reference: ended.reference))
                run = nil
            }
            var index = 0
            // Each pass consumes at least one frame.
            while index < frames.count {
                if isSampling(index) {
                    var end = index + 1
                    while end < frames.count, isSampling(end) { end += 1 }
                    endRun()
                    items.append(.samples(Array(frames[index..<end])))
                    index = end
                    continue
                }
                let frame = frames[index]
                if let reference = run?.reference, repeats(index, reference, fold: fold) {
                    // Frames after one another that repeat the same frame share a line.
                    run?.frames.append(frame)
                } else if let reference = repeatedFrame(index, among: printed, fold: fold) {
                    endRun()
                    run = ([frame], frames[reference])
                } else {
                    endRun()
                    items.append(.frame(frame, digest: false))
                    printed.exact[exactKeys[index]] = index
                    printed.shape[shapeKeys[index]] = index
                }
                index += 1
            }
            endRun()
            return items
        }

        /// The earlier printed frame that frame `index` repeats — exactly, dates
        /// and samples aside, or, from `.alikeFrames` on, but for some values;
        /// nil when it repeats none or must be printed.
        func repeatedFrame(_ index: Int, among printed: Printed, fold: Fold) -> Int? {
            guard isFoldable(index) else { return nil }
            if let exact = printed.exact[exactKeys[index]] { return exact }
            guard fold >= .alikeFrames else { return nil }
            return printed.shape[shapeKeys[index]]
        }

        /// The last frame printed in full of each exact key and of each shape, by position.
        struct Printed {
            var exact: [Int: Int] = [:]
            var shape: [Int: Int] = [:]
        }

        /// Whether frame `index` repeats `reference` at `fold`.
        func repeats(_ index: Int, _ reference: FrameRecord, fold: Fold) -> Bool {
            guard isFoldable(index), let other = positions[reference.index] else { return false }
            if exactKeys[index] == exactKeys[other] { return true }
            return fold >= .alikeFrames && shapeKeys[index] == shapeKeys[other]
        }

        /// Whether frame `index` may be folded into a line: it is not pinned, has
        /// something other than samples, and no diagnostic.
        func isFoldable(_ index: Int) -> Bool {
            let events = frames[index].events
            return pins[index] == nil && events.contains { !Self.isSample($0) }
                && !events.contains { $0.kind.name == .diagnostic }
        }

        /// What makes two frames the same: passes, and per event (samples left
        /// out) its pass, causes and kind, with its values unless `values` is
        /// false; dates never count (they move with the clock).
        static func key(_ frame: FrameRecord, values: Bool) -> [String] {
            let events = frame.events
            let base = events.first?.id ?? 0
            var key = ["\(frame.passes)"]
            for event in events where !isSample(event) {
                // Frames alike but for which displayed attributes changed (a count
                // whose text changes every few frames) fold together.
                if !values, event.kind.name == .attributeChanged { continue }
                let causes = event.causes.map { $0 >= base ? "\($0 - base)" : "before" }.joined(separator: ",")
                var kind = FrameFolding.Shape.kindKey(event)
                // Animations to another value are alike (the line names the targets).
                if !values, case .animation(let node, let attribute, let phase) = event.kind {
                    switch phase {
                    case .started: kind = "start|\(node.id)|\(attribute)"
                    case .merged, .combined: kind = "retarget|\(node.id)|\(attribute)"
                    default: break
                    }
                }
                var entry = "\(event.pass)|\(causes)|" + kind
                if values { entry += "|" + valueKey(event) }
                key.append(entry)
            }
            return key
        }

        /// The values of an event that are not dates, as text.
        static func valueKey(_ event: TraceEvent) -> String {
            func text(_ value: TraceValue) -> String {
                if case .date = value { return "date" }
                return value.description
            }
            switch event.kind {
            case .stateWrite(_, _, let old, let new, _), .environmentChange(_, _, let old, let new),
                .attributeChanged(_, _, let old, let new), .valueChanged(_, _, let old, let new):
                return text(old) + "→" + text(new)
            case .bodyEvaluated(_, let reasons):
                return reasons.map { reason -> String in
                    if case .selfChanged(let fields) = reason {
                        return fields.map { text($0.old) + "→" + text($0.new) }.joined(separator: ",")
                    }
                    return ""
                }.joined(separator: ";")
            case .canvasDrawn(_, _, let items):
                return "\(items)"
            default:
                return ""
            }
        }

        /// A value the frames of a run may change: first old value, last new
        /// value, and how the line names it.
        typealias Moved = (old: TraceValue, new: TraceValue, name: String)

        /// The values (not dates) of `frames`, by subject, each first → last.
        static func movedValues(_ frames: [FrameRecord]) -> (order: [String], values: [String: Moved]) {
            var order: [String] = []
            var values: [String: Moved] = [:]
            func note(_ subject: String, _ name: String, _ old: TraceValue, _ new: TraceValue) {
                if case .date = new { return }
                if let known = values[subject] {
                    values[subject] = (known.old, new, name)
                } else {
                    values[subject] = (old, new, name)
                    order.append(subject)
                }
            }
            for frame in frames {
                for event in frame.events {
                    switch event.kind {
                    case .stateWrite(let node, let property, let old, let new, _):
                        note("write|\(node.id)|\(property)", property, old, new)
                    case .environmentChange(let node, let property, let old, let new):
                        note("environment|\(node.id)|\(property)", "environment \(property) of \(node)", old, new)
                    case .attributeChanged(let node, let name, let old, let new):
                        note("attribute|\(node.id)|\(name)", "\(node) \(name)", old, new)
                    case .valueChanged(let node, let label, let old, let new):
                        note("value|\(node.id)|\(label)", "\(node) sees", old, new)
                    case .bodyEvaluated(let node, let reasons):
                        for case .selfChanged(let fields) in reasons {
                            for field in fields where field.uncomparable == nil {
                                note(
                                    "self|\(node.id)|\(field.path)", "\(node) @self \(field.path)", field.old, field.new
                                )
                            }
                        }
                    case .canvasDrawn(let node, _, let items):
                        note("canvas|\(node.id)", "\(node) items drawn", .integer(items), .integer(items))
                    case .animation(let node, let attribute, .started(_, let from, let to, _)):
                        note("animation|\(node.id)|\(attribute)", "\(node) \(attribute) animates", from, to)
                    case .animation(let node, let attribute, .merged(_, _, let to, _)),
                        .animation(let node, let attribute, .combined(_, _, let to, _)):
                        note("animation|\(node.id)|\(attribute)", "\(node) \(attribute) retargets to", to, to)
                    default:
                        break
                    }
                }
            }
            return (order, values)
        }

        /// The values (not dates) that differ in `run` from `reference`, each
        /// first → last over the run: `Text #14 text: "025" → "000"`.
        static func differences(_ run: [FrameRecord], from reference: FrameRecord) -> [String] {
            let moved = movedValues(run)
            let before = movedValues([reference]).values
            return moved.order.compactMap { subject in
                guard let value = moved.values[subject] else { return nil }
                if let known = before[subject], known.old == value.old, known.new == value.new { return nil }
                return value.old == value.new
                    ? "\(value.name) \(value.new)" : TraceValue.change(from: value.old, to: value.new, name: value.name)
            }
        }

        // MARK: Rendering

        /// The frame style of `fold`: what it hides, and what it never hides.
        func style(
            fold: Fold, protectedOnly: Bool, pinned: Set<String>, mounts: Mounts, forced: Set<EventID>,
            keepsDetails: Bool, alike: AlikeSiblings? = nil
        ) -> FrameTextStyle {
            FrameTextStyle(
                shows: { event in
                    if forced.contains(event.id) || mustShow(event, pinned) { return true }
                    if protectedOnly { return false }
                    if let alike, alike.hidden.contains(event.id) { return false }
                    if fold >= .mounts, mounts.isNested(event) { return false }
                    if fold >= .samples, Self.isSample(event) { return false }
                    if fold >= .mechanics {
                        switch event.kind {
                        case .attributeChanged, .transaction: return false
                        default: break
                        }
                    }
                    return true
                },
                showsDetail: { event, line in
                    if event.kind.name == .diagnostic { return true }
                    if Self.holds(line, pinned) { return true }
                    return !protectedOnly && (fold < .details || keepsDetails)
                },
                groupsSkips: fold >= .skips,
                keepsSkip: { mustShow($0, pinned) },
                annotation: { event in
                    let run = alike?.runs[event.id].map { " (\($0))" }
                    let nested = fold >= .mounts ? mounts.annotation(event) : nil
                    return run.map { $0 + (nested ?? "") } ?? nested
                })
        }

        /// The tree of one item.
        func tree(_ item: Item, fold: Fold, firstRun: inout Bool) -> TextTree? {
            switch item {
            case .frame(let frame, let digest):
                let pinned = self.pinned(frame)
                let mounts = fold >= .mounts ? Mounts(frame) : Mounts()
                // An event whose "also caused by" line is quoted needs those causes shown.
                let forced =
                    pinned.isEmpty
                    ? [] : Set(frame.events.filter { Self.holds(alsoCausedBy($0), pinned) }.flatMap(\.causes))
                let tree = trace.textTree(
                    frame: frame, options: options.traceOptions,
                    style: style(
                        fold: fold, protectedOnly: digest, pinned: pinned, mounts: mounts, forced: forced,
                        keepsDetails: fold < .alikeFrames && isFirstOfItsShape(frame),
                        alike: fold >= .skips ? AlikeSiblings(shown: frame.events, all: frame.events) : nil))
                guard digest else { return tree }
                // A digest: the frame's line with its story in brief, and under it
                // only what must be shown (diagnostics, quoted lines).
                return TextTree(tree.line + ": " + Self.digest(frame), tree.children)
            case .samples(let run):
                return sampleTree(run, fold: fold, firstRun: &firstRun)
            case .repeated(let run, let reference):
                let differences = Self.differences(run, from: reference)
                let which = Self.frameList(run)
                if differences.isEmpty { return TextTree("\(which): same as frame \(reference.index)") }
                var named = differences.prefix(FrameFolding.maximumValuesNamed).joined(separator: "; ")
                let more = differences.count - FrameFolding.maximumValuesNamed
                if more > 0 { named += "; and \(more) more value\(more == 1 ? "" : "s")" }
                return TextTree("\(which): like frame \(reference.index), but \(named)")
            }
        }

        /// `frame 271 · t=4.5167s`, `frames 36, 48, 60`, `frames 157–186 (30 frames, t=2.6167–3.1s)`.
        static func frameList(_ run: [FrameRecord]) -> String {
            guard let first = run.first, let last = run.last else { return "no frames" }
            if run.count == 1 { return "frame \(first.index) · t=\(ValueFormatter.number(first.time))s" }
            if last.index - first.index == run.count - 1 {
                return
                    "frames \(first.index)–\(last.index) (\(run.count) frames, t=\(ValueFormatter.number(first.time))–\(ValueFormatter.number(last.time))s)"
            }
            if run.count <= 6 { return "frames " + run.map { "\($0.index)" }.joined(separator: ", ") }
            return "\(run.count) frames from \(first.index) to \(last.index)"
        }

        /// `~ frames 1–59 (59 frames, t=0.0167–0.9833s): .rotationEffect #25 rotation 29.97° → -29.97°`,
        /// with the completions inside the run under it (or counted, from `.milestones` on).
        func sampleTree(_ run: [FrameRecord], fold: Fold, firstRun: inout Bool) -> TextTree {
            guard let first = run.first, let last = run.last else { return TextTree(TraceGlyph.animationFrame.symbol) }
            var subjects: [(name: String, first: TraceValue, last: TraceValue)] = []
            var milestones: [TextTree] = []
            var completions = 0
            for frame in run {
                for event in frame.events {
                    guard case .animation(let node, let attribute, let phase) = event.kind else { continue }
                    if case .frame(let sample) = phase {
                        let presentation = sample.presentation
                        let name = "\(node) \(attribute)"
                        if let index = subjects.firstIndex(where: { $0.name == name }) {
                            subjects[index].last = presentation
                        } else {
                            subjects.append((name, presentation, presentation))
                        }
                    } else if fold >= .milestones, case .logicallyComplete = phase {
                        completions += 1
                    } else {
                        milestones.append(TextTree("frame \(frame.index): " + TraceText.line(for: event)))
                    }
                }
            }
            var line = TraceGlyph.animationFrame.symbol + " "
            if run.count == 1 {
                line += "frame \(first.index) · t=\(ValueFormatter.number(first.time))s: "
                line += subjects.map { "\($0.name) = \($0.first)" }.prefix(FrameFolding.maximumValuesNamed).joined(
                    separator: "; ")
            } else {
                line +=
                    "frames \(first.index)–\(last.index) (\(run.count) frames, t=\(ValueFormatter.number(first.time))–\(ValueFormatter.number(last.time))s): "
                line += subjects.prefix(FrameFolding.maximumValuesNamed)
                    .map { $0.first == $0.last ? "\($0.name) \($0.first)" : "\($0.name) \($0.first) → \($0.last)" }
                    .joined(separator: "; ")
            }
            if subjects.count > FrameFolding.maximumValuesNamed {
                let more = subjects.count - FrameFolding.maximumValuesNamed
                line += "; and \(more) more value\(more == 1 ? "" : "s")"
            }
            if completions > 0 { line += "; \(completions) logically complete" }
            if firstRun, let plot = options.plot {
                line += ", see \(plot)"
                firstRun = false
            }
            return TextTree(line, milestones)
        }

        /// A rendering: its lines unwrapped (to compare and to find phrases in),
        /// as printed (wrapped), and the note.
        struct Rendered {
            let plain: [String]
            let printed: [String]
            let note: [String]
            var cost: Int { printed.count + note.count }
        }

        /// The lines of `items` under the step's line, and the note.
        func render(_ items: [Item], fold: Fold, leftOut: [Int]) -> Rendered {
            render(summaryTree(items, fold: fold), fold: fold, leftOut: leftOut)
        }

        /// The step's line with the trees of `items` under it.
        func summaryTree(_ items: [Item], fold: Fold) -> TextTree {
            var firstRun = true
            var children: [TextTree] = []
            if let dropped = trace.droppedFramesTree() { children.append(dropped) }
            children += items.compactMap { self.tree($0, fold: fold, firstRun: &firstRun) }
            if items.isEmpty {
                children += trace.textTrees(step: step, options: options.traceOptions).first?.children ?? []
            }
            return TextTree("step \(step) · \(title)", children)
        }

        /// `tree`'s lines, as printed, and the note.
        func render(_ tree: TextTree, fold: Fold, leftOut: [Int]) -> Rendered {
            let plain = tree.render(width: nil).split(separator: "\n").map(String.init)
            let width = options.traceOptions.width
            let printed = width == nil ? plain : tree.render(width: width).split(separator: "\n").map(String.init)
            let note =
                self.note(plain, fold: fold, leftOut: leftOut).map { text in
                    width.map { LineWrapping.wrap(text, width: $0, first: "", rest: "  ") } ?? [text]
                } ?? []
            return Rendered(plain: plain, printed: printed, note: note)
        }

        /// "… samples and repeated frames folded; all 484 lines: viewsim trace lesson5 --step 1",
        /// or "… folded to fit one screen; …", when anything was folded or left out.
        func note(_ lines: [String], fold: Fold, leftOut: [Int], printedOverBudget: Int? = nil) -> String? {
            guard lines != fullLines else { return nil }
            return noteText(
                fold: fold, leftOut: leftOut.first.map { ($0, leftOut[leftOut.count - 1], leftOut.count) },
                printedOverBudget: printedOverBudget)
        }

        /// `rendered` with its note said again for a summary that, with all it must
        /// keep, does not fit the budget (`fits` false): "folded to N lines".
        func render(lines rendered: Rendered, fold: Fold, leftOut: [Int], fits: Bool) -> Rendered {
            let width = options.traceOptions.width
            let note =
                self.note(
                    rendered.plain, fold: fold, leftOut: leftOut, printedOverBudget: fits ? nil : rendered.printed.count
                ).map { text in
                    width.map { LineWrapping.wrap(text, width: $0, first: "", rest: "  ") } ?? [text]
                } ?? []
            return Rendered(plain: rendered.plain, printed: rendered.printed, note: note)
        }

        /// The note's text, for frames `first` to `last` (`count` of them) left out, if any;
        /// "folded to fit one screen" when the summary fits the budget, else (its
        /// `printedOverBudget` lines) "folded as far as it goes".
        func noteText(fold: Fold, leftOut: (first: Int, last: Int, count: Int)?, printedOverBudget: Int? = nil)
            -> String
        {
            var what = fold == .repeats ? "samples and repeated frames folded" : "folded to fit one screen"
            if let printed = printedOverBudget, fold != .repeats {
                what = "folded as far as it goes (\(printed) lines: what must stay is more than a screen)"
            }
            if let leftOut {
                what +=
                    leftOut.count == 1
                    ? ", frame \(leftOut.first) left out" : ", frames \(leftOut.first)–\(leftOut.last) left out"
            }
            let all = options.wholeStepLineCount ?? fullLines.count
            return "… \(what); all \(all) line\(all == 1 ? "" : "s"): \(options.wholeStepHint)"
        }

        /// How many printed lines the note takes.
        func noteCost(fold: Fold, leftOut: (first: Int, last: Int, count: Int)?) -> Int {
            let text = noteText(fold: fold, leftOut: leftOut)
            return options.traceOptions.width.map { LineWrapping.wrap(text, width: $0, first: "", rest: "  ").count }
                ?? 1
        }

        /// How many printed lines `item` takes under the step's line: its tree,
        /// wrapped as the whole summary wraps it (a first-level line's guide is
        /// three columns wide, last child or not, so an item's lines do not
        /// depend on where it stands).
        func cost(of item: Item, fold: Fold, firstRun: inout Bool) -> Int {
            guard let tree = tree(item, fold: fold, firstRun: &firstRun) else { return 0 }
            return TextTree("·", [tree]).render(width: options.traceOptions.width).split(separator: "\n").count - 1
        }

        /// The most folded items with frames, from the end of the step (the
        /// first frame last), made one-line digests until the summary fits; then,
        /// if it must, digests and runs left out from the end, but never their
        /// diagnostics and quoted lines.
        ///
        /// The summary's lines are the step's line, each item's lines and the
        /// note, so each item's cost is counted once and each fold costs a
        /// subtraction, not a new rendering of the whole step (which made `run`
        /// quadratic in a step's frames); the result is rendered once and, should
        /// the count be off (a numbered continuation block), folding goes on one
        /// item at a time.
        func cut(fold: Fold) -> (rendered: Rendered, fold: Fold, leftOut: [Int]) {
            var items = self.items(fold: fold)
            let whole = render(items, fold: fold, leftOut: [])
            guard whole.cost > options.budget, !items.isEmpty else { return (whole, fold, []) }
            var firstRun = true
            var costs = items.map { cost(of: $0, fold: fold, firstRun: &firstRun) }
            var total = costs.reduce(0, +)
            let fixed = whole.cost - total - whole.note.count
            // Left out, from the end: kept in reverse, first frame last.
            var removed = Array(repeating: false, count: items.count)
            var leftOutReversed: [Int] = []
            func leftOutRange() -> (first: Int, last: Int, count: Int)? {
                guard let first = leftOutReversed.last, let last = leftOutReversed.first else { return nil }
                return (first, last, leftOutReversed.count)
            }
            func estimate() -> Int { fixed + total + noteCost(fold: fold, leftOut: leftOutRange()) }
            let order = Array(items.indices.dropFirst().reversed()) + [0]
            for position in order where estimate() > options.budget {
                guard case .frame(let frame, false) = items[position] else { continue }
                items[position] = .frame(frame, digest: true)
                var unused = false
                let digest = cost(of: items[position], fold: fold, firstRun: &unused)
                total += digest - costs[position]
                costs[position] = digest
            }
            var position = items.count - 1
            /// Leaves out the item at `position` when it may be; each call moves one item on.
            func leaveOut() {
                switch items[position] {
                case .frame(let frame, _):
                    if !frame.events.contains(where: { mustShow($0, pinned(frame)) }) {
                        removed[position] = true
                        leftOutReversed.append(frame.index)
                    }
                case .samples(let run), .repeated(let run, _):
                    removed[position] = true
                    leftOutReversed.append(contentsOf: run.map(\.index).reversed())
                }
                if removed[position] { total -= costs[position] }
                position -= 1
            }
            // Each pass leaves out at most one item, so it runs at most `items.count` times.
            while estimate() > options.budget, position >= 0 { leaveOut() }
            var kept: [Item] { items.indices.filter { !removed[$0] }.map { items[$0] } }
            let leftOut = Array(leftOutReversed.reversed())
            var rendered = render(kept, fold: fold, leftOut: leftOut)
            var leftOutNow = leftOut
            while rendered.cost > options.budget, position >= 0 {
                leaveOut()
                leftOutNow = Array(leftOutReversed.reversed())
                rendered = render(kept, fold: fold, leftOut: leftOutNow)
            }
            return (rendered, fold, leftOutNow)
        }

        /// A frame's story in one line: `✎ _beats: false → true;
        /// + BeatingHeart #22; ◔ .scaleEffect #29 scale → (1.3, 1.3); 6 bodies run`.
        static func digest(_ frame: FrameRecord) -> String {
            var parts: [String] = []
            var bodies = 0
            var skips = 0
            let inserted = Set(
                frame.events.compactMap { event -> Int? in
                    if case .inserted(let node, _, _, _) = event.kind { return node.id } else { return nil }
                })
            for event in frame.events {
                switch event.kind {
                case .script: break  // printed under the digest, as a script action always is
                case .timelineEntry(let node, _, let entry):
                    parts.append("\(TraceGlyph.timelineEntry.symbol) \(node) \(entry)")
                case .stateWrite(_, let property, let old, let new, _):
                    parts.append("\(TraceGlyph.write.symbol) " + TraceValue.change(from: old, to: new, name: property))
                case .objectWillChange, .observationChange, .environmentChange: parts.append(TraceText.line(for: event))
                case .bodyEvaluated: bodies += 1
                case .bodySkipped: skips += 1
                case .inserted(let node, let parent, _, let hasBody):
                    if hasBody, parent.map({ !inserted.contains($0.id) }) ?? true {
                        parts.append("\(TraceGlyph.inserted.symbol) \(node)")
                    }
                case .removed(let node, _, _, _): parts.append("\(TraceGlyph.removed.symbol) \(node)")
                case .animation(let node, let attribute, .started(_, _, let to, _)):
                    parts.append("\(TraceGlyph.animationStarted.symbol) \(node) \(attribute) → \(to)")
                case .animation(let node, let attribute, .merged(_, _, let to, _)),
                    .animation(let node, let attribute, .combined(_, _, let to, _)):
                    parts.append("\(TraceGlyph.animationStarted.symbol) \(node) \(attribute) retargets to \(to)")
                case .completion: parts.append("\(TraceGlyph.completion.symbol) completion")
                default: break
                }
            }
            if bodies > 0 { parts.append("\(bodies) bod\(bodies == 1 ? "y" : "ies") run") }
            if skips > 0 { parts.append("\(skips) skipped") }
            return parts.joined(separator: "; ")
        }
    }

    /// The views a frame inserts inside other views it inserts: from `.mounts`
    /// on, their insertions and first body runs are left out, and the outer
    /// insertion's line counts them.
    struct Mounts {
        /// Nodes inserted inside a node inserted in the same frame.
        private var nested: Set<Int> = []
        /// The ids of their insertion events.
        private var insertions: Set<EventID> = []
        /// Per outermost insertion event: how many views it brought in with it.
        private var counts: [EventID: Int] = [:]

        init() {}

        init(_ frame: FrameRecord) {
            var inserted: [Int: (event: EventID, parent: Int?)] = [:]
            for event in frame.events {
                if case .inserted(let node, let parent, _, _) = event.kind {
                    inserted[node.id] = (event.id, parent?.id)
                }
            }
            for event in frame.events {
                guard case .inserted(let node, let parent, _, let hasBody) = event.kind, let parent,
                    inserted[parent.id] != nil
                else { continue }
                nested.insert(node.id)
                insertions.insert(event.id)
                guard hasBody else { continue }
                // The outermost insertion above it; parents come before children,
                // and the walk is bounded by the number of insertions.
                var top = parent.id
                var steps = 0
                while let up = inserted[top]?.parent, inserted[up] != nil, steps < inserted.count {
                    top = up
                    steps += 1
                }
                if let outer = inserted[top]?.event { counts[outer, default: 0] += 1 }
            }
        }

        /// An insertion of a nested view, or its first body run.
        func isNested(_ event: TraceEvent) -> Bool {
            switch event.kind {
            case .inserted:
                return insertions.contains(event.id)
            case .bodyEvaluated(let node, let reasons):
                return nested.contains(node.id)
                    && (reasons.contains(.identity) || event.causes.contains { insertions.contains($0) })
            default:
                return false
            }
        }

        /// "(and 3 views inside it)" for an outermost insertion.
        func annotation(_ event: TraceEvent) -> String? {
            guard let count = counts[event.id], count > 0 else { return nil }
            return " (and \(count) view\(count == 1 ? "" : "s") with a body inside it)"
        }
    }
}
