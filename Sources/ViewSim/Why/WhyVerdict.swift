// Models the short answer to a why question: what happened to the body or the
// attribute asked about. Lesson: every lesson (`viewsim why`).

/// What happened to the body or attribute a ``WhyAnswer`` is about.
///
/// ```swift
/// sim.trace.why("SubView", in: .step(1)).answers.first?.verdict   // .bodySkipped
/// ```
public enum WhyVerdict: String, Equatable, Sendable {
    /// The body ran.
    case bodyRan = "body ran"
    /// The view was offered a new value and its body did not run.
    case bodySkipped = "body skipped"
    /// Nothing reached the view: no body run or skip was recorded in the scope.
    case bodyUntouched = "body not offered a value"
    /// An attribute changed with an animation (or a view came or went with a transition).
    case animated = "animated"
    /// An attribute changed without an animation (or a view came or went without one).
    case notAnimated = "not animated"
    /// viewsim cannot tell; the answer says what it does know.
    case unknown = "unknown"
}
