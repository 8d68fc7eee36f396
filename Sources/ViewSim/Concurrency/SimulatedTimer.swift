// Models a repeating or one-shot timer in simulated time: `Timer.scheduledTimer`
// and `Timer.publish(every:on:in:)` fire through one of these.
// Simplifies: a timer fires at the first frame at or after each due time; a
// frame that comes late fires it once, not once per missed interval
// (viewsim's model, as a run loop skips a timer's missed firings).

/// A timer the simulation fires.
final class SimulatedTimer {
    /// Seconds between firings.
    let interval: Double
    /// Whether it fires again after each firing.
    let repeats: Bool
    /// How the trace names a firing: `"Timer"`, `"Timer.publish"`.
    let label: String
    /// The view whose body or action made it (id 0 when a script did).
    let node: NodeRef
    /// The event that made it.
    let cause: EventID?
    /// Whether it still fires (a `Timer`'s `isValid`, a subscription not cancelled).
    private let validity: () -> Bool
    /// What a firing runs, on the main actor.
    let fire: @MainActor () -> Void

    init(
        interval: Double, repeats: Bool, label: String, node: NodeRef, cause: EventID?,
        isValid: @escaping () -> Bool, fire: @escaping @MainActor () -> Void
    ) {
        self.interval = interval
        self.repeats = repeats
        self.label = label
        self.node = node
        self.cause = cause
        self.validity = isValid
        self.fire = fire
    }

    var isValid: Bool { validity() }
}
