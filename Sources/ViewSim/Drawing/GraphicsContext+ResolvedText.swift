// Models SwiftUI's `GraphicsContext.ResolvedText`: text whose font and colour
// are fixed, ready to measure and draw.
// Simplifies: lines break at spaces (and at newlines) only; a word longer than
// the width stays whole; no kerning, truncation or alignment. Lesson: lesson11
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

        init(text: Text, inheritedFont: Font? = nil) {
            string = text.content
            font = (text.font ?? inheritedFont ?? .body).resolved
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
                // Advances add up (no kerning), so a line's width grows word by word.
                let space = TextMetrics.measure(" ", font: font).width
                var line = ""
                var lineWidth = 0.0
                for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                    let wordWidth = TextMetrics.measure(String(word), font: font).width
                    if !line.isEmpty, CGFloat(lineWidth + space + wordWidth) > width {
                        result.append(line)
                        line = String(word)
                        lineWidth = wordWidth
                    } else {
                        lineWidth = line.isEmpty ? wordWidth : lineWidth + space + wordWidth
                        line = line.isEmpty ? String(word) : line + " " + word
                    }
                    if result.count >= limit { break }
                }
                if result.count < limit { result.append(line) }
                if result.count >= limit { break }
            }
            return result
        }
    }
}
