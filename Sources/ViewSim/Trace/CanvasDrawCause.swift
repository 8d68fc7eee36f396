// Models why a `Canvas` renderer ran in a frame, as the trace records it:
// the canvas was inserted, got a new value (from a body, or from a timeline's
// content at a new entry), or was laid out at a new size.
// Simplifies: nothing; SwiftUI does not say why a canvas redraws, so these are
// viewsim's words ("▷ Canvas #12 draws: timeline entry"). Lesson: lesson11.
import Foundation

/// Why a canvas's renderer ran.
public enum CanvasDrawCause: Equatable, Sendable, CustomStringConvertible {
    /// The canvas entered the tree.
    case inserted
    /// Its parent's body ran again and gave it a new value (a closure never compares equal).
    case newValue
    /// A `TimelineView` reached a new entry, its content ran and gave the canvas a new value.
    case timelineEntry
    /// Layout gave it a different size since it last drew.
    case sizeChanged(from: CGSize, to: CGSize)

    /// `"timeline entry"`, `"size changed: 0×0 → 200×200"`.
    public var description: String {
        switch self {
        case .inserted: return "inserted"
        case .newValue: return "new value"
        case .timelineEntry: return "timeline entry"
        case .sizeChanged(let from, let to):
            return "size changed: \(CanvasDrawCause.size(from)) → \(CanvasDrawCause.size(to))"
        }
    }

    private static func size(_ size: CGSize) -> String {
        "\(ValueFormatter.number(Double(size.width)))×\(ValueFormatter.number(Double(size.height)))"
    }
}
