// The signal that the user typed `q` at `viewsim run`'s prompt: thrown from the
// step callback to end the scenario early, caught by `run` itself (exit 0).

/// The run was stopped at the user's request after `step`.
struct RunStopped: Error {
    /// The last step whose report was printed.
    let step: Int
}
