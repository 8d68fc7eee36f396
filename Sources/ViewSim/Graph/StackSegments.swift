// Models nothing in SwiftUI: it is how viewsim keeps deep view trees from
// overflowing the thread stack. Insertion, evaluation and reconciliation are
// mutually recursive (a body's output is reconciled, which inserts or updates a
// child, which runs its body…), one set of stack frames per level of the tree.
// Rather than rewrite that recursion, which runs user code at every level, the
// graph continues it on a fresh thread with a large stack every so many levels,
// while the caller waits: a "segmented stack".
// Simplifies: the caller blocks until the segment returns, so there is never
// more than one thread running graph code; the levels are counted, not measured.
import Dispatch
import Foundation

/// Runs deep recursion in segments, each on a thread with a large stack.
///
/// viewsim's model: the caller's own stack (which may be as small as the 512 KB
/// of a Swift concurrency thread) holds at most ``levelsOnCallerStack`` levels of
/// the tree; deeper levels continue on a fresh thread of ``stackSize`` bytes, and
/// again every ``levelsPerSegment`` levels. Trees deeper than
/// ``levelsOnCallerStack`` run their whole update pass on a fresh thread, so
/// bodies may run on a thread other than the caller's; actions, scripts and
/// test code never do.
enum StackSegments {
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

    /// Runs `body` on a fresh thread with a ``stackSize`` stack and returns its
    /// result; the calling thread waits.
    ///
    /// This is the one place where graph work changes threads: whatever the engine
    /// keeps per thread or per task must be carried here (see ``CarriedContext``).
    /// The "current" simulation and transaction (and the other task-local values)
    /// are not inherited by a new `Thread`, so they are captured here and bound again
    /// on the segment's thread; the body in progress and the simulation's animation
    /// semantics belong to the graph and need no carrying. Observation's access tracking is per thread,
    /// but no tracking scope is open where the graph hops: bodies are tracked one at
    /// a time, and their output is reconciled after the tracking scope has closed.
    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let handOff = HandOff(body: body, context: CarriedContext.capture())
            let finished = DispatchSemaphore(value: 0)
            let thread = Thread {
                handOff.run()
                finished.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            finished.wait()
            // The semaphore is signalled only after `run()` stored the result, so the
            // fallback (running the body here) cannot happen; it avoids a force unwrap.
            guard let result = handOff.result else { return body() }
            return result
        }
    }

    /// What a segment's thread needs of the caller's: every task-local value the
    /// engine reads (a new `Thread` starts with none bound), captured on the caller's
    /// thread and bound again around the segment's work. Anything else made
    /// thread-local or task-local must be captured and installed here too; the
    /// parallel-simulations test runs trees deep enough to hop.
    struct CarriedContext {
        let simulation: SimulationContext.GraphReference?
        let step: SimulationContext.GraphReference?
        let transaction: Transaction.CurrentValue?
        let semantics: AnimationSemantics

        static func capture() -> CarriedContext {
            CarriedContext(simulation: SimulationContext.binding, step: SimulationContext.step,
                           transaction: Transaction.binding, semantics: AnimationSemantics.outsideSimulation)
        }

        /// Runs `body` with the captured values bound on this thread.
        func install(_ body: () -> Void) {
            SimulationContext.$binding.withValue(simulation) {
                SimulationContext.$step.withValue(step) {
                    Transaction.$binding.withValue(transaction) {
                        AnimationSemantics.$outsideSimulation.withValue(semantics, operation: body)
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
