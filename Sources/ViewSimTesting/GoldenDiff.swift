// The line diff that golden-file failures show: unified-style hunks with a few
// lines of context, the first differences only.
// Simplifies: lines are compared whole (no word diff); the edit script is
// Swift's `CollectionDifference` (Myers), which may pair lines differently from
// `diff -u` on texts with many equal lines.

/// A unified-style diff of two texts, line by line: hunks headed
/// `@@ -old,count +new,count @@`, `-` for golden lines, `+` for output lines,
/// `context` unchanged lines around each change, and at most `limit` lines
/// (then `… N more diff lines`).
///
/// ```swift
/// goldenDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\n")
/// // @@ -1,3 +1,3 @@
/// //   a
/// // - b
/// // + B
/// //   c
/// ```
public func goldenDiff(expected: String, actual: String, context: Int = 3, limit: Int = 80) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in new.difference(from: old) {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    guard !removed.isEmpty || !inserted.isEmpty else {
        return "(the texts differ only in bytes that do not show as lines, such as line endings)"
    }
    // Both texts walked together: marker, text, and the line's index in each text.
    struct Line {
        let marker: Character
        let text: String
        let old: Int
        let new: Int
    }
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
        if i < old.count, removed.contains(i) {
            lines.append(Line(marker: "-", text: old[i], old: i, new: j))
            i += 1
        } else if j < new.count, inserted.contains(j) {
            lines.append(Line(marker: "+", text: new[j], old: i, new: j))
            j += 1
        } else if i < old.count, j < new.count {
            lines.append(Line(marker: " ", text: old[i], old: i, new: j))
            i += 1
            j += 1
        } else {
            break
        }
    }
    var keep = [Bool](repeating: false, count: lines.count)
    for index in lines.indices where lines[index].marker != " " {
        for near in max(0, index - context)...min(lines.count - 1, index + context) { keep[near] = true }
    }
    var output: [String] = []
    var index = 0
    while index < lines.count {
        guard keep[index] else {
            index += 1
            continue
        }
        var end = index
        while end < lines.count, keep[end] { end += 1 }
        let hunk = lines[index..<end]
        let oldCount = hunk.filter { $0.marker != "+" }.count
        let newCount = hunk.filter { $0.marker != "-" }.count
        // As in unified diffs, an empty range names the line before it.
        let oldStart = lines[index].old + (oldCount > 0 ? 1 : 0)
        let newStart = lines[index].new + (newCount > 0 ? 1 : 0)
        output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
        for line in hunk {
            let text = line.text.isEmpty && line.marker != " " ? "(empty line)" : line.text
            output.append("\(line.marker) \(text)")
        }
        index = end
    }
    if output.count > limit {
        return (output.prefix(limit) + ["… \(output.count - limit) more diff lines"]).joined(separator: "\n")
    }
    return output.joined(separator: "\n")
}
