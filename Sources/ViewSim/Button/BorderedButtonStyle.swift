// Models SwiftUI's `BorderedButtonStyle` (`.buttonStyle(.bordered)`): a tinted rounded
// rectangle behind the label. Simplifies: viewsim's model of iOS's look (paddings,
// radius, pressed and disabled colours are viewsim's numbers, see `BuiltInButtonBody`).

/// A button style that applies standard border artwork based on the button's context.
///
/// ```swift
/// Button("Save") { save() }.buttonStyle(.bordered)
/// ```
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates a bordered button style.
    public init() {}

    /// Creates a view that represents the body of a button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(look: .bordered, configuration: configuration)
    }

    var styleName: String { ".bordered" }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
