// Models SwiftUI's `App`: the type marked `@main` whose `body` gives the app's scenes, with
// `@State` and other dynamic properties of its own. Simplifies (viewsim's model): a simulation
// of an app (`Simulation(MyApp())`) shows its first window group's content; `main()` runs frame 0
// of that simulation and prints its trace, since there is no device to launch on.

/// A type that represents the structure and behaviour of an app.
///
/// ```swift
/// @main
/// struct LandmarksApp: App {
///     @State private var modelData = ModelData()
///     var body: some Scene {
///         WindowGroup { ContentView().environment(modelData) }
///     }
/// }
/// // in a test or scenario:
/// let sim = Simulation(LandmarksApp())
/// ```
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behaviour of the app.
    @SceneBuilder var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    init()
}

extension App {
    /// Initializes and runs the app.
    ///
    /// viewsim's model: there is no device to launch on, so it simulates frame 0 of the app (its
    /// first window group, on the default screen) and prints the trace; drive it with a script
    /// through `Simulation(Self())` instead.
    @MainActor public static func main() {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let simulation = Simulation(Self(), configuration: configuration)
        print(simulation.trace.text())
    }
}

/// The root view of a simulated app: the content of its first window group, with the app's
/// own dynamic properties (`@State`, `@AppStorage`…) kept on this node, which the trace names
/// after the app (`LandmarksApp #1`).
struct AppRoot<A: App>: View, TraceNamedView {
    nonisolated static var traceTypeName: String { _typeName(A.self, qualified: false) }

    let app: AppProperties<A>

    nonisolated init(app: AppProperties<A>) { self.app = app }

    var body: some View {
        AnyView(erasing: app.app._sceneContent())
    }
}

extension App {
    /// What the app's window shows: its first window group's content, or nothing.
    func _sceneContent() -> AnyView {
        guard let content = body._windowContent() else { return AnyView(EmptyView()) }
        func erase(_ view: some View) -> AnyView { AnyView(view) }
        return erase(content)
    }
}

/// Links the dynamic properties of an app value to the root node that shows it.
struct AppProperties<A: App>: DynamicProperty, DynamicPropertyLink {
    let app: A

    func _link(node: ViewNode, label: String) {
        var found = false
        node.graph.link(app, into: node, prefix: "", found: &found)
    }

    var _describedValue: String { _typeName(A.self, qualified: false) }
    var _kind: DynamicPropertyKind { .state }
}

/// viewsim's model, as for `State`: the app value is only used by the thread running the
/// simulation (the simulated main actor).
extension AppProperties: @unchecked Sendable {}

/// A composite view the trace names otherwise than by its type (read once per type).
protocol TraceNamedView {
    nonisolated static var traceTypeName: String { get }
}
