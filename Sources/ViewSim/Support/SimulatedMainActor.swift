// Models SwiftUI's rule that views run on the main actor, for a simulator whose
// graph runs on whichever thread drives the simulation.
// Simplifies: there is no real main-thread hop. `View`, `ViewModifier` and
// `Animatable` are `@MainActor` so that ported code type-checks as in SwiftUI
// (a body may touch `@MainActor` models and enqueue `DispatchQueue.main.async`
// work); the graph calls that code synchronously on the simulation's thread,
// which is the simulated main thread. A simulation is confined to one thread at
// a time, so the isolation the compiler checked still holds: no two threads run
// one simulation's views at once.

/// Runs main-actor-isolated view code (a `body`, an `animatableData` accessor)
/// from the graph, on the thread that drives the simulation.
///
/// viewsim's model: the thread that drives a simulation is its main actor. The
/// Swift runtime never checks the isolation of a synchronous call, so this is a
/// plain call; it is kept in one place so that every crossing is visible.
package enum SimulatedMainActor {
    /// Calls `work` as if on the main actor.
    @inline(__always)
    package static func run(_ work: @MainActor () -> Void) {
        withoutActuallyEscaping(work) { isolated in
            unsafeBitCast(isolated, to: (() -> Void).self)()
        }
    }

    /// Calls `work` with `value` as if on the main actor and returns its result.
    ///
    /// ```swift
    /// let body = SimulatedMainActor.run(view) { $0.body }
    /// ```
    @inline(__always)
    package static func run<Value, Result>(_ value: Value, _ work: @MainActor (Value) -> Result) -> Result {
        withoutActuallyEscaping(work) { isolated in
            unsafeBitCast(isolated, to: ((Value) -> Result).self)(value)
        }
    }

    /// `view.body`, as if on the main actor, without a closure.
    ///
    /// `run(_:_:)` converts its closure to an escaping one, and that conversion allocates a
    /// context at every call. A body runs for every update of every view, so it is called
    /// directly instead: the call below is to the same function as `isolatedBody(of:)`,
    /// declared without its isolation, which a synchronous function's calling convention
    /// does not carry.
    ///
    /// ```swift
    /// let body = SimulatedMainActor.body(of: view)
    /// ```
    @inline(__always)
    package static func body<Content: View>(of view: Content) -> Content.Body { nonisolatedBody(of: view) }
}

/// `view.body` on the main actor; called only through `nonisolatedBody(of:)`.
@MainActor @_silgen_name("viewsim_SimulatedMainActor_body")
func isolatedBody<Content: View>(of view: Content) -> Content.Body { view.body }

/// `isolatedBody(of:)` itself (the same symbol), as a nonisolated function.
@_silgen_name("viewsim_SimulatedMainActor_body")
nonisolated func nonisolatedBody<Content: View>(of view: Content) -> Content.Body
