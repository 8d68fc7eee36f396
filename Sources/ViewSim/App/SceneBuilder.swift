// Models SwiftUI's `SceneBuilder`: the result builder of an app's and a scene's `body`.
// Simplifies: two or more scenes become a `_TupleScene`, of which viewsim's one window shows
// the first with a window; `if` and `#if` work as in SwiftUI.

/// A result builder for composing scenes.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
/// }
/// ```
@MainActor @resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _TupleScene(scenes: scenes)
    }

    public static func buildOptional(_ content: (any Scene)?) -> _TupleScene {
        _TupleScene(scenes: content.map { [$0] } ?? [])
    }

    public static func buildEither<Content: Scene>(first content: Content) -> _TupleScene {
        _TupleScene(scenes: [content])
    }

    public static func buildEither<Content: Scene>(second content: Content) -> _TupleScene {
        _TupleScene(scenes: [content])
    }

    public static func buildLimitedAvailability(_ content: any Scene) -> _TupleScene {
        _TupleScene(scenes: [content])
    }
}
