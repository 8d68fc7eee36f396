// Models SwiftUI's `ButtonStyle` and `ButtonStyleConfiguration`: a style that
// draws a button's label, told whether the button is pressed and its role.
// Simplifies: the style's `makeBody(configuration:)` runs as the body of a view
// of its own (`StyledButton<Style>` in the trace, viewsim's model of SwiftUI's
// style views); `isPressed` is a `@State` of that view, set by `sim.press`.

/// A type that applies standard interaction behaviour and a custom appearance to
/// all buttons within a view hierarchy.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(8)
///             .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
///     }
/// }
/// Button("Go") { go() }.buttonStyle(Pill())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button, as a `ButtonStyle` sees them.
nonisolated public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: PrimitiveView {
        let content: any View
        package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
        package var _label: String { "configuration.label" }
    }

    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is currently pressing the button (`sim.press` in viewsim).
    public let isPressed: Bool
    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
}
