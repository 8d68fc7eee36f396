// Models SwiftUI's `Text`: a leaf that shows a string.
// Simplifies: no styling runs, no localisation; `Text` is compared by its string,
// font and colour (set by the Text-returning `font(_:)`, `bold()`,
// `foregroundColor(_:)`…, in `Text+Modifiers.swift`). Lesson: lesson1, lesson2, lesson4.
// The font and colour live in one shared, immutable `TextStyling` reference, so that a
// `Text` is three words and fits an existential's inline buffer: a body that returns a
// `Text` allocates nothing to hand it to the graph as `any View`.

/// A view that displays one or more lines of read-only text.
///
/// ```swift
/// Text("Hello")
/// Text(verbatim: "\(count)")
/// ```
nonisolated public struct Text: PrimitiveView, Equatable {
    /// The string the text shows.
    public let content: String
    /// The font and colour set with `Text`'s own modifiers; nil when neither is set.
    private var styling: TextStyling?

    /// The font set with `Text.font(_:)` (nil: the environment's, else `.body`).
    package var font: Font? {
        get { styling?.font }
        set { styling = TextStyling.make(font: newValue, color: color) }
    }
    /// The colour set with `Text.foregroundColor(_:)` (nil: the foreground style).
    package var color: Color? {
        get { styling?.color }
        set { styling = TextStyling.make(font: font, color: newValue) }
    }

    /// Whether neither a font nor a colour is set: one test of the styling reference
    /// (`TextStyling.make` keeps none when both are nil), where `font == nil` and
    /// `color == nil` each copy an optional out of it and compare it.
    package var isUnstyled: Bool { styling == nil }

    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    package var _traceName: String { "Text" }
    package var _label: String {
        var label = "Text(\(ValueFormatter.quoted(content, limit: 32)))"
        if let font { label += ".font(\(font))" }
        if let color { label += ".foregroundStyle(\(color))" }
        return label
    }
    package var _attributes: [NodeAttribute] {
        guard font != nil || color != nil else { return [NodeAttribute("text", .text(content))] }
        var attributes = [NodeAttribute("text", .text(content))]
        if let font { attributes.append(NodeAttribute("font", TraceValue(font))) }
        if let color { attributes.append(NodeAttribute("foregroundStyle", .boxed(color))) }
        return attributes
    }
}

// Mirrors a `Text` as its string, font and colour, as before the styling was boxed: a
// view that holds a `Text` names the field that changed (`label.font`), never the box.
nonisolated extension Text: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["content": content, "font": font as Any, "color": color as Any], displayStyle: .struct)
    }
}
