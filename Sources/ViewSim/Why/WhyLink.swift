// Models one link of a why answer's chain: an event of the trace on the way from
// what started it (a script step) to the body run, skip or attribute change asked
// about. Simplifies: an event with several causes follows its latest one (the one
// the text trace nests it under); the others are listed as `alsoCausedBy`.

/// One event on the path from a script step to the effect a ``WhyAnswer`` explains.
///
/// ```swift
/// let answer = sim.trace.why("Heart").answers[0]
/// answer.chain.map(\.line)
/// // ["▶ tap \"heart\"", "▷ onTapGesture action of Image #4 runs",
/// //  "✎ _isOn: false → true · Heart #2", "◆ Heart #2 body: _isOn changed."]
/// ```
public struct WhyLink: Equatable, Sendable {
    /// The event.
    public let event: TraceEvent
    /// The event's line, as the text trace prints it.
    public let line: String
    /// Lines under it (the fields that changed, a loop's cycle), as the text trace prints them.
    public let details: [String]
    /// The event's other causes, when it had several (the chain follows the latest).
    public let alsoCausedBy: [EventID]

    init(event: TraceEvent) {
        self.event = event
        line = TraceText.line(for: event)
        details = TraceText.details(for: event).flatMap { $0.render().split(separator: "\n").map(String.init) }
        let latest = CauseTree.parentCause(of: event)
        alsoCausedBy = event.causes.filter { $0 != latest }
    }
}
