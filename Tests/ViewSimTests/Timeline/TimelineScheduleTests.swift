// Tests the dates every TimelineSchedule produces, against Apple's documented and
// Apple-verified values: .periodic, .everyMinute, .explicit, .animation (with
// minimumInterval, paused and low-frequency mode) and a custom schedule.
import Foundation
import ViewSim
import XCTest

private func seconds(_ dates: some Sequence<Date>, count: Int, from origin: Date = .sim(0)) -> [Double] {
    dates.prefix(count).map { ($0.timeIntervalSince(origin) * 1000).rounded() / 1000 }
}

private struct EveryThreeSeconds: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        sequence(first: startDate) { $0.addingTimeInterval(3) }
    }
}

final class TimelineScheduleTests: XCTestCase {
    func testPeriodicFromAPastStartBeginsAtTheLatestBoundary() {
        // Apple-verified: start 0, interval 5, query 12 → 10, 15, 20.
        let schedule = PeriodicTimelineSchedule.periodic(from: .sim(0), by: 5)
        XCTAssertEqual(seconds(schedule.entries(from: .sim(12), mode: .normal), count: 3), [10, 15, 20])
        // Interval 10, query 25 → 20, 30; a query on a boundary starts there: 15 → 15, 20.
        XCTAssertEqual(
            seconds(
                PeriodicTimelineSchedule.periodic(from: .sim(0), by: 10).entries(from: .sim(25), mode: .normal),
                count: 2), [20, 30])
        XCTAssertEqual(seconds(schedule.entries(from: .sim(15), mode: .normal), count: 2), [15, 20])
    }

    func testPeriodicFromAFutureStartGivesTheCurrentDateFirst() {
        // "updates once with the current date, and then begins regular updates at the start date".
        let schedule = PeriodicTimelineSchedule.periodic(from: .sim(10), by: 5)
        XCTAssertEqual(seconds(schedule.entries(from: .sim(3), mode: .normal), count: 4), [3, 10, 15, 20])
    }

    func testEveryMinuteStartsAtTheStartOfTheCurrentMinute() {
        // The default start date is on a minute boundary (09:41:00); 38 s later → 09:41:00, 09:42:00, …
        let entries = EveryMinuteTimelineSchedule.everyMinute.entries(from: .sim(38), mode: .normal)
        XCTAssertEqual(seconds(entries, count: 3), [0, 60, 120])
        for date in entries.prefix(3) {
            XCTAssertEqual(date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60), 0)
        }
    }

    func testExplicitReturnsTheDatesVerbatim() {
        let dates: [Date] = [.sim(-5), .sim(1), .sim(1.5)]
        XCTAssertEqual(Array(ExplicitTimelineSchedule.explicit(dates).entries(from: .sim(0), mode: .normal)), dates)
    }

    func testAnimationWithMinimumIntervalStepsByThatInterval() {
        // Apple-verified: minimumInterval 1.5 from t0 → t0, t0+1.5, t0+3.0.
        let schedule = AnimationTimelineSchedule.animation(minimumInterval: 1.5)
        XCTAssertEqual(seconds(schedule.entries(from: .sim(2), mode: .normal), count: 3), [2, 3.5, 5])
    }

    func testPausedOrLowFrequencyAnimationHasNoEntries() {
        // Apple-verified: paused: true or .lowFrequency → an empty sequence.
        XCTAssertEqual(
            Array(
                AnimationTimelineSchedule.animation(minimumInterval: 1, paused: true).entries(
                    from: .sim(0), mode: .normal)), [])
        XCTAssertEqual(Array(AnimationTimelineSchedule.animation.entries(from: .sim(0), mode: .lowFrequency)), [])
    }

    func testAnimationWithoutAnIntervalUsesTheDefault() {
        let entries = seconds(AnimationTimelineSchedule.animation.entries(from: .sim(0), mode: .normal), count: 2)
        XCTAssertEqual(entries, [0, (AnimationTimelineSchedule.defaultInterval * 1000).rounded() / 1000])
    }

    func testCustomScheduleIsUsedAsWritten() {
        XCTAssertEqual(seconds(EveryThreeSeconds().entries(from: .sim(1), mode: .normal), count: 3), [1, 4, 7])
    }
}
