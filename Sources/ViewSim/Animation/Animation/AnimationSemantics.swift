// Models the SDK-version gate ("linked-on-or-after") that changes what
// `Animation.default` means. Simplifies: a setting of each simulation
// (`SimulationConfiguration.animationSemantics`) instead of the app's linked SDK;
// nothing process-wide: code running in a simulation's frame reads that
// simulation's setting, code outside any reads a task-local default.

/// Which release's animation behaviour the simulation reproduces.
///
/// SwiftUI picks behaviour by the SDK an app was built with, not by the OS it runs on.
/// viewsim makes the choice explicit, per simulation:
///
/// ```swift
/// var configuration = SimulationConfiguration()
/// configuration.animationSemantics = .legacy   // Animation.default is easeInOut(duration: 0.35)
/// ```
public enum AnimationSemantics: Hashable, Sendable, CustomStringConvertible {
    /// The 2023 SDKs (iOS 17, macOS 14) and later: `Animation.default` is a smooth spring
    /// (response 0.5, damping fraction 1).
    case v2023
    /// Before 2023: `Animation.default` is `easeInOut(duration: 0.35)`.
    case legacy

    /// The behaviour in effect: the configuration of the simulation running a frame
    /// on this thread or task, else ``outsideSimulation``. Read whenever
    /// `Animation.default` is evaluated.
    package static var current: AnimationSemantics {
        SimulationContext.current?.configuration.animationSemantics ?? outsideSimulation
    }

    /// The behaviour of code running outside any simulation's frame (`.v2023`
    /// unless bound): `AnimationSemantics.$outsideSimulation.withValue(.legacy) { … }`.
    @TaskLocal package static var outsideSimulation: AnimationSemantics = .v2023

    public var description: String {
        switch self {
        case .v2023: "v2023"
        case .legacy: "legacy"
        }
    }
}
