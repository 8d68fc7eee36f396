// An update summary as a baseline file: JSON (schema "viewsim.updates",
// version 1) with one view a line, so a baseline's change reads well in a
// code review; and reading a file that is either a baseline or a trace.
// Simplifies: the summary's `source` is not written (the file is the source).
import Foundation

extension UpdateSummary {
    /// The summary as a baseline file: JSON, one view (and one diagnostic) a line,
    /// keys in a fixed order, the same bytes in every process.
    ///
    /// ```swift
    /// try UpdateSummary(trace: sim.trace).json()
    /// // {"schema":"viewsim.updates","version":1,"droppedFrames":0,
    /// // "steps":[{"index":0,"title":"appear","frames":1}],
    /// // "views":[
    /// // {"path":"ContentView","nodes":1,"bodyRuns":1,"runReasons":[{"name":"@self","count":1}],…},
    /// // …
    /// ```
    public func json() -> String {
        func line(_ write: (inout JSONWriter) -> Void) -> String {
            var writer = JSONWriter()
            write(&writer)
            return writer.text
        }
        func tallies(_ tallies: [UpdateTally], _ writer: inout JSONWriter) {
            writer.beginArray()
            for tally in tallies {
                writer.beginObject()
                writer.key("name")
                writer.string(tally.name)
                writer.key("count")
                writer.integer(tally.count)
                writer.endObject()
            }
            writer.endArray()
        }
        let stepsLine = line { writer in
            writer.beginArray()
            for step in self.steps {
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
        }
        let viewLines = self.views.map { view in
            line { writer in
                writer.beginObject()
                writer.key("path")
                writer.string(view.path)
                writer.key("nodes")
                writer.integer(view.nodes)
                writer.key("bodyRuns")
                writer.integer(view.bodyRuns)
                writer.key("runReasons")
                tallies(view.runReasons, &writer)
                writer.key("bodySkips")
                writer.integer(view.bodySkips)
                writer.key("skipReasons")
                tallies(view.skipReasons, &writer)
                writer.key("animations")
                writer.beginArray()
                for animation in view.animations {
                    writer.beginObject()
                    writer.key("attribute")
                    writer.string(animation.attribute)
                    writer.key("phase")
                    writer.string(animation.phase)
                    writer.key("curve")
                    writer.string(animation.curve)
                    writer.key("origin")
                    writer.string(animation.origin)
                    writer.key("duration")
                    if let duration = animation.duration { writer.number(duration) } else { writer.null() }
                    writer.key("count")
                    writer.integer(animation.count)
                    writer.endObject()
                }
                writer.endArray()
                writer.endObject()
            }
        }
        let diagnosticLines = self.diagnostics.map { diagnostic in
            line { writer in
                writer.beginObject()
                writer.key("kind")
                writer.string(diagnostic.kind)
                writer.key("message")
                writer.string(diagnostic.message)
                writer.key("path")
                writer.string(diagnostic.path)
                writer.key("count")
                writer.integer(diagnostic.count)
                writer.endObject()
            }
        }
        func list(_ lines: [String]) -> String {
            lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n]"
        }
        return """
            {"schema":"viewsim.updates","version":\(Self.jsonSchemaVersion),"droppedFrames":\(droppedFrames),
            "steps":\(stepsLine),
            "views":\(list(viewLines)),
            "diagnostics":\(list(diagnosticLines))}

            """
    }

    /// A summary read from `data`: a baseline file (``json()``, schema
    /// `viewsim.updates`) or a trace (schema `viewsim.trace`, then only `step`
    /// of it when given; a baseline has no steps to choose from).
    ///
    /// ```swift
    /// let baseline = try UpdateSummary(json: Data(contentsOf: url), source: "checkout.json")
    /// ```
    ///
    /// - Throws: ``UpdateSummaryError`` saying what is wrong with the file.
    public init(json data: Data, step: Int? = nil, source: String) throws {
        struct Header: Decodable {
            let schema: String?
        }
        let schema = (try? JSONDecoder().decode(Header.self, from: data))?.schema
        guard schema == "viewsim.updates" else {
            try self.init(traceJSON: data, step: step, source: source)
            return
        }
        if let step {
            throw UpdateSummaryError(
                "\(source) is a baseline (an update summary), which has no steps to choose from; drop the step (:\(step)), or diff a trace."
            )
        }
        struct Baseline: Decodable {
            let version: Int
            let droppedFrames: Int
            let steps: [StepFrames]
            let views: [ViewUpdates]
            let diagnostics: [DiagnosticCount]
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw UpdateSummaryError(
                "\(source) is not a complete baseline: \(TraceDocument.path(context.codingPath + [key])) is missing. Record it again (VIEWSIM_RECORD=all)."
            )
        } catch {
            throw UpdateSummaryError(
                "\(source) is not a valid baseline (\(error)). Record it again (VIEWSIM_RECORD=all), or restore it from version control."
            )
        }
        guard baseline.version == Self.jsonSchemaVersion else {
            throw UpdateSummaryError(
                "\(source) is a baseline of version \(baseline.version); this viewsim reads version \(Self.jsonSchemaVersion). Record it again (VIEWSIM_RECORD=all)."
            )
        }
        self.init(
            source: source, steps: baseline.steps, views: baseline.views, diagnostics: baseline.diagnostics,
            droppedFrames: baseline.droppedFrames)
    }
}
