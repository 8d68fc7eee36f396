// Models SwiftUI's `.gesture(_:including:)`, `.simultaneousGesture(_:including:)`
// and `.highPriorityGesture(_:including:)`: a gesture attached to a view, with its
// priority among the gestures a touch reaches. Simplifies: the modifier is a node
// that keeps the gesture; a touch (`GestureSession`) builds its recognizer when it
// goes down. Lesson: lesson16.
import Foundation

/// How an attached gesture competes for a touch.
nonisolated package enum GesturePriority: Equatable, Sendable {
    /// `.gesture`: after the gestures of the view's subviews.
    case normal
    /// `.highPriorityGesture`: before the gestures of the view's subviews.
    case high
    /// `.simultaneousGesture`: alongside the others, never blocking or blocked.
    case simultaneous

    var modifierName: String {
        switch self {
        case .normal: return ".gesture"
        case .high: return ".highPriorityGesture"
        case .simultaneous: return ".simultaneousGesture"
        }
    }
}

/// `.gesture(_:including:)`, `.simultaneousGesture(_:including:)`, `.highPriorityGesture(_:including:)`.
nonisolated public struct _GestureModifier: PrimitiveModifier {
    package let priority: GesturePriority
    package let mask: GestureMask
    package let gestureName: String
    package let make: () -> GestureRecognizer

    package var _label: String {
        "\(priority.modifierName)(\(gestureName)\(mask == .all ? "" : ", including: \(mask.name)"))"
    }
    package var _traceName: String { priority.modifierName }
    package var _attributes: [NodeAttribute] {
        var attributes = [NodeAttribute("gesture", .symbol(gestureName))]
        if mask != .all { attributes.append(NodeAttribute("including", .symbol(mask.name))) }
        return attributes
    }

    init<G: Gesture>(_ gesture: G, priority: GesturePriority, mask: GestureMask) {
        self.priority = priority
        self.mask = mask
        gestureName = gestureTypeName(G.self)
        make = { makeRecognizer(gesture) }
    }
}

nonisolated extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    ///
    /// ```swift
    /// Circle().gesture(DragGesture().onChanged { offset = $0.translation })
    /// ```
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<
        Self, _GestureModifier
    > {
        modifier(_GestureModifier(gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    ///
    /// ```swift
    /// Row().highPriorityGesture(TapGesture().onEnded { select() })   // wins over the row's buttons
    /// ```
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier>
    {
        modifier(_GestureModifier(gesture, priority: .high, mask: mask))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    ///
    /// ```swift
    /// Card().simultaneousGesture(TapGesture().onEnded { log("tapped") })
    /// ```
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier>
    {
        modifier(_GestureModifier(gesture, priority: .simultaneous, mask: mask))
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    ///
    /// ```swift
    /// Text("Hold").onLongPressGesture(minimumDuration: 1) { armed = true } onPressingChanged: { pressing = $0 }
    /// ```
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> ModifiedContent<Self, _GestureModifier> {
        gesture(
            _LongPressActionGesture(
                minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action,
                onPressingChanged: onPressingChanged))
    }

    /// Adds an action to perform when this view recognizes a long press gesture
    /// (the older form, with `pressing` first).
    ///
    /// ```swift
    /// Text("Hold").onLongPressGesture(pressing: { pressing = $0 }) { armed = true }
    /// ```
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> ModifiedContent<Self, _GestureModifier> {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and
    /// provides the action with the location of the interaction.
    ///
    /// ```swift
    /// Rectangle().onTapGesture(coordinateSpace: .local) { location in dot = location }
    /// ```
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> ModifiedContent<Self, _GestureModifier> {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}

/// `onLongPressGesture`'s gesture: a long press that reports pressing `true` when
/// the finger goes down and `false` when the press ends or fails, as SwiftUI's
/// `onPressingChanged` does.
nonisolated struct _LongPressActionGesture: PrimitiveGesture {
    typealias Value = Bool
    var minimumDuration: Double
    var maximumDistance: CGFloat
    var action: () -> Void
    var onPressingChanged: ((Bool) -> Void)?

    func _makeRecognizer() -> GestureRecognizer {
        let base = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            ._makeRecognizer()
        let action = self.action
        let pressing = onPressingChanged
        var isPressing = false
        let recognizer = CallbackRecognizer(base: base) { output, delivery in
            switch output {
            case .pressing:
                guard let pressing, !isPressing else { return }
                isPressing = true
                delivery.callbacks.append(("onLongPressGesture.onPressingChanged", { pressing(true) }))
            case .ended:
                if let pressing, isPressing {
                    isPressing = false
                    delivery.callbacks.append(("onLongPressGesture.onPressingChanged", { pressing(false) }))
                }
                delivery.callbacks.append(("onLongPressGesture", action))
            case .failed:
                guard let pressing, isPressing else { return }
                isPressing = false
                delivery.resets.append(("onLongPressGesture.onPressingChanged", { pressing(false) }))
            case .changed, .possible:
                break
            }
        }
        recognizer.onCancel = { delivery in
            guard let pressing, isPressing else { return }
            isPressing = false
            delivery.resets.append(("onLongPressGesture.onPressingChanged", { pressing(false) }))
        }
        return recognizer
    }
}
