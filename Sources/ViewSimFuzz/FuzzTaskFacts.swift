// Models what the task checks read from one run: every task event of the trace
// (task number, phase, frame, event id, a suspension's due time and call), the
// causes of every write event, the tasks' own log (`FuzzTaskLog`), the frame the
// run ended at and the frame rate, and what the runner found after each
// `runUntilIdle` (`pending`). Plain data, so tests can break it on purpose and see
// each check fail.
import ViewSim

/// The tasks of one run, as the task checks see them.
public struct FuzzTaskFacts: Equatable, Sendable {
    /// What a task event says happened.
    public enum Step: String, Equatable, Sendable {
        case started, suspended, resumed, cancelled, finished, threw
        /// Whether the step ends the task.
        var isEnd: Bool { self == .finished || self == .threw }
    }

    /// One task event of the trace.
    public struct Phase: Equatable, Sendable {
        public var task: Int
        public var step: Step
        public var frame: Int
        public var event: EventID
        /// A suspension's due time (seconds since the start; ∞ when it never wakes).
        public var until: Double?
        /// A suspension's call (`Task.sleep(for:)`).
        public var what: String?
        public init(task: Int, step: Step, frame: Int, event: EventID, until: Double? = nil, what: String? = nil) {
            self.task = task
            self.step = step
            self.frame = frame
            self.event = event
            self.until = until
            self.what = what
        }
    }

    /// A write event (a `@State` write, an `ObservableObject` or `@Observable` change) and its causes.
    public struct Write: Equatable, Sendable {
        /// The event, as the trace text would name it (for messages).
        public var description: String
        public var frame: Int
        public var causes: [EventID]
        public init(description: String, frame: Int, causes: [EventID]) {
            self.description = description
            self.frame = frame
            self.causes = causes
        }
    }

    public var phases: [Phase]
    public var writes: [Write]
    public var log: [FuzzTaskLog.Entry]
    /// Log entries made on a thread other than the one that ran the case.
    public var offThread: [FuzzTaskLog.Entry]
    /// The frame the simulation was at when the script ended.
    public var finalFrame: Int
    public var framesPerSecond: Int
    /// What the runner found right after each `runUntilIdle` that returned (`taskPending`).
    public var pending: [FuzzViolation]

    public init(
        phases: [Phase] = [], writes: [Write] = [], log: [FuzzTaskLog.Entry] = [], offThread: [FuzzTaskLog.Entry] = [],
        finalFrame: Int = 0, framesPerSecond: Int = 60, pending: [FuzzViolation] = []
    ) {
        self.phases = phases
        self.writes = writes
        self.log = log
        self.offThread = offThread
        self.finalFrame = finalFrame
        self.framesPerSecond = framesPerSecond
        self.pending = pending
    }

    /// The facts of a finished simulation.
    public init(trace: Trace, log: FuzzTaskLog, finalFrame: Int, framesPerSecond: Int, pending: [FuzzViolation]) {
        var phases: [Phase] = []
        var writes: [Write] = []
        for record in trace.frames {
            for event in record.events {
                switch event.kind {
                case .task(let task, let phase):
                    var found = Phase(task: task.id, step: .started, frame: record.index, event: event.id)
                    switch phase {
                    case .started: found.step = .started
                    case .suspended(let until, let what):
                        found.step = .suspended
                        found.until = until
                        found.what = what
                    case .resumed: found.step = .resumed
                    case .cancelled: found.step = .cancelled
                    case .finished: found.step = .finished
                    case .threw: found.step = .threw
                    }
                    phases.append(found)
                case .stateWrite(let node, let property, _, _, _), .stateWriteIgnored(let node, let property, _):
                    writes.append(Write(description: "\(node).\(property)", frame: record.index, causes: event.causes))
                case .objectWillChange(let object, let property, _, _):
                    writes.append(
                        Write(description: "\(object).\(property ?? "?")", frame: record.index, causes: event.causes))
                case .observationChange(let node, _):
                    writes.append(
                        Write(description: "change seen by \(node)", frame: record.index, causes: event.causes))
                default:
                    continue
                }
            }
        }
        self.init(
            phases: phases, writes: writes, log: log.entries, offThread: log.offThread, finalFrame: finalFrame,
            framesPerSecond: framesPerSecond, pending: pending)
    }
}
