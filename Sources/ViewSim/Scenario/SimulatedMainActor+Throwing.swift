// The throwing crossing into main-actor code a scenario's step needs: a step's
// action is `@MainActor` (it may touch `@MainActor` models, as SwiftUI code
// does) and runs on the thread that drives the simulation, its main actor.
// Simplifies: like SimulatedMainActor.run, a plain call kept in one place.

extension SimulatedMainActor {
    /// Calls the throwing `work` with `value` as if on the main actor.
    @inline(__always)
    package static func runThrowing<Value, Result>(_ value: Value, _ work: @MainActor (Value) throws -> Result) throws
        -> Result
    {
        try withoutActuallyEscaping(work) { isolated in
            try unsafeBitCast(isolated, to: ((Value) throws -> Result).self)(value)
        }
    }
}
