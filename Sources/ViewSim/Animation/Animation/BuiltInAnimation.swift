// Declares what viewsim needs to know about its own animations beyond SwiftUI's
// `CustomAnimation`: whether one can ever finish by itself. Simplifies: custom
// animations from users are assumed to finish.
import Foundation

/// viewsim's built-in animations, which can say whether they ever finish by themselves.
package protocol BuiltInAnimation: CustomAnimation, CustomStringConvertible {
    /// Whether the animation ends on its own: `false` for `repeatForever` and for
    /// springs with no damping.
    var canFinish: Bool { get }
}

extension Animation {
    /// Whether this animation ends on its own. `repeatForever` and undamped springs
    /// never do, so "run until idle" must stop with a message instead of waiting.
    /// Animations defined outside viewsim are assumed to finish.
    ///
    /// ```swift
    /// Animation.easeIn.repeatForever().canFinish   // false
    /// ```
    package var canFinish: Bool {
        (base as? any BuiltInAnimation)?.canFinish ?? true
    }
}
