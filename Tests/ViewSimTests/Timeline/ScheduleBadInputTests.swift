import Foundation
import ViewSim
// Bad schedules never hang or crash: a periodic interval of 0 (or negative, or NaN)
// updates once and says why; explicit dates out of order or repeated are skipped
// with a diagnostic; a schedule that yields nothing still builds the content once.
import XCTest

private struct Ticker<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    var body: some View {
        TimelineView(schedule) { context in Text("\(context.date)") }
    }
}

@MainActor
final class ScheduleBadInputTests: XCTestCase {
    private func contentRuns(_ sim: Simulation) -> Int { sim.trace.bodyEvaluations(of: "TimelineView").count }

    func testAPeriodicIntervalThatIsNotPositiveUpdatesOnceWithADiagnostic() async throws {
        for interval in [0.0, -1.0, Double.nan] {
            let sim = Simulation(Ticker(schedule: .periodic(from: .simNow, by: interval)))
            try sim.advance(by: 2)
            XCTAssertEqual(contentRuns(sim), 1, "interval \(interval)")
            let messages = sim.trace.diagnostics().filter { $0.kind == .schedule }.map(\.message)
            XCTAssertEqual(messages.count, 1, "interval \(interval)")
            XCTAssertTrue(messages.first?.contains("needs an interval greater than 0") == true, messages.first ?? "")
        }
    }

    func testExplicitDatesOutOfOrderOrRepeatedAreSkippedWithADiagnostic() async throws {
        let start = Date.simNow
        let dates = [1.0, 0.5, 1.0, 2.0].map { start.addingTimeInterval($0) }
        let sim = Simulation(Ticker(schedule: .explicit(dates)))
        try sim.advance(by: 3)
        let entries = sim.trace.events.compactMap { event -> String? in
            if case .timelineEntry(_, _, let entry) = event.kind { return entry.description }
            return nil
        }
        XCTAssertEqual(entries, ["t=1s", "t=2s"])
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .schedule }.count, 1)
    }

    func testAScheduleThatYieldsNothingBuildsTheContentOnce() async throws {
        let sim = Simulation(Ticker(schedule: .explicit([Date]())))
        try sim.advance(by: 5)
        XCTAssertEqual(contentRuns(sim), 1)
        XCTAssertNoThrow(try sim.runUntilIdle())
    }

    // Regression (issue 7): these hung at mount.

    func testACustomScheduleThatRepeatsADateForeverStopsWithADiagnostic() async throws {
        let sim = Simulation(Ticker(schedule: SameDateForever(date: .simNow)))
        try sim.advance(by: 1)
        let messages = sim.trace.diagnostics().filter { $0.kind == .schedule }.map(\.message)
        XCTAssertTrue(
            messages.contains {
                $0.contains("produced 1000 entries in a row none of which was after")
                    && $0.contains("a date repeated forever") && $0.contains("viewsim's model: the timeline stops")
            },
            messages.joined(separator: "\n"))
        XCTAssertEqual(contentRuns(sim), 1)
    }

    func testAPeriodicScheduleFromANaNDateDoesNotUpdateAndSaysWhy() async throws {
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        let sim = Simulation(Ticker(schedule: .periodic(from: nan, by: 1)))
        try sim.advance(by: 3)
        XCTAssertEqual(contentRuns(sim), 1)
        let messages = sim.trace.diagnostics().filter { $0.kind == .schedule }.map(\.message)
        XCTAssertTrue(
            messages.contains { $0.contains("start date that is not finite") }, messages.joined(separator: "\n"))
    }

    func testExplicitNonFiniteDatesStopTheTimeline() async throws {
        let start = Date.simNow
        let dates = [
            start.addingTimeInterval(0.5), Date(timeIntervalSinceReferenceDate: .nan), start.addingTimeInterval(2),
        ]
        let sim = Simulation(Ticker(schedule: .explicit(dates)))
        try sim.advance(by: 3)
        XCTAssertEqual(contentRuns(sim), 2, "the appearance and t=0.5s; the NaN date stops the schedule")
        XCTAssertTrue(sim.trace.diagnostics().contains { $0.message.contains("not finite") })
    }

    func testATinyPeriodicIntervalUpdatesOncePerFrameAndCostsOneStep() async throws {
        let sim = Simulation(Ticker(schedule: .periodic(from: .simNow, by: 1e-9)))
        try sim.advance(by: 1)
        // One update per frame: frames 1…60 plus the appearance.
        XCTAssertEqual(contentRuns(sim), 61)
        XCTAssertTrue(sim.trace.diagnostics().isEmpty, sim.trace.diagnostics().map(\.message).joined(separator: "\n"))
    }

    func testAnAnimationScheduleWithATinyMinimumIntervalUpdatesOncePerFrame() async throws {
        let sim = Simulation(Ticker(schedule: .animation(minimumInterval: 1e-9)))
        try sim.advance(by: 0.5)
        XCTAssertEqual(contentRuns(sim), 31)
    }
}

/// A custom schedule that yields one date forever.
private struct SameDateForever: TimelineSchedule {
    let date: Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        AnyIterator { date }
    }
}
