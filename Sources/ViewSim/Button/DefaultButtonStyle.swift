// Models SwiftUI's `DefaultButtonStyle` (`.buttonStyle(.automatic)`): the style a
// button has when no other is set. Simplifies: viewsim's model: it removes any
// style set above, so the button draws its label as is (iOS tints it).

/// The default button style, based on the button's context.
///
/// ```swift
/// Button("Save") { save() }.buttonStyle(.automatic)
/// ```
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates a default button style.
    public init() {}

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }

    var styleName: String { ".automatic" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
