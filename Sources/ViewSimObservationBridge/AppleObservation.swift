// Models nothing in SwiftUI: Apple's Observation module reached by name from a module where
// viewsim's `Observation` namespace (ViewSim, `Data/Observation/Observation.swift`) does not
// shadow it. ViewSim calls Apple's tracking through these to run bodies that read models made
// by Apple's registrar (code that imports Observation but not ViewSim or SwiftUI).
// Simplifies: forwards only; nothing here is simulated.
import Observation

/// Apple's `Observable` protocol, under a name viewsim's namespace cannot shadow.
public typealias AppleObservable = Observation.Observable

/// Apple's `ObservationRegistrar`, under a name viewsim's namespace cannot shadow.
public typealias AppleObservationRegistrar = Observation.ObservationRegistrar

/// Apple's `withObservationTracking(_:onChange:)`. Its `onChange` autoclosure is evaluated
/// only when `apply` read a property of a model made by Apple's registrar.
public func appleWithObservationTracking<T>(
    _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
    Observation.withObservationTracking(apply, onChange: onChange())
}
