// Models SwiftUI's `PlainButtonStyle` (`.buttonStyle(.plain)`): the label as it is,
// dimmed while pressed. Simplifies: viewsim's model of iOS's look (paddings, radius,
// pressed and disabled colours are viewsim's numbers, see `BuiltInButtonBody`).

/// A button style that doesn't style or decorate its content while idle, but may apply a visual effect to indicate the
/// pressed, focused, or enabled state of the button.
///
/// ```swift
/// Button("Save") { save() }.buttonStyle(.plain)
/// ```
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates a plain button style.
    public init() {}

    /// Creates a view that represents the body of a button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(look: .plain, configuration: configuration)
    }

    var styleName: String { ".plain" }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle, but may apply a visual effect to indicate
    /// the pressed, focused, or enabled state of the button.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
