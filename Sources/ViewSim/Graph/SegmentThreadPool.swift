// Models nothing in SwiftUI: it keeps the threads of viewsim's stack segments
// (`StackSegments`) for the next segment instead of starting one per segment.
// A tree deeper than `StackSegments.levelsOnCallerStack` runs every update pass
// on a segment thread; starting one maps and unmaps its 16 MB stack and clones a
// thread, which was an eighth of a deep fuzz case's CPU time (perf, seed 1
// extreme case 8138). A finished segment's thread waits for the next one; at
// most `maximumIdle` wait, the rest end.
// Simplifies: one pool per process and one stack size (threads carry no state
// of a simulation between segments: `StackSegments.CarriedContext` binds it for
// each segment, so which thread runs a segment never changes what it does).
import Dispatch
import Synchronization

/// Idle segment threads, handed the next segment's work.
///
/// ```swift
/// let status = SegmentThreadPool.shared.start(stackSize: 16 << 20) { work() }   // 0: it runs
/// ```
final class SegmentThreadPool: Sendable {
    /// The pool every simulation's segments use.
    static let shared = SegmentThreadPool()
    /// The most threads kept waiting; nested segments use one each.
    static let maximumIdle = 8

    /// A pooled thread: its wake-up, and the work it is handed before each.
    private final class Worker: @unchecked Sendable {
        // `@unchecked Sendable` is sound: `job` is written by the thread that takes
        // the worker from the pool before it signals `wake`, and read by the worker
        // only after `wake.wait()` returns, so the semaphore orders the two.
        let wake = DispatchSemaphore(value: 0)
        var job: (@Sendable () -> Void)?
        let stackSize: Int
        init(stackSize: Int) { self.stackSize = stackSize }
    }

    private let idle = Mutex<[Worker]>([])

    /// Runs `body` on a waiting thread with a `stackSize` stack, or on a new one
    /// started with ``StackSegments/startThread(stackSize:body:)``; returns 0, or
    /// the error number when no thread could be started (then `body` never runs).
    func start(stackSize: Int, body: @escaping @Sendable () -> Void) -> Int32 {
        let waiting = idle.withLock { workers -> Worker? in
            guard let index = workers.lastIndex(where: { $0.stackSize == stackSize }) else { return nil }
            return workers.remove(at: index)
        }
        if let waiting {
            waiting.job = body
            waiting.wake.signal()
            return 0
        }
        let worker = Worker(stackSize: stackSize)
        worker.job = body
        return StackSegments.startThread(stackSize: stackSize) { [self] in self.serve(worker) }
    }

    /// A pooled thread's life: its work, then back to the pool to wait for more,
    /// or the end when the pool is full.
    private func serve(_ worker: Worker) {
        while true {
            if let job = worker.job {
                worker.job = nil
                job()
            }
            let kept = idle.withLock { workers -> Bool in
                guard workers.count < Self.maximumIdle else { return false }
                workers.append(worker)
                return true
            }
            guard kept else { return }
            worker.wake.wait()
        }
    }
}
