// Models `Date.now` inside a simulation.
// Simplifies: `.simNow` is the frame's time plus `passDuration` for each update
// pass already run in the frame; outside a simulation it is the start date.
// Lesson: lesson4 (a fresh `.simNow` in each pass is what makes the loop).
import Foundation

extension Date {
    /// The simulated current date. Write `.simNow` where SwiftUI code writes `.now`
    /// or `Date()`:
    ///
    /// ```swift
    /// TimelineView(.periodic(from: .simNow, by: 2)) { timeline in … }
    /// ```
    public static var simNow: Date {
        SimulationContext.current?.simulatedNow ?? SimulationConfiguration.defaultStartDate
    }
}
