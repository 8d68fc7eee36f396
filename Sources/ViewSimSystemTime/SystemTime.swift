// The standard library's own sleeps and yield, for viewsim to call outside a
// simulation. viewsim's module declares `Task.sleep`, `Task.yield()` and the
// clocks' `sleep` so that code importing it waits in simulated time; inside that
// module those names mean viewsim's, so the originals are reached from here, a
// module that does not import viewsim.
// Simplifies: nothing; every function forwards unchanged.

/// The standard library's waits, unchanged.
public enum SystemTime {
    /// `Task.sleep(nanoseconds:)` as the standard library runs it.
    public static func sleep(nanoseconds: UInt64) async throws {
        try await Task.sleep(nanoseconds: nanoseconds)
    }

    /// `clock.sleep(until:tolerance:)` as the clock runs it.
    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration?, clock: C)
        async throws
    {
        try await clock.sleep(until: deadline, tolerance: tolerance)
    }

    /// `Task.yield()` as the standard library runs it.
    public static func yield() async {
        await Task.yield()
    }
}

extension SystemTime {
    /// `Task(priority:operation:)` as the standard library starts it.
    public static func task(
        priority: TaskPriority?, operation: sending @escaping @isolated(any) () async -> Void
    ) -> Task<Void, Never> {
        Task(priority: priority, operation: operation)
    }
}

extension SystemTime {
    /// `Task(name:priority:operation:)` as the standard library starts it.
    public static func task<Success: Sendable>(
        name: String?, priority: TaskPriority?, operation: sending @escaping @isolated(any) () async -> Success
    ) -> Task<Success, Never> {
        Task(name: name, priority: priority, operation: operation)
    }

    /// `Task(name:priority:operation:)` with a throwing operation, as the standard library starts it.
    public static func throwingTask<Success: Sendable>(
        name: String?, priority: TaskPriority?, operation: sending @escaping @isolated(any) () async throws -> Success
    ) -> Task<Success, any Error> {
        Task(name: name, priority: priority, operation: operation)
    }
}
