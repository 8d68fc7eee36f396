// Models what the preference checks read from one run: every measured view's
// reader (`FuzzFeedbackHost`) the trace shows delivering a value, by node, with
// its kind (from the key or geometry type it reads), how many `.preferenceLoop`
// and `.neverSettles` diagnostics name it; every `runUntilIdle` step during whose
// last frame a loop reader was still changing, with what it threw; and the values
// the preference readers last delivered beside the fuzzer's model of them.
// Plain data, so tests can break it on purpose and see each check fail.
import ViewSim

/// The preference facts of one run.
public struct FuzzPreferenceFacts: Equatable, Sendable {
    /// A measured view's reader that delivered at least one value.
    public struct Reader: Equatable, Sendable {
        /// The reader's node, as the trace names it (`.onPreferenceChange #14`).
        public var node: String
        public var id: Int
        /// What it reads (`FuzzDivergingKey`, `FuzzClampedHeight`).
        public var typeName: String
        public var kind: FuzzFeedback.Kind
        /// The `.preferenceLoop` and `.neverSettles` diagnostics naming it.
        public var loopReports = 0
        public var neverSettles = 0
        /// The most values it read in one frame (a loop's third in a frame is held back and reported).
        public var changes = 0
        /// Whether it is in a lazy container's row (read only while the row is in the window) or in
        /// a `ViewThatFits` (read only while its candidate is the one shown).
        public var inLazyRow = false
        /// Whether a frame in which it changed ended at the pass limit (`.unsettledFrame`: "nothing
        /// will update in the next frame"), which cuts a loop short before its third change.
        public var cutByFrameLimit = false
        public init(
            node: String, id: Int, typeName: String, kind: FuzzFeedback.Kind, loopReports: Int = 0,
            neverSettles: Int = 0, changes: Int = 0, inLazyRow: Bool = false, cutByFrameLimit: Bool = false
        ) {
            self.node = node
            self.id = id
            self.typeName = typeName
            self.kind = kind
            self.loopReports = loopReports
            self.neverSettles = neverSettles
            self.changes = changes
            self.inLazyRow = inLazyRow
            self.cutByFrameLimit = cutByFrameLimit
        }

        /// Whether a loop reader that was never reported is excused: it never changed three times in
        /// one frame, being in a lazy row or a `ViewThatFits` candidate (not read while out of the
        /// window or not shown), or cut short by its frame's pass limit (`.unsettledFrame` names it).
        public var isExcused: Bool { (inLazyRow || cutByFrameLimit) && changes < 3 && loopReports == 0 }
    }

    /// A `runUntilIdle` step in whose last frame a loop reader still changed.
    public struct IdleStep: Equatable, Sendable {
        public var step: String
        /// The loop readers that changed in its last frame.
        public var readers: [String]
        /// What the step threw (nil: it returned).
        public var error: String?
        public init(step: String, readers: [String], error: String?) {
            self.step = step
            self.readers = readers
            self.error = error
        }
    }

    public var readers: [Reader] = []
    public var idleSteps: [IdleStep] = []
    /// What each preference reader last delivered, by name.
    public var delivered: [String: String] = [:]
    /// What the model says each modelled preference reader must last deliver, by name.
    public var expected: [String: String] = [:]
    /// The names of the case's measured views (`FuzzFeedbackHost`), with their kinds, for messages.
    public var hosts: [String] = []

    public init() {}

    /// The facts of `trace`; `steps` are the script's steps (title, first frame), `errors` what they threw.
    public init(
        trace: Trace, steps: [(title: String, firstFrame: Int)], errors: [String], tree: FuzzNode,
        delivered: [String: String]
    ) {
        var readers: [Reader] = []
        var index: [Int: Int] = [:]
        let frames = trace.frames
        var lastLoopFrame: [Int: Int] = [:]
        var parents: [Int: NodeRef] = [:]
        var lastFrame: [Int: Int] = [:]
        var inFrame: [Int: Int] = [:]
        func inLazyRow(_ id: Int) -> Bool {
            var current = parents[id]
            var steps = 0
            while let node = current, steps < 100_000 {
                if node.label.hasPrefix("Lazy") || node.label == "ViewThatFits" { return true }
                current = parents[node.id]
                steps += 1
            }
            return false
        }
        for frame in frames {
            var changed: [Int] = []
            var unsettled = false
            defer {
                if unsettled { for id in changed { if let at = index[id] { readers[at].cutByFrameLimit = true } } }
            }
            for event in frame.events {
                switch event.kind {
                case .inserted(let node, let parent, _, _):
                    if let parent { parents[node.id] = parent }
                case .preference(let node, let change):
                    guard let kind = FuzzFeedback.Kind.of(typeName: change.key) else { continue }
                    if index[node.id] == nil {
                        index[node.id] = readers.count
                        readers.append(
                            Reader(
                                node: node.description, id: node.id, typeName: change.key, kind: kind,
                                inLazyRow: inLazyRow(node.id)))
                    }
                    changed.append(node.id)
                    if let at = index[node.id] {
                        if lastFrame[node.id] != frame.index { inFrame[node.id] = 0 }
                        lastFrame[node.id] = frame.index
                        inFrame[node.id, default: 0] += 1
                        readers[at].changes = max(readers[at].changes, inFrame[node.id] ?? 0)
                    }
                    if kind.loops { lastLoopFrame[node.id] = frame.index }
                case .diagnostic(let diagnostic):
                    if diagnostic.kind == .unsettledFrame { unsettled = true }
                    guard let node = diagnostic.node, let at = index[node.id] else { continue }
                    if diagnostic.kind == .preferenceLoop { readers[at].loopReports += 1 }
                    if diagnostic.kind == .neverSettles { readers[at].neverSettles += 1 }
                default: continue
                }
            }
        }
        self.readers = readers
        for (number, step) in steps.enumerated() where step.title.contains(".runUntilIdle") {
            let end = number + 1 < steps.count ? steps[number + 1].firstFrame : frames.count
            guard end > step.firstFrame, end <= frames.count else { continue }
            let last = frames[end - 1].index
            // A reader excused from the loop report (`FuzzInvariants.preferences`) goes round through
            // its lazy window or its frame's pass limit, not as a preference loop the engine names.
            let active = readers.filter {
                $0.kind.loops && !$0.isExcused && lastLoopFrame[$0.id].map { $0 >= last } == true
            }
            // Only the readers whose last change is in the step's last frame: still going when it ended.
            let changing = active.filter { reader in
                frames[end - 1].events.contains { event in
                    if case .preference(let node, _) = event.kind { return node.id == reader.id }
                    return false
                }
            }
            guard !changing.isEmpty else { continue }
            let error = errors.first { $0.hasPrefix(step.title + ": ") }
            idleSteps.append(IdleStep(step: step.title, readers: changing.map(\.node), error: error))
        }
        self.delivered = delivered
        expected = tree.preferenceExpectations
        func walk(_ node: FuzzNode) {
            if case .feedback(let feedback, let name) = node { hosts.append("\(name) \(feedback)") }
            node.children.forEach(walk)
        }
        walk(tree)
    }
}
