// Models how SwiftUI's `Text` sizes itself: one line when it fits the proposed
// width, otherwise lines broken at spaces (greedy, each line measured with the
// font's real metrics); as many lines as the proposed height holds.
// Simplifies: viewsim's model: no hyphenation, no line breaking inside a word —
// a word wider than the proposal is cut at the proposed width (the text
// truncates) and no "…" is drawn; a height too small for every line keeps the
// lines that fit (at least one); no kerning. Lesson: the size of every `Text`.
import Foundation

/// The lines of a `Text` laid out for a proposal.
package struct TextLayout: Equatable {
    /// The lines, top to bottom, each with its measured width.
    package var lines: [(string: String, width: Double)]
    /// The text's size: the widest line (at most the proposed width) by lines × line height.
    package var size: CGSize
    /// From the top of a line to its baseline.
    package var ascent: Double
    /// The height of one line.
    package var lineHeight: Double

    package static func == (lhs: TextLayout, rhs: TextLayout) -> Bool {
        lhs.size == rhs.size && lhs.lines.map(\.string) == rhs.lines.map(\.string)
    }

    /// Lays out `string` in `font` for `proposal`.
    ///
    /// ```swift
    /// TextLayout(string: "Hi", font: Font.body.resolved, proposal: .unspecified).size
    /// // width (1540 + 569) / 2048 × 17 ≈ 17.51, height one DejaVu line at 17 pt
    /// ```
    /// With a `lineLimit` (`.lineLimit(_:)` above the text), at most `maximum` lines are
    /// kept, the last one ending in "…" (shortened until it fits), and the text is at
    /// least `reserved` lines high.
    package init(
        string: String, font: DisplayList.Font, proposal: ProposedViewSize, lineLimit: TextLineLimit? = nil
    ) {
        self.init(Measurement(string: string, font: font), proposal: proposal, lineLimit: lineLimit)
    }

    /// A string measured as one line in a font: what every proposal's layout starts from.
    ///
    /// ```swift
    /// let measured = TextLayout.Measurement(string: "Hi", font: Font.body.resolved)
    /// TextLayout.size(of: measured, proposal: .unspecified)   // as TextLayout(…).size
    /// ```
    package struct Measurement {
        package let string: String
        package let font: DisplayList.Font
        /// The whole string on one line.
        package let whole: TextMetrics
        /// Whether the string has no line break (`\n`).
        package let isOneParagraph: Bool

        package init(string: String, font: DisplayList.Font) {
            self.string = string
            self.font = font
            whole = TextMetrics.measure(string, font: font)
            // Searched in the string's bytes when they are contiguous (a small string's are):
            // `contains` on the UTF-8 view steps through the string's index a byte at a time.
            let lineBreak = UInt8(ascii: "\n")
            isOneParagraph =
                string.utf8.withContiguousStorageIfAvailable { !$0.contains(lineBreak) }
                ?? !string.utf8.contains(lineBreak)
        }

        /// Whether this is the measurement of `string` in `font`.
        package func measures(_ string: String, in font: DisplayList.Font) -> Bool {
            self.string == string && self.font == font
        }
    }

    /// The size `TextLayout(…)` gives `measured` for `proposal`, without making its lines when
    /// the text fits on one line (the usual case, measured for every proposal a container makes).
    package static func size(
        of measured: Measurement, proposal: ProposedViewSize, lineLimit: TextLineLimit? = nil
    ) -> CGSize {
        // One line that fits: its own width, one line high (or the reserved lines), whatever
        // the proposed height (a text keeps at least one line).
        if measured.isOneParagraph, !measured.string.isEmpty,
            measured.whole.width <= Double(proposal.width ?? .infinity)
        {
            let shownLines = max(1, lineLimit?.reserved ?? 0)
            return CGSize(width: measured.whole.width, height: Double(shownLines) * measured.whole.lineHeight)
        }
        return TextLayout(measured, proposal: proposal, lineLimit: lineLimit).size
    }

    /// Lays out `measured` for `proposal` (see `init(string:font:proposal:lineLimit:)`).
    package init(_ measured: Measurement, proposal: ProposedViewSize, lineLimit: TextLineLimit? = nil) {
        let string = measured.string
        let font = measured.font
        let whole = measured.whole
        ascent = whole.ascent
        lineHeight = whole.lineHeight
        guard !string.isEmpty else {
            lines = []
            size = .zero
            return
        }
        let limit = Double(proposal.width ?? .infinity)
        // Typed as `lines` is: an array of unlabelled pairs would be converted element by
        // element when stored (`_arrayForceCast`, a copy of every line).
        var result: [(string: String, width: Double)] = []
        var widest = 0.0
        let isOneParagraph = measured.isOneParagraph
        if isOneParagraph, whole.width <= limit {
            // The usual case: one line, the whole string, measured already (no array of
            // paragraphs, no copy of the string).
            result.append((string, whole.width))
            widest = whole.width
        } else {
            let paragraphs =
                isOneParagraph ? [Substring(string)] : string.split(separator: "\n", omittingEmptySubsequences: false)
            for paragraph in paragraphs {
                // A single paragraph is the whole string, measured already.
                let paragraphWidth =
                    isOneParagraph ? whole.width : TextMetrics.measure(String(paragraph), font: font).width
                if paragraphWidth <= limit {
                    result.append((String(paragraph), paragraphWidth))
                    widest = max(widest, paragraphWidth)
                    continue
                }
                // Greedy: as many words per line as fit; a word wider than the limit gets a line of its own.
                var line = ""
                var lineWidth = 0.0
                for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                    let candidate = line.isEmpty ? String(word) : line + " " + word
                    let candidateWidth = TextMetrics.measure(candidate, font: font).width
                    if candidateWidth <= limit || line.isEmpty {
                        line = candidate
                        lineWidth = candidateWidth
                    } else {
                        result.append((line, lineWidth))
                        widest = max(widest, lineWidth)
                        line = String(word)
                        lineWidth = TextMetrics.measure(line, font: font).width
                    }
                }
                result.append((line, lineWidth))
                widest = max(widest, lineWidth)
            }
        }
        if let maximum = lineLimit?.maximum, maximum >= 1, result.count > maximum {
            result.removeLast(result.count - maximum)
            var kept = Array(result[maximum - 1].string)
            var line = String(kept) + "…"
            var width = TextMetrics.measure(line, font: font).width
            // Shortened a character at a time until it fits: at most as many steps as it has characters.
            while width > limit, !kept.isEmpty {
                kept.removeLast()
                while kept.last == " " { kept.removeLast() }
                line = String(kept) + "…"
                width = TextMetrics.measure(line, font: font).width
            }
            result[maximum - 1] = (line, width)
            widest = result.map(\.width).max() ?? 0
        }
        // As many lines as the proposed height holds, at least one.
        if let height = proposal.height, height.isFinite, lineHeight > 0 {
            // Compared as a Double first: a huge height (from a huge negative padding) holds every
            // line, and converting it to an Int would trap.
            let fits = (Double(height) / lineHeight + 1e-9).rounded(.down)
            if fits < Double(result.count) {
                let fitting = fits < 1 ? 1 : Int(fits)
                result.removeLast(result.count - fitting)
            }
            widest = result.map(\.width).max() ?? 0
        }
        lines = result
        // A word wider than the proposal is cut at the proposed width.
        let shownLines = max(result.count, lineLimit?.reserved ?? 0)
        size = CGSize(width: min(widest, limit), height: Double(shownLines) * lineHeight)
    }
}
