// Models SwiftUI's `BorderlessButtonStyle` (`.buttonStyle(.borderless)`): the label in
// the tint colour. Simplifies: viewsim's model of iOS's look (paddings, radius, pressed
// and disabled colours are viewsim's numbers, see `BuiltInButtonBody`).

/// A button style that doesn't apply a border.
///
/// ```swift
/// Button("Save") { save() }.buttonStyle(.borderless)
/// ```
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates a borderless button style.
    public init() {}

    /// Creates a view that represents the body of a button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(look: .borderless, configuration: configuration)
    }

    var styleName: String { ".borderless" }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
