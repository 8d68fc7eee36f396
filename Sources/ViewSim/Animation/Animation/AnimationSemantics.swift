// Models the SDK-version gate ("linked-on-or-after") that changes what
// `Animation.default` means. Simplifies: one package-wide setting instead of the
// app's linked SDK; the simulation sets it per run.

/// Which release's animation behaviour the simulation reproduces.
///
/// SwiftUI picks behaviour by the SDK an app was built with, not by the OS it runs on.
/// viewsim makes the choice explicit: the simulation sets `current` before a run
/// and tests that change it restore it.
///
/// ```swift
/// AnimationSemantics.current = .legacy   // Animation.default is easeInOut(duration: 0.35)
/// ```
public enum AnimationSemantics: Hashable, Sendable, CustomStringConvertible {
    /// The 2023 SDKs (iOS 17, macOS 14) and later: `Animation.default` is a smooth spring
    /// (response 0.5, damping fraction 1).
    case v2023
    /// Before 2023: `Animation.default` is `easeInOut(duration: 0.35)`.
    case legacy

    /// The behaviour in effect. Default: `.v2023`. Read whenever `Animation.default`
    /// is evaluated, so keep it fixed while animations run.
    nonisolated(unsafe) package static var current: AnimationSemantics = .v2023

    public var description: String {
        switch self {
        case .v2023: "v2023"
        case .legacy: "legacy"
        }
    }
}
