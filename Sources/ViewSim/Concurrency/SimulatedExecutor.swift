import Synchronization

// Models the main actor of a SwiftUI app for code that runs in a simulation:
// everything a view, an action, a model method or a task runs on the main actor
// runs on the thread that drives the simulation, in the simulation's frames, in
// the order it was scheduled.
// Simplifies: one executor per simulation stands in for the main actor while a
// thread drives that simulation (runs a frame or a step). The runtime asks for
// the main executor through `swift_task_getMainExecutor_hook`, and viewsim's
// hook answers with the driving simulation's executor; jobs the driving thread
// sends to the global concurrent executor (a `nonisolated` async function, an
// actor, `Task.detached`) come here too, through `swift_task_enqueueGlobal_hook`,
// so a simulation's concurrency is single-threaded and deterministic. A job
// enqueued from a thread that drives nothing (a continuation resumed by a real
// network callback) goes to the real executors, as without viewsim; a task that
// was suspended on this executor still comes back to it. viewsim's model; see
// docs/ARCHITECTURE.md, "Time and tasks".
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The executor that is the main actor of one simulation.
///
/// ```swift
/// graph.driving {                    // this thread drives the graph now
///     Task { @MainActor in … }       // its first job is enqueued here
/// }
/// graph.runTaskJobs()                // runs it, in order, on this thread
/// ```
final class SimulatedExecutor: SerialExecutor, @unchecked Sendable {
    /// A job waiting to run: a main-actor job, or one sent to the global executor.
    struct Pending {
        let job: UnownedJob
        let global: Bool
    }

    /// The order of everything sent to the main actor: jobs here, and the main
    /// queue's work (`DispatchQueue.main.async`), which runs in one order with them.
    private let sequence = Atomic<Int>(0)

    /// The next number in the main actor's order.
    func nextSequence() -> Int {
        sequence.add(1, ordering: .relaxed).newValue
    }

    /// What waits: a job, or a note from another thread for the graph (a task
    /// that ended there).
    enum Item {
        case job(Pending, sequence: Int)
        case note(@Sendable (ViewGraph) -> Void, sequence: Int)

        /// Where the item is in the main actor's order.
        var sequence: Int {
            switch self {
            case .job(_, let sequence), .note(_, let sequence): return sequence
            }
        }
    }

    /// Waiting items, first in first out. A lock because a job may be enqueued from
    /// another thread (a continuation resumed elsewhere).
    private let pending = Mutex<[Item]>([])

    /// The simulation whose main actor this is; the graph clears it as it goes.
    ///
    /// Not `weak`: a weak reference gives the graph a side table, and every retain
    /// and release of the graph would take the runtime's slow path (callgrind: about
    /// 700 instructions per narrow update). Nothing else may hold the graph weakly.
    unowned(unsafe) var graph: ViewGraph?

    /// Runs `note` with the graph on its own thread: now, if this thread drives it;
    /// else at its next drain of main-actor work (a task that ended on another thread).
    func onSimulationThread(_ note: @escaping @Sendable (ViewGraph) -> Void) {
        if SimulationDriving.executor === self, let graph {
            note(graph)
        } else {
            addNote(note)
        }
    }
    /// How many jobs wait, read without the lock where a stale answer is harmless
    /// (the next check sees it).
    private let count = Atomic<Int>(0)

    init() {}

    func enqueue(_ job: consuming ExecutorJob) {
        append(Pending(job: UnownedJob(job), global: false))
    }

    /// Takes a job the driving thread sent to the global concurrent executor.
    func enqueueGlobal(_ job: UnownedJob) {
        append(Pending(job: job, global: true))
    }

    /// Queues a note for the graph, run with the next jobs on its thread.
    func addNote(_ note: @escaping @Sendable (ViewGraph) -> Void) {
        pending.withLock { $0.append(.note(note, sequence: nextSequence())) }
        count.add(1, ordering: .relaxed)
    }

    private func append(_ job: Pending) {
        pending.withLock { $0.append(.job(job, sequence: nextSequence())) }
        count.add(1, ordering: .relaxed)
    }

    /// Returns items taken but not run (a frame's limit) to the front of the queue.
    func putBack(_ items: ArraySlice<Item>) {
        pending.withLock { $0.insert(contentsOf: items, at: 0) }
        count.add(items.count, ordering: .relaxed)
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Main-actor code checks that it runs on the main actor (`MainActor.assumeIsolated`,
    /// a `@MainActor` closure called synchronously). In a simulation the thread that
    /// drives it is its main actor.
    func checkIsolated() {
        guard SimulationDriving.executor === self else {
            fatalError(
                "viewsim: main-actor code of a simulation ran on a thread that does not drive it. Run a simulation's code through its calls (step, perform, tap, advance)."
            )
        }
    }

    /// Whether any job waits.
    var hasJobs: Bool { count.load(ordering: .relaxed) > 0 }

    /// Takes every waiting job, in order.
    func takeAll() -> [Item] {
        let jobs = pending.withLock { jobs in
            let taken = jobs
            jobs.removeAll(keepingCapacity: true)
            return taken
        }
        count.subtract(jobs.count, ordering: .relaxed)
        return jobs
    }

    /// Runs `job` on this thread: a main-actor job as the main actor, a global one
    /// as the global executor would.
    func run(_ job: Pending) {
        if job.global {
            job.job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
        } else {
            job.job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}

/// Which simulation the current thread drives, as the concurrency runtime sees it.
///
/// viewsim's model: a thread drives a simulation while it runs one of its frames
/// or a script's step; meanwhile the main actor is that simulation's executor.
/// The runtime asks for the main executor through `swift_task_getMainExecutor_hook`
/// and enqueues global jobs through `swift_task_enqueueGlobal_hook`, variables
/// the Swift runtime exports for custom executors; viewsim sets them once, to
/// functions that read a thread-local and otherwise call what was there before.
enum SimulationDriving {
    /// The runtime's hook signatures, in Swift's calling convention.
    private typealias GetMainOriginal = @convention(thin) () -> UnownedSerialExecutor
    private typealias GetMainHook = @convention(thin) (GetMainOriginal) -> UnownedSerialExecutor
    private typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void

    /// The thread-local slot: the driven simulation's executor, unretained (the
    /// graph keeps it alive while one of its frames runs).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Hooks someone else installed before viewsim, called when this thread drives nothing.
    nonisolated(unsafe) private static var previousGetMain: GetMainHook?
    nonisolated(unsafe) private static var previousEnqueueGlobal: EnqueueHook?

    /// Whether the runtime hooks are in place (installed once, on first use).
    static let isInstalled: Bool = {
        let process = dlopen(nil, RTLD_NOW)
        guard let getMain = dlsym(process, "swift_task_getMainExecutor_hook"),
            let enqueueGlobal = dlsym(process, "swift_task_enqueueGlobal_hook")
        else { return false }
        _ = key
        let getMainSlot = getMain.assumingMemoryBound(to: GetMainHook?.self)
        let enqueueGlobalSlot = enqueueGlobal.assumingMemoryBound(to: EnqueueHook?.self)
        previousGetMain = getMainSlot.pointee
        previousEnqueueGlobal = enqueueGlobalSlot.pointee
        getMainSlot.pointee = { original in
            if let executor = SimulationDriving.executor { return executor.asUnownedSerialExecutor() }
            if let previous = SimulationDriving.previousGetMain { return previous(original) }
            return original()
        }
        enqueueGlobalSlot.pointee = { job, original in
            if let executor = SimulationDriving.executor {
                executor.enqueueGlobal(job)
            } else if let previous = SimulationDriving.previousEnqueueGlobal {
                previous(job, original)
            } else {
                original(job)
            }
        }
        return true
    }()

    /// The executor of the simulation this thread drives, if any.
    static var executor: SimulatedExecutor? {
        guard let context = pthread_getspecific(key) else { return nil }
        return Unmanaged<SimulatedExecutor>.fromOpaque(context).takeUnretainedValue()
    }

    /// Runs `body` with this thread driving `executor`'s simulation.
    static func with<T>(_ executor: SimulatedExecutor, _ body: () throws -> T) rethrows -> T {
        let previous = enter(executor)
        defer { leave(previous) }
        return try body()
    }

    /// Makes this thread drive `executor`'s simulation; returns what it drove before,
    /// for `leave(_:)` (the closure-free form of `with(_:_:)`, for each frame).
    @inline(__always)
    static func enter(_ executor: SimulatedExecutor) -> UnsafeMutableRawPointer? {
        _ = isInstalled
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(executor).toOpaque())
        return previous
    }

    /// Restores what this thread drove before `enter(_:)`.
    @inline(__always)
    static func leave(_ previous: UnsafeMutableRawPointer?) {
        pthread_setspecific(key, previous)
    }
}
