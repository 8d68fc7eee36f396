// Models SwiftUI's idle display link: when nothing is invalidated, animating or
// scheduled, a frame does nothing, so time can move on without running one.
// Simplifies: viewsim does not prove a frame is a no-op from the graph's state;
// it runs the first idle frame in full and watches it. An idle frame that
// recorded nothing, left nothing to do and laid nothing out is "quiet"; until
// anything runs another frame or records an event, the next idle frame would do
// exactly what that one did (nothing), so it is passed: the clock moves to it and
// the current step's frame range grows to include it, as running it would have
// done. Anything that could make a frame do something (a write, a tap, a task, a
// timeline entry, a timer) records an event, runs a frame or is pending work,
// which ends the quiet.
// Lesson: every lesson's `advance(by:)` after its views have settled.

extension ViewGraph {
    /// Runs frame `index`, which nothing pending and nothing scheduled before it
    /// makes idle (`Simulation.advanceFrames`): passed without running when the last
    /// idle frame was quiet and nothing has run or been recorded since, else run in
    /// full and watched.
    func runIdleFrame(_ index: Int) {
        if passesQuietIdleFrames, let quiet = quietAfter, quiet.frames == framesRun,
            quiet.event == recorder.lastEventID, !pendingLooseFrame
        {
            clock.frame = index
            clock.pass = 1
            recorder.passEmptyFrame(index: index)
            return
        }
        let before = recorder.lastEventID
        runFrame(index)
        let quiet =
            recorder.lastEventID == before && !pendingLooseFrame && !hasPendingWork
            && layoutState.measuredInLastPass == 0 && layoutState.placedInLastPass == 0
        quietAfter = quiet ? (framesRun, before) : nil
    }
}
