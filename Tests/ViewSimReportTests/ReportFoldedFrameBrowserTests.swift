// The report in headless Chromium at frames folded into a run of repeating frames
// (lesson 3 at frame 14, lesson 9 in its longest run, the 40,000-frame run at frame
// 39,000): the trace panel's animated values and the values table show that
// frame's own values, as `Trace.presentationSamples` has them, never the values of
// the frame the run repeats. Before the fix the trace panel printed the repeated
// frame's value with "(value as in frame N)" (issue 24).
import Foundation
import ViewSim
@testable import ViewSimCLI
import XCTest

final class ReportFoldedFrameBrowserTests: XCTestCase {
    /// Lesson 3 at t=0.2333 s, the frame README's screenshot shows.
    func testLesson3AtAFoldedFrameShowsItsOwnValues() throws {
        let (html, run) = try ReportFixtures.page(try ReportFixtures.lesson("lesson3"))
        try checkOwnValues(html: html, run: run, at: 14)
    }

    /// Lesson 9 (keyframes) in the middle of its longest run of repeating frames.
    func testLesson9AtAFoldedFrameShowsItsOwnValues() throws {
        let (html, run) = try ReportFixtures.page(try ReportFixtures.lesson("lesson9"))
        let longest = try XCTUnwrap(Self.runs(in: html).filter { self.animates(run, in: $0.first + $0.count / 2) }.max { $0.count < $1.count },
                                    "lesson9 folds animating frames")
        try checkOwnValues(html: html, run: run, at: longest.first + longest.count / 2)
    }

    func testThe40000FrameRunAtADeepFrameShowsItsOwnValues() throws {
        let (html, run) = try ReportFixtures.page(ReportFixtures.longRun)
        try checkOwnValues(html: html, run: run, at: 39_000)
    }

    // MARK: The check

    /// Opens the page at `frame`, which must be folded into a run, and compares each
    /// value animated in that frame with the page's trace panel and values table.
    private func checkOwnValues(html: String, run: ScenarioRun, at frame: Int) throws {
        let browser = try ReportBrowser(test: self)
        let folded = try XCTUnwrap(Self.runs(in: html).first { $0.first <= frame && frame < $0.first + $0.count },
                                   "frame \(frame) is folded into a run of repeating frames")
        let samples = run.trace.presentationSamples().filter { $0.frame == frame }
        XCTAssertFalse(samples.isEmpty, "a value animates in frame \(frame)")
        let dom = try browser.dom(of: html, at: "#frame=\(frame)")
        let panel = try XCTUnwrap(ReportFixtures.between(dom, "<div id=\"frame-trace\">", "<h3>"), "the trace panel")
        let table = try XCTUnwrap(ReportFixtures.between(dom, "<table id=\"frame-animations\">", "</table>"), "the values table")
        XCTAssertTrue(dom.contains("Frame \(frame) repeats frame \(folded.sameAs)'s events"), "the page says the frame repeats another")
        XCTAssertFalse(panel.contains("(value as in frame"), "no value of another frame: \(panel.prefix(600))")
        for sample in samples {
            let line = "~ \(sample.node) \(sample.attribute) = \(sample.presentation)"
            let own = panel.contains("<span class=\"line\">\(ReportBrowser.serialized(line))</span>")
                || panel.contains("<span class=\"line\">\(ReportBrowser.serialized(line))  (model ")
            XCTAssertTrue(own, "frame \(frame)'s trace shows \(line): \(Self.lines(of: panel, containing: "~ \(sample.node) "))")
            let row = "<td class=\"node\">\(ReportBrowser.serialized(sample.node.description))</td><td class=\"attribute\">"
                + "\(ReportBrowser.serialized(sample.attribute))</td><td class=\"presented\">"
                + sample.numbers.map(ReportBrowser.pageNumber).joined(separator: ", ") + "</td>"
            XCTAssertTrue(table.contains(row), "frame \(frame)'s table shows \(sample): \(table.prefix(800))")
        }
    }

    /// Whether some value animates in `frame`.
    private func animates(_ run: ScenarioRun, in frame: Int) -> Bool {
        run.trace.frames.first { $0.index == frame }?.events.contains {
            if case .animation(_, _, .frame) = $0.kind { return true }
            return false
        } ?? false
    }

    /// The runs of repeating frames in the page's folded trace.
    static func runs(in html: String) throws -> [(first: Int, count: Int, sameAs: Int)] {
        let element = try XCTUnwrap(ReportFixtures.between(html, "<script type=\"application/json\" id=\"viewsim-trace\">", "</script>"))
        let folded = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(element.utf8)) as? [String: Any])
        return ((folded["frames"] as? [[String: Any]]) ?? []).compactMap { record in
            guard let sameAs = record["sameAs"] as? Int, let first = record["index"] as? Int, let count = record["count"] as? Int else { return nil }
            return (first, count, sameAs)
        }
    }

    /// The panel's trace lines that hold `text`, for a failure message.
    private static func lines(of panel: String, containing text: String) -> String {
        let lines = panel.components(separatedBy: "<span class=\"line\">").dropFirst().map { $0.components(separatedBy: "</span>")[0] }
        let matching = lines.filter { $0.contains(ReportBrowser.serialized(text)) }
        return matching.isEmpty ? "no such line" : matching.joined(separator: " | ")
    }
}
