// Tests the diagnostic for a periodic schedule that starts far after the
// simulated now — a date from the real clock (`.periodic(from: .now, by: 1)`),
// which would leave the timeline silently stuck — and that a start from
// `.simNow`, or one in the past, gets none.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

private struct Ticker: View {
    let start: Date
    var body: some View {
        TimelineView(.periodic(from: start, by: 1)) { context in
            Text("\(context.date.timeIntervalSinceReferenceDate)")
        }
    }
}

private struct Moments: View {
    let dates: [Date]
    var body: some View {
        TimelineView(.explicit(dates)) { context in
            Text("\(context.date.timeIntervalSinceReferenceDate)")
        }
    }
}

final class RealClockDiagnosticTests: XCTestCase {
    private func scheduleDiagnostics(_ start: Date) -> [Diagnostic] {
        let sim = makeSimulation(Ticker(start: start))
        return sim.trace.diagnostics().filter { $0.kind == .schedule }
    }

    func testAStartDaysAheadIsReportedWithTheFix() throws {
        // As if `.now` were read from the real clock, 300 days after the simulation's start.
        let realNow = SimulationConfiguration.defaultStartDate.addingTimeInterval(300 * 86_400)
        let diagnostics = scheduleDiagnostics(realNow)
        XCTAssertEqual(diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertTrue(diagnostic.message.contains("300 days after the simulated now"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("real clock"), diagnostic.message)
        XCTAssertTrue(diagnostic.hint?.contains(".simNow") ?? false)
    }

    func testExplicitDatesFromTheRealClockAreReported() throws {
        let start = SimulationConfiguration.defaultStartDate
        let realNow = start.addingTimeInterval(300 * 86_400)
        let sim = makeSimulation(Moments(dates: [realNow, realNow + 1]))
        let diagnostics = sim.trace.diagnostics().filter { $0.kind == .schedule }
        XCTAssertEqual(diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertTrue(diagnostic.message.contains(".explicit(_:) is"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("300 days after the simulated now"), diagnostic.message)
        XCTAssertTrue(diagnostic.hint?.contains(".simNow") ?? false)

        let simulated = makeSimulation(Moments(dates: [start + 1, start + 2]))
        XCTAssertTrue(simulated.trace.diagnostics().filter { $0.kind == .schedule }.isEmpty)
        let passed = makeSimulation(Moments(dates: [start - 10, start + 400 * 86_400]))
        XCTAssertTrue(
            passed.trace.diagnostics().filter { $0.kind == .schedule }.isEmpty,
            "a schedule already under way is the user's choice")
    }

    func testSimulatedOrPastStartsAreNotReported() {
        let start = SimulationConfiguration.defaultStartDate
        XCTAssertEqual(scheduleDiagnostics(start).count, 0)
        XCTAssertEqual(
            scheduleDiagnostics(start.addingTimeInterval(3_600)).count, 0,
            "an hour ahead is a plausible simulated start")
        XCTAssertEqual(
            scheduleDiagnostics(start.addingTimeInterval(-300 * 86_400)).count, 0, "a past start still ticks")
    }
}
