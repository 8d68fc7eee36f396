// Models SwiftUI's `ToggleStyle`, `ToggleStyleConfiguration` and `.toggleStyle(_:)`:
// the look of every toggle below, chosen through the environment. `.switch` (and
// `.automatic`, on iOS) draws a 51 × 31 pt switch after the label; `.button` a
// label that is tinted when on. Simplifies: no `.checkbox` (macOS); the button
// style's look is viewsim's model.

/// The appearance and interaction of the toggles in a view hierarchy.
///
/// ```swift
/// struct CheckStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///                 .onTapGesture { configuration.isOn.toggle() }
///             configuration.label
///         }
///     }
/// }
/// Toggle("Agree", isOn: $agree).toggleStyle(CheckStyle())
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a style makes for one toggle.
    associatedtype Body: View
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
    /// Creates the view of a toggle with these properties.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a toggle that a `ToggleStyle` draws.
nonisolated public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    nonisolated public struct Label: PrimitiveView {
        let content: AnyView
        package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
        package var _label: String { "ToggleStyleConfiguration.Label" }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` is the binding.
    @Binding public var isOn: Bool
    /// Whether the toggle shows a mixed state; always false (viewsim models no `Toggle(sources:isOn:)`).
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The default toggle style: a switch, on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A toggle drawn as iOS's switch: the label, then a 51 × 31 pt track (green when
/// on) with a 27 pt knob at its trailing end when on, its leading end when off.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                Capsule().fill(configuration.isOn ? ControlColors.switchOn : ControlColors.switchOff)
                Circle().fill(ControlColors.knob).frame(width: 27, height: 27).padding(2)
            }
            .frame(width: 51, height: 31)
            .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

/// A toggle drawn as a button: its label in the accent colour, on a tinted rounded
/// rectangle when on (viewsim's model of iOS's bordered look).
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.isOn ? Color.white : Color.accentColor)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(
                RoundedRectangle(cornerRadius: 8)
                    .fill(configuration.isOn ? Color.accentColor : ControlColors.fill)
            )
            .onTapGesture { configuration.isOn.toggle() }
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style (a switch, on iOS).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle drawn as a switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle drawn as a button that is tinted when on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The toggle style in the environment, type-erased.
struct AnyToggleStyle {
    let style: any ToggleStyle

    /// The style's view for `configuration`.
    func makeErasedBody(_ configuration: ToggleStyleConfiguration) -> AnyView {
        func make<S: ToggleStyle>(_ style: S) -> AnyView {
            AnyView(SimulatedMainActor.run((style, configuration)) { $0.0.makeBody(configuration: $0.1) })
        }
        return make(style)
    }
}

struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { AnyToggleStyle(style: DefaultToggleStyle()) }
}

extension EnvironmentValues {
    /// The style of the toggles in this environment.
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the toggles in this view.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $bold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style: style))
    }
}
