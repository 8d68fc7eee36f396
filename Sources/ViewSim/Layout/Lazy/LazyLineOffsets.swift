// Models where each line (a stack's row, a grid's row of cells) of a lazy
// container starts along its axis, without a number per line: the lines
// measured so far keep their lengths (sorted by line, with prefix sums); every
// other line has the estimated length, viewsim's model: the average of the
// lines measured so far. Offset → line and line → offset cost O(log N) for N
// lines (a binary search over the measured lines, inside one over the lines);
// recording a length costs O(measured lines).
import Foundation

/// The offsets of a lazy container's lines along its axis.
///
/// ```swift
/// var offsets = LazyLineOffsets(lineCount: 100_000, spacing: 8)
/// offsets.setLength(20, ofLine: 0)      // every other line is estimated at 20 too
/// offsets.offset(ofLine: 3)             // 3 × (20 + 8) = 84
/// offsets.line(at: 90)                  // 3
/// ```
package struct LazyLineOffsets: Equatable {
    /// How many lines there are.
    package var lineCount: Int
    /// The space between two lines.
    package var spacing: CGFloat
    /// The measured lines, ascending.
    private var lines: [Int] = []
    /// Their lengths, in the same order.
    private var lengths: [CGFloat] = []
    /// `prefix[k]` is the sum of the first `k` measured lengths (`lines.count + 1` entries).
    private var prefix: [CGFloat] = [0]

    package init(lineCount: Int = 0, spacing: CGFloat = 0) {
        self.lineCount = max(0, lineCount)
        self.spacing = spacing
    }

    /// How many lines have a measured length.
    package var measuredCount: Int { lines.count }

    /// viewsim's model: the length of a line not measured yet: the average of the
    /// measured lines, 0 before any is.
    package var estimate: CGFloat {
        lines.isEmpty ? 0 : prefix[lines.count] / CGFloat(lines.count)
    }

    /// Forgets every measured length (the lines moved, or the tracks changed).
    package mutating func removeAllLengths() {
        lines = []
        lengths = []
        prefix = [0]
    }

    /// The measured length of `line`, if it was measured.
    package func measuredLength(ofLine line: Int) -> CGFloat? {
        let position = lowerBound(line)
        return position < lines.count && lines[position] == line ? lengths[position] : nil
    }

    /// The length of `line`: measured, or the estimate.
    package func length(ofLine line: Int) -> CGFloat { measuredLength(ofLine: line) ?? estimate }

    /// Records the measured length of `line`; returns whether it changed.
    @discardableResult
    package mutating func setLength(_ length: CGFloat, ofLine line: Int) -> Bool {
        let length = length.isFinite ? max(0, length) : 0
        let position = lowerBound(line)
        if position < lines.count, lines[position] == line {
            guard lengths[position] != length else { return false }
            lengths[position] = length
        } else {
            lines.insert(line, at: position)
            lengths.insert(length, at: position)
            prefix.append(0)
        }
        // The sums from the changed line on (O(measured lines)).
        for index in position..<lines.count { prefix[index + 1] = prefix[index] + lengths[index] }
        return true
    }

    /// Where `line` starts (`lineCount` gives the end of the last line plus its spacing).
    package func offset(ofLine line: Int) -> CGFloat {
        let line = min(max(0, line), lineCount)
        let measured = lowerBound(line)
        let value = prefix[measured] + CGFloat(line - measured) * estimate + CGFloat(line) * spacing
        return value.isFinite ? min(value, .greatestFiniteMagnitude) : .greatestFiniteMagnitude
    }

    /// The length of all the lines with the spacing between them.
    package var totalLength: CGFloat {
        lineCount == 0 ? 0 : max(0, offset(ofLine: lineCount) - spacing)
    }

    /// The line that holds `position` (the last line starting at or before it), clamped to the lines.
    package func line(at position: CGFloat) -> Int {
        guard lineCount > 1, !position.isNaN else { return 0 }
        if position == .infinity { return lineCount - 1 }
        var low = 0
        var high = lineCount - 1
        // Binary search: about log2(N) steps.
        while low < high {
            let middle = (low + high + 1) / 2
            if offset(ofLine: middle) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first measured position whose line is at least `line`.
    private func lowerBound(_ line: Int) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < line { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
