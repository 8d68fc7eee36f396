// What the report tests build pages from: a lesson's page (as `viewsim report`
// writes it), and a tiny scenario whose view, step and claim say
// `</script><script>alert(1)</script>` and whose claim fails on purpose.
import Foundation
import ViewSim
@testable import ViewSimCLI
import ViewSimLessons
import XCTest

/// Text that would run as a script if the page put it in as markup.
let hostileText = "</script><script>alert(1)</script>"

/// Shows the hostile text once tapped, so that the trace's attribute change holds it.
struct HostileView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text(count == 0 ? "not yet" : hostileText)
            Text("taps: \(count)")
            Button("+") { count += 1 }
                .accessibilityIdentifier("increment")
        }
    }
}

enum ReportFixtures {
    /// A scenario that puts the hostile text everywhere a page shows text, with
    /// one claim that holds and one that fails.
    static let hostile = Scenario("hostile", title: "Title \(hostileText)",
                                  narrative: ScenarioNarrative(source: "Source \(hostileText)", introduction: "Intro \(hostileText)"),
                                  root: { HostileView() }) {
        Step("Tap \(hostileText)", narrative: "Narrative \(hostileText)", code: "Text(\"\(hostileText)\")") { sim in
            try sim.tap("increment")
        }
    } claims: {
        Claim("The view appears") { _ in nil }
        Claim("Claim \(hostileText) that fails") { _ in "observed \(hostileText)" }
    }

    /// The page of `scenario`'s run, as `viewsim report` builds it, and the run.
    static func page(_ scenario: Scenario) throws -> (html: String, run: ScenarioRun) {
        let recording = try ScenarioRunner.record(scenario, recordsDisplayLists: true)
        let page = try ReportPage(run: recording.run, snapshots: recording.snapshots, for: "report.html")
        return (page.html(), recording.run)
    }

    /// A lesson by id.
    static func lesson(_ id: String) throws -> Scenario {
        try XCTUnwrap(LessonCatalog.lesson(id: id), "no lesson \(id)")
    }

    /// The text between `start` and the next `end` after it.
    static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }

    /// The trace JSON of a run, parsed.
    static func json(_ run: ScenarioRun) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.trace.json().utf8)) as? [String: Any])
    }
}
