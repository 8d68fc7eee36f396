// Models SwiftUI's `Scene`: a part of an app's user interface (a window group) whose `body`
// composes other scenes. Simplifies (viewsim's model): one window on one screen: a simulation
// of an app shows the content of its first window group; other scenes are not shown.

import Observation

/// A part of an app's user interface with a life cycle managed by the system.
///
/// ```swift
/// struct MainScene: Scene {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behaviour of the scene.
    @SceneBuilder var body: Self.Body { get }
}

nonisolated extension Never: Scene {}

/// A scene viewsim takes apart itself instead of calling `body`: a window group, a tuple of
/// scenes, a scene with a modifier.
@MainActor
package protocol PrimitiveScene {
    /// The view the scene's first window shows, or nil when it has no window.
    func _windowContent() -> (any View)?
}

extension Scene {
    /// The view viewsim's one window shows for this scene: its first window group's content.
    func _windowContent() -> (any View)? {
        if let primitive = self as? any PrimitiveScene { return primitive._windowContent() }
        return body._windowContent()
    }
}

/// Two or more scenes of a `@SceneBuilder`: viewsim's one window shows the first one's.
public struct _TupleScene: Scene, PrimitiveScene {
    let scenes: [any Scene]

    public var body: Never { neverBody(Self.self) }

    package func _windowContent() -> (any View)? {
        for scene in scenes {
            if let content = scene._windowContent() { return content }
        }
        return nil
    }
}

/// A scene with a modifier for the views of its windows (`.environment(_:)` on a scene).
public struct _ModifiedScene<Content: Scene, Modifier: ViewModifier>: Scene, PrimitiveScene {
    let content: Content
    let modifier: Modifier

    public var body: Never { neverBody(Self.self) }

    package func _windowContent() -> (any View)? {
        guard let view = content._windowContent() else { return nil }
        return modified(view)
    }

    private func modified<V: View>(_ view: V) -> any View { view.modifier(modifier) }
}

extension Scene {
    /// Places an `@Observable` object in the environment of this scene's views.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.environment(modelData)
    /// ```
    public func environment<T>(_ object: T?) -> _ModifiedScene<Self, _EnvironmentObjectWritingModifier<T>>
    where T: AnyObject, T: Observable {
        _ModifiedScene(
            content: self, modifier: _EnvironmentObjectWritingModifier(object: object, observableObject: false))
    }

    /// Supplies an `ObservableObject` to this scene's views.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.environmentObject(store)
    /// ```
    public func environmentObject<T>(_ object: T) -> _ModifiedScene<Self, _EnvironmentObjectWritingModifier<T>>
    where T: ObservableObject {
        _ModifiedScene(
            content: self, modifier: _EnvironmentObjectWritingModifier(object: object, observableObject: true))
    }

    /// Sets the environment value at `keyPath` for this scene's views.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.environment(\.colorScheme, .dark)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _ModifiedScene<
        Self, _EnvironmentKeyWritingModifier<V>
    > {
        _ModifiedScene(content: self, modifier: _EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}
