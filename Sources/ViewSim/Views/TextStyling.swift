// Models the styling a `Text` carries in its own value: the font and colour its
// Text-returning modifiers set (`Text("Hi").font(.title).foregroundColor(.red)`).
// Simplifies: only font and colour; italic, kerning, tracking and underline are not modelled.
// It is a reference, immutable once made, so that a `Text` stays small enough for an
// existential's inline buffer; a modifier makes a new one, so copies never share a change.

/// The font and colour of one `Text`, shared by its copies.
nonisolated final class TextStyling: Equatable, Sendable {
    /// The font (nil: the environment's, else `.body`).
    let font: Font?
    /// The colour (nil: the foreground style).
    let color: Color?

    private init(font: Font?, color: Color?) {
        self.font = font
        self.color = color
    }

    /// The styling with `font` and `color`, or nil when both are nil (a plain `Text`).
    static func make(font: Font?, color: Color?) -> TextStyling? {
        font == nil && color == nil ? nil : TextStyling(font: font, color: color)
    }

    static func == (lhs: TextStyling, rhs: TextStyling) -> Bool {
        lhs === rhs || (lhs.font == rhs.font && lhs.color == rhs.color)
    }
}
