// Models which limit a hung case crossed: the CPU-time limit (the verdict that
// holds on a loaded machine) or the wall-clock safety limit (a worker that is
// blocked, using no CPU, still ends).

/// The limit at which the supervisor killed a worker.
enum FuzzHangLimit: Sendable, Equatable {
    /// The case used more CPU time than `--timeout` plus the allowance for the units of work it
    /// had reported done (`--slow-cpu-per-work` each); the limit it crossed and those units.
    case cpu(limit: Double, units: Int)
    /// The case ran longer than its wall-clock limit (`--wall-timeout`, grown with its work as the
    /// CPU limit grows); that limit and the CPU seconds it had used by then.
    case wall(limit: Double, cpuSeconds: Double)
}
