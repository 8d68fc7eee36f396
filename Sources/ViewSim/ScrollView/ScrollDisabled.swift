// Models SwiftUI's `.scrollDisabled(_:)` and `EnvironmentValues.isScrollEnabled`:
// the scroll views below cannot be scrolled by the user, so `sim.scroll` throws.
// Apple's page says only that the modifier disables scrolling and passes through
// the environment; viewsim's model: code still scrolls (`ScrollViewProxy.scrollTo`,
// a `.scrollPosition` binding), as a UIKit scroll view whose `isScrollEnabled` is
// false still takes `setContentOffset`. Lesson: lesson 14.

struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether any scroll views associated with this environment
    /// allow scrolling to occur. The default is `true`; `.scrollDisabled(true)` sets it to `false`.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

/// `.scrollDisabled(_:)`.
nonisolated public struct _ScrollDisabledModifier: PrimitiveModifier, Equatable {
    let isDisabled: Bool
    package var _label: String { ".scrollDisabled(\(isDisabled))" }
    package var _traceName: String { ".scrollDisabled" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("scrollDisabled", .bool(isDisabled))] }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        if isDisabled { environment.isScrollEnabled = false }
    }
}

nonisolated extension View {
    /// Disables or enables scrolling in scrollable views: a script's `sim.scroll` of a scroll
    /// view below throws `SimulationError.scrollDisabled`; code can still scroll it.
    ///
    /// ```swift
    /// ScrollView { rows }.scrollDisabled(isEditing)
    /// ```
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _ScrollDisabledModifier> {
        modifier(_ScrollDisabledModifier(isDisabled: disabled))
    }
}
