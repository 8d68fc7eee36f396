// Golden-file comparison for text outputs (DOT now, lesson traces later): the
// file lives in __Snapshots__/<TestFile>/<name>.dot beside the test file.
// Records only when VIEWSIM_RECORD=1 (CI never sets it); a missing or different
// golden fails with what to do. Copy this file to reuse the pattern.
import Foundation
import XCTest

/// Fails when `text` differs from the golden file `named` of the calling test file.
///
/// `named` is the file name in `__Snapshots__/<TestFile>/`; `.dot` is added when
/// it has no extension. With `VIEWSIM_RECORD=1` in the environment the file is
/// written and the test fails with "recorded, re-run".
///
/// ```swift
/// assertGolden(ViewGraphDiagram.dot(snapshot: snap, frames: frames, title: "Tap"), named: "tapCounter")
/// // Golden file tapCounter.dot does not match the output.
/// //
/// //   @@ line 12 @@
/// //      n1 [label=…];
/// //   −  n2 [color="#333333"];
/// //   +  n2 [color="#BF9000"];
/// //
/// //   (Expected: −, Actual: +)
/// //
/// // To fix, …
/// ```
func assertGolden(_ text: String, named: String, file: StaticString = #filePath, line: UInt = #line) {
    let url = goldenURL(named: named, testFile: "\(file)")
    let record = ProcessInfo.processInfo.environment["VIEWSIM_RECORD"] == "1"
    if let failure = verifyGolden(text, at: url, record: record) {
        XCTFail(failure, file: file, line: line)
    }
}

/// Where the golden file `named` of the test file at `testFile` lives.
func goldenURL(named: String, testFile: String) -> URL {
    let test = URL(fileURLWithPath: testFile)
    let name = named.contains(".") ? named : named + ".dot"
    return test.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
        .appendingPathComponent(name)
}

/// Compares `text` with the file at `url`; nil when they are equal, else the
/// failure message. With `record`, writes the file instead and returns
/// "recorded, re-run".
func verifyGolden(_ text: String, at url: URL, record: Bool) -> String? {
    let name = url.lastPathComponent
    if record {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            return "Could not record the golden file \(name) at \(url.path): \(error)."
        }
        return """
            Golden file \(name): recorded, re-run.

              \(url.path)

            To fix, run the tests again without VIEWSIM_RECORD and commit the file after reviewing it.
            """
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        return """
            No golden file \(name).

              \(url.path)

            To fix, record it: VIEWSIM_RECORD=1 swift test --filter <this test>, then review the file and commit it.
            """
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return nil }
    return """
        Golden file \(name) does not match the output.

        \(goldenDiff(expected: expected, actual: text).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n"))

          (Expected: −, Actual: +)

        To fix, correct the code if the change is a bug; if it is intended, re-record with VIEWSIM_RECORD=1 swift test --filter <this test> and review the diff of \(url.path).
        """
}

/// A unified-style diff of two texts, line by line, with two lines of context
/// around each change; `−` marks expected lines, `+` actual ones.
func goldenDiff(expected: String, actual: String, context: Int = 2) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let difference = new.difference(from: old)
    var removed = Set<Int>(), inserted = Set<Int>()
    for change in difference {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    // Walk both texts together: (marker, line, line number in the expected text).
    var lines: [(marker: Character, text: String, expectedLine: Int)] = []
    var i = 0, j = 0
    while i < old.count || j < new.count {
        if i < old.count, removed.contains(i) {
            lines.append(("−", old[i], i + 1)); i += 1
        } else if j < new.count, inserted.contains(j) {
            lines.append(("+", new[j], i + 1)); j += 1
        } else if i < old.count, j < new.count {
            lines.append((" ", old[i], i + 1)); i += 1; j += 1
        } else {
            break
        }
    }
    // Keep changed lines and their context, in hunks.
    let changed = lines.indices.filter { lines[$0].marker != " " }
    var keep = Set<Int>()
    for index in changed {
        for near in max(0, index - context)...min(lines.count - 1, index + context) { keep.insert(near) }
    }
    var output: [String] = []
    var previous: Int?
    for index in lines.indices where keep.contains(index) {
        if previous.map({ $0 + 1 != index }) ?? true { output.append("@@ line \(lines[index].expectedLine) @@") }
        let line = lines[index]
        output.append("\(line.marker)  \(line.text.isEmpty && line.marker != " " ? "(empty line)" : line.text)")
        previous = index
    }
    return output.joined(separator: "\n")
}
