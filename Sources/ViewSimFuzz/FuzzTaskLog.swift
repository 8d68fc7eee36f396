// Models what the fuzz tasks' own code did, in order, under the trace's task
// numbers: began, about to await (and what), woke, saw its cancellation, wrote,
// ended; plus `asyncAfter` work that ran. Also whether each entry was logged on
// the thread that runs the case (the driving thread).
// Simplifies: only the fuzz code's own steps are logged; a task viewsim did not
// start (none in a fuzz case) would log as task 0.
import Foundation
import ViewSim

/// The fuzz tasks' own account of what they did.
public final class FuzzTaskLog {
    /// One thing a task's code did.
    public enum Entry: Equatable, Sendable {
        /// The task's code began.
        case began(task: Int)
        /// The task is about to await `wait` (it was not cancelled).
        case wait(task: Int, FuzzWait)
        /// The await returned normally.
        case woke(task: Int)
        /// The task saw its cancellation (`Task.isCancelled`, or a `CancellationError` from a wait).
        case observedCancellation(task: Int)
        /// The task wrote its target (after checking it was not cancelled).
        case wrote(task: Int)
        /// The task's code returned, or threw when `threw`.
        case ended(task: Int, threw: Bool)
        /// A tap's `DispatchQueue.main.asyncAfter` work ran.
        case asyncAfterRan
    }

    /// Everything logged, in order.
    public private(set) var entries: [Entry] = []
    /// Entries logged on a thread other than the one that made the log (the case's driving thread).
    public private(set) var offThread: [Entry] = []
    private let thread = pthread_self()

    public init() {}

    func log(_ entry: Entry) {
        entries.append(entry)
        if pthread_equal(pthread_self(), thread) == 0 { offThread.append(entry) }
    }

    /// The trace number of the task running now (0 when viewsim did not start it).
    static var currentTask: Int { TaskRef.current?.id ?? 0 }
}
