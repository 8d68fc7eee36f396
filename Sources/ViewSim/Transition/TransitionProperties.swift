// Models SwiftUI's `TransitionProperties` (iOS 17): what a transition does that
// the system may want to know, today whether it moves the view (`hasMotion`,
// false for `.opacity` and `.identity`, as OpenSwiftUI's built-ins say).
// Simplifies: viewsim does not read it. SwiftUI uses `hasMotion` only when Reduce
// Motion is on (a transition with motion is then replaced by a fade), and a
// simulation has no Reduce Motion setting, so every transition runs as written, as
// SwiftUI runs them with the setting off (docs/SwiftUI-API.md).

/// The properties a `Transition` can have.
///
/// ```swift
/// static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
/// ```
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition moves the view (a move, a slide, a scale); false for fades.
    public var hasMotion: Bool

    /// Creates the properties; a transition has motion unless it says otherwise.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}
