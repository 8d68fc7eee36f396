// The HTML report of one run (`viewsim report`, and report.html in `viewsim run`'s
// folder): one self-contained page with the steps (narrative, code, what happened),
// the claims ✓/✗, each step's view-graph SVG inline, and the run's trace as folded
// JSON (schema viewsim.trace.folded, docs/trace-json.md: a run of frames that
// repeat an earlier frame's events is one record, so 40,000 animating frames fit
// the 5 MB budget) in a `<script type="application/json">` element, which the
// page's script reads to show any frame: its cause tree, its diagnostics, the
// animated values and the nodes that were active in it.
// Each step's graph has a toggle (a checkbox and CSS, no script) that shows the step's
// attribute graph instead (AttributeGraphDiagram), or why it is not drawn.
// When the run recorded display lists, the page also holds each picture the screen
// showed (ReportPictures: SVG or PNG, each stored once, with the frames it was on
// screen), each step's filmstrip and, behind a toggle, its update filmstrip: the
// step's frames in which a body ran, with a box around each view that ran
// (UpdateOverlay, as `viewsim render --overlay updates` draws them).
// Simplifies: the graph drawn for a frame is its step's graph at the end of the
// step; a step whose picture changes very often keeps an even selection of its
// pictures (the page says so); nothing is fetched, so the file opens from disk.
import Foundation
import ViewSim
import ViewSimGraphviz
import ViewSimRendering

/// A run as one HTML page.
///
/// ```swift
/// let recording = try ScenarioRunner.record(scenario)
/// let page = try ReportPage(run: recording.run, snapshots: recording.snapshots, for: "report.html")
/// try OutputFile.write(Array(page.html().utf8), to: "report.html")
/// ```
package struct ReportPage {
    /// The scenario whose run the page shows.
    package let scenario: Scenario
    /// The whole run's trace as folded JSON (`Trace.json(foldingRepeatedFramesAt:)`),
    /// embedded as it is.
    package let traceJSON: String
    /// Each claim with whether it held.
    package let claimResults: [ClaimResult]
    /// `summaries[k]`: step k's "What happened" lines (`Trace.summary(step:)`).
    package let summaries: [[String]]
    /// `tasks[k]`: what step k's Swift tasks did (its "Tasks" section), when known.
    package let tasks: [StepTasks]
    /// `graphs[k]`: step k's view-graph SVG (without its XML prolog), or nil.
    package let graphs: [String?]
    /// `attributeGraphs[k]`: step k's attribute graph as HTML (its SVG, or a paragraph saying
    /// why it is not drawn and the command that draws part of it), or nil for no toggle.
    package let attributeGraphs: [String?]
    /// `filmstrips[k]`: step k's filmstrip as PNG bytes (as step<k>-frames.png), or nil.
    package let filmstrips: [[UInt8]?]
    /// `updateFilmstrips[k]`: step k's frames in which a body ran, with update overlays, as PNG
    /// bytes; empty bytes when no body ran in the step; nil when not drawn.
    package let updateFilmstrips: [[UInt8]?]
    /// What the screen showed in each frame, when the run recorded display lists.
    package let pictures: ReportPictures
    /// The last frame of the run: the scrubber goes from 0 to it.
    package let lastFrame: Int
    /// Frames per second, for the time of frames in which nothing happened.
    package let framesPerSecond: Int
    /// Each step's answers to "why?" per node (`ReportWhy`), shown on a click on a graph's node
    /// or an animated value's row.
    package let whyJSON: String
    /// The answers of a page without any (a page built from its parts).
    package static let noWhy = #"{"steps":[],"complete":true}"#

    /// The most bytes a page should take (issue 13: a long run's page stays within 5 MB);
    /// the pictures get what the rest of the page leaves of it, at most their own budget.
    package static let sizeBudget = 5_000_000
    /// Bytes of the budget kept free of pictures, for the pictures' JSON around them.
    static let pictureMargin = 50_000
    /// The most bytes the steps' attribute graphs take together (an SVG of 600 attributes is
    /// about 700 KB), and at most half of what the page leaves of its budget, so pictures keep
    /// the rest: the steps in order, until one does not fit; the others say how to draw theirs.
    static let attributeGraphBudget = 800_000

    /// What to tell the user when a page of `bytes` bytes is over `sizeBudget`, or nil.
    ///
    /// viewsim's model: the page never drops frames to fit; a long run whose frames
    /// differ in more than their values can pass the budget, and the message says so.
    package func sizeNote(bytes: Int) -> String? {
        guard bytes > Self.sizeBudget else { return nil }
        let megabytes = { (count: Int) in String(format: "%.1f MB", Double(count) / 1_000_000) }
        return "note: the page is \(megabytes(bytes)), over the \(megabytes(Self.sizeBudget)) a report aims at; "
            + "the trace is \(megabytes(traceJSON.utf8.count)) of it (\(lastFrame + 1) frames whose events differ in more than "
            + "their values). A browser may open it slowly; every frame is still on the page."
    }

    /// The page's parts, as given.
    package init(
        scenario: Scenario, traceJSON: String, claimResults: [ClaimResult], summaries: [[String]],
        graphs: [String?], attributeGraphs: [String?] = [], filmstrips: [[UInt8]?] = [],
        updateFilmstrips: [[UInt8]?] = [], pictures: ReportPictures = ReportPictures(), tasks: [StepTasks] = [],
        lastFrame: Int, framesPerSecond: Int, whyJSON: String = ReportPage.noWhy
    ) {
        self.scenario = scenario
        self.whyJSON = whyJSON
        self.attributeGraphs = attributeGraphs
        self.tasks = tasks
        self.traceJSON = traceJSON
        self.claimResults = claimResults
        self.summaries = summaries
        self.graphs = graphs
        self.filmstrips = filmstrips
        self.updateFilmstrips = updateFilmstrips
        self.pictures = pictures
        self.lastFrame = lastFrame
        self.framesPerSecond = framesPerSecond
    }

    /// The page of `run`, with each step's view graph drawn from `snapshots[k]`
    /// (the graph at the end of step k) and that step's activity marked, as
    /// `run` draws step<k>-view-graph.svg, and, when the run recorded display lists,
    /// each step's filmstrip.
    ///
    /// - Parameter path: the file the page is for, named in an error.
    /// - Throws: a CLIError when Graphviz cannot draw a graph or cairo a filmstrip.
    /// The most points (pixels: the report draws at scale 1) a step's filmstrip is wide: about the story column's width.
    static let filmstripWidth = 640.0

    ///
    /// - Parameter viewGraphs: step k's view-graph SVG as `run` already drew it from the same
    ///   snapshot, frames and title (step<k>-view-graph.svg), by step: used as it is rather than
    ///   drawn again, when the recording dropped no frame (so the step's frames are the ones it
    ///   was drawn from).
    package init(
        run: ScenarioRun, snapshots: [GraphSnapshot], viewGraphs: [Int: [UInt8]] = [:], for path: String
    ) throws {
        let trace = run.trace
        let drawnGraphs = trace.dropped.frames == 0 ? viewGraphs : [:]
        let scenario = run.scenario
        var graphs: [String?] = []
        var attributeGraphs: [String?] = []
        var filmstrips: [[UInt8]?] = []
        var updateFilmstrips: [[UInt8]?] = []
        let renderer = DisplayListRenderer(scale: 1)
        let overlay = run.simulation.configuration.recordsDisplayLists ? UpdateOverlay(run.simulation) : nil
        for (index, step) in scenario.steps.enumerated() {
            if run.simulation.configuration.recordsDisplayLists {
                let frames = try StepFrames.filmstrip(of: index, in: run.simulation)
                // As narrow as the page's story column, so the labels are not scaled down by the browser.
                let strip = Filmstrip(frames: frames, maximumWidth: ReportPage.filmstripWidth)
                filmstrips.append(try RenderFile.bytes(strip.png(with: renderer), for: path))
            }
            if let overlay {
                let frames = try StepFrames.updates(of: index, in: run.simulation, overlay: overlay)
                let strip = Filmstrip(frames: frames, maximumWidth: ReportPage.filmstripWidth)
                updateFilmstrips.append(
                    frames.isEmpty ? [] : try RenderFile.bytes(strip.png(with: renderer), for: path))
            }
            guard snapshots.indices.contains(index) else {
                graphs.append(nil)
                attributeGraphs.append(nil)
                continue
            }
            let svg: [UInt8]
            if let drawn = drawnGraphs[index] {
                svg = drawn
            } else {
                let title = "\(scenario.name) · step \(index): \(step.title)"
                let dot = ViewGraphDiagram.dot(
                    snapshot: snapshots[index], frames: trace.frames(inStep: index), title: title)
                svg = try DiagramFile.render(dot: dot, format: .svg, for: path)
            }
            graphs.append(Self.inlineSVG(String(decoding: svg, as: UTF8.self)))
        }
        let framesPerSecond = run.simulation.configuration.framesPerSecond
        let withoutAttributes = ReportPage(
            scenario: scenario, traceJSON: trace.json(foldingRepeatedFramesAt: framesPerSecond),
            claimResults: run.claimResults,
            summaries: scenario.steps.indices.map { trace.summary(step: $0) }, graphs: graphs, filmstrips: filmstrips,
            updateFilmstrips: updateFilmstrips, tasks: StepTasks.perStep(trace: trace, stepCount: scenario.steps.count),
            lastFrame: run.simulation.frame, framesPerSecond: framesPerSecond,
            whyJSON: ReportWhy.json(trace: trace, stepCount: scenario.steps.count))
        let left = Self.sizeBudget - withoutAttributes.html().utf8.count - Self.pictureMargin
        var attributeBudget = min(Self.attributeGraphBudget, max(0, left / 2))
        for index in scenario.steps.indices {
            guard snapshots.indices.contains(index), graphs.indices.contains(index), graphs[index] != nil else {
                attributeGraphs.append(nil)
                continue
            }
            let html =
                attributeBudget > 0
                ? try Self.attributeGraph(
                    of: index, snapshots: snapshots, frames: trace.frames(inStep: index),
                    title: "\(scenario.name) · step \(index): \(scenario.steps[index].title)", scenario: scenario.name,
                    for: path) : nil
            if let html, html.utf8.count <= attributeBudget {
                attributeGraphs.append(html)
                attributeBudget -= html.utf8.count
            } else {
                // Once one does not fit, the rest are not drawn (drawing costs as much as the page).
                attributeBudget = 0
                let command = "viewsim graph \(scenario.name) --at \(index) --attributes -o step\(index)-attributes.svg"
                attributeGraphs.append(
                    "<p class=\"hint\">The attribute graph of step \(index) is not embedded, so the page stays within "
                        + "\(Self.sizeBudget / 1_000_000) MB: <code>\(HTMLText.escape(command))</code> draws it.</p>")
            }
        }
        let withoutPictures = ReportPage(
            scenario: scenario, traceJSON: withoutAttributes.traceJSON, claimResults: run.claimResults,
            summaries: withoutAttributes.summaries, graphs: graphs, attributeGraphs: attributeGraphs,
            filmstrips: filmstrips, updateFilmstrips: updateFilmstrips, tasks: withoutAttributes.tasks,
            lastFrame: run.simulation.frame, framesPerSecond: framesPerSecond, whyJSON: withoutAttributes.whyJSON)
        // The pictures get what the page leaves of its budget, as base64 (4 bytes for 3)
        // with room for the JSON around them.
        let room = Self.sizeBudget - withoutPictures.html().utf8.count - Self.pictureMargin
        let pictures = try ReportPictures(
            simulation: run.simulation, byteBudget: min(ReportPictures.byteBudget, max(0, room) * 3 / 4), for: path)
        self.init(
            scenario: scenario, traceJSON: withoutPictures.traceJSON, claimResults: run.claimResults,
            summaries: withoutPictures.summaries, graphs: graphs, attributeGraphs: attributeGraphs,
            filmstrips: filmstrips, updateFilmstrips: updateFilmstrips, pictures: pictures,
            tasks: withoutPictures.tasks, lastFrame: run.simulation.frame, framesPerSecond: framesPerSecond,
            whyJSON: withoutPictures.whyJSON)
    }

    /// Step `index`'s attribute graph as HTML: its SVG, as `viewsim graph --attributes` draws
    /// it (sizes and positions compared with the step before), or, when it has more
    /// attributes than a diagram draws, a paragraph saying so with the command for a part.
    static func attributeGraph(
        of index: Int, snapshots: [GraphSnapshot], frames: [FrameRecord], title: String, scenario: String,
        for path: String
    ) throws -> String? {
        let graph: AttributeGraph
        do {
            graph = try AttributeGraph(
                snapshot: snapshots[index], frames: frames, previous: index > 0 ? snapshots[index - 1] : nil)
        } catch let error as AttributeGraphError {
            let command = "viewsim graph \(scenario) --at \(index) --attributes --view <name> --depth <n>"
            return "<p class=\"hint\">The attribute graph is not drawn here: \(HTMLText.escape("\(error)")) "
                + "<code>\(HTMLText.escape(command))</code> draws one view's subtree.</p>"
        }
        let svg = try DiagramFile.render(
            dot: AttributeGraphDiagram.dot(graph: graph, title: title), format: .svg, for: path)
        return inlineSVG(String(decoding: svg, as: UTF8.self))
    }

    /// Graphviz's SVG document as an element to put in HTML: from `<svg` on
    /// (no XML declaration, no doctype).
    static func inlineSVG(_ document: String) -> String? {
        guard let start = document.range(of: "<svg") else { return nil }
        return String(document[start.lowerBound...])
    }

    /// The page's HTML.
    package func html() -> String {
        var page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="viewsim">
            <title>\(HTMLText.escape("\(scenario.name) · \(scenario.title)")) · viewsim report</title>
            <style>
            \(ReportStyle.css)\(ReportKey.css)</style>
            </head>
            <body>
            <main id="report" data-fps="\(framesPerSecond)" data-last-frame="\(lastFrame)">

            """
        page += "<header>\n<h1>\(HTMLText.escape(scenario.name)) · \(HTMLText.escape(scenario.title))</h1>\n</header>\n"
        page += scrubber()
        page += "<div class=\"columns\">\n<div id=\"story\">\n"
        page += introduction()
        for index in scenario.steps.indices { page += step(index) }
        page += claims()
        page += "</div>\n"
        page += framePanel()
        page += "</div>\n</main>\n"
        // The trace: its strings write <, > and & as \u003c…, so nothing in it can end the element.
        page +=
            "<script type=\"application/json\" id=\"viewsim-trace\">" + traceJSON.trimmingSuffixNewline()
            + "</script>\n"
        // The pictures: numbers and base64, nothing that could end the element.
        page += "<script type=\"application/json\" id=\"viewsim-pictures\">" + pictures.json() + "</script>\n"
        // The answers to "why?": JSON strings with <, > and & escaped, like the trace's.
        page += "<script type=\"application/json\" id=\"viewsim-why\">" + whyJSON + "</script>\n"
        page += "<script>\n" + ReportScript.source + "</script>\n</body>\n</html>\n"
        return page
    }

    /// Where the scenario comes from and what it is about, at the top of the story.
    private func introduction() -> String {
        guard let narrative = scenario.narrative else { return "" }
        return "<section id=\"introduction\">\n<p class=\"source\">From \(HTMLText.escape(narrative.source))</p>\n"
            + "<p class=\"intro\">\(HTMLText.escape(narrative.introduction))</p>\n</section>\n"
    }

    private func scrubber() -> String {
        var html = """
            <section id="scrubber" aria-label="frames">
            <div class="controls">
            <button type="button" id="previous-frame" title="previous frame (←)">◀</button>
            <input type="range" id="frame-slider" min="0" max="\(lastFrame)" value="0" step="1" aria-label="frame">
            <button type="button" id="next-frame" title="next frame (→)">▶</button>
            <button type="button" id="play" title="play at real speed (space); #frame=N&amp;play opens playing">play</button>
            <output id="frame-label">frame 0</output>
            </div>
            <nav id="step-jumps">
            """
        for (index, step) in scenario.steps.enumerated() {
            html +=
                "<button type=\"button\" class=\"jump\" data-step=\"\(index)\" title=\"\(HTMLText.escape(step.title))\">step \(index)</button>"
        }
        return html
            + "</nav>\n<noscript><p>The scrubber and the frame panel need JavaScript; the steps and claims read without it.</p></noscript>\n</section>\n"
    }

    private func step(_ index: Int) -> String {
        let step = scenario.steps[index]
        var html = "<article class=\"step\" id=\"step-\(index)\" data-step=\"\(index)\">\n"
        html += "<h2>Step \(index)/\(scenario.steps.count - 1) · \(HTMLText.escape(step.title)) "
        html += "<button type=\"button\" class=\"jump\" data-step=\"\(index)\">show its first frame</button></h2>\n"
        if let narrative = step.narrative {
            html += "<p class=\"narrative\">\(HTMLText.escape(narrative))</p>\n"
        }
        if let code = step.code, !code.trimmingSpaces().isEmpty {
            html += "<pre class=\"code\"><code>\(HTMLText.escape(code))</code></pre>\n"
        }
        if filmstrips.indices.contains(index), let png = filmstrips[index] {
            html +=
                "<img class=\"filmstrip\" alt=\"what the screen shows during step \(index)\" src=\"data:image/png;base64,\(Data(png).base64EncodedString())\">\n"
        }
        if updateFilmstrips.indices.contains(index), let png = updateFilmstrips[index] {
            html += "<details class=\"updates\"><summary>Updates: the frames in which a body ran</summary>\n"
            if png.isEmpty {
                html += "<p class=\"hint\">No body ran in step \(index).</p>\n"
            } else {
                html +=
                    "<p class=\"hint\">A box around each view whose body ran in the frame, coloured by the cause of its first run (the key under each frame), with its body runs and skips so far: <code>viewsim render \(HTMLText.escape(scenario.name)) --at \(index) --animate --overlay updates -o step\(index)-updates.png</code> draws every frame.</p>\n"
                    + "<img class=\"filmstrip updates\" alt=\"the views whose bodies ran in step \(index)\" src=\"data:image/png;base64,\(Data(png).base64EncodedString())\">\n"
            }
            html += "</details>\n"
        }
        let lines = summaries.indices.contains(index) ? summaries[index] : []
        if !lines.isEmpty {
            html += "<h3>What happened</h3>\n<ul class=\"summary\">\n"
            for line in lines {
                let warning = line.hasPrefix(TraceGlyph.diagnostic.symbol) ? " class=\"warning\"" : ""
                html += "<li\(warning)>\(HTMLText.escape(line))</li>\n"
            }
            html += "</ul>\n"
        }
        if tasks.indices.contains(index) { html += tasks[index].html }
        return html + "</article>\n"
    }

    private func claims() -> String {
        var html = "<section id=\"claims\">\n<h2>Claims</h2>\n"
        guard !claimResults.isEmpty else { return html + "<p>This scenario makes no claims.</p>\n</section>\n" }
        html += "<ul class=\"claims\">\n"
        for result in claimResults {
            if let failure = result.failure {
                html +=
                    "<li class=\"claim fails\"><span class=\"mark\">✗</span> \(HTMLText.escape(result.claim.statement))"
                html += "<div class=\"observed\">observed: \(HTMLText.escape(failure))</div></li>\n"
            } else {
                html +=
                    "<li class=\"claim holds\"><span class=\"mark\">✓</span> \(HTMLText.escape(result.claim.statement))</li>\n"
            }
        }
        let held = claimResults.filter(\.holds).count
        html +=
            "</ul>\n<p class=\"claim-count\">\(held) of \(claimResults.count) claim\(claimResults.count == 1 ? "" : "s") hold\(held == 1 ? "s" : "").</p>\n"
        return html + "</section>\n"
    }

    private func framePanel() -> String {
        var html = """
            <section id="frame" aria-live="polite">
            <h2 id="frame-heading">Frame 0</h2>
            <div id="frame-diagnostics"></div>
            <figure id="frame-picture"><img alt="what the screen shows in this frame" hidden><figcaption class="hint"></figcaption></figure>
            <h3>Trace</h3>
            <p class="hint">Every event sits under its most recent cause.</p>
            \(ReportKey.html)
            <div id="frame-trace"></div>
            <h3>Animated values</h3>
            <p class="hint">Each plot runs over the animation's samples; the line marks this frame (click a plot to go to a frame).</p>
            <table id="frame-animations"><thead><tr><th>node</th><th>attribute</th><th>presented</th><th>model</th><th>sample</th><th>plot</th></tr></thead><tbody></tbody></table>
            <h3>View graph</h3>
            <p class="hint">The step's graph as drawn at its end, with its activity coloured; <span class="legend-ran">outlined</span>: nodes whose body ran in this frame, <span class="legend-touched">dashed</span>: other nodes with events in this frame. The toggle shows the step's attribute graph instead: each view's value, properties, body, children, size, position and display list, coloured by what the step did to each.</p>
            <div id="frame-graphs">

            """
        for (index, svg) in graphs.enumerated() {
            guard let svg else { continue }
            html += "<div class=\"graph\" data-step=\"\(index)\" hidden>\n"
            guard attributeGraphs.indices.contains(index), let attributes = attributeGraphs[index] else {
                html += "\(svg)</div>\n"
                continue
            }
            // A checkbox before both graphs: CSS shows one or the other, no script involved.
            html += "<input type=\"checkbox\" class=\"attributes-toggle\" id=\"attributes-\(index)\">"
            html += "<label for=\"attributes-\(index)\">attribute graph of step \(index)</label>\n"
            html += "<div class=\"view-graph\">\n\(svg)</div>\n"
            html += "<div class=\"attribute-graph\">\n\(attributes)</div>\n</div>\n"
        }
        html += "</div>\n"
        html += """
            <h3>Why</h3>
            <p class="hint">Click a node of the graph, or a row of the animated values, to see why its body ran or was skipped, or why its value did or did not animate, in this frame's step: the answers <code>viewsim why</code> prints, sentences first, then the chain of events from what started it.</p>
            <div id="why-answer"><p class="hint">Nothing chosen yet.</p></div>

            """
        return html + "</section>\n"
    }
}

extension String {
    /// The string without one final newline.
    func trimmingSuffixNewline() -> String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
