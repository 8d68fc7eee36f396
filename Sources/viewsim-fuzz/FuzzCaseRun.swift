// Models what happened to one case in one worker process.
import ViewSimFuzz

/// One case's result in one worker process.
enum FuzzCaseRun: Sendable, Equatable {
    /// The case finished; its digest and the in-process checks it failed.
    case finished(digest: String, violations: [FuzzViolation])
    /// The worker died while running the case; how, and what it printed last.
    case crashed(String)
    /// The case did not finish within the timeout; the worker was killed. Where it was
    /// (`mount`, or `step 3 .advance(1e+06)`).
    case hung(String)
}
