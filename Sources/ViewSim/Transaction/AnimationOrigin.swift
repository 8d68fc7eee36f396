// Models where a transaction's animation came from — viewsim's addition to
// SwiftUI's `Transaction`, so the trace can say which call or modifier gave a
// value its animation. Simplifies: the origin names the event that was running
// (a tap, an action) when `withAnimation` was called, not the call site.
// Lesson: lesson3, lesson10.

/// Where a transaction's animation came from.
///
/// ```swift
/// sim.trace.animationsAdded(attribute: "opacity").first?.origin?.description
/// // "withAnimation in onTapGesture action of Image #4"
/// ```
public enum AnimationOrigin: Equatable, Sendable, CustomStringConvertible {
    /// `withAnimation`, called while `during` (an event of the open frame) ran.
    indirect case withAnimation(during: TraceEvent?)
    /// `withTransaction` with a transaction that has an animation, called while `during` ran.
    indirect case withTransaction(during: TraceEvent?)
    /// A `Binding.animation(_:)` binding was written.
    case binding
    /// `.animation(_:value:)` at `node`, because its value changed from `old` to `new`.
    indirect case animationModifier(node: NodeRef, old: TraceValue, new: TraceValue)
    /// `.transaction(_:)` or the deprecated `.animation(_:)` at `node`.
    case transactionModifier(node: NodeRef)
    /// A keyframe animator's run `number`, `time` seconds into its `duration`.
    case keyframeRun(number: Int, time: Double, duration: Double)
    /// A script verb that animates by itself (`sim.scroll(_:by:duration:)`), as the trace names it.
    case script(String)
    /// A view of the matched geometry group `group` (`"hero" in Namespace.ID(id: 1)`) was
    /// inserted as another was removed: its frame moves from the removed one's, with the
    /// animation `via` gave the insertion.
    indirect case matchedGeometry(group: String, via: AnimationOrigin?)

    /// The modifier that gave the animation, for modifier origins.
    public var node: NodeRef? {
        switch self {
        case .animationModifier(let node, _, _), .transactionModifier(let node): return node
        case .withAnimation, .withTransaction, .binding, .keyframeRun, .script: return nil
        case .matchedGeometry(_, let via): return via?.node
        }
    }

    /// `"withAnimation in tap \"heart\""`, `".animation(_:value:) #5 (value false → true)"`.
    public var description: String {
        switch self {
        case .withAnimation(let during):
            return "withAnimation" + (during.map { " in \(TraceText.causeName($0))" } ?? "")
        case .withTransaction(let during):
            return "withTransaction" + (during.map { " in \(TraceText.causeName($0))" } ?? "")
        case .binding: return "Binding.animation"
        case .animationModifier(let node, let old, let new):
            return "\(node) (" + TraceValue.change(from: old, to: new, name: "value", separator: " ") + ")"
        case .transactionModifier(let node): return "\(node)"
        case .keyframeRun(let number, let time, let duration):
            return "run \(number) at \(ValueFormatter.number(time))s of \(ValueFormatter.number(duration))s"
        case .script(let script): return script
        case .matchedGeometry(let group, let via):
            return "matched geometry \(group)" + (via.map { " (\($0))" } ?? "")
        }
    }

    /// The description without the value change a `.animation(_:value:)` origin adds.
    public var shortDescription: String {
        if case .animationModifier(let node, _, _) = self { return node.description }
        return description
    }
}
