// Tests when a TimelineView's content is evaluated: on appearance, then on the
// first frame at or after each entry, once per frame with the latest entry; an
// explicit schedule of past dates updates once with the last, of future dates
// shows "now" until the first; a paused animation schedule builds once.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

/// Collects the dates a timeline's content was built with, as seconds since the start.
private final class Dates {
    var seconds: [Double] = []
    func record(_ date: Date) -> Bool {
        seconds.append((date.timeIntervalSince(.sim(0)) * 10_000).rounded() / 10_000)
        return true
    }
}

private struct Clock<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    let dates: Dates
    var body: some View {
        TimelineView(schedule) { context in
            let _ = dates.record(context.date)
            Text("tick")
        }
    }
}

private struct EveryThreeSeconds: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        sequence(first: startDate) { $0.addingTimeInterval(3) }
    }
}

/// Entries that start before the date the timeline asks from.
private struct MinuteMarks: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [.sim(-5), .sim(60)] }
}

@MainActor
final class TimelineViewTests: XCTestCase {
    func testContentIsBuiltOnAppearanceAndOnTheFirstFrameAtEachEntry() async throws {
        let dates = Dates()
        let sim = makeSimulation(Clock(schedule: .periodic(from: .sim(0), by: 0.2), dates: dates))
        XCTAssertEqual(dates.seconds, [0])
        try sim.step("wait") { try sim.advance(by: 0.5) }
        XCTAssertEqual(dates.seconds, [0, 0.2, 0.4])
        // 0.2 s at 60 frames per second is frame 12 exactly; 0.4 s is frame 24.
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "TimelineView", inStep: 1).map(\.frame), [12, 24])
        assertBodyReasons(sim, of: "TimelineView", ["@timeline", "@timeline"], in: .step(1))
    }

    func testEntryBetweenFramesIsShownOnTheNextFrame() async throws {
        let dates = Dates()
        let sim = makeSimulation(Clock(schedule: .periodic(from: .sim(0), by: 0.25), dates: dates))
        try sim.advance(by: 0.3)
        // 0.25 s is frame 15 exactly; an entry at 0.01 would wait for frame 1.
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "TimelineView").map(\.frame), [0, 15])
        let explicit = Dates()
        let other = makeSimulation(Clock(schedule: .explicit([Date.sim(0.01)]), dates: explicit))
        try other.advance(by: 0.1)
        XCTAssertEqual(other.trace.bodyEvaluations(of: "TimelineView").map(\.frame), [0, 1])
        XCTAssertEqual(explicit.seconds, [0, 0.01])
    }

    func testSeveralEntriesInOneFrameBuildOnceWithTheLatest() async throws {
        let dates = Dates()
        // Entries every 4 ms: frame 1 (16.7 ms) has passed 4, 8, 12 and 16 ms.
        let sim = makeSimulation(Clock(schedule: .periodic(from: .sim(0), by: 0.004), dates: dates))
        try sim.advanceFrames(1)
        XCTAssertEqual(dates.seconds, [0, 0.016])
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "TimelineView", inFrame: 1).count, 1)
    }

    func testExplicitPastDatesUpdateOnceWithTheLastEntry() async throws {
        let dates = Dates()
        let sim = makeSimulation(Clock(schedule: .explicit([Date.sim(-10), .sim(-5)]), dates: dates))
        try sim.advance(by: 5)
        XCTAssertEqual(dates.seconds, [-5])
        assertBodyCount(sim, of: "TimelineView", equals: 1)
    }

    func testExplicitFutureDatesShowNowUntilTheFirstArrives() async throws {
        let dates = Dates()
        let sim = makeSimulation(Clock(schedule: .explicit([Date.sim(1), .sim(2)]), dates: dates))
        try sim.advance(by: 5)
        XCTAssertEqual(dates.seconds, [0, 1, 2])
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "TimelineView").map(\.frame), [0, 60, 120])
    }

    func testEntriesBeforeTheStartUseTheOneThatMostCloselyPrecedesIt() async throws {
        let dates = Dates()
        let sim = makeSimulation(Clock(schedule: MinuteMarks(), dates: dates))
        try sim.advance(by: 61)
        XCTAssertEqual(dates.seconds, [-5, 60])
    }

    func testAnimationScheduleWithMinimumInterval() async throws {
        let dates = Dates()
        let sim = makeSimulation(Clock(schedule: .animation(minimumInterval: 1.5), dates: dates))
        try sim.advance(by: 3.2)
        XCTAssertEqual(dates.seconds, [0, 1.5, 3])
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "TimelineView").map(\.frame), [0, 90, 180])
    }

    func testPausedAnimationScheduleBuildsTheContentOnceAndNeverUpdates() async throws {
        let dates = Dates()
        let sim = makeSimulation(Clock(schedule: .animation(minimumInterval: 0.1, paused: true), dates: dates))
        try sim.advance(by: 2)
        XCTAssertEqual(dates.seconds, [0])
        assertBodyCount(sim, of: "TimelineView", equals: 1)
        XCTAssertEqual(try sim.runUntilIdle(), 0)
    }

    func testEveryMinuteUpdatesOnTheMinute() async throws {
        let dates = Dates()
        let sim = makeSimulation(Clock(schedule: .everyMinute, dates: dates))
        try sim.advance(by: 125)
        XCTAssertEqual(dates.seconds, [0, 60, 120])
    }

    func testCustomSchedule() async throws {
        let dates = Dates()
        let sim = makeSimulation(Clock(schedule: EveryThreeSeconds(), dates: dates))
        try sim.advance(by: 7)
        XCTAssertEqual(dates.seconds, [0, 3, 6])
    }

    func testChildWithoutInputsIsSkippedWhenTheContentIsRebuilt() async throws {
        let sim = makeSimulation(Faces())
        try sim.step("wait") { try sim.advance(by: 0.25) }
        assertSkipped(sim, "Faces.Face", because: .noStoredInputs, in: .step(1))
        assertStep(sim, evaluated: ["TimelineView": "@timeline"])
    }
}

private struct Faces: View {
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 0.2)) { context in
            HStack {
                Text("\(context.date)")
                Face()
            }
        }
    }

    struct Face: View {
        var body: some View { Text("🙂") }
    }
}
