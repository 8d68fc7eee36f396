// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4"), §7 "Custom
// TimelineScheduler" and §10's loop-counting version. Edits: one type for both
// (§7's `.cyclic(timeOffsets:)` is loopCount 0, endless); an empty offset array
// ends the entries instead of dividing by zero. Lesson 7 reuses it.
import Foundation
import ViewSim

extension Lesson6 {
    /// Seed 001 §7/§10: a schedule whose entries are `startDate + offsets[0]`,
    /// `+ offsets[1]`, …, starting over at the first offset when they run out.
    ///
    /// ```swift
    /// TimelineView(.cyclic(timeOffsets: [0.2, 0.2, 0.4])) { timeline in … }   // +0.2, +0.4, +0.8, +1.0, …
    /// ```
    // lesson-code: lesson6-cyclic-schedule
    struct CyclicTimelineSchedule: TimelineSchedule {
        let loopCount: Int  // loopCount == 0 means inifinite loops.
        let timeOffsets: [TimeInterval]

        func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
            Entries(loopCount: loopCount, last: startDate, offsets: timeOffsets)
        }

        /// The dates, made one at a time by adding the next offset to the last date.
        ///
        /// As in the seed, `loops` counts up when `idx` wraps to 0, and that
        /// includes the very first entry: `loopCount: n` yields the offsets n − 1 times.
        struct Entries: Sequence, IteratorProtocol {
            let loopCount: Int
            var loops = 0
            var last: Date
            let offsets: [TimeInterval]

            var idx: Int = -1

            // lesson-code: lesson6-entries-next
            mutating func next() -> Date? {
                guard !offsets.isEmpty else { return nil }  // viewsim: the seed would divide by zero

                idx = (idx + 1) % offsets.count

                if idx == 0 { loops += 1 }

                if loopCount != 0 && loops >= loopCount { return nil }

                last = last.addingTimeInterval(offsets[idx])

                return last
            }
            // end lesson-code: lesson6-entries-next
        }
    }
    // end lesson-code: lesson6-cyclic-schedule
}

extension TimelineSchedule where Self == Lesson6.CyclicTimelineSchedule {
    /// Seed 001 §7: an endless cyclic schedule.
    static func cyclic(timeOffsets: [TimeInterval]) -> Lesson6.CyclicTimelineSchedule {
        .init(loopCount: 0, timeOffsets: timeOffsets)
    }

    /// Seed 001 §10: a cyclic schedule that stops after `loopCount` loops (0: never).
    static func cyclic(loopCount: Int, timeOffsets: [TimeInterval]) -> Lesson6.CyclicTimelineSchedule {
        .init(loopCount: loopCount, timeOffsets: timeOffsets)
    }
}
