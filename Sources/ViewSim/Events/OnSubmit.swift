// Models SwiftUI's `.onSubmit(of:_:)` and `SubmitTriggers`: an action run when the
// user submits a text field below it (the return key). Simplifies: a script
// submits with `sim.submit(_:)`; every `.text` action around the field runs, the
// nearest first (viewsim's model); `.search` actions never run (no `.searchable`).

/// What kind of submission runs an `onSubmit` action.
nonisolated public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Submissions from text input controls: `TextField`, `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Submissions from search fields (`.searchable`, which viewsim does not model).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// `.onSubmit(of:_:)`.
nonisolated struct SubmitModifier: PrimitiveModifier {
    let triggers: SubmitTriggers
    let action: () -> Void

    var _label: String { triggers == .text ? ".onSubmit" : ".onSubmit(of: \(triggers.rawValue))" }
    var _traceName: String { ".onSubmit" }
}

nonisolated extension View {
    /// Adds an action to perform when the user submits a value to this view (a text
    /// field in it, on the return key).
    ///
    /// ```swift
    /// TextField("City", text: $city).onSubmit { search(city) }
    /// // sim.submit("City") runs search(city)
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(SubmitModifier(triggers: triggers, action: action))
    }
}
