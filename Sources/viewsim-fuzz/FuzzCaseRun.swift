// Models what happened to one case in one worker process.
import ViewSimFuzz

/// One case's result in one worker process.
enum FuzzCaseRun: Sendable, Equatable {
    /// The case finished; its digest, the in-process checks it failed, the CPU
    /// seconds the worker spent on it (as the worker measured them) and the work it did.
    case finished(digest: String, violations: [FuzzViolation], cpuSeconds: Double, work: FuzzWork)
    /// The worker died while running the case; how, and what it printed last.
    case crashed(String)
    /// The case did not finish within a limit; the worker was killed. Where it was
    /// (`mount`, or `step 3 .advance(1e+06)`) and which limit it crossed.
    case hung(String, FuzzHangLimit)
}
