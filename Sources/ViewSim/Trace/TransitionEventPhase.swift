// Models what the trace says about a view that comes or goes: which transition
// ran, under which animation and from where, when a removal completed — and,
// for a view with a `.transition`, why it came or went without one.
// Simplifies: one event per phase change of the view, not one per modifier of
// the transition's body (those are ordinary `animation` events it causes).
// Lesson: lesson 15.

/// What happened to a view's transition (`TraceEvent.Kind.transition`).
///
/// ```text
/// ⇆ Card #12 transition .opacity: willAppear → identity with easeInOut(duration: 0.35)
/// ⇆ Card #12 transition .opacity: identity → didDisappear with …; drawn, without its body, until it ends
/// ⇆ Card #12 removal completed after 21 frames: gone
/// ⇆ Card #12 removed without animation: the transaction had none — the write was outside withAnimation
/// ```
public enum TransitionEventPhase: Equatable, Sendable {
    /// Inserted in a transaction with an animation: `willAppear → identity`.
    indirect case inserting(animation: Animation, origin: AnimationOrigin?)
    /// Removed in a transaction with an animation: `identity → didDisappear` (or from
    /// wherever its insertion was); the view stays, drawn, until its animations end.
    indirect case removing(animation: Animation, origin: AnimationOrigin?)
    /// Re-added while it was transitioning out: `didDisappear → identity` from the values
    /// presented now. `replacing` is the removing view it takes over from.
    indirect case reinserted(animation: Animation, origin: AnimationOrigin?, replacing: NodeRef)
    /// The insertion's animations ended: the view is at identity.
    case inserted
    /// The removal's animations ended (or a removal started none): the view left the tree
    /// after staying `frames` frames. `reason` says how it ended when it was cut short.
    case removalCompleted(frames: Int, reason: String?)
    /// Inserted (`removal` false) or removed without a transition, and why.
    case withoutAnimation(removal: Bool, because: String)

    /// The phase change it describes, in `TransitionPhase` terms.
    public var phaseChange: String? {
        switch self {
        case .inserting: return "willAppear → identity"
        case .removing: return "identity → didDisappear"
        case .reinserted: return "didDisappear → identity"
        case .inserted, .removalCompleted, .withoutAnimation: return nil
        }
    }
}
