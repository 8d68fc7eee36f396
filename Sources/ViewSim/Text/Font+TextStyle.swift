// Models SwiftUI's `Font.system(_:design:weight:)` with a text style and a design.
// Simplifies: written in traces by its name, e.g. `system(largeTitle, monospaced)`;
// sizes as in Font.swift.
// Lesson: lesson10 (the counter's monospaced digits).

extension Font {
    /// A dynamic text style.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font design.
    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The system font for `style`, in `design`.
    ///
    /// ```swift
    /// Text("042").font(.system(.largeTitle, design: .monospaced))
    /// ```
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var parts = [style.rawValue]
        if let design { parts.append(design.rawValue) }
        if let weight { parts.append(weight.name) }
        return Font(
            style: style, name: "system(\(parts.joined(separator: ", ")))", design: design ?? .default, weight: weight)
    }
}
