// What the report tests build pages from: a lesson's page (as `viewsim report`
// writes it), a tiny scenario whose view, step and claim say
// `</script><script>alert(1)</script>` and whose claim fails on purpose, and a
// long run: 40,000 frames of a timeline that updates a text in every frame and a
// pulse that animates forever.
import Foundation
import ViewSim
import ViewSimLessons
import XCTest

@testable import ViewSimCLI

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

/// A frame counter that a timeline updates in every frame, and a text whose
/// opacity pulses forever once tapped: four events in every frame, one of them an
/// animated value.
struct LongRunView: View {
    @State private var dim = false

    var body: some View {
        VStack {
            TimelineView(.animation) { context in
                Text(
                    "frame \(Int((context.date.timeIntervalSince(SimulationConfiguration.defaultStartDate) * 60).rounded()))"
                )
            }
            Text("pulse")
                .opacity(dim ? 0.2 : 1)
                .accessibilityIdentifier("pulse")
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { dim = true }
                }
        }
    }
}

enum ReportFixtures {
    /// How many frames the long run lasts.
    static let longRunFrames = 40_000

    /// 40,000 frames (about 11 minutes at 60 fps) in which a timeline updates a
    /// text and a value animates: the run whose page must still meet the size
    /// budget (issue 13).
    static let longRun = longRun(frames: longRunFrames)

    /// The long run, `frames` frames long.
    static func longRun(frames: Int) -> Scenario {
        Scenario("long40k", title: "\(frames) frames of a ticker and a pulse", root: { LongRunView() }) {
            Step(
                "Start the pulse and let it run",
                narrative: "A repeatForever animation moves the opacity in every frame, and the timeline counts frames."
            ) { sim in
                try sim.tap("pulse")
                // In runs of at most 1,000 frames (a call stops at maximumFramesPerCall).
                while sim.frame < frames - 1 { try sim.advanceFrames(min(1_000, frames - 1 - sim.frame)) }
            }
        }
    }

    /// A scenario that puts the hostile text everywhere a page shows text, with
    /// one claim that holds and one that fails.
    static let hostile = Scenario(
        "hostile", title: "Title \(hostileText)",
        narrative: ScenarioNarrative(source: "Source \(hostileText)", introduction: "Intro \(hostileText)"),
        root: { HostileView() }
    ) {
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
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
        else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }

    /// The trace JSON of a run, parsed.
    static func json(_ run: ScenarioRun) throws -> [String: Any] {
        try json(run.trace.json())
    }

    /// A trace JSON already written (`trace.json()`), parsed.
    static func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
