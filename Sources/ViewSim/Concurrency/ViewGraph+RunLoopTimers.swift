// Models nothing of SwiftUI: notices a Foundation timer that a simulation's code
// scheduled on the run loop (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`),
// which viewsim cannot simulate, and reports it once as not modelled.
// Simplifies: the thread's run loop is read (not run), in its default mode, when
// the simulation is created and at the start and end of each call that moves
// time on (`advance`, `advanceFrames`, `runUntilIdle`) — where a timer would be
// expected to fire — not per frame, so an update costs nothing for it. A timer is
// noticed when the soonest timer there is new and sooner than the one seen
// before (a timer added behind an earlier one is not noticed; one that code
// outside the simulation scheduled on this thread between calls is taken for
// the simulation's). The run loop is not read again while the simulation has run
// no frame and recorded nothing since the last read (passed idle frames run
// nothing): only its code schedules the timers it reports, and reading costs
// about 2,000 instructions, twice an idle `advanceFrames(1)`'s own work. A timer
// that code outside the simulation scheduled in that time is read (and taken for
// the simulation's) when it next runs something.
import CoreFoundation
import Glibc

extension ViewGraph {
    /// The fire date of the soonest timer on this thread's run loop in its default
    /// mode, in seconds since the reference date (0 when there is none). Reads only.
    static func soonestRunLoopTimer() -> Double {
        CFRunLoopGetNextTimerFireDate(CFRunLoopGetCurrent(), kCFRunLoopDefaultMode)
    }

    /// Reads the run loop as the simulation starts: what is there already is not its own.
    func markRunLoopTimers() {
        runLoopTimersSeen = (Self.currentThread, Self.soonestRunLoopTimer())
        runLoopTimersReadAfter = (framesRun, recorder.lastEventID)
    }

    /// Reports `Timer.scheduledTimer` (once per simulation) if a timer appeared on
    /// this thread's run loop since it was last read (on this thread), in a frame
    /// of its own (`what`: the call that found it).
    func noticeRunLoopTimers() {
        // Nothing has run since the last read, on this thread: nothing to read.
        if let after = runLoopTimersReadAfter, after.frames == framesRun, after.event == recorder.lastEventID,
            runLoopTimersSeen?.thread == Self.currentThread
        {
            return
        }
        runLoopTimersReadAfter = (framesRun, recorder.lastEventID)
        guard !reportedNotModelled.contains(.scheduledTimer) else { return }
        let now = Self.soonestRunLoopTimer()
        defer { runLoopTimersSeen = (Self.currentThread, now) }
        guard let seen = runLoopTimersSeen, seen.thread == Self.currentThread else { return }
        guard now != 0, seen.soonest == 0 || now < seen.soonest else { return }
        reportNotModelled(.scheduledTimer, node: nil, cause: nil)
        finishLooseFrame()
    }

    private static var currentThread: UInt { UInt(pthread_self()) }
}
