// How the view-graph diagram words a transaction: the label of an edge the
// transaction flows along, and the rows of the node that changed it, read from the
// `.transaction` event's text. Simplifies: a change that names no animation is
// shown as written. Lesson: lesson3 (`.animation(_:value:)`), lesson11.
import ViewSim

extension ViewGraphDiagram {
    /// `⇣ animation: easeInOut(duration: 0.35) (from .animation(_:value:) #6)` for a
    /// `.transaction` event's change, or the change itself when it is not an animation;
    /// `node` names the node that made the change (`.animation(_:value:) #6`).
    static func flowLabel(change: String, at node: String) -> String {
        if let animation = animation(in: change) { return "⇣ animation: \(animation) (from \(node))" }
        if change.hasPrefix("disables") { return "⇣ animations disabled (from \(node))" }
        return "⇣ \(change) (from \(node))"
    }

    /// The animation a `.transaction` change says the views below animate with.
    static func animation(in change: String) -> String? {
        guard let start = change.range(of: "animate with ") else { return nil }
        let rest = change[start.upperBound...]
        let end = rest.range(of: " (the transaction had:")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// An origin without the value change that `.animation(_:value:)` origins add.
    static func shortOrigin(_ origin: String) -> String {
        guard origin.hasSuffix(")"), let range = origin.range(of: " (value ", options: .backwards) else { return origin }
        return String(origin[..<range.lowerBound])
    }

    /// An edge label on two lines: what flows, then where it came from.
    static func flowLines(_ label: String) -> [String] {
        guard let range = label.range(of: " (from ") else { return [label] }
        return [String(label[..<range.lowerBound]), String(label[label.index(after: range.lowerBound)...])]
    }

    /// A `.transaction` change as node rows: `⇣ value false → true:`, what the
    /// views below see, and what the transaction had before.
    static func transactionLines(_ change: String) -> [String] {
        if let animation = animation(in: change) {
            var lines: [String] = []
            if change.hasPrefix("value "), let comma = change.range(of: ", so ") {
                lines.append("⇣ " + change[..<comma.lowerBound] + ":")
                lines.append("   below animate with \(animation)")
            } else {
                lines.append("⇣ below animate with \(animation)")
            }
            if let had = change.range(of: "(the transaction had: "), let close = change[had.upperBound...].lastIndex(of: ")") {
                lines.append("   instead of \(change[had.upperBound..<close])")
            }
            return lines
        }
        return ["⇣ " + change]
    }
}
