// Models the supervisor's work queue: task numbers handed out once each to the
// threads that run worker processes.
import Foundation

/// Hands out the numbers 0..<count, each once, to any thread.
final class TaskQueue: @unchecked Sendable {
    private let count: Int
    private var next = 0
    private let lock = NSLock()

    init(count: Int) { self.count = count }

    /// The next task number, or nil when all are taken.
    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}
