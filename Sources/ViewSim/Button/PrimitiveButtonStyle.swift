// Models SwiftUI's `PrimitiveButtonStyle` and its configuration: a style that
// decides itself when the button's action runs, by calling `trigger()`.
// Simplifies: the style's body runs as a view of its own
// (`PrimitiveStyledButton<Style>` in the trace); the built-in styles
// (`.bordered`, `.plain`…) are primitive button styles, as in SwiftUI.

/// A type that applies custom interaction behaviour and a custom appearance to
/// all buttons within a view hierarchy.
///
/// ```swift
/// struct TapTwice: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture { configuration.trigger() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button, as a `PrimitiveButtonStyle` sees them.
nonisolated public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: PrimitiveView {
        let content: any View
        package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
        package var _label: String { "configuration.label" }
    }

    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}
