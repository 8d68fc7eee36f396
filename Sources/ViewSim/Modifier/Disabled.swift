// Models SwiftUI's `.disabled(_:)`: the views below read `@Environment(\.isEnabled)` as
// false and cannot be interacted with. Simplifies: as in SwiftUI a `disabled(false)` does not
// enable what a `disabled(true)` above disabled; `sim.tap`/`sim.press` on one throw
// `SimulationError.disabled`; hit testing still finds it (its gestures decide what a touch does).

/// `.disabled(_:)`.
nonisolated public struct _DisabledModifier: PrimitiveModifier, Equatable {
    let isDisabled: Bool
    package var _label: String { ".disabled(\(isDisabled))" }
    package var _traceName: String { ".disabled" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("disabled", .bool(isDisabled))] }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        if isDisabled { environment.isEnabled = false }
    }
}

nonisolated extension View {
    /// Adds a condition that controls whether users can interact with this view.
    ///
    /// ```swift
    /// Button("Send") { send() }.disabled(message.isEmpty)
    /// ```
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _DisabledModifier> {
        modifier(_DisabledModifier(isDisabled: disabled))
    }
}
