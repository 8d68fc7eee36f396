// Models SwiftUI's `Toggle`: a label and an on/off value bound to a `Bool`,
// drawn by the `ToggleStyle` in the environment (iOS's switch by default).
// Simplifies: no mixed state (`Toggle(sources:isOn:)`), no system-image labels
// or app intents; `sim.toggle(_:)` flips it as a tap on the switch would.

/// A control that toggles between on and off states.
///
/// ```swift
/// @State private var wifi = true
/// var body: some View {
///     Toggle("Wi-Fi", isOn: $wifi)   // sim.toggle("Wi-Fi") flips it
/// }
/// ```
///
/// The node under it records `isOn`, so the trace and diagrams show
/// `isOn: false → true` when the bound value changes.
nonisolated public struct Toggle<Label: View>: View {
    @Binding private var isOn: Bool
    private let label: Label
    @Environment(\.toggleStyle) private var toggleStyle

    /// A toggle that shows `label` and is on when `isOn` is true.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let binding = $isOn
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: binding)
        toggleStyle.makeErasedBody(configuration)
            .modifier(
                ControlModifier(
                    kind: .toggle, title: controlTitle(of: label), attributes: [NodeAttribute("isOn", .bool(isOn))],
                    actions: ControlActions(toggle: { binding.wrappedValue.toggle() })))
    }
}

extension Toggle where Label == Text {
    /// A toggle whose label is the text `titleKey`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle whose label is the string `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
