// Builds the failure messages of every ViewSimTesting check, in one shape: a
// headline; a blank line; expected vs actual, indented, with the legend
// "(Expected: −, Actual: +)"; what actually ran; "To fix, …".
// Simplifies: the diff is a plain longest-common-subsequence diff of lines.

/// A failure message under construction.
struct FailureMessage {
    var headline: String
    /// Lines of the expected/actual comparison, already prefixed with "− ", "+ " or "  ".
    var comparison: [String] = []
    /// A title such as "What ran in step 1 ("tap")" and its lines.
    var sections: [(title: String, lines: [String])] = []
    var fix: String

    init(headline: String, fix: String) {
        self.headline = headline
        self.fix = fix
    }

    /// Compares two lists of lines: common lines plain, the rest marked − and +.
    mutating func diff(expected: [String], actual: [String]) {
        comparison = lineDiff(expected: expected, actual: actual)
    }

    mutating func section(_ title: String, _ lines: [String]) {
        sections.append((title, lines.isEmpty ? ["(nothing)"] : lines))
    }

    var text: String {
        var parts: [String] = [headline]
        if !comparison.isEmpty {
            parts.append((comparison.map { "  " + $0 } + ["", "  (Expected: −, Actual: +)"]).joined(separator: "\n"))
        }
        for section in sections {
            parts.append(([section.title + ":"] + section.lines.map { "  " + $0 }).joined(separator: "\n"))
        }
        parts.append("To fix, " + fix)
        return parts.joined(separator: "\n\n")
    }
}

/// A line diff: "  " for lines in both, "− " for expected only, "+ " for actual only.
func lineDiff(expected: [String], actual: [String]) -> [String] {
    let n = expected.count
    let m = actual.count
    // lengths[i][j]: longest common subsequence of expected[i...] and actual[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            lengths[i][j] =
                expected[i] == actual[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
    }
    var result: [String] = []
    var i = 0
    var j = 0
    while i < n || j < m {
        if i < n, j < m, expected[i] == actual[j] {
            result.append("  " + expected[i])
            i += 1
            j += 1
        } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
            result.append("− " + expected[i])
            i += 1
        } else {
            result.append("+ " + actual[j])
            j += 1
        }
    }
    return result
}

/// "1 time", "2 times".
func times(_ count: Int) -> String { count == 1 ? "1 time" : "\(count) times" }

/// "1 evaluation", "2 evaluations".
func plural(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }
