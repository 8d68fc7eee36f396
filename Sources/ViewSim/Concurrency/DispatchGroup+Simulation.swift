// Models nothing of SwiftUI: notices `DispatchGroup.notify(queue: .main)` called
// while a simulation runs, which viewsim cannot simulate, and reports it once as
// not modelled. A group's members come and go through Dispatch's own `enter()` and
// `leave()`, possibly on other threads in real time, so viewsim cannot know in
// simulated time when the group empties; the block goes to Dispatch's real main
// queue, which no simulation drains.
// Simplifies: the forms with `qos:` or `flags:` written are Dispatch's own (an
// overload with their signature is ambiguous) and are not reported; the block is
// `@Sendable`, as Apple declares it (a `@MainActor` block would lose the overload
// to Linux Dispatch's, whose block is not `@Sendable`); a notify sent
// to a queue other than `.main` is Dispatch's and runs there, as in an app.
import Dispatch

extension DispatchGroup {
    /// Runs `work` on `queue` once every piece of work in the group has left it, as
    /// Dispatch does; inside a simulation, with `.main`, also reports that the work
    /// is not simulated.
    ///
    /// ```swift
    /// let group = DispatchGroup()
    /// for id in ids { group.enter(); load(id) { group.leave() } }
    /// group.notify(queue: .main) { isLoading = false }
    /// // ⚠ viewsim: DispatchGroup.notify(queue: .main) in a simulation is not modelled: …
    /// ```
    ///
    /// viewsim's model: the block is Dispatch's, on Dispatch's real main queue, and
    /// runs, if ever, outside simulated time. Await the pieces in a `.task` instead,
    /// which is simulated. `DispatchQueue.main.async(group:)` itself is simulated
    /// (the group is entered when the work is enqueued and left once it has run).
    ///
    /// The block is `@Sendable` and not main-actor code, as in Apple's Dispatch
    /// (`notify(qos:flags:queue:execute:)`), whichever queue it goes to.
    public func notify(queue: DispatchQueue, execute work: @escaping @Sendable () -> Void) {
        if let graph = SimulationContext.running, queue.label == DispatchQueue.main.label {
            graph.reportNotModelledWork(.dispatchGroupNotify)
        }
        notify(qos: .unspecified, flags: [], queue: queue, execute: work)
    }
}
