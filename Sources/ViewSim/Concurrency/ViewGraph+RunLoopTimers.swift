// Models nothing of SwiftUI: notices a Foundation timer that a simulation's code
// scheduled on the run loop (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`),
// which viewsim cannot simulate, and reports it once as not modelled.
// Simplifies: the thread's run loop is read (not run) at the end of each frame
// (and at its start when the frame before ran on another thread), in its
// default mode; a timer is noticed when the soonest timer there is new and
// sooner than before (a timer added behind an earlier one is not noticed; one
// that code outside the simulation scheduled on this thread between two frames
// is taken for the simulation's).
import CoreFoundation
import Glibc

extension ViewGraph {
    /// The fire date of the soonest timer on this thread's run loop in its default
    /// mode, in seconds since the reference date (0 when there is none). Reads only.
    static func soonestRunLoopTimer() -> Double {
        CFRunLoopGetNextTimerFireDate(CFRunLoopGetCurrent(), kCFRunLoopDefaultMode)
    }

    /// What `noticeRunLoopTimers(since:)` compares with at the end of a frame:
    /// the soonest timer now (as the last frame on this thread left it), or nil
    /// once this simulation has reported one.
    func runLoopTimerMark() -> Double? {
        guard !reportedNotModelled.contains(.scheduledTimer) else { return nil }
        if let seen = runLoopTimersSeen, seen.thread == Self.currentThread { return seen.soonest }
        return Self.soonestRunLoopTimer()
    }

    /// Reports `Timer.scheduledTimer` (once per simulation) if a timer appeared on
    /// the thread's run loop since `before` was read, in the frame still open.
    func noticeRunLoopTimers(since before: Double?) {
        guard let before else { return }
        let after = Self.soonestRunLoopTimer()
        runLoopTimersSeen = (Self.currentThread, after)
        guard after != 0, before == 0 || after < before else { return }
        reportNotModelled(.scheduledTimer, node: nil, cause: nil)
    }

    private static var currentThread: UInt { UInt(pthread_self()) }
}
