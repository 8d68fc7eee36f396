// Models what a transaction modifier (`.transaction`, `.animation(_:value:)`, a
// scoped `.animation(_:body:)`) did to the transaction flowing below it: the
// animation and the disabled flag before and after. Lesson: lesson3, lesson10.

/// How a modifier changed the transaction seen by the views below it.
///
/// ```swift
/// // .animation(.easeInOut, value: isOn) when isOn changed:
/// change.after.animation      // easeInOut
/// change.description          // "value false → true, so the views below animate with easeInOut (the transaction had: none)"
/// ```
public struct TransactionChange: Equatable, Sendable, CustomStringConvertible {
    /// The parts of a transaction the trace follows.
    public struct Snapshot: Equatable, Sendable {
        public let animation: Animation?
        public let origin: AnimationOrigin?
        public let disablesAnimations: Bool

        init(_ transaction: Transaction) {
            animation = transaction.animation
            origin = transaction.animationOrigin
            disablesAnimations = transaction.disablesAnimations
        }

        /// `"easeInOut from withAnimation in tap \"heart\""`, or nil without an animation.
        public var animationDescription: String? {
            guard let animation else { return nil }
            return origin.map { "\(animation) from \($0)" } ?? "\(animation)"
        }
    }

    /// The transaction the modifier received.
    public let before: Snapshot
    /// The transaction it passes down.
    public let after: Snapshot

    package init(before: Transaction, after: Transaction) {
        self.before = Snapshot(before)
        self.after = Snapshot(after)
    }

    /// Whether the animation (or where it came from) changed.
    public var animationChanged: Bool { before.animation != after.animation || before.origin != after.origin }

    public var description: String {
        let was = before.animationDescription ?? "none"
        let now = after.animation.map(\.description) ?? "none"
        var change: String
        if case .animationModifier(_, let old, let new) = after.origin {
            change =
                TraceValue.change(from: old, to: new, name: "value", separator: " ")
                + ", so the views below animate with \(now) (the transaction had: \(was))"
        } else if animationChanged {
            change = "the views below animate with \(now) (the transaction had: \(was))"
        } else {
            change = after.disablesAnimations ? "disables animations below" : "enables animations below"
        }
        if after.disablesAnimations, !before.disablesAnimations, animationChanged { change += "; animations disabled" }
        return change
    }
}
