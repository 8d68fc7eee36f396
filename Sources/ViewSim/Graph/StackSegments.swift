// Models nothing in SwiftUI: it is how viewsim keeps deep view trees from
// overflowing the thread stack. Insertion, evaluation and reconciliation are
// mutually recursive (a body's output is reconciled, which inserts or updates a
// child, which runs its body…), one set of stack frames per level of the tree.
// Rather than rewrite that recursion, which runs user code at every level, the
// graph continues it on a fresh thread with a large stack every so many levels,
// while the caller waits: a "segmented stack".
// Simplifies: the caller blocks until the segment returns, so there is never
// more than one thread running graph code; the levels are counted, not measured.
// A segment whose thread cannot be started (its stack cannot be mapped, as under
// `ulimit -v`) is not run: the graph stops there and the simulation throws
// `SimulationError.stackUnavailable` (see `ViewGraph.continueOnFreshSegment`).
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs deep recursion in segments, each on a thread with a large stack.
///
/// viewsim's model: the caller's own stack (which may be as small as the 512 KB
/// of a Swift concurrency thread) holds at most ``levelsOnCallerStack`` levels of
/// the tree; deeper levels continue on a fresh thread of ``stackSize`` bytes, and
/// again every ``levelsPerSegment`` levels. Trees deeper than
/// ``levelsOnCallerStack`` run their whole update pass on a fresh thread, so
/// bodies may run on a thread other than the caller's; actions, scripts and
/// test code never do.
package enum StackSegments {
    /// Levels of the tree the recursion may take on the caller's stack. A level
    /// costs a few kilobytes of stack in a debug build (reconcile, update, evaluate,
    /// the body: before segments, an 8 MB stack overflowed after about 1,800 nodes),
    /// so 32 levels fit well within a 512 KB stack.
    static let levelsOnCallerStack = 32
    /// Levels per fresh segment: about 2.5 MB of a ``stackSize`` stack in a debug
    /// build at that rate, leaving room for bodies whose frames are much larger.
    static let levelsPerSegment = 512
    /// The stack of each segment's thread. Only touched pages use memory.
    static let stackSize = 16 << 20

    /// Starts a detached thread with a stack of `stackSize` bytes that runs `body`;
    /// returns 0, or the error number when no thread could be started (then `body`
    /// never runs). ``startThread(stackSize:body:)`` is the real one; a test may give
    /// a simulation one that fails (`Simulation(_:configuration:segmentThreadStarter:)`).
    package typealias ThreadStarter = @Sendable (_ stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Int32

    /// Why a segment did not run: the error number of the failed thread start.
    package struct StartFailure: Error, Equatable {
        package let errorNumber: Int32
    }

    /// Runs `body` on a segment thread with a stack of `stackSize` bytes: one kept
    /// from an earlier segment (``SegmentThreadPool``), or a new one
    /// (``startThread(stackSize:body:)``). The simulations' default starter.
    package static func startPooledThread(stackSize: Int, body: @escaping @Sendable () -> Void) -> Int32 {
        SegmentThreadPool.shared.start(stackSize: stackSize, body: body)
    }

    /// Starts `body` on a detached thread with `pthread_create` and a stack of
    /// `stackSize` bytes (`pthread_attr_setstacksize`); every return code is checked,
    /// so a stack that cannot be mapped is an error number, not a crash or a wait.
    package static func startThread(stackSize: Int, body: @escaping @Sendable () -> Void) -> Int32 {
        var attributes = pthread_attr_t()
        var status = pthread_attr_init(&attributes)
        guard status == 0 else { return status }
        defer { pthread_attr_destroy(&attributes) }
        status = pthread_attr_setstacksize(&attributes, stackSize)
        guard status == 0 else { return status }
        status = pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        guard status == 0 else { return status }
        let box = Unmanaged.passRetained(ThreadBody(body))
        var thread = pthread_t()
        status = pthread_create(
            &thread, &attributes,
            { argument in
                guard let argument else { return nil }
                Unmanaged<ThreadBody>.fromOpaque(argument).takeRetainedValue().body()
                return nil
            }, box.toOpaque())
        if status != 0 { box.release() }
        return status
    }

    /// The body a started thread runs, retained across `pthread_create`.
    private final class ThreadBody {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a fresh thread with a ``stackSize`` stack (started by `start`)
    /// and returns its result; the calling thread waits. When the thread cannot be
    /// started, `body` does not run, nothing waits, and the failure is returned.
    ///
    /// This is the one place where graph work changes threads: whatever the engine
    /// keeps per thread or per task must be carried here (see ``CarriedContext``).
    /// The "current" simulation and transaction (and the other task-local values)
    /// are not inherited by a new thread, so they are captured here and bound again
    /// on the segment's thread; the body in progress and the simulation's animation
    /// semantics belong to the graph and need no carrying. Observation's access tracking is per thread,
    /// but no tracking scope is open where the graph hops: bodies are tracked one at
    /// a time, and their output is reconciled after the tracking scope has closed.
    static func run<T>(_ body: () -> T, start: ThreadStarter) -> Result<T, StartFailure> {
        withoutActuallyEscaping(body) { body in
            let handOff = HandOff(body: body, context: CarriedContext.capture())
            let finished = DispatchSemaphore(value: 0)
            let status = start(stackSize) {
                // Every path out of the thread signals, so the wait below always ends.
                defer { finished.signal() }
                handOff.run()
            }
            guard status == 0 else {
                // No thread: nothing will signal, so nothing waits; the body is dropped
                // before `withoutActuallyEscaping` checks that it did not escape.
                handOff.body = nil
                return .failure(StartFailure(errorNumber: status))
            }
            finished.wait()
            // The semaphore is signalled only after `run()` stored the result, so the
            // fallback (running the body here) cannot happen; it avoids a force unwrap.
            guard let result = handOff.result else { return .success(body()) }
            return .success(result)
        }
    }

    /// What a segment's thread needs of the caller's: every task-local and thread-local
    /// value the engine reads (a new thread starts with none bound), captured on the
    /// caller's thread and bound again around the segment's work. Anything else made
    /// thread-local or task-local must be captured and installed here too; the
    /// parallel-simulations test runs trees deep enough to hop.
    struct CarriedContext {
        /// The simulation running a frame on the caller's thread, a thread-local.
        let simulation: SimulationContext.GraphReference?
        let step: SimulationContext.GraphReference?
        let transaction: Transaction.CurrentValue?
        let semantics: AnimationSemantics
        /// The simulation the caller's thread drives (its main actor), a thread-local.
        let driving: SimulatedExecutor?

        static func capture() -> CarriedContext {
            CarriedContext(
                simulation: SimulationContext.current.map(SimulationContext.GraphReference.init),
                step: SimulationContext.step,
                transaction: Transaction.binding, semantics: AnimationSemantics.outsideSimulation,
                driving: SimulationDriving.executor)
        }

        /// Runs `body` with the captured values bound on this thread.
        func install(_ body: () -> Void) {
            SimulationContext.installing(simulation?.graph) {
                SimulationContext.$step.withValue(step) {
                    Transaction.$binding.withValue(transaction) {
                        AnimationSemantics.$outsideSimulation.withValue(semantics) {
                            if let driving { SimulationDriving.with(driving, body) } else { body() }
                        }
                    }
                }
            }
        }
    }

    /// Carries the body and its result between the two threads.
    ///
    /// `@unchecked Sendable` is sound here: the caller creates the hand-off, starts
    /// the thread and then blocks on the semaphore until the thread has finished
    /// with it, so the two threads never touch it (or the graph the body captures)
    /// at the same time, and the semaphore orders the writes before the reads.
    private final class HandOff<T>: @unchecked Sendable {
        /// Dropped as soon as it has run: the thread may outlive the call, and
        /// `withoutActuallyEscaping` traps if the body is still referenced then.
        var body: (() -> T)?
        let context: CarriedContext
        var result: T?

        init(body: @escaping () -> T, context: CarriedContext) {
            self.body = body
            self.context = context
        }

        func run() {
            guard let body else { return }
            self.body = nil
            context.install { result = body() }
        }
    }
}
