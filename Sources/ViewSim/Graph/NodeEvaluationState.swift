// Models the part of SwiftUI's attribute state that decides whether a view's
// body runs: dirty or not, the reasons collected since it last ran (with the
// events that caused them), the pass it last ran in, and Apple's Observation
// tracking of its last run (viewsim's own registrar keeps its reads on the node's
// `ObservationReader`).
// Simplifies: one record per view instead of one per attribute.

/// Whether and why a node's body must run, kept on the node.
///
/// ```swift
/// node.evaluation.isDirty                 // queued in `UpdateQueue`
/// node.evaluation.pendingReasons          // [(.property("_count", .state), cause: 12)]
/// node.evaluation.onlyDependencies        // true: `.dependencies` alone, kept without a buffer
/// ```
struct NodeEvaluationState {
    /// Whether the node waits in the update queue.
    var isDirty = false
    /// Whether the only reason so far is `.dependencies` (an `@Observable` property the body read
    /// changed: the reason of every body in a wide update), kept here with its cause rather than
    /// in `pendingReasons`, whose buffer is an object of its own: written when the reason came
    /// and read when the body ran, a cache line missed each time at 10,000 leaves. A second reason
    /// moves it into `pendingReasons` first (`add(_:cause:spare:)`), so the order is kept.
    private(set) var onlyDependencies = false
    /// Whether the body's runs read models made by Apple's registrar (code that imports only
    /// `Observation`), which decides how they are tracked
    /// (`ViewGraph.produceTrackingAppleObservation(_:)`). Beside the flags, in their padding: the
    /// state stays 40 bytes, and the node's transaction flags after it on the node's third line.
    var appleObservation = AppleObservationUse.unknown
    /// Why the body must run, in the order the reasons came, each with its cause (empty while
    /// `onlyDependencies`).
    var pendingReasons: [(reason: ChangeReason, cause: EventID?)] = []
    /// The cause of the `.dependencies` kept while `onlyDependencies`: an event id, or 0 for
    /// none (event ids start at 1).
    private var dependenciesCause: EventID = 0
    /// The update pass (`FrameClock.passStamp`) in which the body last ran.
    var evaluatedInPass = -1
    /// The Observation tracking of the body's last run (nil once it fired or the node went away).
    /// A handle that stops being the latest (replaced, fired, the node removed) lets
    /// go of the node, so a late callback cannot reach it (see `ObservationHandle`).
    var observation: ObservationHandle? {
        didSet { if oldValue !== observation { oldValue?.node = nil } }
    }
    /// Whether any reason waits for the body's run.
    var hasPendingReasons: Bool { onlyDependencies || !pendingReasons.isEmpty }

    /// A buffer of reasons, for `add(_:cause:spare:)`.
    typealias SpareBuffer = () -> [(reason: ChangeReason, cause: EventID?)]?

    /// Adds `reason`, caused by `cause`, to those the body must run for. A reason already pending
    /// (the same token) keeps its first cause, and a `.selfChanged` gains the fields it lacked
    /// (an animation frame, then a new value from the parent: every field that changed is kept).
    /// `.dependencies` alone is kept without a buffer (`onlyDependencies`); a second reason moves
    /// it into `pendingReasons` first, where it came. `spare` gives a buffer an earlier update
    /// used, when `pendingReasons` needs one (a node at rest holds the empty array's storage).
    /// Inlined into `ViewGraph.invalidate`, its one caller: called, it cost about 20 instructions
    /// a body more than the same code written there (the `spare` closure made and called).
    @inline(__always)
    mutating func add(_ reason: ChangeReason, cause: EventID?, spare: SpareBuffer) {
        if case .dependencies = reason {
            if onlyDependencies { return }
            if pendingReasons.isEmpty {
                onlyDependencies = true
                dependenciesCause = cause ?? 0
                return
            }
        }
        if onlyDependencies {
            onlyDependencies = false
            append((.dependencies, dependenciesCause == 0 ? nil : dependenciesCause), spare: spare)
            dependenciesCause = 0
        }
        guard let index = pendingReasons.firstIndex(where: { $0.reason.token == reason.token }) else {
            append((reason, cause), spare: spare)
            return
        }
        if case .selfChanged(let known) = pendingReasons[index].reason, case .selfChanged(let more) = reason {
            let added = more.filter { field in !known.contains { $0.path == field.path } }
            if !added.isEmpty { pendingReasons[index].reason = .selfChanged(known + added) }
        }
    }

    /// Appends `entry` to `pendingReasons`, in a spare buffer when it has none of its own.
    private mutating func append(_ entry: (reason: ChangeReason, cause: EventID?), spare: SpareBuffer) {
        if pendingReasons.capacity == 0, let buffer = spare() { pendingReasons = buffer }
        pendingReasons.append(entry)
    }

    /// The cause of the kept `.dependencies` (`.some(nil)` when it had none), taken for the
    /// body's run; nil when no `.dependencies` was kept alone.
    mutating func takeOnlyDependencies() -> EventID?? {
        guard onlyDependencies else { return nil }
        onlyDependencies = false
        let cause = dependenciesCause
        dependenciesCause = 0
        return .some(cause == 0 ? nil : cause)
    }

    /// What the body's runs read through Apple's registrar.
    enum AppleObservationUse {
        /// The body has not run yet.
        case unknown
        /// Its runs so far read none of Apple's models.
        case none
        /// A run read one.
        case reads
    }
}
