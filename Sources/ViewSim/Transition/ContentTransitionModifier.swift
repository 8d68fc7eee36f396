// Models SwiftUI's `View.contentTransition(_:)` and `EnvironmentValues.contentTransition`:
// the content transition the views below use, kept in the environment.
// Simplifies: only `Text` (its string) and `Image` (its name) read it; a change of a text's font
// or colour shows at once. Lesson: none yet.

struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .automatic }
}

extension EnvironmentValues {
    /// The current method of animating the contents of views.
    ///
    /// Below no `.contentTransition(_:)` it is SwiftUI's default, which Apple does not name
    /// (viewsim's model draws it as `.opacity`; the trace calls it `default`).
    ///
    /// ```swift
    /// @Environment(\.contentTransition) var transition   // .numericText(countsDown: false) below
    /// // .contentTransition(.numericText())
    /// ```
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set {
            self[ContentTransitionKey.self] = newValue
            // Written below a running graph (the modifier, or `.environment(\.contentTransition, …)`):
            // from now on its texts and images look for it when their content changes.
            SimulationContext.running?.usesContentTransitions = true
        }
    }
}

/// `.contentTransition(_:)`: writes `EnvironmentValues.contentTransition` for the views below.
nonisolated public struct _ContentTransitionModifier: PrimitiveModifier, Equatable {
    let transition: ContentTransition
    package var _label: String { ".contentTransition(\(transition))" }
    package var _traceName: String { ".contentTransition" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("contentTransition", .symbol(transition.description))]
    }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.contentTransition = transition
    }
}

nonisolated extension View {
    /// Modifies the view to use a given transition as its method of animating changes to the
    /// contents of its views.
    ///
    /// It takes effect only in a transaction that applies an animation (`withAnimation`,
    /// `.animation(_:value:)`): a `Text` whose string or an `Image` whose name changes then
    /// draws the old and the new content over the animation. Without one, the new content shows
    /// at once, and the trace says why (`Text #5 contentTransition(.opacity): "1" → "2" shows at
    /// once, no content transition: the transaction had no animation`).
    ///
    /// ```swift
    /// Text("\(score)")
    ///     .contentTransition(.numericText(value: Double(score)))
    /// Button("+1") { withAnimation { score += 1 } }
    /// ```
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _ContentTransitionModifier>
    {
        modifier(_ContentTransitionModifier(transition: transition))
    }
}
