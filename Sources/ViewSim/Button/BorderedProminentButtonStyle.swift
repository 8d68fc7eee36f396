// Models SwiftUI's `BorderedProminentButtonStyle` (`.buttonStyle(.borderedProminent)`):
// a rounded rectangle filled with the tint, the label in white. Simplifies: viewsim's
// model of iOS's look (paddings, radius, pressed and disabled colours are viewsim's
// numbers, see `BuiltInButtonBody`).

/// A button style that applies standard border prominent artwork based on the button's context.
///
/// ```swift
/// Button("Save") { save() }.buttonStyle(.borderedProminent)
/// ```
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates a borderedProminent button style.
    public init() {}

    /// Creates a view that represents the body of a button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(look: .borderedProminent, configuration: configuration)
    }

    var styleName: String { ".borderedProminent" }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
