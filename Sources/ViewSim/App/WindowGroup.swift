// Models SwiftUI's `WindowGroup`: a scene that shows the same view hierarchy in each of its
// windows. Simplifies (viewsim's model): one window, on the simulated screen; the title and
// id are kept and not shown.

/// A scene that presents a group of identically structured windows.
///
/// ```swift
/// @main
/// struct LandmarksApp: App {
///     @State private var modelData = ModelData()
///     var body: some Scene {
///         WindowGroup {
///             ContentView().environment(modelData)
///         }
///     }
/// }
/// // in a test: let sim = Simulation(LandmarksApp())
/// ```
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content
    /// The group's title, if it has one (not shown).
    public let title: String?
    /// The group's identifier, if it has one.
    public let id: String?

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = nil
        self.id = nil
    }

    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = nil
        self.id = id
    }

    /// Creates a window group with a text view title.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title.content
        self.id = nil
    }

    /// Creates a window group with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
        self.id = nil
    }

    /// Creates a window group with a title and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
        self.id = id
    }

    public var body: Never { neverBody(Self.self) }

    package func _windowContent() -> (any View)? { content }
}
