// Models Observation's `withObservationTracking(_:onChange:)` for models of either registrar:
// viewsim's (the `@Observable` macro in code that imports viewsim) and Apple's (code that
// imports only `Observation`).
// Simplifies: the handler runs once, before the first change of a property `apply` read (as
// Apple's does); when both registrars were read, Apple's tracking of its models stays installed
// after the handler ran until one of them changes (it cannot be cancelled from outside), and
// then does nothing.
import Synchronization
import ViewSimObservationBridge

/// Tracks access to properties of observable models, and calls `onChange` once, before the
/// first of the properties that `apply` read changes.
///
/// ```swift
/// let count = withObservationTracking {
///     counter.count
/// } onChange: {
///     print("count will change")
/// }
/// counter.count += 1   // prints "count will change" (once)
/// ```
///
/// viewsim's model: the same function as Apple's, for models made by viewsim's registrar and
/// by Apple's alike.
public func withObservationTracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
    let once = TrackingHandler()
    let reader = ObservationReader(onChange: { once.fire() })
    reader.begin()
    let result = ObservationReadScope.reading(into: reader) {
        appleWithObservationTracking(apply, onChange: once.install(onChange(), cancel: nil))
    }
    reader.end()
    if reader.reads.isEmpty {
        reader.cancel()
    } else {
        _ = once.install(onChange(), cancel: reader)
    }
    return result
}

/// The handler of one tracking call, shared by both registrars' trackings: made once, run once.
private final class TrackingHandler: Sendable {
    private struct State {
        var handler: (@Sendable () -> Void)?
        var fired = false
        var reader: ObservationReader?
    }

    private let state = Mutex(State())

    /// Keeps `handler` (the first one given) and, with `cancel`, the viewsim reader to cancel
    /// when Apple's tracking fires first; returns what a registrar calls.
    func install(_ handler: @autoclosure () -> @Sendable () -> Void, cancel reader: ObservationReader?)
        -> @Sendable () -> Void
    {
        state.withLock { state in
            if state.handler == nil { state.handler = handler() }
            if let reader { state.reader = reader }
        }
        return { self.fire() }
    }

    /// Runs the handler the first time either registrar reports a change.
    func fire() {
        let (handler, reader): ((@Sendable () -> Void)?, ObservationReader?) = state.withLock { state in
            guard !state.fired else { return (nil, nil) }
            state.fired = true
            defer { state.reader = nil }
            return (state.handler, state.reader)
        }
        reader?.cancel()
        handler?()
    }
}
