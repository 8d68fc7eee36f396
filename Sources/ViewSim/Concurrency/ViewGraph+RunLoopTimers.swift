// Models nothing of SwiftUI: notices a Foundation timer that a simulation's code
// scheduled on the run loop (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`),
// which viewsim cannot simulate, and reports it once as not modelled.
// Simplifies: the thread's run loop is read (not run) before and after each
// frame, in its default mode; a timer is noticed when the soonest timer there is
// new and sooner than before the frame (a timer added behind an earlier one that
// was already there is not noticed).
import CoreFoundation

extension ViewGraph {
    /// The fire date of the soonest timer on this thread's run loop in its default
    /// mode, in seconds since the reference date (0 when there is none). Reads only.
    static func soonestRunLoopTimer() -> Double {
        CFRunLoopGetNextTimerFireDate(CFRunLoopGetCurrent(), kCFRunLoopDefaultMode)
    }

    /// What `noticeRunLoopTimers(since:)` compares with at the end of a frame:
    /// the soonest timer now, or nil once this simulation has reported one.
    func runLoopTimerMark() -> Double? {
        reportedNotModelled.contains(.scheduledTimer) ? nil : Self.soonestRunLoopTimer()
    }

    /// Reports `Timer.scheduledTimer` (once per simulation) if a timer appeared on
    /// the thread's run loop since `before` was read, in the frame still open.
    func noticeRunLoopTimers(since before: Double?) {
        guard let before else { return }
        let after = Self.soonestRunLoopTimer()
        guard after != 0, before == 0 || after < before else { return }
        reportNotModelled(.scheduledTimer, node: nil, cause: nil)
    }
}
