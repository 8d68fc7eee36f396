// Models SwiftUI's Text-returning modifiers: `font(_:)`, `fontWeight(_:)`,
// `bold()`, `foregroundColor(_:)` and `foregroundStyle(_:)` with a colour. As
// in SwiftUI they change the `Text` value itself, so `Text("Hi").font(.title)`
// is one `Text` node, not a `.font` modifier node around it.
// Simplifies: a gradient or other non-colour style still goes through the
// view modifier `.foregroundStyle(_:)` (a node of its own); italic, kerning,
// tracking and underline are not modelled. Lessons: lesson1, lesson5, lesson6, lesson7,
// lesson10 (emoji and numbers with a font), lesson4 (the colour flip).
import Foundation

nonisolated extension Text {
    /// This text in `font` (nil: the environment's, else `.body`).
    ///
    /// ```swift
    /// Text("😀").font(.largeTitle)   // one Text node: font largeTitle
    /// ```
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text with its font's weight set (on `.body` when it has no font).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        var text = self
        text.font = (font ?? .body).weight(weight)
        return text
    }

    /// This text in bold.
    public func bold() -> Text { bold(true) }

    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text {
        guard isActive else { return self }
        var text = self
        text.font = (font ?? .body).bold()
        return text
    }

    /// This text in `color` (nil: the foreground style).
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }

    /// This text in `color`. (Another style, such as a gradient, uses the view
    /// modifier `.foregroundStyle(_:)`, which wraps the text in a node of its own.)
    public func foregroundStyle(_ color: Color) -> Text {
        foregroundColor(color)
    }
}
