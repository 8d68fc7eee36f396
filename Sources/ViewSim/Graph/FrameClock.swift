// Models the display's clock: evenly spaced frames on a virtual timeline, the
// update passes within a frame, and the simulated wall clock (`Date.simNow`).
// Simplifies: frame n happens at exactly n / framesPerSecond seconds (integer
// indices, no floating drift); a pass takes a fixed `passDuration`; nothing
// reads the real clock. Every conversion between times and frames goes through
// this type, with one tolerance. See docs/ARCHITECTURE.md, "Simulated time".

import Foundation

/// The one rule between simulated time and frames, and where the simulation is
/// on it: the frame being processed and the update pass within it.
///
/// ```swift
/// var clock = FrameClock(framesPerSecond: 60)
/// clock.time(ofFrame: 12)                 // 0.2
/// clock.frame(atOrBefore: 0.2)            // 12
/// clock.frame(atOrAfter: clock.startDate.addingTimeInterval(0.2))   // 12
/// ```
package struct FrameClock: Sendable {
    /// Frames per second; frame `n` happens at `n / framesPerSecond` seconds.
    package let framesPerSecond: Int
    /// The simulated date of frame 0.
    package let startDate: Date
    /// How far the simulated wall clock moves on between two update passes of a frame.
    package let passDuration: TimeInterval

    /// The frame being processed, or the last one processed.
    package var frame = 0
    /// The update pass within the frame (1-based).
    package var pass = 1

    /// How close to a frame's time a time or date counts as at that frame.
    ///
    /// A `Date` near the default start date has a resolution of about 1.2e-7 s, so
    /// an entry computed by adding offsets (`start + 0.2`) can land a rounding
    /// error after the frame it means, and `seconds * framesPerSecond` can land a
    /// rounding error before it. Anything within this tolerance of a frame's time
    /// counts as at that frame, whichever way it is converted.
    package static let tolerance: TimeInterval = 1e-6

    /// A clock at frame 0, pass 1.
    package init(
        framesPerSecond: Int, startDate: Date = SimulationConfiguration.defaultStartDate,
        passDuration: TimeInterval = 0.001
    ) {
        self.framesPerSecond = framesPerSecond
        self.startDate = startDate
        self.passDuration = passDuration
    }

    /// A clock for a (validated) configuration.
    package init(configuration: SimulationConfiguration) {
        self.init(
            framesPerSecond: configuration.framesPerSecond, startDate: configuration.startDate,
            passDuration: configuration.passDuration)
    }

    // MARK: - Frames → time

    /// Seconds since the start at frame `index`.
    package func time(ofFrame index: Int) -> Double {
        Double(index) / Double(framesPerSecond)
    }

    /// The simulated date of frame `index`.
    package func date(ofFrame index: Int) -> Date {
        startDate.addingTimeInterval(time(ofFrame: index))
    }

    /// Seconds since the start at the current frame.
    package var time: Double { time(ofFrame: frame) }

    /// The simulated wall clock (`Date.simNow`): the frame's time plus
    /// `passDuration` for each update pass already run in the frame.
    package var now: Date {
        startDate.addingTimeInterval(time(ofFrame: frame) + Double(pass - 1) * passDuration)
    }

    /// Identifies the current update pass of the current frame.
    package var passStamp: Int { frame &* 256 &+ pass }

    // MARK: - Time → frames

    /// The last frame at or before `seconds` since the start (a frame within
    /// `tolerance` after it counts): where `advance(to:)` stops.
    package func frame(atOrBefore seconds: Double) -> Int {
        Int(((seconds + Self.tolerance) * Double(framesPerSecond)).rounded(.down))
    }

    /// How many frames it takes to cover `seconds` (a duration within `tolerance`
    /// of a whole number of frames takes that number).
    package func frameCount(covering seconds: Double) -> Int {
        Int(((seconds - Self.tolerance) * Double(framesPerSecond)).rounded(.up))
    }

    /// The first frame at or after `date` (a date within `tolerance` after a
    /// frame's date counts as at that frame): when a timeline entry is due.
    ///
    /// The estimate from seconds is corrected with the same date comparison the
    /// timeline uses (`entry <= frame date + tolerance`), so an entry made as
    /// `start + 0.2` fires in frame 12 at 60 fps, not 13.
    package func frame(atOrAfter date: Date) -> Int {
        let target = date.addingTimeInterval(-Self.tolerance)
        let seconds = target.timeIntervalSince(startDate)
        let exact = seconds * Double(framesPerSecond)
        guard exact.isFinite else { return Int.max }
        if exact > Double(Int.max / 2) { return Int.max / 2 }
        var frame = Int(exact.rounded(.up))
        // The estimate is off by at most a frame; the bounds only guard against
        // dates so far out that adding a frame's time changes nothing.
        for _ in 0..<4 where self.date(ofFrame: frame - 1) >= target { frame -= 1 }
        for _ in 0..<4 where self.date(ofFrame: frame) < target { frame += 1 }
        return frame
    }

    /// The latest date that counts as reached at `now`: schedule entries up to it are due.
    package func latestDue(at now: Date) -> Date {
        now.addingTimeInterval(Self.tolerance)
    }
}
