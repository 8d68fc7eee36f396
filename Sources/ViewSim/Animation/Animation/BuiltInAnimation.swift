// Declares what viewsim needs to know about its own animations beyond SwiftUI's
// `CustomAnimation`: whether one can ever finish by itself. Simplifies: custom
// animations from users are assumed to finish.
import Foundation

/// viewsim's built-in animations, which can say whether they ever finish by themselves.
package protocol BuiltInAnimation: CustomAnimation, CustomStringConvertible {
    /// Whether the animation ends on its own: `false` for `repeatForever` and for
    /// springs with no damping.
    var canFinish: Bool { get }
    /// Whether the animation can ever finish or become logically complete: `false` for
    /// `repeatForever` (alone, delayed, sped up, or the newest of combined animations).
    /// `true` by default.
    var canComplete: Bool { get }
}

extension BuiltInAnimation {
    package var canComplete: Bool { true }
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

    /// Whether this animation can ever finish or logically complete: `false` only when it
    /// certainly does neither (`repeatForever`, and what wraps or combines it as the newest
    /// animation), so a superseded change running it need not be evaluated to learn when
    /// it completes. Animations defined outside viewsim are assumed to complete.
    ///
    /// ```swift
    /// Animation.easeIn.repeatForever().canComplete   // false
    /// Animation.easeIn.repeatCount(3).canComplete    // true
    /// ```
    package var canComplete: Bool {
        (base as? any BuiltInAnimation)?.canComplete ?? true
    }
}
