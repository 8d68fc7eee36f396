// Models a content transition in flight: the old and new content of one `Text` or `Image`
// and how far the transition has gone, the value a `NodeAnimator` animates from 0 to 1 (so
// it starts, retargets, samples and completes as every other animated value does).
// Simplifies: viewsim's model: what is drawn at a progress (see `pieces(…)`): a cross-fade,
// or for `.numericText` the changed characters rolling by half a line. Lesson: none yet.
import Foundation

/// A content transition between two contents of one view, at a progress from 0 (the old
/// content) to 1 (the new one).
///
/// ```swift
/// var value = ContentTransitionProgress(
///     old: .text("9"), new: .text("10"), transition: .numericText(), countsDown: false, progress: 0)
/// value.animatableData = 0.5   // halfway: "9" half out, "10" half in
/// ```
nonisolated struct ContentTransitionProgress: Animatable, Equatable {
    /// What a view shows that a content transition changes.
    enum Content: Equatable {
        /// A `Text`'s string.
        case text(String)
        /// An `Image`'s name.
        case image(name: String, isSystemImage: Bool)

        /// As the trace shows it: the string, or the image's name.
        var traceValue: TraceValue {
            switch self {
            case .text(let string): return .text(string)
            case .image(let name, _): return .symbol(name)
            }
        }
    }

    /// The content going out.
    let old: Content
    /// The content coming in (the view's value).
    let new: Content
    /// The transition the view's environment named.
    let transition: ContentTransition
    /// For `.numericText`: whether the old characters move down (the new come in from above).
    let countsDown: Bool
    /// 0: the old content only; 1: the new content only (a spring may overshoot).
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    /// One piece of text drawn at a progress: a line (a cross-fade) or a character (`.numericText`).
    struct TextPiece: Equatable {
        /// What is drawn.
        var string: String
        /// The start of its baseline in the text's bounds.
        var origin: CGPoint
        /// Its opacity, 0…1, multiplied into what is above.
        var opacity: Double
    }

    /// The pieces of text to draw now, in the text's bounds of `width`, as the display list
    /// draws a text: each layout laid out for `proposal`, lines placed by `alignment`
    /// (0 leading, 1 trailing).
    ///
    /// viewsim's model: a cross-fade draws the old layout at opacity 1 − p and the new at p;
    /// `.numericText` on two one-line strings matches their characters from the end (where a
    /// number's digits change): a character in both, in the same place from the end, is drawn
    /// once, moving from its old place to its new one; the others roll: an old one moves half
    /// a line away (up when counting up) as it fades out, a new one comes in from half a line
    /// on the other side as it fades in. Any other pair of strings cross-fades.
    func pieces(
        font: DisplayList.Font, proposal: ProposedViewSize, lineLimit: TextLineLimit?, width: Double,
        alignment: Double
    ) -> [TextPiece] {
        guard case .text(let oldString) = old, case .text(let newString) = new else { return [] }
        let before = TextLayout(string: oldString, font: font, proposal: proposal, lineLimit: lineLimit)
        let after = TextLayout(string: newString, font: font, proposal: proposal, lineLimit: lineLimit)
        let shown = min(1, max(0, progress))
        let rolls: Bool
        switch transition.kind {
        case .numericText, .numericValue: rolls = before.lines.count == 1 && after.lines.count == 1
        case .automatic, .identity, .opacity, .interpolate: rolls = false
        }
        func lines(of layout: TextLayout, opacity: Double) -> [TextPiece] {
            layout.lines.enumerated().map { index, line in
                let free = max(0, width - line.width)
                return TextPiece(
                    string: line.string,
                    origin: CGPoint(x: free * alignment, y: layout.ascent + Double(index) * layout.lineHeight),
                    opacity: opacity)
            }
        }
        guard rolls else { return lines(of: before, opacity: 1 - shown) + lines(of: after, opacity: shown) }
        return roll(before, after, font: font, width: width, alignment: alignment, shown: shown)
    }

    /// `.numericText`'s pieces (see `pieces(…)`), for two one-line layouts.
    private func roll(
        _ before: TextLayout, _ after: TextLayout, font: DisplayList.Font, width: Double, alignment: Double,
        shown: Double
    ) -> [TextPiece] {
        let oldCharacters = Array(before.lines[0].string)
        let newCharacters = Array(after.lines[0].string)
        // Where each character starts: the width of the characters before it.
        func starts(_ characters: [Character], lineWidth: Double) -> [Double] {
            let lineStart = max(0, width - lineWidth) * alignment
            var result: [Double] = []
            var prefix = ""
            for character in characters {
                result.append(lineStart + TextMetrics.measure(prefix, font: font).width)
                prefix.append(character)
            }
            return result
        }
        let oldStarts = starts(oldCharacters, lineWidth: before.lines[0].width)
        let newStarts = starts(newCharacters, lineWidth: after.lines[0].width)
        let distance = after.lineHeight / 2
        // Counting up, the old characters leave upwards (−y) and the new come from below.
        let away = countsDown ? distance : -distance
        let progress = self.progress
        let shift = newCharacters.count - oldCharacters.count
        var kept = Set<Int>()
        var pieces: [TextPiece] = []
        for (index, character) in newCharacters.enumerated() {
            let oldIndex = index - shift
            if oldIndex >= 0, oldIndex < oldCharacters.count, oldCharacters[oldIndex] == character {
                kept.insert(oldIndex)
                let x = oldStarts[oldIndex] + (newStarts[index] - oldStarts[oldIndex]) * progress
                pieces.append(TextPiece(string: String(character), origin: CGPoint(x: x, y: after.ascent), opacity: 1))
            } else {
                pieces.append(
                    TextPiece(
                        string: String(character),
                        origin: CGPoint(x: newStarts[index], y: after.ascent - away * (1 - progress)), opacity: shown))
            }
        }
        for (index, character) in oldCharacters.enumerated() where !kept.contains(index) {
            pieces.append(
                TextPiece(
                    string: String(character), origin: CGPoint(x: oldStarts[index], y: before.ascent + away * progress),
                    opacity: 1 - shown))
        }
        return pieces
    }

    /// The images to draw now, each with its opacity: a cross-fade (every transition but
    /// `.identity`, which never starts one).
    func images() -> [(name: String, isSystemImage: Bool, opacity: Double)] {
        guard case .image(let oldName, let oldSystem) = old, case .image(let newName, let newSystem) = new else {
            return []
        }
        let shown = min(1, max(0, progress))
        return [(oldName, oldSystem, 1 - shown), (newName, newSystem, shown)]
    }
}
