// Models the difference of two update summaries (`viewsim diff A B`, a failed
// baseline): per view, matched by its path of view types from the root (node
// ids differ between runs), the counts of body runs, skips, their reasons and
// animations that differ; the diagnostics that appear, vanish or change count;
// and the frames (in all, and step by step, paired in order) that differ. As
// text (aligned, "no differences" when none) and as JSON (schema
// "viewsim.diff", version 1).
// Simplifies: counts only: which frames the updates happened in, and what they
// drew, are not compared (compare the traces or the renders for that).

/// How two runs, or two steps, updated differently.
///
/// ```swift
/// let run = try LessonCatalog.lesson(id: "lesson1")!.run()
/// let difference = UpdateDifference(
///     try UpdateSummary(trace: run.trace, step: 1), try UpdateSummary(trace: run.trace, step: 3))
/// difference.isEmpty  // false
/// print(difference.text())
/// // ContentView › ManyFaces › TimelineView › SubView
/// //   body runs   0 → 5
/// //   reason @self  0 → 5
/// ```
public struct UpdateDifference: Sendable {
    /// The version of the JSON ``json()`` writes (schema `viewsim.diff`).
    public static let jsonSchemaVersion = 1

    public let a: UpdateSummary
    public let b: UpdateSummary
    /// The frame counts that differ: `frames` in all, then each step's, paired in order.
    package let frames: [DifferenceRow]
    /// The views whose counts differ, by path.
    package let views: [ViewDifference]
    /// The diagnostics whose count differs (0 on one side: it appeared or vanished).
    package let diagnostics: [DifferenceRow]

    /// Whether the two summaries are the same (their sources aside).
    public var isEmpty: Bool { frames.isEmpty && views.isEmpty && diagnostics.isEmpty }

    /// The difference from `a` to `b`.
    public init(_ a: UpdateSummary, _ b: UpdateSummary) {
        self.a = a
        self.b = b
        var frames: [DifferenceRow] = []
        if a.frames != b.frames { frames.append(DifferenceRow(what: "frames", a: a.frames, b: b.frames)) }
        for position in 0..<max(a.steps.count, b.steps.count) {
            let left = position < a.steps.count ? a.steps[position] : nil
            let right = position < b.steps.count ? b.steps[position] : nil
            guard left?.frames != right?.frames else { continue }
            let indices = [left?.index, right?.index].compactMap { $0 }
            let what =
                Set(indices).count == 1
                ? "frames of step \(indices[0])"
                : "frames of step \(Self.step(left?.index)) / \(Self.step(right?.index))"
            frames.append(DifferenceRow(what: what, a: left?.frames, b: right?.frames))
        }
        if a.droppedFrames != b.droppedFrames {
            frames.append(
                DifferenceRow(what: "frames dropped by the recording policy", a: a.droppedFrames, b: b.droppedFrames))
        }
        self.frames = frames

        let left = Dictionary(a.views.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let right = Dictionary(b.views.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        views = Set(left.keys).union(right.keys).sorted().compactMap { path in
            let rows = ViewDifference.rows(left[path], right[path])
            guard !rows.isEmpty else { return nil }
            let presence: ViewDifference.Presence = left[path] == nil ? .onlyInB : right[path] == nil ? .onlyInA : .both
            return ViewDifference(path: path, presence: presence, rows: rows)
        }

        let leftDiagnostics = Dictionary(a.diagnostics.map { ($0.description, $0.count) }, uniquingKeysWith: +)
        let rightDiagnostics = Dictionary(b.diagnostics.map { ($0.description, $0.count) }, uniquingKeysWith: +)
        diagnostics = Set(leftDiagnostics.keys).union(rightDiagnostics.keys).sorted().compactMap { key in
            let countA = leftDiagnostics[key] ?? 0
            let countB = rightDiagnostics[key] ?? 0
            return countA == countB ? nil : DifferenceRow(what: key, a: countA, b: countB)
        }
    }

    private static func step(_ index: Int?) -> String { index.map(String.init) ?? "—" }

    /// How views are matched, in one sentence (the text and the HTML page say it).
    public static let matchingNote =
        "Views are matched by their path of view types from the root (ContentView › Row), not by node id; views that share a path add up."

    /// The difference as text: what A and B are, then each view that differs with
    /// its counts (`body runs  0 → 5`), the diagnostics and the frames; "No
    /// differences" when there are none. Lines longer than `width` columns put
    /// their counts on the next line.
    ///
    /// ```text
    /// A: lesson1, step 1 · “A second of updates without the fix” · 55 frames
    /// B: lesson1, step 3 · “A second of updates with the fix” · 55 frames
    ///
    /// ContentView › ManyFaces › TimelineView › SubView
    ///   body runs     0 → 5
    ///   reason @self  0 → 5
    /// ```
    public func text(width: Int = 100) -> String {
        func wrapped(_ text: String, first: String = "", rest: String = "  ") -> [String] {
            LineWrapping.wrap(text, width: width, first: first, rest: rest, cutsLongWords: false)
        }
        var lines =
            wrapped("A: \(a.source) · \(Self.stepsText(a)) · \(Self.plural(a.frames, "frame"))")
            + wrapped("B: \(b.source) · \(Self.stepsText(b)) · \(Self.plural(b.frames, "frame"))")
        for summary in [a, b] where summary.droppedFrames > 0 {
            lines += wrapped(
                "Note: \(summary.source) dropped \(Self.plural(summary.droppedFrames, "frame")) (its recording policy); their updates are not counted."
            )
        }
        lines.append("")
        guard !isEmpty else {
            lines += wrapped(
                "No differences: the same views ran, skipped and animated the same number of times, for the same reasons, with the same diagnostics and frames."
            )
            return lines.joined(separator: "\n") + "\n"
        }
        let allRows = views.flatMap(\.rows) + diagnostics + frames
        let countWidth = allRows.map { DifferenceRow.text($0.a).count }.max() ?? 1
        // The counts line up after the longest `what` that fits in 40 columns; longer ones wrap above them.
        let whatWidth = allRows.map { LineWrapping.columns(of: $0.what) }.filter { $0 <= 40 }.max() ?? 0
        func row(_ row: DifferenceRow) -> [String] {
            let counts =
                String(repeating: " ", count: countWidth - DifferenceRow.text(row.a).count) + DifferenceRow.text(row.a)
                + " → " + DifferenceRow.text(row.b)
            let columns = LineWrapping.columns(of: row.what)
            if columns > whatWidth {
                return wrapped(row.what, first: "  ", rest: "    ")
                    + [String(repeating: " ", count: whatWidth + 4) + counts]
            }
            return ["  " + row.what + String(repeating: " ", count: whatWidth - columns + 2) + counts]
        }
        for view in views {
            let presence =
                switch view.presence {
                case .both: ""
                case .onlyInA: "  (only in A)"
                case .onlyInB: "  (only in B)"
                }
            lines += wrapped(view.path + presence)
            lines += view.rows.flatMap(row)
        }
        if !diagnostics.isEmpty {
            if !views.isEmpty { lines.append("") }
            lines.append("Diagnostics")
            lines += diagnostics.flatMap(row)
        }
        if !frames.isEmpty {
            if !views.isEmpty || !diagnostics.isEmpty { lines.append("") }
            lines.append("Frames")
            lines += frames.flatMap(row)
        }
        lines.append("")
        let same = Set(a.views.map(\.path)).union(b.views.map(\.path)).count - views.count
        var parts = [
            "\(Self.plural(views.count, "view")) \(views.count == 1 ? "differs" : "differ") (\(same) the same)"
        ]
        if !diagnostics.isEmpty {
            parts.append("\(Self.plural(diagnostics.count, "diagnostic")) differ\(diagnostics.count == 1 ? "s" : "")")
        }
        if !frames.isEmpty { parts.append("the frames differ") }
        lines += wrapped(parts.joined(separator: "; ") + ". " + Self.matchingNote, rest: "")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The steps of a summary: `“A second of updates”` for one, `steps 0–4`, or `no steps`.
    package static func stepsText(_ summary: UpdateSummary) -> String {
        guard let first = summary.steps.first, let last = summary.steps.last else { return "no steps" }
        if summary.steps.count == 1 { return "“\(first.title)”" }
        return "steps \(first.index)–\(last.index)"
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// The difference as JSON, one line (schema `viewsim.diff`, version 1):
    /// `equal`, `a` and `b` (`source`, `steps` with their `index`, `title` and `frames`, `frames`, `droppedFrames`), `matching` (how views are
    /// matched), then `views` (`path`, `presence`: `both`, `onlyInA`, `onlyInB`,
    /// and `rows`), `diagnostics` and `frames`; each row is `{what, a, b}`, a
    /// count or null for a step a side does not have.
    ///
    /// ```swift
    /// difference.json()
    /// // {"schema":"viewsim.diff","version":1,"equal":false,"a":{"source":"lesson1, step 1","frames":66},…
    /// ```
    public func json() -> String {
        var writer = JSONWriter()
        func rows(_ rows: [DifferenceRow]) {
            writer.beginArray()
            for row in rows {
                writer.beginObject()
                writer.key("what")
                writer.string(row.what)
                writer.key("a")
                writer.integer(row.a)
                writer.key("b")
                writer.integer(row.b)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.beginObject()
        writer.key("schema")
        writer.string("viewsim.diff")
        writer.key("version")
        writer.integer(Self.jsonSchemaVersion)
        writer.key("equal")
        writer.bool(isEmpty)
        for (name, summary) in [("a", a), ("b", b)] {
            writer.key(name)
            writer.beginObject()
            writer.key("source")
            writer.string(summary.source)
            writer.key("steps")
            writer.beginArray()
            for step in summary.steps {
                writer.beginObject()
                writer.key("index")
                writer.integer(step.index)
                writer.key("title")
                writer.string(step.title)
                writer.key("frames")
                writer.integer(step.frames)
                writer.endObject()
            }
            writer.endArray()
            writer.key("frames")
            writer.integer(summary.frames)
            writer.key("droppedFrames")
            writer.integer(summary.droppedFrames)
            writer.endObject()
        }
        writer.key("matching")
        writer.string(Self.matchingNote)
        writer.key("views")
        writer.beginArray()
        for view in views {
            writer.beginObject()
            writer.key("path")
            writer.string(view.path)
            writer.key("presence")
            writer.string(view.presence.rawValue)
            writer.key("rows")
            rows(view.rows)
            writer.endObject()
        }
        writer.endArray()
        writer.key("diagnostics")
        rows(diagnostics)
        writer.key("frames")
        rows(frames)
        writer.endObject()
        return writer.text + "\n"
    }
}
