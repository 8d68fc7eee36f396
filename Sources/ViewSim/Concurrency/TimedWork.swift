// Models the waits of a simulation's concurrency on the simulated clock: a
// sleeping task, `DispatchQueue.main.asyncAfter` work, a timer's next firing.
// Each waits for a time; the first frame at or after it wakes it.
// Simplifies: waits are ordered by due time, then by the order they were made
// (viewsim's model: SwiftUI documents no order for two waits due at once). A
// cancelled sleep leaves its entry in the heap, skipped when it comes up, so
// cancelling costs nothing and 10,000 sleepers cost nothing per idle frame.
import Synchronization

/// A sleep in progress: the continuation the sleeping task waits on.
final class Sleeper: @unchecked Sendable {
    /// The task that sleeps, when viewsim started it.
    let task: SimulatedTask?
    /// The continuation, until it is resumed (woken or cancelled), under a lock:
    /// a task may be cancelled from any thread.
    private let continuation = Mutex<CheckedContinuation<Void, any Error>?>(nil)
    /// 0 while sleeping; 1 once woken, 2 once cancelled: whichever comes first resumes.
    private let outcome = Atomic<Int>(0)

    init(task: SimulatedTask?) {
        self.task = task
    }

    /// Stores the continuation; if the sleep was cancelled first, resumes it now.
    func wait(on continuation: CheckedContinuation<Void, any Error>) {
        self.continuation.withLock { $0 = continuation }
        switch outcome.load(ordering: .acquiring) {
        case 1: resume(throwing: nil)
        case 2: resume(throwing: CancellationError())
        default: break
        }
    }

    /// Whether the sleep was cancelled or woken already.
    var isDone: Bool { outcome.load(ordering: .acquiring) != 0 }

    /// Wakes the sleeper; returns false if it was cancelled first.
    @discardableResult
    func wake() -> Bool {
        guard outcome.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged else {
            return false
        }
        resume(throwing: nil)
        return true
    }

    /// Cancels the sleep: it throws `CancellationError`. Returns false if it was woken first.
    @discardableResult
    func cancel() -> Bool {
        guard outcome.compareExchange(expected: 0, desired: 2, ordering: .acquiringAndReleasing).exchanged else {
            return false
        }
        resume(throwing: CancellationError())
        return true
    }

    private func resume(throwing error: (any Error)?) {
        let taken = continuation.withLock { stored in
            let taken = stored
            stored = nil
            return taken
        }
        guard let taken else { return }
        if let error { taken.resume(throwing: error) } else { taken.resume() }
    }
}

/// What waits for a time.
enum TimedWork {
    /// A sleeping task.
    case wake(Sleeper)
    /// Main-queue work (`DispatchQueue.main.asyncAfter`).
    case mainQueue(MainQueueJob)
    /// A timer's next firing.
    case timer(SimulatedTimer)
}

/// One wait: when it is due, and what then.
struct TimedEntry {
    /// Seconds since the start.
    let due: Double
    /// The first frame at or after `due`.
    let frame: Int
    /// The order it was made in, among waits due in the same frame.
    let sequence: Int
    let work: TimedWork
}

/// The simulation's waits, soonest first: the waits that end (sleeps,
/// `asyncAfter` work) and the timers that repeat, kept apart so that a
/// simulation can tell when nothing but a timer is left.
///
/// ```swift
/// var waits = TimedQueue()
/// waits.add(due: 0.3, frame: 18, .wake(sleeper))
/// waits.nextFrame()                 // 18
/// waits.takeDue(atFrame: 18)        // [the sleeper's entry]
/// ```
struct TimedQueue {
    private var finite = PriorityQueue<TimedEntry>(by: { ($0.frame, $0.sequence) })
    private var timers = PriorityQueue<TimedEntry>(by: { ($0.frame, $0.sequence) })
    private var sequence = 0

    /// Whether nothing waits (cancelled sleeps may still count until they come up).
    var isEmpty: Bool { finite.isEmpty && timers.isEmpty }

    mutating func add(due: Double, frame: Int, _ work: TimedWork) {
        sequence += 1
        let entry = TimedEntry(due: due, frame: frame, sequence: sequence, work: work)
        if case .timer = work { timers.push(entry) } else { finite.push(entry) }
    }

    /// The frame of the soonest live wait, dropping cancelled ones on the way.
    mutating func nextFrame() -> Int? {
        let sleep = nextFiniteFrame()
        let timer = Self.nextLive(&timers)
        guard let sleep else { return timer }
        return min(sleep, timer ?? sleep)
    }

    /// The frame of the soonest live wait that ends (not a repeating timer).
    mutating func nextFiniteFrame() -> Int? {
        Self.nextLive(&finite)
    }

    private static func nextLive(_ heap: inout PriorityQueue<TimedEntry>) -> Int? {
        // Most frames wait for nothing: no entry copied out and destroyed for that.
        guard !heap.isEmpty else { return nil }
        while let first = heap.first {
            guard first.isLive else {
                _ = heap.pop()
                continue
            }
            return first.frame
        }
        return nil
    }

    /// Takes every wait due at or before `frame`, in the order they are due
    /// (by frame, then by the order they were made).
    mutating func takeDue(atFrame frame: Int) -> [TimedEntry] {
        var due: [TimedEntry] = []
        while let first = finite.first, first.frame <= frame { due.append(finite.pop()!) }
        while let first = timers.first, first.frame <= frame { due.append(timers.pop()!) }
        if due.count > 1 { due.sort { ($0.frame, $0.sequence) < ($1.frame, $1.sequence) } }
        return due
    }

    /// The live waits that end, soonest first, for messages (at most `limit`).
    func liveFinite(limit: Int) -> [TimedEntry] {
        var copy = finite
        var found: [TimedEntry] = []
        while found.count < limit, let entry = copy.pop() {
            if entry.isLive { found.append(entry) }
        }
        return found
    }
}

extension TimedEntry {
    /// Whether the wait still matters: a sleep not cancelled, a timer still valid.
    var isLive: Bool {
        switch work {
        case .wake(let sleeper): return !sleeper.isDone
        case .timer(let timer): return timer.isValid
        case .mainQueue: return true
        }
    }
}
