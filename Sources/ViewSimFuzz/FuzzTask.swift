// Models the async code of a fuzz task, as data: what it awaits, how often, and
// the write it makes after each round of waits (the write that races a running
// animation when it is inside `withAnimation`). `FuzzTaskRun` runs it.
// Simplifies: one list of waits repeated; the code checks cancellation before
// every wait and every write, so a cancelled task never writes (what
// `taskCancellation` holds viewsim to).

/// A task's code: `rounds` times over, await each of `waits`, then `target = value + 1`.
public struct FuzzTask: Codable, Equatable, Sendable, CustomStringConvertible {
    /// For `.task(id:)`: the value whose change restarts the task; nil for `.task` (and for a tap's `Task { }`).
    public var id: FuzzSource?
    public var waits: [FuzzWait]
    /// How many rounds; 0 runs until cancelled (a task that never ends by itself).
    public var rounds: Int
    public var target: FuzzSource
    /// The write is inside `withAnimation` unless `.none`: a transaction of its own, after the await.
    public var animation: FuzzAnimation
    /// For a tap's `Task { }`: a cancelled sleep's `CancellationError` is thrown out of the task
    /// (it ends "threw"), rather than caught.
    public var throwsCancellation: Bool

    public init(
        id: FuzzSource? = nil, waits: [FuzzWait], rounds: Int = 1, target: FuzzSource,
        animation: FuzzAnimation = .none, throwsCancellation: Bool = false
    ) {
        self.id = id
        self.waits = waits
        self.rounds = rounds
        self.target = target
        self.animation = animation
        self.throwsCancellation = throwsCancellation
    }

    /// The most rounds a task "without end" runs (bounded, and far more than a fuzz run's frames).
    static let foreverRounds = 1_000_000

    public var description: String {
        "FuzzTask(id: \(id.map { "\($0)" } ?? "nil"), waits: [\(waits.map(\.description).joined(separator: ", "))], "
            + "rounds: \(rounds), target: \(target), animation: \(animation), throwsCancellation: \(throwsCancellation))"
    }
}
