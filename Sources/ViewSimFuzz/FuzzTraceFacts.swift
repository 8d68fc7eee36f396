// Models what the invariant checks read from one run: the frames, the body
// evaluations with their reasons and causes, the trace text, the real body
// calls the fuzz views counted, the errors the script threw, what the layout
// checks found after each step, the `@Observable` changes with what the views
// that hold the model read, and the tasks (`FuzzTaskFacts`). Plain data, so
// tests can break it on purpose and see each check fail.
import ViewSim

/// What one run of a case recorded, as the checks see it.
public struct FuzzTraceFacts: Equatable, Sendable {
    /// A frame in which something happened.
    public struct Frame: Equatable, Sendable {
        public var index: Int
        public var time: Double
        public init(index: Int, time: Double) {
            self.index = index
            self.time = time
        }
    }

    /// One body evaluation in the trace.
    public struct Evaluation: Equatable, Sendable {
        /// The node, as the trace names it (`FuzzView #12`).
        public var node: String
        public var frame: Int
        /// The `_printChanges` tokens of its reasons (`@unknown` for a guess).
        public var reasons: [String]
        /// How many events the trace names as its causes.
        public var causes: Int
        public init(node: String, frame: Int, reasons: [String], causes: Int) {
            self.node = node
            self.frame = frame
            self.reasons = reasons
            self.causes = causes
        }
    }

    public var frames: [Frame]
    public var evaluations: [Evaluation]
    /// Body evaluations of the counting fuzz views, according to the trace.
    public var countedEvaluations: Int
    /// Body calls the fuzz views counted themselves.
    public var realBodyCalls: Int
    /// `trace.text()`.
    public var text: String
    /// What the script threw, one line per error: `step 3 .advance(.nan): …`.
    public var errors: [String]
    /// Canvas renderer runs according to the trace.
    public var canvasDraws: Int
    /// Renderer calls the fuzz canvases counted themselves.
    public var realCanvasRuns: Int
    /// What the checks on the simulation itself found: layout after the steps (`FuzzInvariants.layoutChecks`), each
    /// frame's cause tree and the wrapped text's width (`FuzzInvariants+Trace`), already limited per check.
    public var layoutViolations: [FuzzViolation]
    /// The `@Observable` changes, with what the views that hold the model read (`FuzzInvariants.observationNames`).
    public var observations: FuzzObservationFacts
    /// The tasks' events, their own log and the `runUntilIdle` findings (`FuzzInvariants.tasks`).
    public var tasks: FuzzTaskFacts
    /// The gesture events, ending callbacks and gesture-state writes of each step (`FuzzInvariants.gestures`).
    public var gestures = FuzzGestureFacts()
    /// The measured views' readers, the `runUntilIdle` steps during a loop and the readers' values
    /// beside the model's (`FuzzInvariants.preferences`).
    public var preferences = FuzzPreferenceFacts()
    /// How many events the trace recorded: the work the case did, which its CPU budget scales with.
    public var events = 0
    /// How many views the layout checks laid out again, over all the checks (`FuzzLayoutProbe`).
    public var checkedViews = 0
    /// How many views the run's own frames measured and placed afresh (a view laid out again
    /// in every frame of an update loop counts every time), the checks' layouts not included,
    /// plus one for every 100 subviews custom layouts measured (`FuzzRunner.layoutWork(of:)`).
    public var laidOutViews = 0
    /// How many times a stack used the arrangement it kept (its changed items' lengths along its
    /// axis the ones it used) instead of arranging its items again, in the run's own frames
    /// (`GraphLayoutState.stackArrangementsReused`): whether generated cases reach that shortcut,
    /// which the layout checks compare with a full layout.
    package var reusedStackArrangements = 0
    /// Where preference readers' kept sources differed from a fresh walk's (only when run with
    /// `PreferenceCollection.checked`; empty otherwise).
    package var preferenceCacheMismatches: [String] = []

    public init(
        frames: [Frame], evaluations: [Evaluation], countedEvaluations: Int, realBodyCalls: Int, text: String,
        errors: [String],
        canvasDraws: Int = 0, realCanvasRuns: Int = 0, layoutViolations: [FuzzViolation] = [],
        observations: FuzzObservationFacts = FuzzObservationFacts(changes: []), tasks: FuzzTaskFacts = FuzzTaskFacts()
    ) {
        self.frames = frames
        self.evaluations = evaluations
        self.countedEvaluations = countedEvaluations
        self.realBodyCalls = realBodyCalls
        self.text = text
        self.errors = errors
        self.canvasDraws = canvasDraws
        self.realCanvasRuns = realCanvasRuns
        self.layoutViolations = layoutViolations
        self.observations = observations
        self.tasks = tasks
    }

    /// The facts of a finished simulation.
    public init(
        trace: Trace, recorder: FuzzRecorder, errors: [String], layoutViolations: [FuzzViolation] = [],
        tasks: FuzzTaskFacts = FuzzTaskFacts(), checksQuestions: Bool = true
    ) {
        var frames: [Frame] = []
        var evaluations: [Evaluation] = []
        var counted = 0
        for record in trace.frames {
            frames.append(Frame(index: record.index, time: record.time))
            for event in record.events {
                guard case .bodyEvaluated(let node, let reasons) = event.kind else { continue }
                evaluations.append(
                    Evaluation(
                        node: node.description, frame: record.index, reasons: reasons.map(\.token),
                        causes: event.causes.count))
                if FuzzRecorder.countedTypeNames.contains(node.label) { counted += 1 }
            }
        }
        self.init(
            frames: frames, evaluations: evaluations, countedEvaluations: counted,
            realBodyCalls: recorder.totalBodyCalls, text: trace.text(), errors: errors,
            canvasDraws: trace.canvasDraws().count, realCanvasRuns: recorder.canvasRuns,
            layoutViolations: layoutViolations + FuzzInvariants.causeTree(trace) + FuzzInvariants.lineWidth(trace)
                + (checksQuestions ? FuzzInvariants.whyAnswers(trace) + FuzzInvariants.updateSummary(trace) : []),
            observations: FuzzObservationFacts(trace: trace, log: recorder.log), tasks: tasks)
        events = trace.eventCount
    }

    /// What two runs must agree on: the trace text and the errors.
    public var comparableText: String { text + "\n── errors ──\n" + errors.joined(separator: "\n") }

    /// A 64-bit FNV-1a digest of `comparableText`, as 16 hex digits.
    public var digest: String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in comparableText.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
