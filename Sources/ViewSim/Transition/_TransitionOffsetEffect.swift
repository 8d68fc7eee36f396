// Models the size-relative move inside `.move(edge:)`, `.slide` and
// `.push(from:)`: the view is offset towards `edge` by `fraction` of its own
// laid-out size (OpenSwiftUI's `MoveTransition`: top (0, −h), leading (−w, 0),
// bottom (0, h), trailing (w, 0)). A draw-only effect read at draw time, so a
// move follows the view's size without a layout pass, and animatable through
// `fraction`.
// Simplifies: leading and trailing are left and right (no right-to-left layout).
// Lesson: lesson 15 (planned).
import Foundation

/// Offsets a view towards `edge` by `fraction` of its size.
nonisolated public struct _TransitionOffsetEffect: PrimitiveModifier, Equatable {
    public var edge: Edge
    public var fraction: Double
    package var _label: String { ".move(edge: .\(edge), \(ValueFormatter.number(fraction)))" }
    package var _traceName: String { ".move" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("fraction", .number(fraction))] }

    /// The offset for a view of `size`.
    func offset(for size: CGSize) -> CGSize {
        let amount = CGFloat(fraction)
        switch edge {
        case .top: return CGSize(width: 0, height: -size.height * amount)
        case .bottom: return CGSize(width: 0, height: size.height * amount)
        case .leading: return CGSize(width: -size.width * amount, height: 0)
        case .trailing: return CGSize(width: size.width * amount, height: 0)
        }
    }
}

nonisolated extension _TransitionOffsetEffect: Animatable {
    public var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
}
