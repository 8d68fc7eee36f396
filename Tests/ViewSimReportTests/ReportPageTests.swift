// The report page as text: whatever a view, a step or a claim says is escaped
// (the hostile `</script><script>alert(1)</script>` never becomes markup), the
// folded trace JSON sits whole in its element and gives back every frame, and
// a run of 40,000 animating frames stays within the size budget (issue 13: 5 MB;
// the 40,000-frame check is a helper here that ReportBrowserTests calls on the page
// it opens, so that page is built once; every lesson's page is checked against the
// budget in RunCommandTests, on the page each lesson's shared `viewsim run` writes).
import Foundation
import ViewSim
import ViewSimLessons
import ViewSimRendering
import XCTest

@testable import ViewSimCLI

final class ReportPageTests: XCTestCase {
    func testHostileTextAppearsOnlyEscaped() throws {
        let (html, run) = try ReportFixtures.page(ReportFixtures.hostile)
        XCTAssertFalse(html.contains("<script>alert"), "the hostile text must never be markup")
        XCTAssertEqual(
            html.components(separatedBy: "<script").count - 1, 4,
            "exactly the page's four script elements: the trace JSON, the pictures JSON, the why JSON and the script")
        let pictures = try XCTUnwrap(
            ReportFixtures.between(html, "<script type=\"application/json\" id=\"viewsim-pictures\">", "</script>"))
        XCTAssertNil(
            pictures.range(of: #"[^\[\]{}",:0-9A-Za-z+/=\n]"#, options: .regularExpression),
            "the pictures' JSON holds numbers, names and base64 only")
        let escaped = HTMLText.escape(hostileText)
        XCTAssertEqual(escaped, "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;")
        for shown in ["Title ", "From Source ", "Intro ", "Narrative ", "Claim ", "observed: observed "] {
            XCTAssertTrue(html.contains(shown + escaped), "\(shown)… should be shown, escaped")
        }
        XCTAssertTrue(html.contains("Text(&quot;" + escaped + "&quot;)"), "the step's code, escaped")

        // The JSON element holds the whole trace: cut at its first `</script>`, it is
        // still the run's JSON and parses; nothing in it looks like markup.
        let element = try XCTUnwrap(
            ReportFixtures.between(html, "<script type=\"application/json\" id=\"viewsim-trace\">", "</script>"))
        XCTAssertEqual(
            element + "\n", run.trace.json(foldingRepeatedFramesAt: run.simulation.configuration.framesPerSecond),
            "the element's content is the folded trace JSON, whole")
        XCTAssertFalse(element.lowercased().contains("</script"))
        XCTAssertFalse(element.contains("<"), "no < at all in the JSON element (no <!-- either)")
        XCTAssertTrue(
            element.contains(#"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"#),
            "the Text's content, escaped in the JSON")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(element.utf8)) as? [String: Any])
        let texts = ((object["frames"] as? [[String: Any]]) ?? []).flatMap { ($0["events"] as? [[String: Any]]) ?? [] }
            .compactMap { $0["text"] as? String }
        XCTAssertTrue(
            texts.contains { $0.contains(hostileText) }, "a JSON reader gets the Text's content back as it was")

        // The script and the style sheet cannot end their elements early either.
        XCTAssertFalse(ReportScript.source.lowercased().contains("</script"))
        XCTAssertFalse(ReportStyle.css.lowercased().contains("</style"))
        XCTAssertFalse(ReportScript.source.contains("innerHTML"), "trace text goes in through textContent only")
    }

    func testAFailingClaimIsMarkedWithWhatWasObserved() throws {
        let (html, run) = try ReportFixtures.page(ReportFixtures.hostile)
        XCTAssertEqual(run.claimResults.map(\.holds), [true, false])
        XCTAssertTrue(html.contains("<li class=\"claim holds\"><span class=\"mark\">✓</span> The view appears</li>"))
        XCTAssertTrue(html.contains("<li class=\"claim fails\"><span class=\"mark\">✗</span> Claim "))
        XCTAssertTrue(html.contains("<p class=\"claim-count\">1 of 2 claims holds.</p>"), "as run counts them")
    }

    func testTheSamePageEveryTime() throws {
        let lesson = try ReportFixtures.lesson("lesson1")
        XCTAssertEqual(try ReportFixtures.page(lesson).html, try ReportFixtures.page(lesson).html)
    }

    // Every lesson's page within the size budget, with a view graph and a filmstrip per step:
    // checked in RunCommandTests on the page each lesson's shared `viewsim run` writes (the
    // same page as `viewsim report`'s, which builds it as `ReportFixtures.page` does), rather
    // than by building the 17 pages again here (16 s of CPU in a debug build).

    func testEachStepHasItsUpdateFilmstripBehindAToggle() throws {
        let lesson = try ReportFixtures.lesson("lesson1")
        let (html, run) = try ReportFixtures.page(lesson)
        XCTAssertEqual(
            html.components(separatedBy: "<details class=\"updates\">").count - 1, lesson.steps.count,
            "a toggle per step")
        let overlay = UpdateOverlay(run.simulation)
        for step in lesson.steps.indices {
            let ran = run.trace.frames(inStep: step).contains { overlay.updates[$0.index] != nil }
            XCTAssertEqual(
                html.contains("alt=\"the views whose bodies ran in step \(step)\""), ran,
                "step \(step): an update filmstrip exactly when a body ran in it")
            XCTAssertEqual(html.contains("No body ran in step \(step).</p>"), !ran, "step \(step): else it says so")
        }
        let again = try ReportFixtures.page(lesson).html
        XCTAssertEqual(again, html, "the same page every time")
    }

    /// 40,000 frames in which a timeline updates a text and a value animates: the
    /// page stays within the budget and its data still gives back every frame.
    /// Called by `ReportBrowserTests.testThe40000FrameRunIsWithinTheSizeBudgetAndOpensAtADeepFrame`,
    /// which builds this page once for these checks and for Chromium's (before Chromium is
    /// looked for, so these run without it too): that test takes about a minute of CPU in a
    /// debug build, and `swift test --parallel` runs each test in a process of its own.
    /// `traceJSON` is `run.trace.json()` and `whole` that parsed: the caller makes them once
    /// for these checks and its own (each is seconds of CPU for this run in a debug build).
    static func checkTheLongRunIsWithinTheSizeBudget(
        html: String, run: ScenarioRun, traceJSON: String, whole: [String: Any]
    ) throws {
        let budget = ReportPage.sizeBudget  // 5,000,000 bytes
        XCTAssertEqual(run.simulation.frame, ReportFixtures.longRunFrames - 1)
        let bytes = html.utf8.count
        print(
            "long40k report: \(bytes) bytes, \(run.simulation.frame + 1) frames, \(run.trace.frames.count) frames with events, \(run.trace.eventCount) events, trace JSON \(traceJSON.utf8.count) bytes"
        )
        XCTAssertLessThanOrEqual(
            bytes, budget, "the 40,000-frame report is \(bytes) bytes, over the \(budget)-byte budget")
        // Small, and still every frame: the embedded data gives back each frame's events and every sample.
        let element = try XCTUnwrap(
            ReportFixtures.between(html, "<script type=\"application/json\" id=\"viewsim-trace\">", "</script>"))
        XCTAssertEqual(
            try FoldedTraceCheck.problems(folded: element, trace: run.trace, framesPerSecond: 60, whole: whole), [])
        let records = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(element.utf8)) as? [String: Any])?["frames"]
                as? [[String: Any]])
        XCTAssertLessThan(records.count, 10, "after its first frames, the run is one record of repeating frames")
        // And pictures of the screen, in the room the rest of the page leaves.
        let pictures = try XCTUnwrap(
            ReportFixtures.between(html, "<script type=\"application/json\" id=\"viewsim-pictures\">", "</script>"))
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(pictures.utf8)) as? [String: Any])
        let counts = try XCTUnwrap(parsed["steps"] as? [[String: Int]])
        XCTAssertFalse((parsed["images"] as? [Any] ?? []).isEmpty, "the page shows the screen")
        XCTAssertTrue(
            counts.contains { ($0["kept"] ?? 0) < ($0["pictures"] ?? 0) },
            "40,000 different pictures cannot all be kept: \(counts)")
    }

    /// A page over the budget says so (the page never drops frames to fit); one
    /// within it says nothing.
    func testAPageOverTheBudgetSaysSo() throws {
        let page = ReportPage(
            scenario: ReportFixtures.hostile, traceJSON: String(repeating: "x", count: 4_000_000), claimResults: [],
            summaries: [], graphs: [], lastFrame: 49_999, framesPerSecond: 60)
        XCTAssertNil(page.sizeNote(bytes: ReportPage.sizeBudget))
        XCTAssertEqual(
            page.sizeNote(bytes: 6_200_000),
            "note: the page is 6.2 MB, over the 5.0 MB a report aims at; the trace is 4.0 MB of it (50000 frames whose events differ in more than their values). A browser may open it slowly; every frame is still on the page."
        )
    }

    /// Every lesson's folded trace, and the hostile scenario's, gives back every
    /// frame's events and every sample as the whole JSON has them.
    func testEveryLessonsFoldedTraceGivesBackEveryFrame() throws {
        var folded: [String] = []
        for scenario in LessonCatalog.all + [ReportFixtures.hostile] {
            let run = try ScenarioRunner.run(scenario)
            let fps = run.simulation.configuration.framesPerSecond
            let json = run.trace.json(foldingRepeatedFramesAt: fps)
            XCTAssertEqual(
                try FoldedTraceCheck.problems(folded: json, trace: run.trace, framesPerSecond: fps), [],
                "\(scenario.name)'s folded trace")
            folded.append("\(scenario.name) \(json.utf8.count) bytes folded, \(run.trace.json().utf8.count) whole")
        }
        print("folded traces:\n" + folded.joined(separator: "\n"))
    }

    /// The check above can fail: a run pointing at the wrong frame, or a missing run, is caught.
    func testTheFoldedTraceCheckCatchesAWrongFold() throws {
        let run = try ScenarioRunner.run(ReportFixtures.lesson("lesson3"))
        let json = run.trace.json(foldingRepeatedFramesAt: 60)
        let record = try XCTUnwrap(
            json.range(of: #"\{"index":\d+,"count":\d+,"sameAs":\d+"#, options: .regularExpression),
            "lesson3 folds frames")
        XCTAssertEqual(try FoldedTraceCheck.problems(folded: json, trace: run.trace, framesPerSecond: 60), [])
        let shifted = json.replacingOccurrences(of: #""firstEvent":"#, with: #""firstEvent":1"#)
        XCTAssertNotEqual(
            try FoldedTraceCheck.problems(folded: shifted, trace: run.trace, framesPerSecond: 60), [], "ids shifted")
        let missing = json.replacingCharacters(in: record, with: #"{"index":-5,"count":1,"sameAs":0"#)
        XCTAssertNotEqual(
            try FoldedTraceCheck.problems(folded: missing, trace: run.trace, framesPerSecond: 60), [], "a run gone")
    }
}
