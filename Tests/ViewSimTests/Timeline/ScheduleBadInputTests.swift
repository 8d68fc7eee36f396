// Bad schedules never hang or crash: a periodic interval of 0 (or negative, or NaN)
// updates once and says why; explicit dates out of order or repeated are skipped
// with a diagnostic; a schedule that yields nothing still builds the content once.
import XCTest
import Foundation
import ViewSim

private struct Ticker<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    var body: some View {
        TimelineView(schedule) { context in Text("\(context.date)") }
    }
}

final class ScheduleBadInputTests: XCTestCase {
    private func contentRuns(_ sim: Simulation) -> Int { sim.trace.bodyEvaluations(of: "TimelineView").count }

    func testAPeriodicIntervalThatIsNotPositiveUpdatesOnceWithADiagnostic() throws {
        for interval in [0.0, -1.0, Double.nan] {
            let sim = Simulation(Ticker(schedule: .periodic(from: .simNow, by: interval)))
            try sim.advance(by: 2)
            XCTAssertEqual(contentRuns(sim), 1, "interval \(interval)")
            let messages = sim.trace.diagnostics().filter { $0.kind == .schedule }.map(\.message)
            XCTAssertEqual(messages.count, 1, "interval \(interval)")
            XCTAssertTrue(messages.first?.contains("needs an interval greater than 0") == true, messages.first ?? "")
        }
    }

    func testExplicitDatesOutOfOrderOrRepeatedAreSkippedWithADiagnostic() throws {
        let start = Date.simNow
        let dates = [1.0, 0.5, 1.0, 2.0].map { start.addingTimeInterval($0) }
        let sim = Simulation(Ticker(schedule: .explicit(dates)))
        try sim.advance(by: 3)
        let entries = sim.trace.events.compactMap { event -> String? in
            if case .timelineEntry(_, _, let entry) = event.kind { return entry }
            return nil
        }
        XCTAssertEqual(entries, ["t=1s", "t=2s"])
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .schedule }.count, 1)
    }

    func testAScheduleThatYieldsNothingBuildsTheContentOnce() throws {
        let sim = Simulation(Ticker(schedule: .explicit([Date]())))
        try sim.advance(by: 5)
        XCTAssertEqual(contentRuns(sim), 1)
        XCTAssertNoThrow(try sim.runUntilIdle())
    }
}
