// How the view-graph diagram words a transaction: the label of an edge the
// transaction flows along, and the rows of the node that changed it, from the
// `.transaction` event's typed change. Simplifies: a change that names no animation is
// shown as written. Lesson: lesson3 (`.animation(_:value:)`), lesson12.
import ViewSim

extension ViewGraphDiagram {
    /// `⇣ animation: easeInOut(duration: 0.35) (from .animation(_:value:) #6)` for a
    /// `.transaction` event's change, or the change itself when it is not an animation;
    /// `node` names the node that made the change (`.animation(_:value:) #6`).
    static func flowLabel(change: TransactionChange, at node: String) -> String {
        if let animation = animationBelow(change) {
            return "\(TraceGlyph.transaction.symbol) animation: \(animation) (from \(node))"
        }
        if !change.animationChanged, change.after.disablesAnimations {
            return "\(TraceGlyph.transaction.symbol) animations disabled (from \(node))"
        }
        return "\(TraceGlyph.transaction.symbol) \(change) (from \(node))"
    }

    /// The animation the views below animate with (`none` when it was removed), when
    /// the change is about the animation rather than only the disabled flag.
    static func animationBelow(_ change: TransactionChange) -> String? {
        let setByValue: Bool
        if case .animationModifier = change.after.origin { setByValue = true } else { setByValue = false }
        guard setByValue || change.animationChanged else { return nil }
        return change.after.animation.map(\.description) ?? "none"
    }

    /// An edge label on two lines: what flows, then where it came from.
    static func flowLines(_ label: String) -> [String] {
        guard let range = label.range(of: " (from ") else { return [label] }
        return [String(label[..<range.lowerBound]), String(label[label.index(after: range.lowerBound)...])]
    }

    /// A `.transaction` change as node rows: `⇣ value false → true:`, what the
    /// views below see, and what the transaction had before.
    static func transactionLines(_ change: TransactionChange) -> [String] {
        guard let animation = animationBelow(change) else { return ["\(TraceGlyph.transaction.symbol) \(change)"] }
        var lines: [String] = []
        if case .animationModifier(_, let old, let new) = change.after.origin {
            lines.append(
                "\(TraceGlyph.transaction.symbol) "
                    + TraceValue.change(from: old, to: new, name: "value", separator: " ") + ":")
            lines.append("   below animate with \(animation)")
        } else {
            lines.append("\(TraceGlyph.transaction.symbol) below animate with \(animation)")
        }
        lines.append("   instead of \(change.before.animationDescription ?? "none")")
        return lines
    }
}
