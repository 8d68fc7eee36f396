// Models SwiftUI's `onTapGesture(count:perform:)`.
// Simplifies: a script taps a view by name (see `Simulation.tap(_:)`), which runs
// the nearest tap action directly; when other gestures compete for the tap, or the
// count is not 1, the tap goes through the gesture system (`GestureSession`, which
// treats it as `TapGesture(count:).onEnded(action)`). Lesson: lesson3, lesson16.

/// `.onTapGesture(count:perform:)`.
nonisolated public struct _TapGestureModifier: PrimitiveModifier {
    public var count: Int
    public var action: () -> Void
    package var _label: String { count == 1 ? ".onTapGesture" : ".onTapGesture(count: \(count))" }
}

nonisolated extension View {
    /// Adds an action to perform when this view is tapped.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<
        Self, _TapGestureModifier
    > {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}
