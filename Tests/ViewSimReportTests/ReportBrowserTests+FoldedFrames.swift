// The report in headless Chromium at frames folded into a run of repeating frames
// (lesson 3 at frame 14, lesson 9 in its longest run, the 40,000-frame run at frame
// 39,000): the trace panel's animated values and the values table show that
// frame's own values, as `Trace.presentationSamples` has them, never the values of
// the frame the run repeats. Before the fix the trace panel printed the repeated
// frame's value with "(value as in frame N)" (issue 24); a page whose runs lost
// their texts fails the same check.
import Foundation
import ViewSim
import XCTest

@testable import ViewSimCLI

extension ReportBrowserTests {
    // MARK: Folded frames show their own values

    /// Lesson 3 at t=0.2333 s, the frame README's screenshot shows.
    func testLesson3AtAFoldedFrameShowsItsOwnValues() throws {
        _ = try chromium()
        let (html, run) = try ReportFixtures.page(try ReportFixtures.lesson("lesson3"))
        try checkOwnValues(html: html, run: run, at: 14)
    }

    /// Lesson 9 (keyframes) in the middle of its longest run of repeating frames.
    func testLesson9AtAFoldedFrameShowsItsOwnValues() throws {
        _ = try chromium()
        let (html, run) = try ReportFixtures.page(try ReportFixtures.lesson("lesson9"))
        let longest = try XCTUnwrap(
            Self.runs(in: html).filter { self.animates(run, in: $0.first + $0.count / 2) }.max { $0.count < $1.count },
            "lesson9 folds animating frames")
        try checkOwnValues(html: html, run: run, at: longest.first + longest.count / 2)
    }

    // The 40,000-frame run at frame 39,000: in
    // `ReportBrowserTests.testThe40000FrameRunIsWithinTheSizeBudgetAndOpensAtADeepFrame`,
    // on the DOM of the page it opens there (the page is built once for both).

    /// Lesson 3's page with its runs' texts taken out (as the old page lacked an
    /// animation frame's) shows frame 2's trim at frame 14: the check above says so.
    func testAPageWithoutItsFramesOwnTextsFailsTheCheck() throws {
        _ = try chromium()
        let (html, run) = try ReportFixtures.page(try ReportFixtures.lesson("lesson3"))
        let stale = html.replacingOccurrences(
            of: #","spans":\[\[[0-9,\[\]]*\]\],"middles":\[(\[("([^"\\]|\\.)*",?)*\],?)*\]"#,
            with: "", options: .regularExpression)
        XCTAssertNotEqual(stale, html, "lesson3's runs have spans to take out")
        let trace = try XCTUnwrap(
            ReportFixtures.between(stale, "<script type=\"application/json\" id=\"viewsim-trace\">", "</script>"))
        XCTAssertFalse(trace.contains("\"middles\""), "every run's texts are out")
        let problems = try ownValueProblems(html: stale, run: run, at: 14)
        XCTAssertTrue(
            problems.contains { $0.hasPrefix("frame 14's trace shows ~ .trim #16 trim(to:) = ") }, "\(problems)")
    }

    /// Opens the page at `frame` (or reads `dom`, the page already opened there), which
    /// must be folded into a run, and compares each value animated in that frame with the
    /// page's trace panel and values table.
    func checkOwnValues(html: String, run: ScenarioRun, at frame: Int, dom: String? = nil) throws {
        XCTAssertEqual(
            try ownValueProblems(html: html, run: run, at: frame, dom: dom), [], "frame \(frame) shows its own values")
    }

    /// Where the page at `frame` (its DOM `dom`, or opened here) does not show that frame's
    /// own animated values; empty when it does.
    private func ownValueProblems(html: String, run: ScenarioRun, at frame: Int, dom: String? = nil) throws -> [String]
    {
        let folded = try XCTUnwrap(
            Self.runs(in: html).first { $0.first <= frame && frame < $0.first + $0.count },
            "frame \(frame) is folded into a run of repeating frames")
        let samples = run.trace.presentationSamples().filter { $0.frame == frame }
        XCTAssertFalse(samples.isEmpty, "a value animates in frame \(frame)")
        let dom = try dom ?? self.dom(of: html, at: "#frame=\(frame)")
        let panel = try XCTUnwrap(ReportFixtures.between(dom, "<div id=\"frame-trace\">", "<h3>"), "the trace panel")
        let table = try XCTUnwrap(
            ReportFixtures.between(dom, "<table id=\"frame-animations\">", "</table>"), "the values table")
        var problems: [String] = []
        if !dom.contains("Frame \(frame) repeats frame \(folded.sameAs)'s events") {
            problems.append("the page does not say the frame repeats another")
        }
        for sample in samples {
            let line = "~ \(sample.node) \(sample.attribute) = \(sample.presentation)"
            if !panel.contains("<span class=\"line\">\(serialized(line))</span>")
                && !panel.contains("<span class=\"line\">\(serialized(line))  (model ")
            {
                problems.append(
                    "frame \(frame)'s trace shows \(line): it reads \(lines(of: panel, containing: "~ \(sample.node) "))"
                )
            }
            let row =
                "<td class=\"node\">\(serialized(sample.node.description))</td><td class=\"attribute\">"
                + "\(serialized(sample.attribute))</td><td class=\"presented\">"
                + sample.numbers.map(pageNumber).joined(separator: ", ") + "</td>"
            if !table.contains(row) { problems.append("frame \(frame)'s table shows \(sample): \(table.prefix(800))") }
        }
        return problems
    }

    /// Whether some value animates in `frame`.
    private func animates(_ run: ScenarioRun, in frame: Int) -> Bool {
        run.trace.frames.first { $0.index == frame }?.events.contains {
            if case .animation(_, _, .frame) = $0.kind { return true }
            return false
        } ?? false
    }

    /// The runs of repeating frames in the page's folded trace.
    private static func runs(in html: String) throws -> [(first: Int, count: Int, sameAs: Int)] {
        let element = try XCTUnwrap(
            ReportFixtures.between(html, "<script type=\"application/json\" id=\"viewsim-trace\">", "</script>"))
        let folded = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(element.utf8)) as? [String: Any])
        return ((folded["frames"] as? [[String: Any]]) ?? []).compactMap { record in
            guard let sameAs = record["sameAs"] as? Int, let first = record["index"] as? Int,
                let count = record["count"] as? Int
            else { return nil }
            return (first, count, sameAs)
        }
    }

    /// The panel's trace lines that hold `text`, for a failure message.
    private func lines(of panel: String, containing text: String) -> String {
        let lines = panel.components(separatedBy: "<span class=\"line\">").dropFirst().map {
            $0.components(separatedBy: "</span>")[0]
        }
        let matching = lines.filter { $0.contains(serialized(text)) }
        return matching.isEmpty ? "no such line" : matching.joined(separator: " | ")
    }
}
