// Golden-file comparison for the lessons' trace text: the expected output lives
// in __Snapshots__/ beside this file (found via #filePath) and is compared byte
// for byte. VIEWSIM_RECORD=1 writes it instead (and fails, asking for a re-run).
// Simplifies: the diff in a failure message is a plain LCS line diff.
import Foundation
import XCTest

/// Compares text with golden files kept beside the tests.
enum GoldenFile {
    /// The folder of golden files: `Tests/ViewSimLessonsTests/__Snapshots__`.
    static func directory(filePath: StaticString = #filePath) -> URL {
        URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
    }

    /// Whether this run records golden files instead of comparing with them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["VIEWSIM_RECORD"] == "1" }

    /// Fails unless `actual` equals the golden file `name` byte for byte.
    ///
    /// With `VIEWSIM_RECORD=1` in the environment, writes `actual` to the file
    /// and fails with "recorded, re-run", so that a recording run never passes.
    static func assertMatches(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = directory().appendingPathComponent(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                XCTFail("Recorded \(url.path); re-run without VIEWSIM_RECORD to compare.", file: file, line: line)
            } catch {
                XCTFail("Could not record \(url.path): \(error)", file: file, line: line)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("""
                No golden file at \(url.path).
                Record it with: VIEWSIM_RECORD=1 swift test --filter ViewSimLessonsTests
                then read it, and re-run without VIEWSIM_RECORD.
                """, file: file, line: line)
            return
        }
        guard let expected = String(data: data, encoding: .utf8) else {
            XCTFail("The golden file \(url.path) is not UTF-8.", file: file, line: line)
            return
        }
        if expected == actual { return }
        XCTFail("""
            The trace differs from the golden file \(url.path)
            (- golden, + actual; re-record with VIEWSIM_RECORD=1 if the change is intended):
            \(lineDiff(expected: expected, actual: actual))
            """, file: file, line: line)
    }

    /// A unified-style diff of two texts, by lines, with `context` lines around
    /// each change and at most `limit` lines in all.
    static func lineDiff(expected: String, actual: String, context: Int = 3, limit: Int = 120) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = diff(old, new)
        guard edits.contains(where: { $0.kind != .same }) else {
            return "(the texts differ only in bytes that do not show as lines, such as line endings)"
        }
        // Group edits into hunks with `context` unchanged lines around changes.
        var keep = [Bool](repeating: false, count: edits.count)
        for (index, edit) in edits.enumerated() where edit.kind != .same {
            for near in max(0, index - context)...min(edits.count - 1, index + context) { keep[near] = true }
        }
        var output: [String] = []
        var index = 0
        while index < edits.count {
            guard keep[index] else { index += 1; continue }
            var end = index
            while end < edits.count, keep[end] { end += 1 }
            let hunk = edits[index..<end]
            let oldBefore = edits[..<index].filter { $0.kind != .added }.count
            let newBefore = edits[..<index].filter { $0.kind != .removed }.count
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            // As in unified diffs, an empty range names the line before it.
            let oldStart = oldBefore + (oldCount > 0 ? 1 : 0)
            let newStart = newBefore + (newCount > 0 ? 1 : 0)
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for edit in hunk {
                switch edit.kind {
                case .same: output.append("  " + edit.text)
                case .removed: output.append("- " + edit.text)
                case .added: output.append("+ " + edit.text)
                }
            }
            index = end
        }
        if output.count > limit {
            return (output.prefix(limit) + ["… (\(output.count - limit) more diff lines)"]).joined(separator: "\n")
        }
        return output.joined(separator: "\n")
    }

    struct Edit {
        enum Kind { case same, removed, added }
        let kind: Kind
        let text: String
        let oldLine: Int?
        let newLine: Int?
    }

    /// The edits that turn `old` into `new`, from a longest common subsequence.
    static func diff(_ old: [String], _ new: [String]) -> [Edit] {
        // Trim the common prefix and suffix so the table stays small.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var edits: [Edit] = (0..<prefix).map { Edit(kind: .same, text: old[$0], oldLine: $0, newLine: $0) }
        if a.count * b.count > 4_000_000 {
            // Too large for a table: show the middle as removed, then added.
            edits += a.enumerated().map { Edit(kind: .removed, text: $0.element, oldLine: prefix + $0.offset, newLine: nil) }
            edits += b.enumerated().map { Edit(kind: .added, text: $0.element, oldLine: nil, newLine: prefix + $0.offset) }
        } else {
            var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    edits.append(Edit(kind: .same, text: a[i], oldLine: prefix + i, newLine: prefix + j))
                    i += 1; j += 1
                } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                    edits.append(Edit(kind: .removed, text: a[i], oldLine: prefix + i, newLine: nil))
                    i += 1
                } else {
                    edits.append(Edit(kind: .added, text: b[j], oldLine: nil, newLine: prefix + j))
                    j += 1
                }
            }
        }
        let oldTail = old.count - suffix, newTail = new.count - suffix
        edits += (0..<suffix).map { Edit(kind: .same, text: old[oldTail + $0], oldLine: oldTail + $0, newLine: newTail + $0) }
        return edits
    }
}
