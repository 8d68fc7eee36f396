// Models what the trace says about a gesture a touch reached: when it began
// (claimed the touch), ended or failed and why, lost to a gesture of higher
// priority, or was held back while one might still win.
// Simplifies: one event per state change, not one per value: each value reaches
// the trace as the callbacks it runs (`updating`, `onChanged`). Lesson: lesson16.

/// What happened to a gesture (`TraceEvent.Kind.gesture`).
///
/// ```text
/// ☞ .gesture #8 DragGesture began: translation (0, 12) (it has precedence: no gesture of a subview)
/// ☞ .gesture #8 DragGesture ended: translation (240, −500), velocity (960, −2,000) pt/s
/// ☞ .onTapGesture #5 TapGesture failed: the finger moved 14 pt; a tap allows 10 pt (viewsim's model)
/// ☞ .gesture #3 DragGesture lost: .onTapGesture #5 TapGesture won the touch (a subview's gesture first)
/// ```
public enum GestureEventPhase: Equatable, Sendable {
    /// It claimed the touch with its first value; `why` says why it won.
    case began(value: String, why: String)
    /// It ended, recognised, with its last value; `why` says why it won, when it won by ending
    /// (a tap), not by beginning.
    case ended(value: String, why: String?)
    /// The touches did not match it.
    case failed(reason: String)
    /// Another gesture won the touch (`winner`, as the trace names it), or the touch was cancelled.
    case lost(to: String, why: String)
    /// It would begin, but `waitingFor`, of higher priority, may still win: its callbacks wait.
    case waiting(for: String)

    /// The phase's name in the JSON export: `began`, `ended`, `failed`, `lost`, `waiting`.
    public var name: String {
        switch self {
        case .began: return "began"
        case .ended: return "ended"
        case .failed: return "failed"
        case .lost: return "lost"
        case .waiting: return "waiting"
        }
    }

    /// The words after the gesture's name: `began: translation (0, 12) (…)`.
    public var text: String {
        switch self {
        case .began(let value, let why): return "began" + (value.isEmpty ? "" : ": \(value)") + " (\(why))"
        case .ended(let value, let why):
            return "ended" + (value.isEmpty ? "" : ": \(value)") + (why.map { " (\($0))" } ?? "")
        case .failed(let reason): return "failed: \(reason)"
        case .lost(let winner, let why): return "lost: \(winner) won the touch (\(why))"
        case .waiting(let other): return "waiting: \(other) has priority and may still win; its callbacks wait"
        }
    }
}
