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
/// ```
struct NodeEvaluationState {
    /// Whether the node waits in the update queue.
    var isDirty = false
    /// Why the body must run, in the order the reasons came, each with its cause.
    var pendingReasons: [(reason: ChangeReason, cause: EventID?)] = []
    /// The update pass (`FrameClock.passStamp`) in which the body last ran.
    var evaluatedInPass = -1
    /// The Observation tracking of the body's last run (nil once it fired or the node went away).
    /// A handle that stops being the latest (replaced, fired, the node removed) lets
    /// go of the node, so a late callback cannot reach it (see `ObservationHandle`).
    var observation: ObservationHandle? {
        didSet { if oldValue !== observation { oldValue?.node = nil } }
    }
    /// Whether the body's runs read models made by Apple's registrar (code that imports only
    /// `Observation`), which decides how they are tracked
    /// (`ViewGraph.produceTrackingAppleObservation(_:)`).
    var appleObservation = AppleObservationUse.unknown

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
