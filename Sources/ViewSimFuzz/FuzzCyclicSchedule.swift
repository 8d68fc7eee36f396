// Models a custom `TimelineSchedule` as apps write them: a lazy, endless
// sequence of dates (offsets repeated every period). A period of 0 repeats the
// same dates forever; a negative one goes backwards.
import Foundation
import ViewSim

/// The custom schedule behind `FuzzSchedule.cyclic`: the offsets from `base`,
/// repeated every `period` seconds, lazily and forever.
public struct FuzzCyclicSchedule: TimelineSchedule {
    public let base: Date
    public let offsets: [Double]
    public let period: Double

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var index = 0
        let offsets = self.offsets
        let period = self.period
        let base = self.base
        return AnyIterator {
            guard !offsets.isEmpty else { return nil }
            let cycle = Double(index / offsets.count)
            let offset = offsets[index % offsets.count] + cycle * period
            index &+= 1
            return base.addingTimeInterval(offset)
        }
    }
}
