// Models SwiftUI's `GraphicsContext.ResolvedText`: text whose font and colour
// are fixed, ready to measure and draw.
// Simplifies: lines break at spaces (and at newlines) only; a word longer than
// the width stays whole; no kerning, truncation or alignment. Lesson: lesson10
// (the clock's numbers).
import Foundation

extension GraphicsContext {
    /// Text with its font and shading fixed, as `GraphicsContext.resolve(_:)` makes it.
    ///
    /// ```swift
    /// let label = context.resolve(Text("12").font(.title))
    /// label.measure(in: size)   // (31.2…, 33.1…): DejaVu Sans at 28 pt
    /// ```
    public struct ResolvedText {
        /// The string drawn.
        package let string: String
        /// The face and size it is drawn with.
        package let font: DisplayList.Font
        /// What the text is painted with (the text's colour, else the foreground).
        public var shading: Shading

        init(text: Text) {
            string = text.content
            font = (text.font ?? .body).resolved
            shading = .color(text.color ?? .primary)
        }

        /// The size the text takes when given `size`: lines broken at spaces to fit its width.
        public func measure(in size: CGSize) -> CGSize {
            let lines = self.lines(width: size.width)
            let metrics = TextMetrics.measure("", font: font)
            let width = lines.map { TextMetrics.measure($0, font: font).width }.max() ?? 0
            return CGSize(width: CGFloat(width), height: CGFloat(Double(lines.count) * metrics.lineHeight))
        }

        /// The lines the text breaks into at `width` (at newlines, then at spaces; at most 10,000).
        package func lines(width: CGFloat) -> [String] {
            var result: [String] = []
            let limit = 10_000
            for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
                guard width.isFinite, width > 0 else {
                    result.append(String(paragraph))
                    if result.count >= limit { break }
                    continue
                }
                var line = ""
                for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                    let candidate = line.isEmpty ? String(word) : line + " " + word
                    if !line.isEmpty, CGFloat(TextMetrics.measure(candidate, font: font).width) > width {
                        result.append(line)
                        line = String(word)
                    } else {
                        line = candidate
                    }
                    if result.count >= limit { break }
                }
                result.append(line)
                if result.count >= limit { break }
            }
            return result
        }
    }
}
