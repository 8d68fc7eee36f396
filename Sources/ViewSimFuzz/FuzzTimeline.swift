// Models a view with a `TimelineView` of any schedule; the content gets the
// entry's time (tenths of a second since the start, or -1 when not finite) as
// its `FuzzSource.parent` value.
import Foundation
import ViewSim

/// A `TimelineView` over one of the fuzz schedules.
nonisolated struct FuzzTimeline: View {
    let schedule: FuzzSchedule
    let node: FuzzNode
    let scope: FuzzScope
    let value: Int

    var body: some View {
        let _ = scope.recorder.countBody("FuzzTimeline")
        let base = SimulationConfiguration.defaultStartDate
        switch schedule {
        case .periodic(let start, let interval):
            TimelineView(.periodic(from: base.addingTimeInterval(start), by: interval)) { content($0.date) }
        case .everyMinute:
            TimelineView(.everyMinute) { content($0.date) }
        case .explicit(let offsets):
            TimelineView(.explicit(offsets.map { base.addingTimeInterval($0) })) { content($0.date) }
        case .animation(let minimum, let paused):
            TimelineView(.animation(minimumInterval: minimum, paused: paused)) { content($0.date) }
        case .cyclic(let offsets, let period):
            TimelineView(FuzzCyclicSchedule(base: base, offsets: offsets, period: period)) { content($0.date) }
        }
    }

    private func content(_ date: Date) -> FuzzView {
        let seconds = date.timeIntervalSince(SimulationConfiguration.defaultStartDate) * 10
        let tenths = seconds.isFinite && abs(seconds) < 1e9 ? Int(seconds) : -1
        return FuzzView(node: node, scope: scope, value: tenths)
    }
}
