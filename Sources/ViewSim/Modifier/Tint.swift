// Models SwiftUI's `.tint(_:)`: the accent of the controls below it (a bordered
// button's fill, a link's text, a progress bar). Simplifies: a colour only
// (`tint(_ tint: Color?)`); kept in the environment, read by viewsim's controls.

struct TintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The tint set with `.tint(_:)` above, nil for the accent colour.
    var tintColor: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

/// `.tint(_:)`.
nonisolated public struct _TintModifier: PrimitiveModifier, Equatable {
    let tint: Color?
    package var _label: String { ".tint(\(tint.map(\.description) ?? "nil"))" }
    package var _traceName: String { ".tint" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("tint", tint.map { .boxed($0) } ?? .symbol("nil"))] }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) { environment.tintColor = tint }
}

nonisolated extension View {
    /// Sets the tint colour within this view.
    ///
    /// ```swift
    /// Button("Buy") { buy() }.buttonStyle(.borderedProminent).tint(.green)
    /// ```
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _TintModifier> {
        modifier(_TintModifier(tint: tint))
    }
}
