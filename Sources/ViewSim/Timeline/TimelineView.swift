// Models SwiftUI's `TimelineView` and its `Context` (`date`, `cadence`).
// Simplifies: the content is evaluated when the view appears, when its value
// changes (its content closure can never be compared, so whenever its parent
// re-evaluates), and on the first frame at or after each entry — once per frame,
// with the latest entry due. Cadence is always `.live`, as on a device without
// Always-On. Lesson: lesson1, lesson2, lesson4.
import Foundation

/// What a timeline's content receives each time it is evaluated.
public struct TimelineViewContext {
    /// The date from the schedule that triggered the current update.
    public let date: Date
    /// How often the view is expected to update.
    public let cadence: Cadence

    /// A hint about how often the timeline updates. Slower cadences compare greater.
    public enum Cadence: Int, Comparable, Sendable {
        case live, seconds, minutes
        public static func < (lhs: Cadence, rhs: Cadence) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

/// The context type SwiftUI uses for timeline content closures.
public typealias TimelineViewDefaultContext = TimelineViewContext

/// A view that updates according to a schedule that you provide.
///
/// ```swift
/// TimelineView(.periodic(from: .simNow, by: 1)) { timeline in
///     Text("\(timeline.date)")
/// }
/// ```
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: PrimitiveView {
    public typealias Context = TimelineViewContext

    public let schedule: Schedule
    public let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    package var _label: String { "TimelineView(\(scheduleDescription))" }
    package var _role: PrimitiveRole { .timeline }

    var scheduleDescription: String {
        switch schedule {
        case let described as CustomStringConvertible:
            return described.description
        default:
            let name = _typeName(Schedule.self, qualified: false)
            return name.hasPrefix("ExplicitTimelineSchedule") ? ".explicit" : name
        }
    }
}

/// The graph's view of any `TimelineView`.
package protocol AnyTimelineView {
    func _entries(from date: Date, mode: TimelineScheduleMode) -> ScheduleCursor
    func _content(date: Date, cadence: TimelineViewContext.Cadence) -> any View
    var _schedule: Any { get }
    var _scheduleDescription: String { get }
}

extension TimelineView: AnyTimelineView {
    package func _entries(from date: Date, mode: TimelineScheduleMode) -> ScheduleCursor {
        ScheduleCursor(schedule.entries(from: date, mode: mode))
    }

    package func _content(date: Date, cadence: TimelineViewContext.Cadence) -> any View {
        content(TimelineViewContext(date: date, cadence: cadence))
    }

    package var _schedule: Any { schedule }
    package var _scheduleDescription: String { scheduleDescription }
}
