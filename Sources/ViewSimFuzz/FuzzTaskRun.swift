// Models an app's async code on the main actor: a `.task` body, a `Task { }`
// from an action, `asyncAfter` work. It runs a `FuzzTask` as real Swift
// concurrency (the simulation's executor runs it) and logs each step
// (`FuzzTaskLog`).
// Simplifies: it carries the fuzz scope across awaits; the scope is only used on
// the thread that runs the case's simulation (which `taskThread` checks), so the
// unchecked Sendable conformance holds.
import ViewSim

/// Runs one fuzz task's code.
struct FuzzTaskRun: @unchecked Sendable {
    let scope: FuzzScope
    let task: FuzzTask
    /// The value passed from above (`FuzzSource.parent`).
    let parent: Int

    private var log: FuzzTaskLog { scope.recorder.tasks }

    /// The task's code, catching every error (a `.task` body, a non-throwing `Task { }`).
    @MainActor func run() async {
        let id = FuzzTaskLog.currentTask
        log.log(.began(task: id))
        do {
            try await rounds(id)
        } catch {
            // Only a rethrown cancellation comes here; `throwsCancellation` is for `runThrowing`.
        }
        log.log(.ended(task: id, threw: false))
    }

    /// The task's code, throwing a cancelled wait's `CancellationError` when `throwsCancellation`.
    @MainActor func runThrowing() async throws {
        let id = FuzzTaskLog.currentTask
        log.log(.began(task: id))
        do {
            try await rounds(id)
        } catch {
            log.log(.ended(task: id, threw: true))
            throw error
        }
        log.log(.ended(task: id, threw: false))
    }

    /// `asyncAfter` work: one write, no task.
    @MainActor func runAsyncAfter() {
        log.log(.asyncAfterRan)
        scope.write(task.target, scope.read(task.target, parent: parent) &+ 1, animation: task.animation)
    }

    @MainActor private func rounds(_ id: Int) async throws {
        let count = task.rounds <= 0 ? FuzzTask.foreverRounds : task.rounds
        for _ in 0..<count {
            for wait in task.waits {
                guard !Task.isCancelled else {
                    log.log(.observedCancellation(task: id))
                    return
                }
                log.log(.wait(task: id, wait))
                do {
                    try await Self.perform(wait)
                } catch {
                    log.log(.observedCancellation(task: id))
                    if task.throwsCancellation { throw error }
                    return
                }
                log.log(.woke(task: id))
            }
            guard !Task.isCancelled else {
                log.log(.observedCancellation(task: id))
                return
            }
            scope.write(task.target, scope.read(task.target, parent: parent) &+ 1, animation: task.animation)
            log.log(.wrote(task: id))
        }
    }

    /// Awaits `wait` through the API it names.
    @MainActor static func perform(_ wait: FuzzWait) async throws {
        switch wait {
        case .sleep(let seconds): try await Task.sleep(for: .seconds(seconds))
        case .sleepNanoseconds(let nanoseconds): try await Task.sleep(nanoseconds: nanoseconds)
        case .clock(let seconds): try await ContinuousClock().sleep(for: .seconds(seconds))
        case .until(let seconds): try await Task.sleep(until: .now + .seconds(seconds), clock: .continuous)
        case .yield: await Task.yield()
        case .forever: try await Task.sleep(for: .seconds(Int64.max))
        case .never: await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        }
    }
}
