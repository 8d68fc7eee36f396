// Models the thread-local scope in which Observation records reads: while a body runs, the
// registrar's `access` calls reach that view's reader.
// Simplifies: one pthread key for the process; a body runs on one thread from start to end
// (a deep tree's bodies may run on another thread than the caller's, each wholly on one).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The reader that records the observable properties read on this thread, if any.
///
/// ```swift
/// ObservationReadScope.reading(into: reader) { node.view.body }   // reads go to `reader`
/// ObservationReadScope.notReading { model[keyPath: keyPath] }     // a read that is not one
/// ```
enum ObservationReadScope {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "viewsim: pthread_key_create failed (\(status)) for Observation's read scope")
        return key
    }()

    /// The reader of the body running on this thread.
    static var current: ObservationReader? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<ObservationReader>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with the reads on this thread going to `reader` (nil: to nobody), then
    /// restores the scope around it.
    static func reading<T>(into reader: ObservationReader?, _ body: () throws -> T) rethrows -> T {
        let saved = pthread_getspecific(key)
        pthread_setspecific(key, reader.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) })
        defer { pthread_setspecific(key, saved) }
        return try withExtendedLifetime(reader) { try body() }
    }

    /// Runs `body` (viewsim reading a property for the trace) with the silent reader: its reads
    /// are nobody's, neither the running body's nor Apple's tracking's. The silent reader lives
    /// as long as the process, so it is set without retaining it (a write's two reads each
    /// paid about 250 instructions for `reading(into:)`'s optional and its lifetime).
    static func notReading<T>(_ body: () throws -> T) rethrows -> T {
        let saved = pthread_getspecific(key)
        pthread_setspecific(key, silentPointer)
        defer { pthread_setspecific(key, saved) }
        return try body()
    }

    /// The silent reader, as the scope keeps it: worked out from the shared constant at each
    /// use, so no process-wide pointer is kept beside it.
    private static var silentPointer: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(ObservationReader.silent).toOpaque())
    }
}
