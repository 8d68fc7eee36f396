// Models what a run (or one step of it) updated, in terms that compare between
// runs: per view (by its path of view types, not by node id), its body's runs
// and skips with their reasons and its attributes' animations; the diagnostics;
// and the frames each step processed. Read from a trace JSON document alone
// (docs/trace-json.md), so a file written by `viewsim trace --format json`
// gives the same summary as the simulation that wrote it; a baseline file is
// this summary as JSON (schema "viewsim.updates", version 1).
// Simplifies: what a view drew, its layout and its values are not summarized;
// nodes that share a path add up (ViewUpdates); a trace whose recording policy
// dropped frames is summarized from the frames it kept, and says so.
import Foundation

/// What a run, or one step of it, updated: the input of ``UpdateDifference``
/// (`viewsim diff`) and of `assertUpdates(_:matchBaseline:)`.
///
/// ```swift
/// let run = try LessonCatalog.lesson(id: "lesson1")!.run()
/// let before = try UpdateSummary(trace: run.trace, step: 1)
/// let after = try UpdateSummary(trace: run.trace, step: 3)
/// print(UpdateDifference(before, after).text())
/// // ContentView › ManyFaces › TimelineView › SubView
/// //   body runs     0 → 5
/// //   reason @self  0 → 5
/// //   …
/// ```
public struct UpdateSummary: Sendable {
    /// The version of the baseline JSON ``json()`` writes (schema `viewsim.updates`).
    public static let jsonSchemaVersion = 1

    /// What was summarized, for headings (`lesson1, step 1`); not compared.
    public var source: String
    /// The steps summarized, with the frames each processed (read them through ``json()``).
    package let steps: [StepFrames]
    /// The views that ran, skipped or animated, ordered by path.
    package let views: [ViewUpdates]
    /// The diagnostics reported, ordered by kind, path and message.
    package let diagnostics: [DiagnosticCount]
    /// How many frames the recording policy dropped in the summarized steps (their
    /// updates are not counted; 0 with the default policy).
    package let droppedFrames: Int

    /// All frames the summarized steps processed.
    public var frames: Int { steps.reduce(0) { $0 + $1.frames } }

    package init(
        source: String, steps: [StepFrames], views: [ViewUpdates], diagnostics: [DiagnosticCount], droppedFrames: Int
    ) {
        self.source = source
        self.steps = steps
        self.views = views
        self.diagnostics = diagnostics
        self.droppedFrames = droppedFrames
    }

    /// The summary of `trace`, or of its step `step`.
    ///
    /// ```swift
    /// let summary = try UpdateSummary(trace: sim.trace)
    /// summary.json()  // {"schema":"viewsim.updates",…"views":[{"path":"ContentView",…
    /// ```
    ///
    /// - Throws: ``UpdateSummaryError`` when `step` is not a step of the trace.
    public init(trace: Trace, step: Int? = nil, source: String = "the simulation") throws {
        // The whole run's JSON: the insertions of every step give the views' paths.
        try self.init(traceJSON: Data(trace.json().utf8), step: step, source: source)
    }

    /// The summary of a trace JSON document (`viewsim trace <lesson> --format json`,
    /// `trace.json()`), or of its step `step`.
    ///
    /// ```swift
    /// let summary = try UpdateSummary(traceJSON: Data(contentsOf: url), step: 3, source: "after.json")
    /// ```
    ///
    /// - Throws: ``UpdateSummaryError`` saying what is wrong with the document, or
    ///   that `step` is not one of its steps.
    public init(traceJSON data: Data, step: Int? = nil, source: String) throws {
        let document = try TraceDocument.decode(data, source: source)
        if let step, !document.steps.contains(where: { $0.index == step }) {
            let held = document.steps.map { String($0.index) }
            throw UpdateSummaryError(
                held.count == 1 && document.step != nil
                    ? "\(source) holds only step \(held[0]) (it was exported with --step \(held[0])), not step \(step). Export the whole run, or drop the step."
                    : "step \(step) is out of range: \(source) has steps \(held.first ?? "none") to \(held.last ?? "none")."
            )
        }
        self = UpdateSummaryBuilder(document: document).summary(step: step, source: source)
    }
}
